/**
 * @file LolaTestServer.h
 * The LoLA end of a Unix socket for the tests of the robot's LoLA client: listens on a unique
 * path, accepts one client, sends bytes and reads exactly as many as asked.
 */
#pragma once

#include <gtest/gtest.h>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <vector>

class LolaTestServer
{
public:
  LolaTestServer()
    : path("/tmp/touchline-lola-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++) + ".sock")
  {
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

  const std::string path;

private:
  static int& counter()
  {
    static int value = 0;
    return value;
  }

  int listener = -1;
  int client = -1;
};
