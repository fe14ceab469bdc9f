/**
 * @file ClientConnection.h
 * A client's non-blocking connection to the simulated LoLA.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

/**
 * A client's non-blocking connection to the simulated LoLA: receives whatever arrived, sends
 * what the socket takes and keeps the rest, so that the simulator never waits for a client
 * and the stream is never cut in the middle of a message.
 */
class ClientConnection
{
public:
  enum class Result
  {
    ok,
    closed,
    error,
  };

  explicit ClientConnection(int fd) : socket(fd) {}
  ~ClientConnection() { close(); }
  ClientConnection(const ClientConnection&) = delete;
  ClientConnection& operator=(const ClientConnection&) = delete;

  int fd() const { return socket; }
  void close();

  /** Appends everything available (at most maxBytes in total in into) to into. */
  Result receive(std::vector<std::uint8_t>& into, std::size_t maxBytes, std::string& error);

  /** Whether bytes of an earlier message are still waiting to be sent. */
  bool hasPending() const { return pendingOffset < pending.size(); }
  /** Sends as much of the pending bytes as the socket takes. */
  Result flush(std::string& error);
  /** Queues a message and sends as much as possible (only when nothing is pending). */
  Result send(const std::vector<std::uint8_t>& message, std::string& error);

private:
  int socket;
  std::vector<std::uint8_t> pending;
  std::size_t pendingOffset = 0;
};
