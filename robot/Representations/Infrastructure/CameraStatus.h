/**
 * @file Representations/Infrastructure/CameraStatus.h
 * The representation CameraStatus: whether the thread's camera delivers images.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <string>

/** How the thread's camera is doing (docs/cameras.md, "When a camera fails"). */
STREAMABLE(CameraStatus,
{,
  (std::string) device,             /**< "/dev/video-top", "camera server 127.0.0.1:10001", ... */
  (bool)(false) ok,                 /**< Images arrive. */
  (unsigned)(0) images,             /**< Images since the start. */
  (unsigned)(0) reopens,            /**< Times the camera was closed and opened again after a failure or a silence. */
  (unsigned)(0) timeOfLastImage,    /**< ms, 0: none yet. */
});
