/**
 * @file Platform/Nao/NaoCamera.cpp
 * V4L2: opening a camera, streaming through memory-mapped buffers, controls, the extension unit.
 */
#include "Platform/Nao/NaoCamera.h"
#include "Platform/Time.h"
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/usb/video.h>
#include <linux/uvcvideo.h>
#include <linux/videodev2.h>
#include <sys/mman.h>

namespace
{
  /** The name of each control in messages, and its range. */
  struct ControlInfo
  {
    const char* name;
    int min, max;
  };
  constexpr ControlInfo controlInfo[] = {
    {"autoExposure", 0, 3}, {"autoExposureBrightness", -255, 255}, {"exposure", 0, 1048575}, {"gain", 0, 1023},
    {"autoWhiteBalance", 0, 1}, {"autoFocus", 0, 1}, {"focus", 0, 250}, {"autoHue", 0, 1}, {"hue", -180, 180},
    {"saturation", 0, 255}, {"contrast", 0, 255}, {"sharpness", 0, 9}, {"redGain", 0, 4095}, {"greenGain", 0, 4095},
    {"blueGain", 0, 4095}};

  std::string describe(int error) { return std::strerror(error); }
}

NaoCamera::NaoCamera(std::string path, CameraInfo::Camera camera, V4L2Device& device)
  : path(std::move(path)), camera(camera), device(device) {}

bool NaoCamera::fail(const std::string& what, std::string& error)
{
  error = path + ": " + what + ": " + describe(errno);
  close();
  return false;
}

void NaoCamera::problem(const std::string& text)
{
  if(problems.size() < 32)
    problems.push_back(path + ": " + text);
}

std::vector<std::string> NaoCamera::takeProblems()
{
  std::vector<std::string> result;
  result.swap(problems);
  return result;
}

bool NaoCamera::open(const Format& wanted, std::string& error)
{
  close();
  format = wanted;
  fd = device.open(path.c_str(), O_RDWR | O_NONBLOCK);
  if(fd < 0)
  {
    error = "cannot open " + path + ": " + describe(errno);
    return false;
  }

  v4l2_capability capability{};
  if(device.ioctl(fd, VIDIOC_QUERYCAP, &capability) < 0)
    return fail("VIDIOC_QUERYCAP", error);
  const unsigned caps = capability.capabilities & V4L2_CAP_DEVICE_CAPS ? capability.device_caps : capability.capabilities;
  if(!(caps & V4L2_CAP_VIDEO_CAPTURE) || !(caps & V4L2_CAP_STREAMING))
  {
    errno = ENOTSUP;
    return fail("not a streaming video capture device", error);
  }

  v4l2_format imageFormat{};
  imageFormat.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
  imageFormat.fmt.pix.width = format.width;
  imageFormat.fmt.pix.height = format.height;
  imageFormat.fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
  imageFormat.fmt.pix.field = V4L2_FIELD_NONE;
  if(device.ioctl(fd, VIDIOC_S_FMT, &imageFormat) < 0)
    return fail("VIDIOC_S_FMT " + std::to_string(format.width) + " x " + std::to_string(format.height) + " YUYV", error);
  if(imageFormat.fmt.pix.width != format.width || imageFormat.fmt.pix.height != format.height ||
     imageFormat.fmt.pix.pixelformat != V4L2_PIX_FMT_YUYV)
  {
    error = path + ": the camera offers " + std::to_string(imageFormat.fmt.pix.width) + " x " +
            std::to_string(imageFormat.fmt.pix.height) + " instead of " + std::to_string(format.width) + " x " +
            std::to_string(format.height) + " YUYV";
    close();
    return false;
  }
  bytesPerLine = std::max(imageFormat.fmt.pix.bytesperline, format.width * 2);

  v4l2_streamparm parameters{};
  parameters.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
  parameters.parm.capture.timeperframe.numerator = 1;
  parameters.parm.capture.timeperframe.denominator = format.framesPerSecond;
  if(device.ioctl(fd, VIDIOC_S_PARM, &parameters) < 0)
    return fail("VIDIOC_S_PARM " + std::to_string(format.framesPerSecond) + " fps", error);

  v4l2_requestbuffers request{};
  request.count = bufferCount;
  request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
  request.memory = V4L2_MEMORY_MMAP;
  if(device.ioctl(fd, VIDIOC_REQBUFS, &request) < 0)
    return fail("VIDIOC_REQBUFS", error);
  if(request.count < 2 || request.count > bufferCount)
  {
    errno = ENOMEM;
    return fail("the driver gives " + std::to_string(request.count) + " buffers (2.." + std::to_string(bufferCount) + " needed)", error);
  }
  for(unsigned i = 0; i < request.count; ++i)
  {
    v4l2_buffer buffer{};
    buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
    buffer.memory = V4L2_MEMORY_MMAP;
    buffer.index = i;
    if(device.ioctl(fd, VIDIOC_QUERYBUF, &buffer) < 0)
      return fail("VIDIOC_QUERYBUF", error);
    void* memory = device.mmap(buffer.length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, buffer.m.offset);
    if(memory == MAP_FAILED)
      return fail("mmap", error);
    buffers[i] = {memory, buffer.length};
    mappedBuffers = i + 1;
    if(device.ioctl(fd, VIDIOC_QBUF, &buffer) < 0)
      return fail("VIDIOC_QBUF", error);
  }
  int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
  if(device.ioctl(fd, VIDIOC_STREAMON, &type) < 0)
    return fail("VIDIOC_STREAMON", error);
  streaming = true;

  // The upper camera is mounted upside down.
  const bool flip = camera == CameraInfo::upper;
  for(unsigned char selector : {horizontalFlipSelector, verticalFlipSelector})
  {
    unsigned char value[2] = {static_cast<unsigned char>(flip ? 1 : 0), 0};
    if(!setExtension(selector, value, sizeof(value)))
      problem(std::string("cannot set the ") + (selector == horizontalFlipSelector ? "horizontal" : "vertical") +
              " flip (UVC extension unit): " + describe(errno));
  }
  applied.fill(std::nullopt);
  return true;
}

void NaoCamera::close()
{
  if(fd < 0)
    return;
  if(streaming)
  {
    int type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
    device.ioctl(fd, VIDIOC_STREAMOFF, &type);
    streaming = false;
  }
  for(unsigned i = 0; i < mappedBuffers; ++i)
    device.munmap(buffers[i].memory, buffers[i].length);
  mappedBuffers = 0;
  buffers = {};
  v4l2_requestbuffers request{};
  request.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
  request.memory = V4L2_MEMORY_MMAP;
  device.ioctl(fd, VIDIOC_REQBUFS, &request); // count 0: frees the driver's buffers
  device.close(fd);
  fd = -1;
}

CameraDevice::Result NaoCamera::read(CameraImage& image, std::chrono::milliseconds timeout, std::string& error)
{
  if(fd < 0)
  {
    error = path + ": not open";
    return Result::failed;
  }
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for(;;)
  {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    pollfd request{fd, POLLIN, 0};
    const int ready = device.poll(&request, 1, static_cast<int>(std::max<long long>(0, left.count())));
    if(ready < 0 && errno != EINTR)
    {
      error = path + ": poll: " + describe(errno);
      return Result::failed;
    }
    if(ready <= 0)
    {
      if(std::chrono::steady_clock::now() >= deadline)
        return Result::timeout;
      continue;
    }

    v4l2_buffer buffer{};
    buffer.type = V4L2_BUF_TYPE_VIDEO_CAPTURE;
    buffer.memory = V4L2_MEMORY_MMAP;
    if(device.ioctl(fd, VIDIOC_DQBUF, &buffer) < 0)
    {
      if(errno == EAGAIN || errno == EINTR)
      {
        if(std::chrono::steady_clock::now() >= deadline)
          return Result::timeout;
        continue;
      }
      error = path + ": VIDIOC_DQBUF: " + describe(errno);
      return Result::failed;
    }
    const std::size_t rowBytes = static_cast<std::size_t>(format.width) * 2;
    const std::size_t needed = static_cast<std::size_t>(bytesPerLine) * (format.height - 1) + rowBytes;
    const bool usable = buffer.index < mappedBuffers && !(buffer.flags & V4L2_BUF_FLAG_ERROR) && buffer.bytesused >= needed &&
                        buffers[buffer.index].length >= needed;
    if(usable)
    {
      if(image.getImageWidth() != format.width || image.height != format.height)
        image.setImageResolution(format.width, format.height);
      const auto* source = static_cast<const unsigned char*>(buffers[buffer.index].memory);
      if(bytesPerLine == rowBytes)
        std::memcpy(image.data(), source, rowBytes * format.height);
      else
        for(unsigned y = 0; y < format.height; ++y)
          std::memcpy(image[y], source + static_cast<std::size_t>(y) * bytesPerLine, rowBytes);
      // The kernel's monotonic clock is the robot's (Time uses std::chrono::steady_clock).
      if((buffer.flags & V4L2_BUF_FLAG_TIMESTAMP_MASK) == V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC)
        image.timestamp = static_cast<unsigned>(static_cast<unsigned long long>(buffer.timestamp.tv_sec) * 1000u +
                                                static_cast<unsigned long long>(buffer.timestamp.tv_usec) / 1000u);
      else
        image.timestamp = Time::getCurrentSystemTime();
    }
    else
      ++broken;
    if(buffer.index < mappedBuffers && device.ioctl(fd, VIDIOC_QBUF, &buffer) < 0)
    {
      error = path + ": VIDIOC_QBUF: " + describe(errno);
      return Result::failed;
    }
    if(usable)
      return Result::image;
  }
}

bool NaoCamera::setControl(Control control, unsigned id, int value)
{
  value = std::clamp(value, controlInfo[control].min, controlInfo[control].max);
  if(applied[control] && *applied[control] == value)
    return true;
  v4l2_control request{id, value};
  if(device.ioctl(fd, VIDIOC_S_CTRL, &request) < 0)
  {
    if(!refused[control])
      problem(std::string("the camera refuses ") + controlInfo[control].name + " = " + std::to_string(value) + ": " + describe(errno));
    refused[control] = true;
    applied[control].reset();
    return false;
  }
  refused[control] = false;
  applied[control] = value;
  return true;
}

bool NaoCamera::setExtension(unsigned char selector, unsigned char* data, unsigned short size)
{
  uvc_xu_control_query query{};
  query.unit = extensionUnit;
  query.selector = selector;
  query.query = UVC_SET_CUR;
  query.size = size;
  query.data = data;
  return device.ioctl(fd, UVCIOC_CTRL_QUERY, &query) == 0;
}

bool NaoCamera::writeRegister(unsigned short address, unsigned char value)
{
  // Write (1), the address big-endian, the value big-endian.
  unsigned char data[5] = {1, static_cast<unsigned char>(address >> 8), static_cast<unsigned char>(address), 0, value};
  return setExtension(registerSelector, data, sizeof(data));
}

void NaoCamera::applySettings(const CameraSettings::Collection& settings)
{
  if(fd < 0)
    return;
  // V4L2's exposure modes: 0 automatic, 1 manual.
  setControl(autoExposure, V4L2_CID_EXPOSURE_AUTO, settings.autoExposure ? V4L2_EXPOSURE_AUTO : V4L2_EXPOSURE_MANUAL);
  setControl(autoExposureBrightness, V4L2_CID_BRIGHTNESS, settings.autoExposureBrightness);
  // While an automatic mode is on, the camera changes the value it governs: it is written
  // again when the mode is switched off.
  if(!settings.autoExposure)
  {
    setControl(exposure, V4L2_CID_EXPOSURE_ABSOLUTE, settings.exposure);
    setControl(gain, V4L2_CID_GAIN, settings.gain);
  }
  else
    applied[exposure] = applied[gain] = std::nullopt;
  setControl(autoWhiteBalance, V4L2_CID_AUTO_WHITE_BALANCE, settings.autoWhiteBalance ? 1 : 0);
  setControl(autoFocus, V4L2_CID_FOCUS_AUTO, settings.autoFocus ? 1 : 0);
  if(!settings.autoFocus)
    setControl(focus, V4L2_CID_FOCUS_ABSOLUTE, settings.focus);
  else
    applied[focus].reset();
  setControl(autoHue, V4L2_CID_HUE_AUTO, settings.autoHue ? 1 : 0);
  if(!settings.autoHue)
    setControl(hue, V4L2_CID_HUE, settings.hue);
  else
    applied[hue].reset();
  setControl(saturation, V4L2_CID_SATURATION, settings.saturation);
  setControl(contrast, V4L2_CID_CONTRAST, settings.contrast);
  setControl(sharpness, V4L2_CID_SHARPNESS, settings.sharpness);

  const int gains[3] = {settings.redGain, settings.greenGain, settings.blueGain};
  for(std::size_t i = 0; i < 3; ++i)
  {
    const Control control = static_cast<Control>(redGain + i);
    const int value = std::clamp(gains[i], controlInfo[control].min, controlInfo[control].max);
    if(applied[control] && *applied[control] == value)
      continue;
    // The 16-bit gain: the high byte, then the low byte.
    if(writeRegister(gainRegisters[i], static_cast<unsigned char>(value >> 8)) &&
       writeRegister(static_cast<unsigned short>(gainRegisters[i] + 1), static_cast<unsigned char>(value)))
    {
      applied[control] = value;
      refused[control] = false;
    }
    else
    {
      if(!refused[control])
        problem(std::string("the camera refuses ") + controlInfo[control].name + " = " + std::to_string(value) +
                " (UVC extension unit): " + describe(errno));
      refused[control] = true;
      applied[control].reset();
    }
  }
}
