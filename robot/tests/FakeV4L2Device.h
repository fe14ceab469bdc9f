/**
 * @file FakeV4L2Device.h
 * A UVC camera behind the V4L2 system calls, for the tests of the camera driver: it keeps the
 * ioctl contract (formats, buffers, queueing, streaming, controls, extension unit) and injects
 * faults (EAGAIN, timeouts, EIO, ENODEV mid-stream, refused controls, a failing extension unit).
 */
#pragma once

#include "Platform/Nao/V4L2Device.h"
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

/**
 * A fake /dev/video-*: frames are delivered by the test (deliver(), from any thread), into the
 * buffers the driver queued; poll() waits for them like the kernel. Calls that break the V4L2
 * rules (DQBUF without streaming, QBUF of a buffer the driver does not own, S_FMT while buffers
 * exist, ...) fail with EINVAL or EBUSY and are counted in violations, so that a test can ask
 * that the driver kept the contract.
 */
class FakeV4L2Device : public V4L2Device
{
public:
  explicit FakeV4L2Device(std::string path = "/dev/video-top") : path(std::move(path)) {}

  int open(const char* path, int flags) override;
  int close(int fd) override;
  int ioctl(int fd, unsigned long request, void* argument) override;
  void* mmap(std::size_t length, int protection, int flags, int fd, off_t offset) override;
  int munmap(void* address, std::size_t length) override;
  int poll(pollfd* fds, nfds_t count, int timeout) override;

  /**
   * The camera takes a frame: the oldest queued buffer is filled with bytes counting up from
   * seed and the timestamp (monotonic, ms). false if the driver has no buffer queued (the
   * frame is lost, as with a real camera).
   */
  bool deliver(unsigned timestampMs, unsigned char seed, bool brokenFlag = false, std::size_t bytesUsed = 0);
  /** The camera is unplugged (true): every call fails with ENODEV, poll reports POLLERR; or back. */
  void unplug(bool gone);

  // Configuration (before open) and faults.
  std::string path;
  std::vector<std::pair<unsigned, unsigned>> sizes = {{640, 480}, {320, 240}, {1280, 960}};
  unsigned padding = 0;               ///< Bytes at the end of each row (bytesperline = width * 2 + padding).
  std::map<unsigned, int> refuse;     ///< Control id -> errno of VIDIOC_S_CTRL.
  int extensionError = 0;             ///< errno of every UVCIOC_CTRL_QUERY (0: they work).
  int dqbufError = 0;                 ///< errno of the next VIDIOC_DQBUF (once; EAGAIN, EIO, ...).
  bool dqbufErrorSticks = false;      ///< dqbufError for every VIDIOC_DQBUF from then on.

  // What the driver did.
  std::vector<std::string> calls;     ///< Names of the calls, in order ("open", "VIDIOC_S_FMT", ...).
  std::map<unsigned, int> controls;   ///< Control id -> the last value set.
  std::vector<std::vector<unsigned char>> extensionWrites; ///< Selector, then the data of each SET_CUR.
  unsigned width = 0, height = 0, fps = 0;
  bool streaming = false;
  int opens = 0;
  int violations = 0;                 ///< Calls that broke the rules (see the class comment).

  /** Whether the driver holds the device open, buffers mapped or allocated. */
  bool isOpen() const;
  std::size_t mappedBuffers() const;
  std::size_t allocatedBuffers() const;

private:
  enum class Owner { driver, queued, done };
  struct Buffer
  {
    std::vector<unsigned char> memory;
    Owner owner = Owner::driver;
    unsigned bytesUsed = 0;
    unsigned timestampMs = 0;
    bool broken = false;
    bool mapped = false;
    unsigned sequence = 0;
  };
  int violate(int error);
  int fail(int error);

  mutable std::mutex mutex;
  std::condition_variable frameReady;
  int fd = -1;
  bool gone = false;
  std::vector<Buffer> buffers;
  std::deque<unsigned> done;          ///< Filled buffers in the order they were filled.
  unsigned sequence = 0;
  unsigned bytesPerLine = 0;
};
