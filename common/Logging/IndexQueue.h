/**
 * @file Logging/IndexQueue.h
 * A lock-free queue of 32-bit values of a fixed capacity: the logger's filled buffers on their
 * way from the robot's threads to the writer, in the order they were finished.
 */
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

/**
 * First in, first out; any number of threads may push and pop. A bounded queue of cells with
 * sequence numbers (D. Vyukov's design): a pusher claims a cell by advancing the tail with a
 * compare-and-swap and publishes the value with the cell's sequence number, a popper claims it
 * at the head the same way. Nobody waits: push() fails when the queue is full, pop() when it
 * is empty. All memory is allocated by the constructor.
 */
class IndexQueue
{
public:
  /** A queue for at least capacity values (rounded up to a power of two). */
  explicit IndexQueue(std::size_t capacity) : mask(roundUp(capacity) - 1), cells(std::make_unique<Cell[]>(mask + 1))
  {
    for(std::size_t i = 0; i <= mask; ++i)
      cells[i].sequence.store(i, std::memory_order_relaxed);
  }

  /** Appends a value; false if the queue is full. */
  bool push(std::uint32_t value)
  {
    std::size_t position = tail.load(std::memory_order_relaxed);
    for(;;)
    {
      Cell& cell = cells[position & mask];
      const std::size_t sequence = cell.sequence.load(std::memory_order_acquire);
      const auto difference = static_cast<std::ptrdiff_t>(sequence - position);
      if(difference == 0)
      {
        if(tail.compare_exchange_weak(position, position + 1, std::memory_order_relaxed))
        {
          cell.value = value;
          cell.sequence.store(position + 1, std::memory_order_release);
          return true;
        }
      }
      else if(difference < 0)
        return false;
      else
        position = tail.load(std::memory_order_relaxed);
    }
  }

  /** Takes the oldest value; false if the queue is empty. */
  bool pop(std::uint32_t& value)
  {
    std::size_t position = head.load(std::memory_order_relaxed);
    for(;;)
    {
      Cell& cell = cells[position & mask];
      const std::size_t sequence = cell.sequence.load(std::memory_order_acquire);
      const auto difference = static_cast<std::ptrdiff_t>(sequence - (position + 1));
      if(difference == 0)
      {
        if(head.compare_exchange_weak(position, position + 1, std::memory_order_relaxed))
        {
          value = cell.value;
          cell.sequence.store(position + mask + 1, std::memory_order_release);
          return true;
        }
      }
      else if(difference < 0)
        return false;
      else
        position = head.load(std::memory_order_relaxed);
    }
  }

  std::size_t capacity() const { return mask + 1; }

private:
  struct Cell
  {
    std::atomic<std::size_t> sequence{0};
    std::uint32_t value = 0;
  };

  static std::size_t roundUp(std::size_t capacity)
  {
    std::size_t size = 2;
    while(size < capacity)
      size *= 2;
    return size;
  }

  const std::size_t mask;
  std::unique_ptr<Cell[]> cells;
  alignas(64) std::atomic<std::size_t> tail{0}; ///< Where the next value goes.
  alignas(64) std::atomic<std::size_t> head{0}; ///< Where the next value is taken.
};
