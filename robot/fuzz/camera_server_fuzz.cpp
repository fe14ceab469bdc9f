// libFuzzer target: a camera server's byte stream (CameraServerReader): the first byte chooses
// the size of the pieces the stream arrives in, the rest is the stream. Nothing may crash, read
// or write out of bounds or size an image or a data frame beyond the protocol's bounds; every
// image and data frame must have the size its header states, and a refused stream must say why.
#include "Platform/Nao/CameraServerReader.h"
#include <algorithm>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if(size == 0)
    return 0;
  const std::size_t piece = 1 + data[0] * 37u;
  CameraServerReader reader(data[0] & 1 ? -1 : 0);
  CameraImage image;
  for(std::size_t offset = 1; offset < size;)
  {
    const std::span<std::uint8_t> target = reader.next(image);
    if(target.empty())
      std::abort();
    const std::size_t count = std::min({piece, target.size(), size - offset});
    std::copy_n(data + offset, count, target.begin());
    offset += count;
    switch(reader.received(count, image))
    {
      case CameraServerReader::Status::image:
        if(image.getImageWidth() != reader.header().width || image.height != reader.header().height ||
           image.byteSize() != reader.header().imageSize())
          std::abort();
        break;
      case CameraServerReader::Status::data:
        if(reader.data().size() != reader.header().dataSize || reader.data().size() > CameraServer::maxDataSize)
          std::abort();
        break;
      case CameraServerReader::Status::malformed:
        if(reader.error().empty() || !reader.next(image).empty())
          std::abort();
        return 0;
      case CameraServerReader::Status::incomplete:
        if(image.getImageWidth() > CameraServer::maxSize || image.height > CameraServer::maxSize)
          std::abort();
        break;
    }
  }
  return 0;
}
