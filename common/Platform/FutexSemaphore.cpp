/**
 * @file Platform/FutexSemaphore.cpp
 * The lock-free counting semaphore: an atomic count and Linux futexes.
 */
#include "Platform/FutexSemaphore.h"
#include <ctime>
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace
{
  static_assert(sizeof(std::atomic<std::uint32_t>) == sizeof(std::uint32_t), "futexes are 32-bit words");

  long futex(std::atomic<std::uint32_t>& word, int operation, std::uint32_t value, const timespec* timeout)
  {
    return ::syscall(SYS_futex, reinterpret_cast<std::uint32_t*>(&word), operation | FUTEX_PRIVATE_FLAG, value, timeout, nullptr, 0);
  }
}

void FutexSemaphore::post()
{
  count.fetch_add(1, std::memory_order_seq_cst);
  // The sleeper announced itself before it checked the count (both seq_cst), so either it sees
  // the new count, or this sees it and wakes it.
  if(sleepers.load(std::memory_order_seq_cst) > 0)
    futex(count, FUTEX_WAKE, 1, nullptr);
}

bool FutexSemaphore::wait(std::chrono::microseconds timeout)
{
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for(;;)
  {
    std::uint32_t value = count.load(std::memory_order_acquire);
    while(value > 0)
      if(count.compare_exchange_weak(value, value - 1, std::memory_order_acquire, std::memory_order_relaxed))
        return true;
    const auto left = deadline - std::chrono::steady_clock::now();
    if(left <= std::chrono::steady_clock::duration::zero())
      return false;
    const auto nanoseconds = std::chrono::duration_cast<std::chrono::nanoseconds>(left).count();
    const timespec relative{static_cast<time_t>(nanoseconds / 1000000000), static_cast<long>(nanoseconds % 1000000000)};
    sleepers.fetch_add(1, std::memory_order_seq_cst);
    // Sleeps only if the count is still 0; a post in between changes it, and the kernel returns at once.
    if(count.load(std::memory_order_seq_cst) == 0)
      futex(count, FUTEX_WAIT, 0, &relative);
    sleepers.fetch_sub(1, std::memory_order_seq_cst);
  }
}
