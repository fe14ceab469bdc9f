/**
 * @file Platform/Nao/NaoCamera.h
 * One of the NAO's cameras through Video4Linux2.
 */
#pragma once

#include "Platform/Nao/CameraDevice.h"
#include "Platform/Nao/V4L2Device.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

/**
 * One of the NAO's cameras (docs/cameras.md) through V4L2, over the thin layer V4L2Device:
 * YUYV at the requested size, the frame rate through VIDIOC_S_PARM, three memory-mapped
 * buffers. The upper camera is mounted upside down: it is flipped horizontally and vertically
 * through the UVC extension unit. Each image gets the kernel's timestamp of its frame (the
 * monotonic clock, which is the robot's clock). Controls (CameraSettings) are written when
 * they change; one the camera refuses is reported once (takeProblems()) until it is accepted
 * again and does not keep the others from being set. EIO and ENODEV make read() fail (the
 * caller opens the camera again); a frame the driver marks as broken or that is too short is
 * given back to the driver and counted.
 */
class NaoCamera : public CameraDevice
{
public:
  /** The UVC extension unit of the NAO's camera firmware and its selectors. */
  static constexpr unsigned char extensionUnit = 3;
  static constexpr unsigned char horizontalFlipSelector = 12;
  static constexpr unsigned char verticalFlipSelector = 13;
  static constexpr unsigned char registerSelector = 14;
  /** The sensor's (OV5640) registers of the red, green and blue gains (high byte; the low byte follows). */
  static constexpr std::array<unsigned short, 3> gainRegisters = {0x3400, 0x3402, 0x3404};
  static constexpr unsigned bufferCount = 3;

  /**
   * @param path The device, e.g. /dev/video-top.
   * @param camera Which camera it is (the upper one is flipped).
   * @param device The system calls (the tests' fake device).
   */
  NaoCamera(std::string path, CameraInfo::Camera camera, V4L2Device& device = V4L2Device::system());
  ~NaoCamera() override { close(); }
  NaoCamera(const NaoCamera&) = delete;
  NaoCamera& operator=(const NaoCamera&) = delete;

  bool open(const Format& format, std::string& error) override;
  Result read(CameraImage& image, std::chrono::milliseconds timeout, std::string& error) override;
  void close() override;
  bool isOpen() const override { return fd >= 0; }
  std::string name() const override { return path; }
  void applySettings(const CameraSettings::Collection& settings) override;
  std::vector<std::string> takeProblems() override;

  /** Frames the driver marked as broken or delivered too short since the camera was created. */
  unsigned brokenFrames() const { return broken; }

private:
  /** The controls in the order they are written (automatic modes before the values they govern). */
  enum Control
  {
    autoExposure, autoExposureBrightness, exposure, gain, autoWhiteBalance, autoFocus, focus, autoHue, hue,
    saturation, contrast, sharpness, redGain, greenGain, blueGain, numOfControls
  };

  bool fail(const std::string& what, std::string& error);
  /** Sets a V4L2 control; false (and reported once) if the camera refuses it. */
  bool setControl(Control control, unsigned id, int value);
  /** Queries the UVC extension unit (SET_CUR with data); false with errno set if it fails. */
  bool setExtension(unsigned char selector, unsigned char* data, unsigned short size);
  /** Writes one byte into a sensor register through the extension unit. */
  bool writeRegister(unsigned short address, unsigned char value);
  void problem(const std::string& text);

  std::string path;
  CameraInfo::Camera camera;
  V4L2Device& device;
  int fd = -1;
  Format format;
  unsigned bytesPerLine = 0;
  struct Buffer
  {
    void* memory = nullptr;
    std::size_t length = 0;
  };
  std::array<Buffer, bufferCount> buffers{};
  unsigned mappedBuffers = 0;
  bool streaming = false;
  /** The value each control was last set to (nothing after open()). */
  std::array<std::optional<int>, numOfControls> applied{};
  /** The controls that were refused (reported) and not accepted since. */
  std::array<bool, numOfControls> refused{};
  unsigned broken = 0;
  std::vector<std::string> problems;
};
