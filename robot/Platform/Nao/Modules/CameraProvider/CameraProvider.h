/**
 * @file Platform/Nao/Modules/CameraProvider/CameraProvider.h
 * The module CameraProvider: the image of the thread's camera, its description and its JPEG.
 */
#pragma once

#include "Framework/Module.h"
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "Platform/Nao/CameraInput.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Representations/Infrastructure/CameraIntrinsics.h"
#include "Representations/Infrastructure/CameraSettings.h"
#include "Representations/Infrastructure/CameraStatus.h"
#include "Representations/Infrastructure/FrameInfo.h"

MODULE(CameraProvider,
{,
  REQUIRES(CameraIntrinsics),
  REQUIRES(CameraSettings),
  PROVIDES_WITHOUT_MODIFY(CameraImage),
  PROVIDES(CameraInfo),
  PROVIDES(CameraStatus),
  PROVIDES(FrameInfo),
  PROVIDES_WITHOUT_MODIFY(JPEGImage),
  LOADS_PARAMETERS(
  {,
    (std::string) upperDevice,    /**< The upper camera's V4L2 device. */
    (std::string) lowerDevice,    /**< The lower camera's V4L2 device. */
    (std::string) cameraServer,   /**< HOST[:PORT] of a camera server; "": the program's (--camera-server), without one V4L2. */
    (unsigned) framesPerSecond,   /**< Of a V4L2 camera. */
    (unsigned) maxGap,            /**< ms without an image after which the camera is opened again. */
    (unsigned) retryInterval,     /**< ms between attempts to open a camera that cannot be opened. */
    (int) jpegQuality,            /**< Of the JPEGImage, 1..100. */
  }),
});

/**
 * Provides the image of the thread's camera (docs/cameras.md): the upper one in the thread
 * Upper, the lower one in every other thread (Lower). The images come from a V4L2 camera of the
 * NAO (NaoCamera) at the resolution of cameraResolution.cfg, or from a camera server
 * (CameraServerClient: touchline-naosim, the Webots LoLA controller) if one is given. The
 * thread's execution unit "Perception" waits for the images; each frame takes the newest one.
 * CameraSettings (cameraSettings.cfg, MODIFY-able) are applied to the camera at once and after
 * every reopen. CameraInfo describes the image with cameraIntrinsics.cfg, FrameInfo.time is
 * the image's time, JPEGImage the image compressed (JPEGCodec). Problems of the camera are
 * reported once per outage and counted in CameraStatus.
 */
class CameraProvider : public CameraProviderBase
{
public:
  CameraProvider();
  ~CameraProvider();

private:
  void update(CameraImage& cameraImage) override;
  void update(CameraInfo& cameraInfo) override;
  void update(CameraStatus& cameraStatus) override;
  void update(FrameInfo& frameInfo) override;
  void update(JPEGImage& jpegImage) override;

  /** The device of this thread's camera: a camera server if one is given, else V4L2. */
  std::unique_ptr<CameraDevice> makeDevice() const;

  CameraInfo::Camera camera;
  CameraInput input;
  JPEGCodec codec;
  unsigned taken = 0;      ///< input.images() when the last image was taken into the CameraImage.
  unsigned compressed = 0; ///< input.images() when the last image was compressed.
};
