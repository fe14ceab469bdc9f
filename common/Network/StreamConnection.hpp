/**
 * @file Network/StreamConnection.hpp
 * Internal to the .cpp files of Network/ (it includes asio, so it is not a public header and is not
 * installed: only *.h files are).
 */
#pragma once

#include "Network/Asio.hpp"
#include "Network/FrameDecoder.h"
#include "Network/LinkOptions.h"
#include "Network/SendQueue.h"
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

/**
 * One framed TCP connection, shared by StreamServer and StreamClient: reads and decodes
 * frames, writes the send queue with gather writes, sends heartbeats when idle and closes the
 * connection when the peer is silent for too long. Everything except send(), stats(),
 * isOpen(), closeLater() and resumeReading() runs on the I/O thread, and so do the handlers.
 */
class StreamConnection : public std::enable_shared_from_this<StreamConnection>
{
public:
  struct Handlers
  {
    /** A frame arrived (heartbeats are not passed on); the payload may be moved away. */
    std::function<void(Frame& frame)> onFrame;
    /** Optional: the frames of one chunk read from the socket were passed to onFrame. */
    std::function<void()> afterFrames;
    /** The connection was closed; called once. */
    std::function<void(const std::string& reason)> onClose;
  };

  StreamConnection(asio::ip::tcp::socket socket, const LinkOptions& options, Handlers handlers);

  /** Starts reading, writing, heartbeats and the peer timeout. Frames sent before go first. */
  void start();
  /** Queues a frame (any thread, never waits for the network); false if dropped or closed. */
  bool send(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size, Priority priority);
  /** Closes the connection and calls onClose with the reason (I/O thread). */
  void close(const std::string& reason);
  /** Closes the connection soon (any thread). */
  void closeLater(std::string reason);
  /** Stops reading after the current chunk (I/O thread, from onFrame); the timeout pauses too. */
  void pauseReading() { paused = true; }
  /** Reads again after pauseReading() (any thread). */
  void resumeReading();
  /** Offers memory of a received payload for the next large one (I/O thread, from onFrame). */
  void recycle(std::string&& buffer) { decoder.recycle(std::move(buffer)); }

  LinkStats stats() const;
  bool isOpen() const;

private:
  using Clock = std::chrono::steady_clock;

  void read();
  void handleRead(const asio::error_code& error, std::size_t size);
  void handleFrame(Frame& frame);
  void write();
  void handleWrite(const asio::error_code& error);
  void scheduleTick();
  void tick();
  std::string readFailure(const asio::error_code& error) const;

  /** Payload rests at least this large are read directly into the frame. */
  static constexpr std::size_t directReadMinimum = 64u << 10;
  /**
   * The read buffer starts small (a connection that only says hello or goes away at once, as in
   * a storm of connects, costs 4 KiB) and doubles whenever a read fills it, up to the largest.
   */
  static constexpr std::size_t smallestReadBuffer = 4u << 10;
  static constexpr std::size_t largestReadBuffer = 256u << 10;

  asio::ip::tcp::socket socket;
  asio::steady_timer timer;
  const LinkOptions options;
  const std::size_t maxBatchBytes;
  Handlers handlers;

  // I/O thread only.
  FrameDecoder decoder;
  FrameDecoder::Handler frameHandler;
  std::unique_ptr<char[]> readBuffer; ///< Not zeroed.
  std::size_t readBufferSize = 0;
  bool readingDirect = false;
  bool reading = false;
  bool paused = false;
  std::uint64_t framesInChunk = 0;
  std::uint64_t framesPassedOn = 0;
  Clock::time_point lastReceived;
  Clock::time_point lastSendActivity;
  std::vector<asio::const_buffer> buffers;

  // Shared; written by the I/O thread only where noted, so it may read them without the lock.
  mutable std::mutex mutex;
  SendQueue queue;
  SendQueue::Batch batch; ///< Taken and released under the lock; written to the socket by the I/O thread.
  bool started = false;
  bool closed = false; ///< Written by the I/O thread only.
  bool writeScheduled = false;
  LinkStats counters;
};
