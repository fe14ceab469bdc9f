/**
 * @file Platform/Nao/CameraServerReader.cpp
 * Headers and pixels from a camera server's stream.
 */
#include "Platform/Nao/CameraServerReader.h"

std::span<std::uint8_t> CameraServerReader::next(CameraImage& image)
{
  if(malformed)
    return {};
  if(!inPixels)
    return {headerBytes.data() + filled, headerBytes.size() - filled};
  return {reinterpret_cast<std::uint8_t*>(image.data()) + filled, image.byteSize() - filled};
}

CameraServerReader::Status CameraServerReader::received(std::size_t count, CameraImage& image)
{
  if(malformed)
    return Status::malformed;
  filled += count;
  if(!inPixels)
  {
    if(filled < headerBytes.size())
      return Status::incomplete;
    lastError = CameraServer::parse(headerBytes.data(), current);
    if(lastError.empty() && camera >= 0 && current.camera != camera)
      lastError = "image header: camera " + std::to_string(current.camera) + " on the server of camera " + std::to_string(camera);
    if(!lastError.empty())
    {
      malformed = true;
      return Status::malformed;
    }
    if(image.getImageWidth() != current.width || image.height != current.height)
      image.setImageResolution(current.width, current.height);
    inPixels = true;
    filled = 0;
    return Status::incomplete;
  }
  if(filled < image.byteSize())
    return Status::incomplete;
  inPixels = false;
  filled = 0;
  return Status::image;
}

void CameraServerReader::reset()
{
  filled = 0;
  inPixels = false;
  malformed = false;
  lastError.clear();
}
