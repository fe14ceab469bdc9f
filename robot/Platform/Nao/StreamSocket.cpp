/**
 * @file Platform/Nao/StreamSocket.cpp
 * The client side of a Unix domain or TCP stream socket.
 */
#include "Platform/Nao/StreamSocket.h"
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

bool StreamSocket::splitTcp(const std::string& address, std::string& host, std::uint16_t& port, std::string& error)
{
  error.clear();
  if(address.rfind("tcp:", 0) != 0)
    return false;
  const std::size_t colon = address.rfind(':');
  const std::string portText = colon > 3 ? address.substr(colon + 1) : std::string();
  host = colon > 3 ? address.substr(4, colon - 4) : std::string();
  const bool digits = !portText.empty() && portText.size() <= 5 && portText.find_first_not_of("0123456789") == std::string::npos;
  const unsigned long number = digits ? std::stoul(portText) : 0;
  if(host.empty() || !digits || number == 0 || number > 65535)
  {
    error = "\"" + address + "\" is not tcp:HOST:PORT with a port of 1..65535";
    return false;
  }
  port = static_cast<std::uint16_t>(number);
  return true;
}

bool StreamSocket::connect(const std::string& address, std::string& error, std::chrono::milliseconds timeout)
{
  close();
  if(address.rfind("tcp:", 0) == 0)
    return connectTcp(address, timeout, error);
  return connectUnix(address, error);
}

bool StreamSocket::connectTcp(const std::string& address, std::chrono::milliseconds timeout, std::string& error)
{
  std::string host;
  std::uint16_t port = 0;
  if(!splitTcp(address, host, port, error))
    return false;
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if(const int result = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found); result != 0)
  {
    error = "cannot resolve " + host + ": " + ::gai_strerror(result);
    return false;
  }
  error = "cannot connect to " + host + ":" + std::to_string(port);
  for(addrinfo* candidate = found; candidate && fd < 0; candidate = candidate->ai_next)
  {
    fd = ::socket(candidate->ai_family, candidate->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, candidate->ai_protocol);
    if(fd < 0)
      continue;
    int result = ::connect(fd, candidate->ai_addr, candidate->ai_addrlen);
    if(result < 0 && errno == EINPROGRESS)
    {
      pollfd request{fd, POLLOUT, 0};
      int ready;
      do
        ready = ::poll(&request, 1, static_cast<int>(timeout.count()));
      while(ready < 0 && errno == EINTR);
      int socketError = ready == 1 ? 0 : ETIMEDOUT;
      socklen_t length = sizeof(socketError);
      if(ready == 1)
        ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &socketError, &length);
      result = socketError ? -1 : 0;
      errno = socketError;
    }
    if(result < 0)
    {
      error = "cannot connect to " + host + ":" + std::to_string(port) + ": " + std::strerror(errno);
      close();
      continue;
    }
    // Blocking from now on (receive() polls); commands leave at once.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const int on = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof(on));
  }
  ::freeaddrinfo(found);
  if(fd < 0)
    return false;
  error.clear();
  return true;
}

bool StreamSocket::connectUnix(const std::string& path, std::string& error)
{
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

void StreamSocket::close()
{
  if(fd >= 0)
    ::close(fd);
  fd = -1;
}

StreamSocket::Result StreamSocket::receive(std::uint8_t* buffer, std::size_t size, std::size_t& received,
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

StreamSocket::Result StreamSocket::send(const std::uint8_t* data, std::size_t size, std::string& error)
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
