/**
 * @file Network/BroadcastPeer.h
 * Framed UDP datagrams to and from everyone on the network (robot discovery).
 */
#pragma once

#include "Network/FrameHeader.h"
#include "Platform/NetworkDefaults.h"
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

/**
 * A UDP socket for framed datagrams: each datagram is exactly one frame (header and payload).
 * Several peers on one machine can listen on the same port (SO_REUSEADDR and SO_REUSEPORT);
 * a datagram sent to a broadcast address reaches all of them, one sent to a unicast address
 * only one. On loopback, 127.255.255.255 is the broadcast address that reaches every
 * listener (docs/formats/debug-link.md).
 *
 * Received frames go to the handler given to open() (called on the peer's I/O thread) or,
 * without a handler, to a bounded queue read with receive(). Datagrams that are not one
 * well-formed frame are counted and dropped; the last reason is kept. The handler must not
 * throw.
 */
class BroadcastPeer
{
public:
  struct Options
  {
    /** The port to listen on and, unless destinationPort is set, to send to; 0: ephemeral. */
    std::uint16_t port = 9998;
    std::string bindAddress = "0.0.0.0";
    /** Where send() goes: an IPv4 broadcast, multicast or unicast address (default: loopback on desktops). */
    std::string destination = NetworkDefaults::broadcastAddress;
    /** 0: the port listened on. */
    std::uint16_t destinationPort = 0;
    /** Larger payloads are malformed. */
    std::uint32_t maxPayloadSize = 65507 - FrameHeader::size;
    /** Received frames kept for receive(); the oldest is dropped when full. */
    std::size_t receiveQueueCapacity = 256;
  };

  /** A received frame and who sent it. */
  struct Received
  {
    Frame frame;
    std::string address; ///< Sender's IPv4 address.
    std::uint16_t port = 0;
  };

  using Handler = std::function<void(Received& received)>;

  explicit BroadcastPeer(Options options);
  ~BroadcastPeer();
  BroadcastPeer(const BroadcastPeer&) = delete;
  BroadcastPeer& operator=(const BroadcastPeer&) = delete;

  /** Binds the socket and starts the I/O thread; false and why if that failed. */
  bool open(std::string& error, Handler handler = {});
  /** Closes the socket and joins the I/O thread. */
  void close();
  /** The port listened on (after open()). */
  std::uint16_t port() const;
  /** Where send() goes, as "address:port" (after open()). */
  std::string destination() const;

  /** Sends one frame as one datagram (any thread, never blocks); false if not open or too large. */
  bool send(std::uint16_t component, std::uint16_t type, std::string_view payload);
  /** Sends bytes as they are (any thread, never blocks): a complete datagram. */
  bool sendDatagram(std::string datagram);

  /** The next received frame, waiting up to timeout (only without a handler). */
  std::optional<Received> receive(std::chrono::milliseconds timeout);

  std::uint64_t received() const;
  /** Datagrams dropped because they were not a well-formed frame. */
  std::uint64_t malformed() const;
  /** Why the last malformed datagram was dropped. */
  std::string lastMalformed() const;
  /** Datagrams that could not be sent, and the last reason. */
  std::uint64_t sendFailures() const;
  std::string lastSendFailure() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};
