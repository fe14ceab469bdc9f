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
  if(current.kind != CameraServer::image)
    return {dataBytes.data() + filled, dataBytes.size() - filled};
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
    filled = 0;
    if(current.kind != CameraServer::image)
    {
      dataBytes.resize(current.dataSize);
      if(current.dataSize == 0)
        return Status::data;
    }
    else if(image.getImageWidth() != current.width || image.height != current.height)
      image.setImageResolution(current.width, current.height);
    inPixels = true;
    return Status::incomplete;
  }
  if(filled < (current.kind == CameraServer::image ? image.byteSize() : dataBytes.size()))
    return Status::incomplete;
  inPixels = false;
  filled = 0;
  return current.kind == CameraServer::image ? Status::image : Status::data;
}

void CameraServerReader::reset()
{
  filled = 0;
  inPixels = false;
  malformed = false;
  lastError.clear();
}
