/**
 * @file ClientConnection.cpp
 * A client's non-blocking connection to the simulated LoLA.
 */
#include "ClientConnection.h"
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <unistd.h>

void ClientConnection::close()
{
  if(socket >= 0)
    ::close(socket);
  socket = -1;
}

ClientConnection::Result ClientConnection::receive(std::vector<std::uint8_t>& into, std::size_t maxBytes, std::string& error)
{
  std::uint8_t chunk[4096];
  while(into.size() < maxBytes)
  {
    const ssize_t bytes = ::recv(socket, chunk, std::min(sizeof(chunk), maxBytes - into.size()), MSG_DONTWAIT);
    if(bytes > 0)
      into.insert(into.end(), chunk, chunk + bytes);
    else if(bytes == 0)
      return Result::closed;
    else if(errno == EAGAIN || errno == EWOULDBLOCK)
      return Result::ok;
    else if(errno == ECONNRESET)
      return Result::closed;
    else if(errno != EINTR)
    {
      error = std::string("recv: ") + std::strerror(errno);
      return Result::error;
    }
  }
  return Result::ok;
}

ClientConnection::Result ClientConnection::flush(std::string& error)
{
  while(hasPending())
  {
    const ssize_t bytes = ::send(socket, pending.data() + pendingOffset, pending.size() - pendingOffset, MSG_NOSIGNAL | MSG_DONTWAIT);
    if(bytes > 0)
      pendingOffset += static_cast<std::size_t>(bytes);
    else if(bytes < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
      return Result::ok;
    else if(bytes < 0 && (errno == EPIPE || errno == ECONNRESET))
      return Result::closed;
    else if(bytes < 0 && errno != EINTR)
    {
      error = std::string("send: ") + std::strerror(errno);
      return Result::error;
    }
  }
  return Result::ok;
}

ClientConnection::Result ClientConnection::send(const std::vector<std::uint8_t>& message, std::string& error)
{
  pending.assign(message.begin(), message.end());
  pendingOffset = 0;
  return flush(error);
}
