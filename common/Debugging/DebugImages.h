/**
 * @file Debugging/DebugImages.h
 * Debug images: rasters sent to the host's image and colour space views.
 *
 *   COMPLEX_IMAGE("test") draw();       // runs only while the image is requested
 *   SEND_DEBUG_IMAGE("test", testImage);                     // type from the pixel struct
 *   SEND_DEBUG_IMAGE("edges", edgeImage, PixelTypes::Edge2MonoAvg);
 *
 * While the debug request "debug images:<id>" is enabled, SEND_DEBUG_IMAGE writes the message
 * idDebugImage (string <id>, DebugImage) to the calling thread's debug queue. One-byte images
 * are sent as Grayscale unless another type (Hue, Binary, Colored) is given. An image whose pixel size
 * does not match the type, or that is larger than 65535 in either direction, is not sent (a
 * warning says so). Release builds (TOUCHLINE_RELEASE) compile both macros out.
 */
#pragma once

#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"
#include "ImageProcessing/DebugImage.h"
#include "ImageProcessing/Image.h"
#include <string_view>

/** The functions behind SEND_DEBUG_IMAGE and COMPLEX_IMAGE. */
namespace DebugImages
{
  /** Whether "debug images:<id>" is enabled (called only while a request may be active). */
  bool isRequested(std::string_view id);
  /** Writes idDebugImage; false if the image is not valid or does not fit. */
  bool send(std::string_view id, const DebugImage& image);
  template<typename Pixel> bool send(std::string_view id, const Image<Pixel>& image)
  {
    return send(id, DebugImage(image));
  }
  template<typename Pixel> bool send(std::string_view id, const Image<Pixel>& image, PixelTypes::PixelType type)
  {
    return send(id, DebugImage(image, type));
  }

  inline bool isActive(std::string_view id)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    return table && table->mayBeActive() && isRequested(id);
  }
}

#ifdef TOUCHLINE_RELEASE
#define SEND_DEBUG_IMAGE(id, ...) static_cast<void>(0)
#define COMPLEX_IMAGE(id) if(false)
#else
/** SEND_DEBUG_IMAGE(id, image[, pixelType]): sends an Image or a DebugImage as <id>. */
#define SEND_DEBUG_IMAGE(id, ...) \
  do \
    if(const auto& _tlImageId = (id); DebugImages::isActive(_tlImageId)) \
      DebugImages::send(_tlImageId, __VA_ARGS__); \
  while(false)
/** Runs the following statement if the debug image <id> is requested. */
#define COMPLEX_IMAGE(id) if(DebugImages::isActive(id))
#endif
