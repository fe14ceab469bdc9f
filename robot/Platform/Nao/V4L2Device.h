/**
 * @file Platform/Nao/V4L2Device.h
 * The thin layer between the V4L2 camera driver and the kernel: the system calls it makes.
 */
#pragma once

#include <cstddef>
#include <poll.h>
#include <sys/types.h>

/**
 * The system calls the V4L2 camera driver (NaoCamera) makes, one to one: open, close, ioctl,
 * mmap, munmap and poll, with the kernel's contract (-1 and errno on failure). system() makes
 * the real calls; the tests drive the driver against a fake device that implements the ioctl
 * contract of a UVC camera and injects faults.
 */
class V4L2Device
{
public:
  virtual ~V4L2Device() = default;
  virtual int open(const char* path, int flags) = 0;
  virtual int close(int fd) = 0;
  virtual int ioctl(int fd, unsigned long request, void* argument) = 0;
  virtual void* mmap(std::size_t length, int protection, int flags, int fd, off_t offset) = 0;
  virtual int munmap(void* address, std::size_t length) = 0;
  virtual int poll(pollfd* fds, nfds_t count, int timeout) = 0;

  /** The kernel. */
  static V4L2Device& system();
};
