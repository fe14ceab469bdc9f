/**
 * @file UnixListener.h
 * A listening Unix domain socket that cleans up its socket file.
 */
#pragma once

#include <string>

/**
 * A listening Unix domain stream socket (the thin layer over socket, bind, listen, accept).
 * open() replaces a stale socket file that nobody serves, but never another file or a socket
 * that another process still serves; close() removes the socket file.
 */
class UnixListener
{
public:
  UnixListener() = default;
  ~UnixListener() { close(); }
  UnixListener(const UnixListener&) = delete;
  UnixListener& operator=(const UnixListener&) = delete;

  bool open(const std::string& path, std::string& error);
  void close();
  int fd() const { return socket; }
  /** Accepts a pending connection: a non-blocking socket, or -1 (error says why if not just "none pending"). */
  int accept(std::string& error);

private:
  int socket = -1;
  std::string path;
};
