/**
 * @file Listener.h
 * A listening stream socket: a Unix domain socket that cleans up its socket file, or TCP.
 */
#pragma once

#include <cstdint>
#include <string>

/**
 * A listening stream socket (the thin layer over socket, bind, listen, accept) on a Unix
 * socket's path or on "tcp:HOST:PORT" (as the Webots LoLA controller offers LoLA for worlds
 * with several robots; PORT 0: a free port, see address()). For a path, open() replaces a stale
 * socket file that nobody serves, but never another file or a socket that another process still
 * serves; close() removes the socket file.
 */
class Listener
{
public:
  Listener() = default;
  ~Listener() { close(); }
  Listener(const Listener&) = delete;
  Listener& operator=(const Listener&) = delete;

  bool open(const std::string& address, std::string& error);
  void close();
  int fd() const { return socket; }
  /** Accepts a pending connection: a non-blocking socket, or -1 (error says why if not just "none pending"). */
  int accept(std::string& error);
  /** What is listened on: the path, or "tcp:HOST:PORT" with the port actually bound. */
  const std::string& address() const { return path; }
  /** The TCP port listened on (0 for a Unix socket). */
  std::uint16_t port() const { return tcpPort; }

  /**
   * Splits "tcp:HOST:PORT" (PORT 0..65535).
   * @return false if address does not start with "tcp:"; error says what is wrong with one
   *         that does but cannot be split (empty otherwise).
   */
  static bool splitTcp(const std::string& address, std::string& host, std::uint16_t& port, std::string& error);

private:
  bool openUnix(const std::string& path, std::string& error);
  bool openTcp(const std::string& host, std::uint16_t port, std::string& error);

  int socket = -1;
  std::string path;
  std::uint16_t tcpPort = 0;
};
