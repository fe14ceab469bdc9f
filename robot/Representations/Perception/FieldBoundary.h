/**
 * @file Representations/Perception/FieldBoundary.h
 * The representation FieldBoundary: where the field ends in the thread's image.
 */
#pragma once

#include "Math/Eigen.h"
#include "Streaming/AutoStreamable.h"
#include <vector>

/**
 * The upper edge of the field (the green carpet) in the image, one point per scanned column
 * from left to right, and the same points on the ground in the robot's frame. Columns without
 * field, and columns whose field reaches the image's top edge (the boundary is above the
 * image), have no point.
 */
STREAMABLE(FieldBoundary,
{,
  (std::vector<Vector2i>) boundaryInImage,   /**< Pixels, x right, y down. */
  (std::vector<Vector2f>) boundaryOnField,   /**< mm in the robot's frame (those that project onto the ground). */
  (unsigned)(0) columnsWithField,            /**< Scanned columns that show field at all. */
  (unsigned)(0) columns,                     /**< Scanned columns. */
  (bool)(false) isValid,                     /**< Some column has a boundary. */
});
