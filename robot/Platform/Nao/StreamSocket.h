/**
 * @file Platform/Nao/StreamSocket.h
 * The client side of a stream socket, Unix domain or TCP (the layer over the system calls).
 */
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

/**
 * The client side of a stream socket: the thin layer over the system calls that the LoLA
 * client and the camera-server client use (socket, connect, poll, recv, send, close). An
 * address is a Unix socket's path or "tcp:HOST:PORT" (TCP without Nagle's delay, so that small
 * messages such as LoLA's commands leave at once). Sending never raises SIGPIPE.
 */
class StreamSocket
{
public:
  enum class Result
  {
    ok,
    timeout,
    closed, ///< The other side closed the connection.
    error,
  };

  StreamSocket() = default;
  ~StreamSocket() { close(); }
  StreamSocket(const StreamSocket&) = delete;
  StreamSocket& operator=(const StreamSocket&) = delete;

  /**
   * Connects to a Unix socket's path or to "tcp:HOST:PORT"; a TCP connection that is not
   * established within timeout fails. On failure, error says why.
   */
  bool connect(const std::string& address, std::string& error,
               std::chrono::milliseconds timeout = std::chrono::milliseconds(1000));
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

  /**
   * Splits "tcp:HOST:PORT" into host and port.
   * @return false if address does not start with "tcp:" (it is a path then); error says what
   *         is wrong with a "tcp:" address that cannot be split (error empty otherwise).
   */
  static bool splitTcp(const std::string& address, std::string& host, std::uint16_t& port, std::string& error);

private:
  bool connectUnix(const std::string& path, std::string& error);
  bool connectTcp(const std::string& address, std::chrono::milliseconds timeout, std::string& error);

  int fd = -1;
};
