/**
 * @file Platform/Nao/LolaClient.h
 * A connection to LoLA, the NAO's low-level interface.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include "Platform/Nao/StreamSocket.h"
#include <array>
#include <chrono>
#include <cstdint>
#include <span>
#include <string>

/**
 * A connection to LoLA: connects to its Unix stream socket (or "tcp:HOST:PORT", as the Webots
 * LoLA controller offers for worlds with several robots; with retries), receives state
 * messages of exactly Lola::stateSize bytes (blocking, with a timeout, so that a thread can
 * stop), and sends commands. A message that arrives in parts across timeouts is completed by
 * the next receive().
 */
class LolaClient
{
public:
  enum class Result
  {
    message, ///< A whole state message arrived (message()).
    timeout,
    closed,  ///< LoLA closed the connection.
    error,   ///< See error().
  };

  /** @param path LoLA's socket; empty: the program's (getDefaultPath()). */
  explicit LolaClient(std::string path = "");

  /**
   * Connects, trying up to tries times with delay in between.
   * @return Whether connected; error() says why not.
   */
  bool connect(unsigned tries = 1, std::chrono::milliseconds delay = std::chrono::milliseconds(0));
  bool isConnected() const { return socket.isOpen(); }
  void close();

  /** Waits at most timeout for the rest of the next state message. */
  Result receive(std::chrono::milliseconds timeout);
  /** The last complete state message. */
  std::span<const std::uint8_t> message() const { return buffer; }

  /** Sends a command; false if that failed (error() says why, closed() whether LoLA is gone). */
  bool send(std::span<const std::uint8_t> command);

  const std::string& error() const { return lastError; }
  const std::string& getPath() const { return path; }

  /** The socket path or TCP address the program was given (--lola), by default Lola::defaultSocketPath. */
  static std::string getDefaultPath();
  static void setDefaultPath(const std::string& path);

private:
  std::string path;
  StreamSocket socket;
  std::array<std::uint8_t, Lola::stateSize> buffer{};
  std::size_t filled = 0; ///< Bytes of the next message received so far.
  std::string lastError;
};
