/**
 * @file Platform/Nao/UnixSocket.h
 * The client side of a Unix domain stream socket (the layer over the system calls).
 */
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

/**
 * The client side of a Unix domain stream socket: the thin layer over the system calls that
 * the LoLA client uses (socket, connect, poll, recv, send, close). Sending never raises SIGPIPE.
 */
class UnixSocket
{
public:
  enum class Result
  {
    ok,
    timeout,
    closed, ///< The other side closed the connection.
    error,
  };

  UnixSocket() = default;
  ~UnixSocket() { close(); }
  UnixSocket(const UnixSocket&) = delete;
  UnixSocket& operator=(const UnixSocket&) = delete;

  /** Connects to a socket file; on failure, error says why. */
  bool connect(const std::string& path, std::string& error);
  bool isOpen() const { return fd >= 0; }
  void close();

  /**
   * Waits at most timeout for data and receives what is there, at most size bytes.
   * @param received Receives the number of bytes read (ok only).
   */
  Result receive(std::uint8_t* buffer, std::size_t size, std::size_t& received, std::chrono::milliseconds timeout,
                 std::string& error);

  /** Sends all bytes (blocks while the socket buffer is full). */
  Result send(const std::uint8_t* data, std::size_t size, std::string& error);

private:
  int fd = -1;
};
