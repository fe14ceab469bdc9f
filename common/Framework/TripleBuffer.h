/**
 * @file Framework/TripleBuffer.h
 * Hands packets from one thread to another without locks: the writer never waits for the
 * reader, the reader always gets the newest packet, older unread packets are dropped.
 *
 * Three buffers: the writer fills its back buffer and swaps it with the middle one; the reader
 * swaps its front buffer with the middle one if that holds something new.
 */
#pragma once

#include <atomic>
#include <vector>

template<typename Packet = std::vector<char>> class TripleBuffer
{
public:
  /** The writer's buffer to fill. */
  Packet& back() { return buffers[backIndex]; }

  /** Publishes the back buffer (the writer then fills another one). */
  void publish()
  {
    backIndex = middle.exchange(backIndex | fresh, std::memory_order_acq_rel) & indexMask;
  }

  /**
   * The newest packet, if one arrived since the last call; nullptr otherwise. The packet stays
   * valid until the next call.
   */
  const Packet* take()
  {
    if(!(middle.load(std::memory_order_acquire) & fresh))
      return nullptr;
    frontIndex = middle.exchange(frontIndex, std::memory_order_acq_rel) & indexMask;
    return &buffers[frontIndex];
  }

private:
  static constexpr unsigned fresh = 4;
  static constexpr unsigned indexMask = 3;

  Packet buffers[3];
  unsigned backIndex = 0;          ///< Only used by the writer.
  unsigned frontIndex = 1;         ///< Only used by the reader.
  std::atomic<unsigned> middle{2}; ///< Index of the middle buffer | fresh.
};
