/**
 * @file Network/StreamServer.h
 * The robot side of the framed TCP transport (docs/formats/debug-link.md).
 */
#pragma once

#include "Network/LinkOptions.h"
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/**
 * Accepts framed TCP connections and exchanges frames with them on its own I/O thread.
 *
 *   StreamServer server({.port = 9999}, {.onConnect = ..., .onFrame = ..., .onDisconnect = ...});
 *   std::string error;
 *   if(!server.start(error)) ...
 *   server.sendToAll(component, idText, data, size, Priority::droppable);
 *
 * All callbacks run on the I/O thread, one at a time; they may call send(), sendToAll(),
 * disconnect(), stats() and takeLog(), but not stop(). A frame sent to a client from inside
 * onConnect is the first frame that client receives; sendToAll() reaches a client only after
 * its onConnect returned. Every onConnect is followed by exactly one onDisconnect (at the
 * latest in stop()). Sending never waits for the network: frames go to a per-client queue
 * that drops frames by priority when full (SendQueue). A connection whose peer is gone before
 * it is accepted costs only an accept and a recv before the next connection is taken, and a
 * close when the backlog is empty (goneBeforeAccept()); so does a refused one: the next client
 * after a storm of connects waits for one accept and one recv per connection before it.
 */
class StreamServer
{
public:
  using ClientId = std::uint32_t;

  struct Options
  {
    /** 0: an ephemeral port (see port()). */
    std::uint16_t port = 9999;
    /** An IPv4 address of this machine; "0.0.0.0": all of them. */
    std::string bindAddress = "0.0.0.0";
    /** More simultaneous clients are refused. */
    std::size_t maxClients = 8;
    /** IPv4 addresses ("10.0.1.5") or blocks ("10.0.0.0/8") that may connect; empty: all. */
    std::vector<std::string> allowedAddresses;
    /** Payload limit, send queue, heartbeats and peer timeout of each connection. */
    LinkOptions link;
  };

  struct Callbacks
  {
    /** A client connected; address is "a.b.c.d:port". */
    std::function<void(ClientId client, const std::string& address)> onConnect;
    /** A frame arrived (heartbeats are not passed on); payload is valid during the call. */
    std::function<void(ClientId client, std::uint16_t component, std::uint16_t type, std::string_view payload)> onFrame;
    /** A client is gone, with the reason ("connection closed by peer", "no data for 5 s", ...). */
    std::function<void(ClientId client, const std::string& reason)> onDisconnect;
    /** A connection was refused (not allowed, too many clients); it never got a ClientId. */
    std::function<void(const std::string& address, const std::string& reason)> onRefuse;
    /** Every line that also goes to takeLog(). */
    std::function<void(const std::string& line)> onLog;
  };

  StreamServer(Options options, Callbacks callbacks);
  ~StreamServer();
  StreamServer(const StreamServer&) = delete;
  StreamServer& operator=(const StreamServer&) = delete;

  /** Binds and starts the I/O thread; false (and why) if that failed. */
  bool start(std::string& error);
  /** Closes all connections (onDisconnect "server stopped") and joins the I/O thread. */
  void stop();
  /** The port listened on (after start()). */
  std::uint16_t port() const;

  /** Queues a frame for a client (any thread, never blocks); false if dropped or no such client. */
  bool send(ClientId client, std::uint16_t component, std::uint16_t type, const void* data, std::size_t size,
            Priority priority = Priority::important);
  /** Queues a frame for every connected client; returns for how many it was queued. */
  std::size_t sendToAll(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size,
                        Priority priority = Priority::important);
  /** Closes a client's connection soon (onDisconnect gets the reason). */
  void disconnect(ClientId client, const std::string& reason = "disconnected by the server");

  /** The connected clients. */
  std::vector<ClientId> clients() const;
  /** A client's counters; nothing if it is not connected. */
  std::optional<LinkStats> stats(ClientId client) const;
  /**
   * Connections whose peer had closed (or reset) them without sending a byte before they were
   * accepted, since start(): they are closed at once, without onConnect, and logged together
   * once a second.
   */
  std::uint64_t goneBeforeAccept() const;
  /** Takes the log lines collected so far (connects, disconnects and their reasons, refusals). */
  std::vector<std::string> takeLog();

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};
