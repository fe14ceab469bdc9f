/**
 * @file FakeV4L2Device.cpp
 * The fake camera's side of the V4L2 calls, with the kernel's rules and injected faults.
 */
#include "FakeV4L2Device.h"
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <linux/usb/video.h>
#include <linux/uvcvideo.h>
#include <linux/videodev2.h>
#include <sys/mman.h>

namespace
{
  constexpr int fakeFd = 77;
  /** The mmap offset of buffer i (as a driver would hand it out). */
  constexpr off_t offsetOf(unsigned i) { return static_cast<off_t>(i) << 20; }

  const char* nameOf(unsigned long request)
  {
    switch(request)
    {
      case VIDIOC_QUERYCAP: return "VIDIOC_QUERYCAP";
      case VIDIOC_S_FMT: return "VIDIOC_S_FMT";
      case VIDIOC_S_PARM: return "VIDIOC_S_PARM";
      case VIDIOC_REQBUFS: return "VIDIOC_REQBUFS";
      case VIDIOC_QUERYBUF: return "VIDIOC_QUERYBUF";
      case VIDIOC_QBUF: return "VIDIOC_QBUF";
      case VIDIOC_DQBUF: return "VIDIOC_DQBUF";
      case VIDIOC_STREAMON: return "VIDIOC_STREAMON";
      case VIDIOC_STREAMOFF: return "VIDIOC_STREAMOFF";
      case VIDIOC_S_CTRL: return "VIDIOC_S_CTRL";
      case UVCIOC_CTRL_QUERY: return "UVCIOC_CTRL_QUERY";
      default: return "unknown ioctl";
    }
  }
}

int FakeV4L2Device::violate(int error)
{
  ++violations;
  return fail(error);
}

int FakeV4L2Device::fail(int error)
{
  errno = error;
  return -1;
}

bool FakeV4L2Device::isOpen() const
{
  std::lock_guard lock(mutex);
  return fd >= 0;
}

std::size_t FakeV4L2Device::mappedBuffers() const
{
  std::lock_guard lock(mutex);
  return static_cast<std::size_t>(std::count_if(buffers.begin(), buffers.end(), [](const Buffer& b) { return b.mapped; }));
}

std::size_t FakeV4L2Device::allocatedBuffers() const
{
  std::lock_guard lock(mutex);
  return buffers.size();
}

void FakeV4L2Device::unplug(bool unplugged)
{
  std::lock_guard lock(mutex);
  gone = unplugged;
  frameReady.notify_all();
}

int FakeV4L2Device::open(const char* name, int)
{
  std::lock_guard lock(mutex);
  calls.emplace_back("open");
  if(gone || name != path)
    return fail(ENOENT);
  if(fd >= 0)
    return fail(EBUSY); // the camera takes one client; the driver must close before it opens again
  ++opens;
  fd = fakeFd;
  return fd;
}

int FakeV4L2Device::close(int closed)
{
  std::lock_guard lock(mutex);
  calls.emplace_back("close");
  if(closed != fd || fd < 0)
    return violate(EBADF);
  // Closing frees what the driver did not free itself (the kernel does that too).
  fd = -1;
  streaming = false;
  buffers.clear();
  done.clear();
  return 0;
}

void* FakeV4L2Device::mmap(std::size_t length, int, int, int mapped, off_t offset)
{
  std::lock_guard lock(mutex);
  calls.emplace_back("mmap");
  if(gone)
  {
    errno = ENODEV;
    return MAP_FAILED;
  }
  for(unsigned i = 0; i < buffers.size(); ++i)
    if(mapped == fd && offset == offsetOf(i) && length == buffers[i].memory.size() && !buffers[i].mapped)
    {
      buffers[i].mapped = true;
      return buffers[i].memory.data();
    }
  ++violations;
  errno = EINVAL;
  return MAP_FAILED;
}

int FakeV4L2Device::munmap(void* address, std::size_t length)
{
  std::lock_guard lock(mutex);
  calls.emplace_back("munmap");
  for(Buffer& buffer : buffers)
    if(buffer.mapped && address == buffer.memory.data() && length == buffer.memory.size())
    {
      buffer.mapped = false;
      return 0;
    }
  return violate(EINVAL);
}

int FakeV4L2Device::poll(pollfd* fds, nfds_t count, int timeout)
{
  std::unique_lock lock(mutex);
  if(count != 1 || fds[0].fd != fd || fd < 0)
    return violate(EINVAL);
  auto ready = [&] {
    fds[0].revents = gone ? static_cast<short>(POLLERR | POLLHUP) : !done.empty() ? static_cast<short>(POLLIN) : static_cast<short>(0);
    return fds[0].revents != 0;
  };
  if(!ready() && timeout > 0)
    frameReady.wait_for(lock, std::chrono::milliseconds(timeout), ready);
  return ready() ? 1 : 0;
}

bool FakeV4L2Device::deliver(unsigned timestampMs, unsigned char seed, bool brokenFlag, std::size_t bytesUsed)
{
  std::lock_guard lock(mutex);
  if(!streaming || gone)
    return false;
  // The oldest queued buffer: the one queued longest ago has the lowest sequence number.
  Buffer* target = nullptr;
  for(Buffer& buffer : buffers)
    if(buffer.owner == Owner::queued && (!target || buffer.sequence < target->sequence))
      target = &buffer;
  if(!target)
    return false;
  for(std::size_t i = 0; i < target->memory.size(); ++i)
    target->memory[i] = static_cast<unsigned char>(seed + i);
  target->owner = Owner::done;
  target->timestampMs = timestampMs;
  target->broken = brokenFlag;
  target->bytesUsed = static_cast<unsigned>(bytesUsed ? bytesUsed : target->memory.size());
  done.push_back(static_cast<unsigned>(target - buffers.data()));
  frameReady.notify_all();
  return true;
}

int FakeV4L2Device::ioctl(int device, unsigned long request, void* argument)
{
  std::lock_guard lock(mutex);
  calls.emplace_back(nameOf(request));
  if(device != fd || fd < 0)
    return violate(EBADF);
  if(gone)
    return fail(ENODEV);
  switch(request)
  {
    case VIDIOC_QUERYCAP:
    {
      auto& capability = *static_cast<v4l2_capability*>(argument);
      capability = {};
      std::strcpy(reinterpret_cast<char*>(capability.driver), "uvcvideo");
      capability.device_caps = V4L2_CAP_VIDEO_CAPTURE | V4L2_CAP_STREAMING;
      capability.capabilities = capability.device_caps | V4L2_CAP_DEVICE_CAPS;
      return 0;
    }
    case VIDIOC_S_FMT:
    {
      auto& format = *static_cast<v4l2_format*>(argument);
      if(format.type != V4L2_BUF_TYPE_VIDEO_CAPTURE)
        return violate(EINVAL);
      if(!buffers.empty())
        return violate(EBUSY);
      // Like a driver: the nearest size it has, YUYV whatever was asked.
      auto nearest = sizes.front();
      for(const auto& size : sizes)
        if(std::abs(static_cast<int>(size.first) - static_cast<int>(format.fmt.pix.width)) <
           std::abs(static_cast<int>(nearest.first) - static_cast<int>(format.fmt.pix.width)))
          nearest = size;
      width = format.fmt.pix.width = nearest.first;
      height = format.fmt.pix.height = nearest.second;
      format.fmt.pix.pixelformat = V4L2_PIX_FMT_YUYV;
      format.fmt.pix.field = V4L2_FIELD_NONE;
      bytesPerLine = format.fmt.pix.bytesperline = width * 2 + padding;
      format.fmt.pix.sizeimage = bytesPerLine * height;
      return 0;
    }
    case VIDIOC_S_PARM:
    {
      auto& parameters = *static_cast<v4l2_streamparm*>(argument);
      if(parameters.type != V4L2_BUF_TYPE_VIDEO_CAPTURE || parameters.parm.capture.timeperframe.numerator == 0)
        return violate(EINVAL);
      fps = parameters.parm.capture.timeperframe.denominator / parameters.parm.capture.timeperframe.numerator;
      return 0;
    }
    case VIDIOC_REQBUFS:
    {
      auto& request = *static_cast<v4l2_requestbuffers*>(argument);
      if(request.type != V4L2_BUF_TYPE_VIDEO_CAPTURE || request.memory != V4L2_MEMORY_MMAP)
        return violate(EINVAL);
      if(streaming || std::any_of(buffers.begin(), buffers.end(), [](const Buffer& b) { return b.mapped; }))
        return violate(EBUSY);
      buffers.clear();
      done.clear();
      request.count = std::min(request.count, 3u);
      buffers.resize(request.count);
      for(Buffer& buffer : buffers)
        buffer.memory.resize(static_cast<std::size_t>(bytesPerLine) * height);
      return 0;
    }
    case VIDIOC_QUERYBUF:
    {
      auto& buffer = *static_cast<v4l2_buffer*>(argument);
      if(buffer.index >= buffers.size() || buffer.type != V4L2_BUF_TYPE_VIDEO_CAPTURE)
        return violate(EINVAL);
      buffer.length = static_cast<unsigned>(buffers[buffer.index].memory.size());
      buffer.m.offset = static_cast<unsigned>(offsetOf(buffer.index));
      buffer.flags = V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
      return 0;
    }
    case VIDIOC_QBUF:
    {
      auto& buffer = *static_cast<v4l2_buffer*>(argument);
      if(buffer.index >= buffers.size() || buffers[buffer.index].owner != Owner::driver || !buffers[buffer.index].mapped)
        return violate(EINVAL);
      buffers[buffer.index].owner = Owner::queued;
      buffers[buffer.index].sequence = sequence++;
      return 0;
    }
    case VIDIOC_DQBUF:
    {
      auto& buffer = *static_cast<v4l2_buffer*>(argument);
      if(!streaming)
        return violate(EINVAL);
      if(dqbufError)
      {
        const int error = dqbufError;
        if(!dqbufErrorSticks)
          dqbufError = 0;
        return fail(error);
      }
      if(done.empty())
        return fail(EAGAIN);
      Buffer& filled = buffers[done.front()];
      buffer.index = done.front();
      done.pop_front();
      filled.owner = Owner::driver;
      buffer.bytesused = filled.bytesUsed;
      buffer.flags = V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC | (filled.broken ? V4L2_BUF_FLAG_ERROR : 0);
      buffer.timestamp.tv_sec = filled.timestampMs / 1000;
      buffer.timestamp.tv_usec = (filled.timestampMs % 1000) * 1000;
      return 0;
    }
    case VIDIOC_STREAMON:
    case VIDIOC_STREAMOFF:
    {
      if(*static_cast<int*>(argument) != V4L2_BUF_TYPE_VIDEO_CAPTURE || buffers.empty())
        return violate(EINVAL);
      streaming = request == VIDIOC_STREAMON;
      if(!streaming)
      {
        // All buffers return to the driver.
        for(Buffer& buffer : buffers)
          buffer.owner = Owner::driver;
        done.clear();
      }
      return 0;
    }
    case VIDIOC_S_CTRL:
    {
      const auto& control = *static_cast<v4l2_control*>(argument);
      if(const auto refused = refuse.find(control.id); refused != refuse.end())
        return fail(refused->second);
      controls[control.id] = control.value;
      return 0;
    }
    case UVCIOC_CTRL_QUERY:
    {
      const auto& query = *static_cast<uvc_xu_control_query*>(argument);
      if(extensionError)
        return fail(extensionError);
      if(query.unit != 3 || query.query != UVC_SET_CUR || !query.data || query.size == 0)
        return violate(EINVAL);
      std::vector<unsigned char> write = {query.selector};
      write.insert(write.end(), query.data, query.data + query.size);
      extensionWrites.push_back(write);
      return 0;
    }
    default:
      return fail(ENOTTY);
  }
}
