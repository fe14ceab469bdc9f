/**
 * @file Modules/Perception/FieldBoundaryProvider/FieldBoundaryProvider.h
 * The module FieldBoundaryProvider: field colour and the field's upper edge in the image.
 */
#pragma once

#include "Framework/Module.h"
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/Image.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Representations/Perception/CameraMatrix.h"
#include "Representations/Perception/FieldBoundary.h"
#include <cstdlib>

MODULE(FieldBoundaryProvider,
{,
  REQUIRES(CameraImage),
  REQUIRES(CameraInfo),
  REQUIRES(CameraMatrix),
  PROVIDES(FieldBoundary),
  LOADS_PARAMETERS(
  {,
    (int) maxFieldU,              /**< A field pixel's U is at most this (green: below 128). */
    (int) maxFieldV,              /**< A field pixel's V is at most this. */
    (int) minFieldY,              /**< Its brightness at least this ... */
    (int) maxFieldY,              /**< ... and at most this. */
    (int) minWhiteY,              /**< A white pixel (lines, goals, ball) is at least this bright ... */
    (int) maxWhiteChroma,         /**< ... and its U and V are at most this far from 128. */
    (unsigned) columnSpacing,     /**< Pixels between scanned columns. */
    (unsigned) rowStep,           /**< Pixels between the scanned pixels of a column. */
    (float) minNonFieldRun,       /**< Non-field above the boundary, as a share of the image height (or up to the top). */
  }),
});

/**
 * A first perception module that proves the camera pipeline (docs/cameras.md, "Perception"):
 * classifies field colour (and white) by thresholds in YUV, scans columns of the image from the
 * bottom up and puts the boundary at the topmost field pixel above which the field does not
 * continue for minNonFieldRun of the image height (the ball's black patches, robots are shorter
 * interruptions) or up to the image's top edge. White pixels neither continue nor interrupt the
 * field: a field line seen along the column is no gap, a goal post does not lift the boundary. The points are projected onto the ground with the
 * CameraMatrix. Drawings: "module:FieldBoundaryProvider:image" (the boundary in the image),
 * "module:FieldBoundaryProvider:field" (on the ground, robot-relative); debug image
 * "FieldBoundaryProvider:classification" (field white, white light grey, the boundary dark grey, the
 * rest black).
 */
class FieldBoundaryProvider : public FieldBoundaryProviderBase
{
  void update(FieldBoundary& fieldBoundary) override;

  bool isField(unsigned char y, unsigned char u, unsigned char v) const
  {
    return u <= maxFieldU && v <= maxFieldV && y >= minFieldY && y <= maxFieldY;
  }
  bool isWhite(unsigned char y, unsigned char u, unsigned char v) const
  {
    return y >= minWhiteY && std::abs(u - 128) <= maxWhiteChroma && std::abs(v - 128) <= maxWhiteChroma;
  }

  /** Draws the classification into the debug image and sends it. */
  void sendClassification(const FieldBoundary& fieldBoundary);

  Image<unsigned char> classification;
};
