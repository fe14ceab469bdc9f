/**
 * @file TestCameraServer.h
 * A camera server for the tests of the camera threads: two TCP servers on 127.0.0.1 (the upper
 * camera's at a free port, the lower camera's at the next one) that send test images in the
 * Webots LoLA controller's protocol at a rate, from a thread of their own.
 */
#pragma once

#include "Platform/Nao/CameraServerProtocol.h"
#include <gtest/gtest.h>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

class TestCameraServer
{
public:
  /**
   * Listens (port 0: on a free pair of ports) and sends an image of each camera every period;
   * the first byte of an image's pixels is its number (mod 256), the others count up from it.
   */
  explicit TestCameraServer(std::uint16_t port = 0, unsigned width = 64, unsigned height = 48,
                            std::chrono::milliseconds period = std::chrono::milliseconds(33))
    : width(width), height(height), period(period)
  {
    for(int attempt = 0; attempt < 50 && listeners[1] < 0; ++attempt)
    {
      closeListeners();
      listeners[0] = listen(port);
      if(listeners[0] >= 0)
        listeners[1] = listen(static_cast<std::uint16_t>(topPort + 1));
      if(port != 0)
        break;
    }
    EXPECT_GE(listeners[1], 0) << "no free pair of ports";
    thread = std::thread([this] { run(); });
  }

  ~TestCameraServer()
  {
    running = false;
    thread.join();
    for(int& client : clients)
      if(client >= 0)
        ::close(client);
    closeListeners();
  }

  TestCameraServer(const TestCameraServer&) = delete;
  TestCameraServer& operator=(const TestCameraServer&) = delete;

  std::uint16_t port() const { return topPort; }
  /** Images sent to each camera's client. */
  unsigned sent(int camera) const { return sentImages[camera]; }

private:
  int listen(std::uint16_t wanted)
  {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    const int on = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof(on));
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(wanted);
    if(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0 || ::listen(fd, 2) != 0)
    {
      ::close(fd);
      return -1;
    }
    socklen_t length = sizeof(address);
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    if(wanted == 0 || listeners[0] < 0)
      topPort = ntohs(address.sin_port);
    return fd;
  }

  void closeListeners()
  {
    for(int& listener : listeners)
      if(listener >= 0)
      {
        ::close(listener);
        listener = -1;
      }
  }

  void run()
  {
    std::vector<std::uint8_t> image(CameraServer::headerSize + static_cast<std::size_t>(width) * height * 2);
    auto next = std::chrono::steady_clock::now();
    for(unsigned number = 0; running; ++number)
    {
      for(int camera = 0; camera < 2; ++camera)
      {
        const int accepted = ::accept(listeners[camera], nullptr, nullptr);
        if(accepted >= 0)
        {
          if(clients[camera] >= 0)
            ::close(clients[camera]);
          clients[camera] = accepted;
        }
        if(clients[camera] < 0)
          continue;
        CameraServer::Header header;
        header.tick = static_cast<std::uint16_t>(number);
        header.camera = static_cast<std::uint8_t>(camera);
        header.width = static_cast<std::uint16_t>(width);
        header.height = static_cast<std::uint16_t>(height);
        CameraServer::write(header, image.data());
        for(std::size_t i = CameraServer::headerSize; i < image.size(); ++i)
          image[i] = static_cast<std::uint8_t>(number + i - CameraServer::headerSize);
        if(::send(clients[camera], image.data(), image.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(image.size()))
        {
          ::close(clients[camera]);
          clients[camera] = -1;
        }
        else
          ++sentImages[camera];
      }
      next += period;
      std::this_thread::sleep_until(next);
    }
  }

  unsigned width, height;
  std::chrono::milliseconds period;
  std::array<int, 2> listeners{-1, -1};
  std::array<int, 2> clients{-1, -1};
  std::uint16_t topPort = 0;
  std::array<std::atomic<unsigned>, 2> sentImages{};
  std::atomic<bool> running{true};
  std::thread thread;
};
