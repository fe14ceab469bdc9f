/**
 * @file Platform/Nao/CameraInput.h
 * The camera provider's device logic above the device layer: opening, waiting for images,
 * closing and opening again when the camera fails or falls silent.
 */
#pragma once

#include "Platform/Nao/CameraDevice.h"
#include <chrono>
#include <memory>
#include <string>
#include <vector>

/**
 * Waits for the images of one camera (a V4L2 camera or a camera server) and keeps it going: a
 * camera that cannot be opened is tried again every retryInterval ms; one that delivers no
 * image for maxGap ms (of the robot's time: on simulated time a paused simulation is no gap),
 * or whose read fails (EIO, ENODEV, a server that went away), is closed and opened again. Each
 * of these is counted (reopens()); an outage is reported once, when it starts, and once more when images arrive again. The settings are applied whenever the camera
 * has been opened and whenever they change. The image buffer is sized by the first image.
 */
class CameraInput
{
public:
  struct Options
  {
    CameraDevice::Format format;
    unsigned maxGap = 2000;        ///< ms without an image after which the camera is opened again.
    unsigned retryInterval = 1000; ///< ms between attempts to open a camera that cannot be opened.
  };

  explicit CameraInput(std::unique_ptr<CameraDevice> device);

  void configure(const Options& options);

  /**
   * Waits at most timeout for the next image, opening the camera first if that is due.
   * @return Whether a new image is in image().
   */
  bool wait(std::chrono::milliseconds timeout);

  /**
   * Lock-step: asks the device for the image of an instant (ms of the robot's clock) ahead of
   * time, if it is open and can be asked (a camera server); it is asked again after a reopen.
   */
  void request(unsigned time);
  /**
   * Lock-step: waits at most timeout for the image of an instant, asking for it if that has not
   * been done on this connection; images of earlier instants are dropped, a later one is taken (the
   * world went on without this robot). From a device that cannot be asked (V4L2) only an image
   * that is already there is taken, without waiting. An image that does not come is reported once
   * per outage.
   * @return Whether the image is in image().
   */
  bool waitFor(unsigned time, std::chrono::milliseconds timeout);
  /** The device (e.g. for the data of a camera server's data frames). */
  const CameraDevice& getDevice() const { return *device; }

  const CameraImage& image() const { return received; }
  /** Sets the settings of the camera (applied now if it is open, and after every open). */
  void setSettings(const CameraSettings::Collection& settings);

  bool isOpen() const { return device->isOpen(); }
  /** Whether the last wait() ended in time with images arriving (false during an outage). */
  bool isDelivering() const { return !outage && device->isOpen(); }
  unsigned images() const { return imageCount; }
  unsigned reopens() const { return reopenCount; }
  const std::string& name() const { return deviceName; }
  /** Something to report: the start of an outage or a problem of the device, or images again. */
  struct Report
  {
    bool recovered = false; ///< Images arrive again (else: a problem).
    std::string text;
  };
  /** What should be reported since the last call. */
  std::vector<Report> takeReports();

private:
  using Clock = std::chrono::steady_clock;

  /** The camera failed or fell silent: close it, count it, report it if it is the first of an outage. */
  void lost(const std::string& why);
  void report(const std::string& text, bool recovered = false);

  std::unique_ptr<CameraDevice> device;
  std::string deviceName;
  Options options;
  CameraImage received;
  CameraSettings::Collection settings;
  bool haveSettings = false;
  Clock::time_point nextAttempt;      ///< When opening may be tried again.
  unsigned lastImageTime = 0;         ///< The last image, or when the camera was opened (the robot's time, Time).
  bool outage = false;                ///< Images stopped (or never came) and have not come again.
  bool everDelivered = false;
  unsigned imageCount = 0;
  unsigned reopenCount = 0;
  unsigned opens = 0;                 ///< Successful opens of the device.
  unsigned requestedTime = 0;         ///< The instant last asked for (lock-step).
  unsigned requestedOpen = 0;         ///< opens when it was asked for (0: never).
  bool reportedMissing = false;       ///< An image of an instant did not come (reported once until one comes).
  std::vector<Report> reports;
};
