/**
 * @file ImageProcessing/CameraImage.cpp
 * Streaming camera images, with every size read checked before anything is allocated.
 */
#include "ImageProcessing/CameraImage.h"
#include "Streaming/FunctionList.h"
#include "Streaming/TypeRegistry.h"
#include <string>

void CameraImage::read(In& stream)
{
  PUBLISH(reg);
  unsigned width = 0, height = 0;
  STREAM(width);
  STREAM(height);
  STREAM(timestamp);
  if(stream.isStructured())
    stream.select("pixels", -2);
  const std::size_t bytes = stream.beginArray(In::dynamicSize);
  const bool tooLarge = width > maxImageSize / 2 || height > maxImageSize;
  if(!stream.failed() && (tooLarge || bytes != static_cast<std::size_t>(width) * height * sizeof(YUYVPixel)))
  {
    stream.fail("camera image of " + std::to_string(width) + " x " + std::to_string(height) + " macro-pixels " +
                (tooLarge ? "is larger than " + std::to_string(maxImageSize) + " x " + std::to_string(maxImageSize) + " pixels"
                          : "has " + std::to_string(bytes) + " bytes of pixels instead of " +
                              std::to_string(static_cast<std::size_t>(width) * height * sizeof(YUYVPixel))));
    setResolution(0, 0);
  }
  else if(!stream.failed())
  {
    setResolution(width, height);
    Streaming::readElements(stream, reinterpret_cast<unsigned char*>(data()), bytes);
  }
  stream.endArray();
  if(stream.isStructured())
    stream.deselect();
}

void CameraImage::write(Out& stream) const
{
  PUBLISH(reg);
  STREAM(width);
  STREAM(height);
  STREAM(timestamp);
  if(stream.isStructured())
    stream.select("pixels", -2);
  stream.beginArray(byteSize(), true);
  Streaming::writeElements(stream, reinterpret_cast<const unsigned char*>(data()), byteSize());
  stream.endArray();
  if(stream.isStructured())
    stream.deselect();
}

void CameraImage::reg()
{
  PUBLISH(reg);
  REG_CLASS(CameraImage);
  REG(unsigned, width);
  REG(unsigned, height);
  REG(unsigned, timestamp);
  REG(std::vector<unsigned char>, pixels);
}
