/**
 * @file ImageProcessing/JPEGCodec.cpp
 * TurboJPEG: YUYV planes to a 4:2:2 JPEG file and JPEG files of any subsampling back to YUYV.
 */
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/YUYVPlanes.h"
#include <algorithm>
#include <turbojpeg.h>

JPEGCodec::~JPEGCodec()
{
  if(compressor)
    tjDestroy(compressor);
  if(decompressor)
    tjDestroy(decompressor);
  tjFree(buffer);
}

bool JPEGCodec::fail(const std::string& message)
{
  lastError = message;
  return false;
}

void JPEGCodec::reservePlanes(std::size_t lumaSize, std::size_t chromaSize)
{
  if(planes.size() < lumaSize + 2 * chromaSize)
    planes.resize(lumaSize + 2 * chromaSize);
}

bool JPEGCodec::compress(const CameraImage& image, int quality, JPEGImage& jpeg)
{
  lastError.clear();
  jpeg.width = image.width;
  jpeg.height = image.height;
  jpeg.timestamp = image.timestamp;
  jpeg.file.clear();
  if(image.width == 0 || image.height == 0 || image.getImageWidth() > CameraImage::maxImageSize || image.height > CameraImage::maxImageSize)
    return fail("cannot compress a camera image of " + std::to_string(image.getImageWidth()) + " x " + std::to_string(image.height) + " pixels");
  if(!compressor && !(compressor = tjInitCompress()))
    return fail(std::string("TurboJPEG: ") + tjGetErrorStr2(nullptr));
  const int width = static_cast<int>(image.getImageWidth());
  const int height = static_cast<int>(image.height);
  const unsigned long needed = tjBufSize(width, height, TJSAMP_422);
  if(needed > bufferSize)
  {
    tjFree(buffer);
    buffer = tjAlloc(static_cast<int>(needed));
    bufferSize = buffer ? needed : 0;
    if(!buffer)
      return fail("TurboJPEG: no memory for " + std::to_string(needed) + " bytes");
  }
  const std::size_t lumaSize = static_cast<std::size_t>(width) * height;
  const std::size_t chromaSize = image.size();
  reservePlanes(lumaSize, chromaSize);
  unsigned char* y = planes.data();
  unsigned char* u = y + lumaSize;
  unsigned char* v = u + chromaSize;
  YUYVPlanes::split(image.data(), image.size(), y, u, v);

  const unsigned char* sources[3] = {y, u, v};
  const int strides[3] = {width, width / 2, width / 2};
  unsigned long size = bufferSize;
  if(tjCompressFromYUVPlanes(compressor, sources, width, strides, height, TJSAMP_422, &buffer, &size,
                             std::clamp(quality, 1, 100), TJFLAG_NOREALLOC) != 0)
    return fail(std::string("TurboJPEG: ") + tjGetErrorStr2(compressor));
  if(jpeg.file.capacity() < bufferSize)
    jpeg.file.reserve(bufferSize);
  jpeg.file.assign(buffer, buffer + size);
  return true;
}

bool JPEGCodec::decompress(const JPEGImage& jpeg, CameraImage& image)
{
  lastError.clear();
  if(!decompressor && !(decompressor = tjInitDecompress()))
    return fail(std::string("TurboJPEG: ") + tjGetErrorStr2(nullptr));
  int width = 0, height = 0, subsampling = 0, colorspace = 0;
  if(jpeg.file.empty() || tjDecompressHeader3(decompressor, jpeg.file.data(), jpeg.file.size(), &width, &height, &subsampling, &colorspace) != 0)
    return fail("JPEG image: " + (jpeg.file.empty() ? std::string("no data") : std::string(tjGetErrorStr2(decompressor))));
  if(width <= 0 || height <= 0 || width > static_cast<int>(CameraImage::maxImageSize) || height > static_cast<int>(CameraImage::maxImageSize) || width % 2)
    return fail("JPEG image of " + std::to_string(width) + " x " + std::to_string(height) +
                " pixels: a camera image must have an even width and at most " + std::to_string(CameraImage::maxImageSize) +
                " pixels in either direction");
  if(static_cast<unsigned>(width) != jpeg.getImageWidth() || static_cast<unsigned>(height) != jpeg.height)
    return fail("JPEG image: the file is " + std::to_string(width) + " x " + std::to_string(height) + " pixels, the image says " +
                std::to_string(jpeg.getImageWidth()) + " x " + std::to_string(jpeg.height));
  if(subsampling < 0 || subsampling >= TJ_NUMSAMP)
    return fail("JPEG image: unknown chroma subsampling " + std::to_string(subsampling));

  const bool gray = subsampling == TJSAMP_GRAY;
  const int chromaWidth = gray ? 0 : tjPlaneWidth(1, width, subsampling);
  const int chromaHeight = gray ? 0 : tjPlaneHeight(1, height, subsampling);
  const std::size_t lumaSize = static_cast<std::size_t>(width) * height;
  const std::size_t chromaSize = static_cast<std::size_t>(chromaWidth) * chromaHeight;
  reservePlanes(lumaSize, chromaSize);
  unsigned char* y = planes.data();
  unsigned char* u = y + lumaSize;
  unsigned char* v = u + chromaSize;
  unsigned char* targets[3] = {y, u, v};
  int strides[3] = {width, chromaWidth, chromaWidth};
  if(tjDecompressToYUVPlanes(decompressor, jpeg.file.data(), jpeg.file.size(), targets, width, strides, height, 0) != 0)
  {
    if(tjGetErrorCode(decompressor) != TJERR_WARNING)
      return fail(std::string("JPEG image: ") + tjGetErrorStr2(decompressor));
    lastError = std::string("JPEG image: ") + tjGetErrorStr2(decompressor);
  }

  image.setImageResolution(static_cast<unsigned>(width), static_cast<unsigned>(height));
  image.timestamp = jpeg.timestamp;
  const unsigned macroWidth = image.width;
  if(subsampling == TJSAMP_422)
    YUYVPlanes::merge(y, u, v, image.size(), image.data());
  else
    for(int row = 0; row < height; ++row)
    {
      const unsigned char* luma = y + static_cast<std::size_t>(row) * width;
      const std::size_t chromaRow = gray ? 0 : static_cast<std::size_t>(row) * chromaHeight / height * chromaWidth;
      YUYVPixel* pixels = image[row];
      for(unsigned x = 0; x < macroWidth; ++x)
      {
        // The chroma sample that covers the macro-pixel's first image pixel.
        const std::size_t column = gray ? 0 : static_cast<std::size_t>(2 * x) * chromaWidth / width;
        pixels[x] = YUYVPixel{luma[2 * x], gray ? static_cast<unsigned char>(128) : u[chromaRow + column], luma[2 * x + 1],
                              gray ? static_cast<unsigned char>(128) : v[chromaRow + column]};
      }
    }
  return true;
}
