/**
 * @file LolaTestServer.h
 * The LoLA end of a Unix socket for the tests of the robot's LoLA client: listens on a unique
 * path, accepts one client, sends bytes and reads exactly as many as asked. With tcp, it
 * listens on a free TCP port of 127.0.0.1 instead (path is then "tcp:127.0.0.1:PORT"), as the
 * Webots LoLA controller and the camera servers do.
 */
#pragma once

#include <gtest/gtest.h>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <poll.h>
#include <string>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <vector>

class LolaTestServer
{
public:
  explicit LolaTestServer(bool tcp = false, std::uint16_t port = 0)
    : path(tcp ? listenTcp(port) : "/tmp/touchline-lola-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++) + ".sock")
  {
    if(tcp)
      return;
    ::unlink(path.c_str());
    listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, path.c_str(), sizeof(address.sun_path) - 1);
    EXPECT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0) << std::strerror(errno);
    EXPECT_EQ(::listen(listener, 4), 0);
  }
  ~LolaTestServer()
  {
    closeClient();
    ::close(listener);
    if(path.rfind("tcp:", 0) != 0)
      ::unlink(path.c_str());
  }
  LolaTestServer(const LolaTestServer&) = delete;
  LolaTestServer& operator=(const LolaTestServer&) = delete;

  /** Accepts a client (waits at most 5 s). */
  bool accept()
  {
    pollfd request{listener, POLLIN, 0};
    if(::poll(&request, 1, 5000) != 1)
      return false;
    client = ::accept(listener, nullptr, nullptr);
    return client >= 0;
  }

  void send(const std::vector<std::uint8_t>& data) const
  {
    ASSERT_EQ(::send(client, data.data(), data.size(), MSG_NOSIGNAL), static_cast<ssize_t>(data.size()));
  }

  /** Reads exactly size bytes (waits at most 5 s); fewer if the client closed or nothing came. */
  std::vector<std::uint8_t> receive(std::size_t size) const
  {
    std::vector<std::uint8_t> data(size);
    std::size_t received = 0;
    while(received < size)
    {
      pollfd request{client, POLLIN, 0};
      if(::poll(&request, 1, 5000) != 1)
        break;
      const ssize_t bytes = ::recv(client, data.data() + received, size - received, 0);
      if(bytes <= 0)
        break;
      received += static_cast<std::size_t>(bytes);
    }
    data.resize(received);
    return data;
  }

  /** Whether bytes are waiting to be read (after waiting at most timeoutMs). */
  bool hasData(int timeoutMs) const
  {
    pollfd request{client, POLLIN, 0};
    return ::poll(&request, 1, timeoutMs) == 1;
  }

  void closeClient()
  {
    if(client >= 0)
      ::close(client);
    client = -1;
  }

private:
  // Before path: listenTcp() in path's initialiser sets listener.
  int listener = -1;
  int client = -1;

public:
  /** The TCP port (0 for a Unix socket). */
  std::uint16_t port() const
  {
    return path.rfind("tcp:", 0) == 0 ? static_cast<std::uint16_t>(std::stoul(path.substr(path.rfind(':') + 1))) : 0;
  }

  const std::string path;

private:
  /** Listens on 127.0.0.1 (port 0: a free one); returns "tcp:127.0.0.1:PORT". */
  std::string listenTcp(std::uint16_t port)
  {
    listener = ::socket(AF_INET, SOCK_STREAM, 0);
    const int on = 1;
    ::setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, sizeof(on));
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(port);
    EXPECT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0) << std::strerror(errno);
    EXPECT_EQ(::listen(listener, 4), 0);
    socklen_t length = sizeof(address);
    ::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length);
    return "tcp:127.0.0.1:" + std::to_string(ntohs(address.sin_port));
  }

  static int& counter()
  {
    static int value = 0;
    return value;
  }
};
