/**
 * @file Logging/IndexStack.h
 * A lock-free stack of the indices 0 ... capacity-1: the logger's free buffers, taken by the
 * robot's threads and given back by the writer without any thread ever waiting for another.
 */
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

/**
 * Last in, first out, so that the threads keep reusing the few buffers that are still in the
 * cache while the writer keeps up. A Treiber stack: the head is one 64-bit word holding the
 * top index and a counter that changes with every operation, so that an index taken and
 * given back in between (the ABA problem) fails the compare-and-swap. Each index may be in
 * the stack at most once. All memory is allocated by the constructor.
 */
class IndexStack
{
public:
  static constexpr std::uint32_t none = 0xffffffffu;

  /** An empty stack for the indices 0 ... capacity-1. */
  explicit IndexStack(std::uint32_t capacity) : next(std::make_unique<std::atomic<std::uint32_t>[]>(capacity)) {}

  /** Puts an index on the stack (it must not be on it already). */
  void push(std::uint32_t index)
  {
    std::uint64_t head = top.load(std::memory_order_relaxed);
    do
      next[index].store(static_cast<std::uint32_t>(head), std::memory_order_relaxed);
    while(!top.compare_exchange_weak(head, index | tagged(head), std::memory_order_release, std::memory_order_relaxed));
  }

  /** Takes the index pushed last; none if the stack is empty. */
  std::uint32_t pop()
  {
    std::uint64_t head = top.load(std::memory_order_acquire);
    for(;;)
    {
      const auto index = static_cast<std::uint32_t>(head);
      if(index == none)
        return none;
      // If another thread took this index meanwhile, the counter changed and the swap fails.
      const std::uint32_t below = next[index].load(std::memory_order_relaxed);
      if(top.compare_exchange_weak(head, below | tagged(head), std::memory_order_acquire, std::memory_order_acquire))
        return index;
    }
  }

private:
  /** The counter of a head, incremented, in the upper half. */
  static std::uint64_t tagged(std::uint64_t head) { return ((head >> 32) + 1) << 32; }

  std::unique_ptr<std::atomic<std::uint32_t>[]> next; ///< The index below each index on the stack.
  std::atomic<std::uint64_t> top{none};               ///< Top index | counter << 32.
};
