/**
 * @file ImageProcessing/JPEGImage.cpp
 * Streaming compressed camera images; sizes read are checked before anything is allocated.
 */
#include "ImageProcessing/JPEGImage.h"
#include "ImageProcessing/CameraImage.h"
#include "Streaming/FunctionList.h"
#include "Streaming/TypeRegistry.h"
#include <string>

void JPEGImage::read(In& stream)
{
  PUBLISH(reg);
  STREAM(width);
  STREAM(height);
  STREAM(timestamp);
  if(stream.isStructured())
    stream.select("file", -2);
  const std::size_t bytes = stream.beginArray(In::dynamicSize);
  if(!stream.failed() && (width > CameraImage::maxImageSize / 2 || height > CameraImage::maxImageSize || bytes > maxFileSize))
  {
    stream.fail("JPEG image of " + std::to_string(width) + " x " + std::to_string(height) + " macro-pixels and " +
                std::to_string(bytes) + " bytes is larger than " + std::to_string(CameraImage::maxImageSize) + " x " +
                std::to_string(CameraImage::maxImageSize) + " pixels or " + std::to_string(maxFileSize) + " bytes");
    width = height = 0;
    file.clear();
  }
  else if(!stream.failed())
  {
    file.resize(bytes);
    Streaming::readElements(stream, file.data(), bytes);
  }
  stream.endArray();
  if(stream.isStructured())
    stream.deselect();
}

void JPEGImage::write(Out& stream) const
{
  PUBLISH(reg);
  STREAM(width);
  STREAM(height);
  STREAM(timestamp);
  STREAM(file);
}

void JPEGImage::reg()
{
  PUBLISH(reg);
  REG_CLASS(JPEGImage);
  REG(width);
  REG(height);
  REG(timestamp);
  REG(file);
}
