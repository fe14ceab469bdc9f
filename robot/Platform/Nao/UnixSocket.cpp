/**
 * @file Platform/Nao/UnixSocket.cpp
 * The client side of a Unix domain stream socket.
 */
#include "Platform/Nao/UnixSocket.h"
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

bool UnixSocket::connect(const std::string& path, std::string& error)
{
  close();
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  if(path.empty() || path.size() >= sizeof(address.sun_path))
  {
    error = "socket path \"" + path + "\" is empty or longer than " + std::to_string(sizeof(address.sun_path) - 1) + " bytes";
    return false;
  }
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if(fd < 0)
  {
    error = std::string("socket: ") + std::strerror(errno);
    return false;
  }
  int result;
  do
    result = ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof(address));
  while(result < 0 && errno == EINTR);
  if(result < 0)
  {
    error = "cannot connect to " + path + ": " + std::strerror(errno);
    close();
    return false;
  }
  return true;
}

void UnixSocket::close()
{
  if(fd >= 0)
    ::close(fd);
  fd = -1;
}

UnixSocket::Result UnixSocket::receive(std::uint8_t* buffer, std::size_t size, std::size_t& received,
                                       std::chrono::milliseconds timeout, std::string& error)
{
  if(fd < 0)
  {
    error = "not connected";
    return Result::error;
  }
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for(;;)
  {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    pollfd request{fd, POLLIN, 0};
    const int ready = ::poll(&request, 1, static_cast<int>(std::max<long long>(0, left.count())));
    if(ready < 0 && errno != EINTR)
    {
      error = std::string("poll: ") + std::strerror(errno);
      return Result::error;
    }
    if(ready > 0)
    {
      const ssize_t bytes = ::recv(fd, buffer, size, MSG_DONTWAIT);
      if(bytes > 0)
      {
        received = static_cast<std::size_t>(bytes);
        return Result::ok;
      }
      if(bytes == 0)
        return Result::closed;
      if(errno == ECONNRESET)
        return Result::closed;
      if(errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
      {
        error = std::string("recv: ") + std::strerror(errno);
        return Result::error;
      }
    }
    if(std::chrono::steady_clock::now() >= deadline)
      return Result::timeout;
  }
}

UnixSocket::Result UnixSocket::send(const std::uint8_t* data, std::size_t size, std::string& error)
{
  if(fd < 0)
  {
    error = "not connected";
    return Result::error;
  }
  while(size > 0)
  {
    const ssize_t bytes = ::send(fd, data, size, MSG_NOSIGNAL);
    if(bytes < 0)
    {
      if(errno == EINTR)
        continue;
      if(errno == EPIPE || errno == ECONNRESET)
        return Result::closed;
      error = std::string("send: ") + std::strerror(errno);
      return Result::error;
    }
    data += bytes;
    size -= static_cast<std::size_t>(bytes);
  }
  return Result::ok;
}
