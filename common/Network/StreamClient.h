/**
 * @file Network/StreamClient.h
 * The host side of the framed TCP transport (docs/formats/debug-link.md).
 */
#pragma once

#include "Network/FrameHeader.h"
#include "Network/LinkOptions.h"
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

/**
 * Connects to a StreamServer and exchanges frames with it on its own I/O thread.
 *
 *   StreamClient client(StreamClient::Options{});
 *   std::string error;
 *   if(!client.connect("10.0.1.12", 9999, std::chrono::seconds(2), error)) ...
 *   while(auto frame = client.receive(std::chrono::milliseconds(100))) ...
 *
 * All functions are thread-safe; none of them calls back. Received frames wait in a queue
 * (heartbeats are not queued); when the queue holds more than receiveQueueCapacity bytes the
 * client stops reading the socket, so that the server's send queue fills and drops droppable
 * frames, and reads again when receive() has emptied it to half. While it does not read, the
 * peer timeout is suspended.
 */
class StreamClient
{
public:
  struct Options
  {
    /** Bytes of received payloads waiting for receive() before reading pauses. */
    std::size_t receiveQueueCapacity = 64u << 20;
    /** Payload limit, send queue, heartbeats and peer timeout. */
    LinkOptions link;
  };

  explicit StreamClient(Options options);
  ~StreamClient();
  StreamClient(const StreamClient&) = delete;
  StreamClient& operator=(const StreamClient&) = delete;

  /**
   * Connects (closing a previous connection); false and why if that did not work within the
   * timeout. host is a name or an IPv4 address.
   */
  bool connect(const std::string& host, std::uint16_t port, std::chrono::milliseconds timeout, std::string& error);
  /** Closes the connection (disconnectReason() becomes "disconnected by the client"). */
  void disconnect();
  bool connected() const;
  /** Why the last connection ended; empty while connected or before the first one. */
  std::string disconnectReason() const;

  /** Queues a frame (never blocks); false if it was dropped or there is no connection. */
  bool send(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size,
            Priority priority = Priority::important);
  bool send(std::uint16_t component, std::uint16_t type, std::string_view payload, Priority priority = Priority::important)
  {
    return send(component, type, payload.data(), payload.size(), priority);
  }

  /** The next received frame, waiting up to timeout; nothing if none came (or disconnected). */
  std::optional<Frame> receive(std::chrono::milliseconds timeout);
  /**
   * The same, into frame; false if none came. The memory of the payload frame held before is
   * reused for later large payloads: receiving images in a loop into one Frame avoids the
   * page faults of fresh memory for every image.
   */
  bool receive(Frame& frame, std::chrono::milliseconds timeout);
  /** Counters of the current (or last) connection. */
  LinkStats stats() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};
