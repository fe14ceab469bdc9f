/**
 * @file Representations/Infrastructure/CameraResolution.h
 * The resolution each camera records with (cameraResolution.cfg).
 */
#pragma once

#include "Representations/Infrastructure/CameraInfo.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/Enum.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * The resolution each camera is opened with; the NAO's cameras deliver these three at 30 Hz.
 * A camera server decides the size of its images itself.
 */
STREAMABLE(CameraResolution,
{
  ENUM(Resolution,
  {,
    w320h240,
    w640h480,
    w1280h960,
  });

  /** The width of a resolution in pixels. */
  static unsigned width(Resolution resolution) { return resolution == w320h240 ? 320 : resolution == w640h480 ? 640 : 1280; }
  /** The height of a resolution in pixels. */
  static unsigned height(Resolution resolution) { return width(resolution) * 3 / 4; }

  CameraResolution() { resolutions[CameraInfo::upper] = w640h480; resolutions[CameraInfo::lower] = w320h240; },

  (ENUM_INDEXED_ARRAY(Resolution, CameraInfo::Camera)) resolutions,
});
