/**
 * @file Representations/Infrastructure/CameraSettings.h
 * The representation CameraSettings: the controls of both cameras (cameraSettings.cfg).
 */
#pragma once

#include "Representations/Infrastructure/CameraInfo.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/**
 * The controls the camera driver sets on the NAO's cameras (docs/cameras.md), per camera, as
 * cameraSettings.cfg holds them. The driver applies them when it opens a camera and whenever
 * they change (MODIFY "representation:CameraSettings" in the camera's thread). Controls that
 * only count while an automatic one is off: exposure and gain (autoExposure), focus
 * (autoFocus), hue (autoHue). The RGB gains are written into the sensor's registers through
 * the UVC extension unit.
 */
STREAMABLE(CameraSettings,
{
  /** The settings of one camera. */
  STREAMABLE(Collection,
  {,
    (bool)(true) autoExposure,
    (int)(0) autoExposureBrightness, /**< The target brightness of the automatic exposure (-255..255). */
    (int)(2000) exposure,            /**< 0..1048575, while autoExposure is off. */
    (int)(160) gain,                 /**< 0..1023, while autoExposure is off. */
    (bool)(true) autoWhiteBalance,
    (bool)(false) autoFocus,
    (int)(0) focus,                  /**< 0..250, while autoFocus is off. */
    (bool)(false) autoHue,
    (int)(0) hue,                    /**< -180..180, while autoHue is off. */
    (int)(80) saturation,            /**< 0..255 */
    (int)(32) contrast,              /**< 0..255 */
    (int)(4) sharpness,              /**< 0..9 */
    (int)(2048) redGain,             /**< 0..4095 */
    (int)(2048) greenGain,           /**< 0..4095 */
    (int)(2048) blueGain,            /**< 0..4095 */
  }),

  (ENUM_INDEXED_ARRAY(Collection, CameraInfo::Camera)) cameras,
});
