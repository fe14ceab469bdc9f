// libFuzzer target: camera images from outside -- the input streamed as a CameraImage and as a
// JPEGImage (as a log or the debug link would deliver them), and the input as a JPEG file
// decoded by JPEGCodec. Nothing may crash, read out of bounds or allocate without bound; what
// is rejected must say why.
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "Streaming/InStreams.h"
#include <cstdint>
#include <cstdlib>
#include <turbojpeg.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  static JPEGCodec codec;
  {
    InBinaryMemory stream(data, size);
    CameraImage image;
    stream >> image;
    if(!stream.failed() && image.byteSize() != image.width * static_cast<std::size_t>(image.height) * 4)
      std::abort();
  }
  {
    InBinaryMemory stream(data, size);
    JPEGImage jpeg;
    stream >> jpeg;
    CameraImage image;
    if(!stream.failed() && !codec.decompress(jpeg, image) && codec.error().empty())
      std::abort();
  }
  // The input as a JPEG file with the size its header states.
  JPEGImage jpeg;
  jpeg.file.assign(data, data + size);
  if(tjhandle handle = tjInitDecompress())
  {
    int width = 0, height = 0, subsampling = 0, colorspace = 0;
    if(tjDecompressHeader3(handle, data, size, &width, &height, &subsampling, &colorspace) == 0 && width > 0 && height > 0)
    {
      jpeg.width = static_cast<unsigned>(width) / 2;
      jpeg.height = static_cast<unsigned>(height);
    }
    tjDestroy(handle);
  }
  CameraImage image;
  if(codec.decompress(jpeg, image))
  {
    if(image.getImageWidth() != jpeg.getImageWidth() || image.height != jpeg.height)
      std::abort();
  }
  else if(codec.error().empty())
    std::abort();
  return 0;
}
