/**
 * @file Network/SendQueue.h
 * The frames waiting to be written to one connection.
 */
#pragma once

#include "Network/LinkOptions.h"
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

/**
 * A byte-bounded queue of encoded frames with priority dropping (docs/formats/debug-link.md):
 * when a new frame does not fit, queued droppable frames are dropped, oldest first, until it
 * does; if it still does not fit, the new frame is dropped. Frames handed to the socket (a
 * Batch) count against the capacity until they are released, but are never dropped.
 * Not thread-safe: the owner locks.
 */
class SendQueue
{
public:
  /**
   * Frames handed to the socket at once, as few contiguous segments as possible: small frames
   * are copied into one block, large ones are referenced where they are.
   */
  class Batch
  {
  public:
    /** The bytes to write, in order. */
    const std::vector<std::pair<const char*, std::size_t>>& segments() const { return parts; }
    std::size_t bytes() const { return totalBytes; }
    std::size_t frames() const { return frameCount; }
    bool empty() const { return frameCount == 0; }

  private:
    friend class SendQueue;
    void clear();

    std::string small;
    std::vector<std::pair<std::unique_ptr<char[]>, std::size_t>> large; ///< Buffers and their sizes.
    std::vector<std::pair<const char*, std::size_t>> parts;
    std::size_t totalBytes = 0;
    std::size_t frameCount = 0;
  };

  /** Frames smaller than this are copied into a batch's block. */
  static constexpr std::size_t coalesceLimit = 16u << 10;

  explicit SendQueue(std::size_t capacity) : capacity(capacity) {}

  /** Queues a frame; false if it was dropped. */
  bool push(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size, Priority priority);
  /** Moves frames from the front into batch (at least one if any, up to maxBytes). */
  void take(Batch& batch, std::size_t maxBytes);
  /** The batch was written: its bytes no longer count (its memory is kept for reuse). */
  void release(Batch& batch);
  /** Drops everything that is not in a batch. */
  void clear();

  /** Whether no frame waits (batches do not count). */
  bool empty() const { return waitingBytes == 0; }
  /** Waiting and batched bytes. */
  std::size_t bytes() const { return waitingBytes + batchedBytes; }
  std::uint64_t dropped() const { return droppedFrames; }

private:
  /** Removes the entries of dropped frames (when they are many, so amortised O(1)). */
  void compact();
  /** Memory for a frame: a spare buffer of a similar size, or a new one (not zeroed). */
  std::pair<std::unique_ptr<char[]>, std::size_t> allocate(std::size_t size);

  struct Entry
  {
    std::unique_ptr<char[]> bytes; ///< Header and payload; null: dropped.
    std::size_t size;
    std::size_t allocated;
    bool droppable;
  };

  std::size_t capacity;
  /** The waiting frames in order; dropped ones stay as empty entries until they reach the front. */
  std::deque<Entry> frames;
  /** Positions (counted since the queue was created) of the waiting droppable frames, in order. */
  std::deque<std::uint64_t> droppableFrames;
  std::uint64_t framesTaken = 0; ///< Position of frames.front().
  std::size_t droppedEntries = 0; ///< Empty entries in frames.
  /**
   * Buffers of large frames that were written, for the next ones (allocating and freeing
   * hundreds of kilobytes per image costs page faults). At most capacity / 4 bytes.
   */
  std::vector<std::pair<std::unique_ptr<char[]>, std::size_t>> spares;
  std::size_t spareBytes = 0;
  std::size_t waitingBytes = 0;
  std::size_t batchedBytes = 0;
  std::uint64_t droppedFrames = 0;
};
