/**
 * @file Network/UdpSocket.h
 * A non-blocking IPv4 UDP socket for code that polls it once per frame (GameController, team
 * communication): no thread, no allocation after open().
 */
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <netinet/in.h>

/**
 * Several sockets on one machine may listen on the same port (SO_REUSEADDR, SO_REUSEPORT);
 * each of them receives a copy of a datagram sent to a broadcast address (127.255.255.255 on
 * loopback). Sending to a broadcast address is allowed (SO_BROADCAST).
 */
class UdpSocket
{
public:
  /** An IPv4 address and port. */
  struct Endpoint
  {
    sockaddr_in address{};
    /** The dotted address ("127.0.0.1"). */
    std::string host() const;
    std::uint16_t port() const;
    bool operator==(const Endpoint& other) const;
  };

  UdpSocket() = default;
  ~UdpSocket();
  UdpSocket(const UdpSocket&) = delete;
  UdpSocket& operator=(const UdpSocket&) = delete;

  /** Resolves a numeric IPv4 address; false if it is not one. */
  static bool resolve(const std::string& host, std::uint16_t port, Endpoint& endpoint);

  /**
   * Opens the socket and binds it to a port (0: any).
   * @param error Why not (e.g. the port is in use by a socket without SO_REUSEPORT).
   */
  bool open(std::uint16_t port, std::string& error, const std::string& bindAddress = "0.0.0.0");
  void close();
  bool isOpen() const { return fd >= 0; }
  /** The port bound (after open()). */
  std::uint16_t port() const;

  /** Sends one datagram; false (and why in lastError()) if it could not be sent now. */
  bool send(const void* data, std::size_t size, const Endpoint& to);

  /**
   * Receives one waiting datagram.
   * @param arrival If given: when the datagram arrived (the kernel's time stamp on the steady clock).
   * @return Its size (it may exceed capacity: then the rest is cut off), or -1 if none waits.
   */
  long receive(void* buffer, std::size_t capacity, Endpoint& from, std::chrono::steady_clock::time_point* arrival = nullptr);

  /** Waits until a datagram can be received (at most timeout); whether one can. */
  bool wait(std::chrono::milliseconds timeout);

  const std::string& lastError() const { return error; }

private:
  int fd = -1;
  std::string error;
};
