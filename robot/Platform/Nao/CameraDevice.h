/**
 * @file Platform/Nao/CameraDevice.h
 * The thin layer between the camera provider and a camera: what the provider needs from one.
 * NaoCamera implements it with V4L2, CameraServerClient with a camera server (naosim, the
 * Webots LoLA controller).
 */
#pragma once

#include "ImageProcessing/CameraImage.h"
#include "Representations/Infrastructure/CameraSettings.h"
#include <chrono>
#include <string>
#include <vector>

/** A camera that delivers YUYV images. */
class CameraDevice
{
public:
  /** What to open. */
  struct Format
  {
    unsigned width = 640;  ///< Image pixels.
    unsigned height = 480;
    unsigned framesPerSecond = 30;
  };

  enum class Result
  {
    image,   ///< An image arrived.
    timeout, ///< None within the time given; the device is fine.
    failed,  ///< The device failed (see the error); it must be closed and opened again.
  };

  virtual ~CameraDevice() = default;
  /** Opens the camera with this format; false and why if it cannot. */
  virtual bool open(const Format& format, std::string& error) = 0;
  /**
   * Waits at most timeout for the next image and stores it in image, with the time it was
   * taken (ms of the robot's clock, Time::getCurrentSystemTime()). Pass the same image
   * every time: a device may receive an image in parts over several calls.
   */
  virtual Result read(CameraImage& image, std::chrono::milliseconds timeout, std::string& error) = 0;
  virtual void close() = 0;
  virtual bool isOpen() const = 0;
  /**
   * Asks for the frame of an instant of the robot's clock (a camera server in lock-step: the
   * frame of the first LoLA cycle at or after it). false if the device cannot be asked (a V4L2
   * camera delivers at its own pace) or the request could not be sent (error says why).
   */
  virtual bool request(unsigned /*time*/, std::string& /*error*/) { return false; }
  /** Whether the device can be asked for the frame of an instant (request()). */
  virtual bool canRequest() const { return false; }
  /**
   * Sets the camera's controls to these settings (those that changed since the last call; all
   * of them after open()). A device without controls (a camera server) ignores them.
   */
  virtual void applySettings(const CameraSettings::Collection&) {}
  /** What went wrong without making the device fail (a control it refused, ...) since the last call. */
  virtual std::vector<std::string> takeProblems() { return {}; }
  /** What the device is, for messages ("/dev/video-top", "camera server 127.0.0.1:10001"). */
  virtual std::string name() const = 0;
};
