/**
 * @file toolchain/nao/Arc4random.cpp
 * arc4random for robot binaries linked on glibc 2.36 that must start on glibc 2.35 (docs/nao.md,
 * "The robot binary"): the statically linked libstdc++ (std::random_device) calls arc4random,
 * which glibc has only since 2.36. Defined here, in the executable, the reference never reaches
 * libc.so.6. Random bytes come from getrandom (glibc 2.25, Linux 3.17).
 */
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sys/random.h>

namespace
{
  /** Fills the buffer from the kernel's random source; like glibc's arc4random, never fails. */
  void fill(void* buffer, std::size_t size)
  {
    auto* bytes = static_cast<unsigned char*>(buffer);
    while(size > 0)
    {
      const ssize_t got = ::getrandom(bytes, size, 0);
      if(got < 0)
      {
        if(errno == EINTR)
          continue;
        std::abort();
      }
      bytes += got;
      size -= static_cast<std::size_t>(got);
    }
  }
}

extern "C" {

std::uint32_t arc4random() noexcept
{
  std::uint32_t value;
  fill(&value, sizeof(value));
  return value;
}

void arc4random_buf(void* buffer, std::size_t size) noexcept
{
  fill(buffer, size);
}

/** A uniform number in [0, bound) without modulo bias (rejection of the lowest 2^32 % bound values). */
std::uint32_t arc4random_uniform(std::uint32_t bound) noexcept
{
  if(bound < 2)
    return 0;
  const std::uint32_t minimum = -bound % bound;
  for(;;)
  {
    const std::uint32_t value = arc4random();
    if(value >= minimum)
      return value % bound;
  }
}

}
