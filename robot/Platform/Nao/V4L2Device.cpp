/**
 * @file Platform/Nao/V4L2Device.cpp
 * The kernel's side of the thin V4L2 layer: the system calls themselves.
 */
#include "Platform/Nao/V4L2Device.h"
#include <cerrno>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace
{
  /** The real calls; interrupted calls are repeated. */
  class SystemV4L2Device : public V4L2Device
  {
  public:
    int open(const char* path, int flags) override { return ::open(path, flags | O_CLOEXEC); }
    int close(int fd) override { return ::close(fd); }
    int ioctl(int fd, unsigned long request, void* argument) override
    {
      int result;
      do
        result = ::ioctl(fd, request, argument);
      while(result < 0 && errno == EINTR);
      return result;
    }
    void* mmap(std::size_t length, int protection, int flags, int fd, off_t offset) override
    {
      return ::mmap(nullptr, length, protection, flags, fd, offset);
    }
    int munmap(void* address, std::size_t length) override { return ::munmap(address, length); }
    int poll(pollfd* fds, nfds_t count, int timeout) override { return ::poll(fds, count, timeout); }
  };
}

V4L2Device& V4L2Device::system()
{
  static SystemV4L2Device device;
  return device;
}
