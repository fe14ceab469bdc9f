/**
 * @file Modules/Perception/FieldBoundaryProvider/FieldBoundaryProvider.cpp
 * Column scans for the field's upper edge.
 */
#include "Modules/Perception/FieldBoundaryProvider/FieldBoundaryProvider.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugImages.h"
#include "Tools/Math/Transformation.h"
#include <algorithm>

MAKE_MODULE(FieldBoundaryProvider);

void FieldBoundaryProvider::update(FieldBoundary& fieldBoundary)
{
  DECLARE_DEBUG_DRAWING("module:FieldBoundaryProvider:image", "drawingOnImage");
  DECLARE_DEBUG_DRAWING("module:FieldBoundaryProvider:field", "drawingOnField");
  fieldBoundary.boundaryInImage.clear();
  fieldBoundary.boundaryOnField.clear();
  fieldBoundary.columnsWithField = 0;
  fieldBoundary.columns = 0;
  const int width = static_cast<int>(theCameraImage.getImageWidth());
  const int height = static_cast<int>(theCameraImage.height);
  const int step = static_cast<int>(std::max(1u, rowStep));
  const int minRun = std::max(step, static_cast<int>(minNonFieldRun * static_cast<float>(height)));
  // The capacity is kept between frames: no allocation once the first image of a size is done.
  const std::size_t maxColumns = static_cast<std::size_t>(width) / std::max(1u, columnSpacing) + 1;
  fieldBoundary.boundaryInImage.reserve(maxColumns);
  fieldBoundary.boundaryOnField.reserve(maxColumns);

  for(int x = static_cast<int>(columnSpacing / 2); x < width; x += static_cast<int>(std::max(1u, columnSpacing)))
  {
    ++fieldBoundary.columns;
    int top = -1;     // the topmost field pixel of the field seen so far
    int nonField = 0; // non-field pixels above it
    for(int y = height - 1; y >= 0; y -= step)
    {
      const YUYVPixel& pixel = theCameraImage(static_cast<std::size_t>(x / 2), static_cast<std::size_t>(y));
      const unsigned char brightness = x & 1 ? pixel.y1 : pixel.y0;
      if(isField(brightness, pixel.u, pixel.v))
      {
        top = y;
        nonField = 0;
      }
      else if(isWhite(brightness, pixel.u, pixel.v))
        continue;
      else if(top >= 0 && (nonField += step) >= minRun)
        break;
    }
    if(top < 0)
      continue;
    ++fieldBoundary.columnsWithField;
    if(nonField == 0) // field (and white) up to the top edge: the boundary is above the image
      continue;
    fieldBoundary.boundaryInImage.emplace_back(x, top);
    Vector2f onGround;
    if(theCameraMatrix.isValid &&
       Transformation::imageToRobot(theCameraMatrix, theCameraInfo, Vector2f(static_cast<float>(x), static_cast<float>(top)), onGround))
      fieldBoundary.boundaryOnField.push_back(onGround);
  }
  fieldBoundary.isValid = !fieldBoundary.boundaryInImage.empty();

  for(std::size_t i = 1; i < fieldBoundary.boundaryInImage.size(); ++i)
    LINE("module:FieldBoundaryProvider:image", fieldBoundary.boundaryInImage[i - 1].x(), fieldBoundary.boundaryInImage[i - 1].y(),
         fieldBoundary.boundaryInImage[i].x(), fieldBoundary.boundaryInImage[i].y(), 2, Drawings::solidPen, ColorRGBA::orange);
  for(std::size_t i = 1; i < fieldBoundary.boundaryOnField.size(); ++i)
    LINE("module:FieldBoundaryProvider:field", fieldBoundary.boundaryOnField[i - 1].x(), fieldBoundary.boundaryOnField[i - 1].y(),
         fieldBoundary.boundaryOnField[i].x(), fieldBoundary.boundaryOnField[i].y(), 20, Drawings::solidPen, ColorRGBA::orange);
  COMPLEX_IMAGE("FieldBoundaryProvider:classification") sendClassification(fieldBoundary);
}

void FieldBoundaryProvider::sendClassification(const FieldBoundary& fieldBoundary)
{
  const unsigned width = theCameraImage.getImageWidth(), height = theCameraImage.height;
  if(classification.width != width || classification.height != height)
    classification.setResolution(width, height);
  for(unsigned y = 0; y < height; ++y)
    for(unsigned x = 0; x < width; ++x)
    {
      const YUYVPixel& pixel = theCameraImage(x / 2, y);
      const unsigned char brightness = x & 1 ? pixel.y1 : pixel.y0;
      classification(x, y) = isField(brightness, pixel.u, pixel.v) ? 255 : isWhite(brightness, pixel.u, pixel.v) ? 170 : 0;
    }
  for(const Vector2i& point : fieldBoundary.boundaryInImage)
    for(int dy = -2; dy <= 2; ++dy)
      if(point.y() + dy >= 0 && point.y() + dy < static_cast<int>(height))
        classification(static_cast<std::size_t>(point.x()), static_cast<std::size_t>(point.y() + dy)) = 85;
  SEND_DEBUG_IMAGE("FieldBoundaryProvider:classification", classification);
}
