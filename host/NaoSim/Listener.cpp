/**
 * @file Listener.cpp
 * A listening Unix domain or TCP socket.
 */
#include "Listener.h"
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

bool Listener::splitTcp(const std::string& address, std::string& host, std::uint16_t& port, std::string& error)
{
  error.clear();
  if(address.rfind("tcp:", 0) != 0)
    return false;
  const std::size_t colon = address.rfind(':');
  const std::string number = colon > 3 ? address.substr(colon + 1) : std::string();
  host = colon > 3 ? address.substr(4, colon - 4) : std::string();
  if(host.empty() || number.empty() || number.size() > 5 || number.find_first_not_of("0123456789") != std::string::npos ||
     std::stoul(number) > 65535)
  {
    error = "\"" + address + "\" is not tcp:HOST:PORT with a port of 0..65535";
    return false;
  }
  port = static_cast<std::uint16_t>(std::stoul(number));
  return true;
}

bool Listener::open(const std::string& address, std::string& error)
{
  close();
  std::string host;
  std::uint16_t port = 0;
  if(splitTcp(address, host, port, error))
    return openTcp(host, port, error);
  return error.empty() && openUnix(address, error);
}

bool Listener::openTcp(const std::string& host, std::uint16_t port, std::string& error)
{
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* found = nullptr;
  if(const int result = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found); result != 0)
  {
    error = "cannot resolve " + host + ": " + ::gai_strerror(result);
    return false;
  }
  error = "cannot listen on " + host + ":" + std::to_string(port);
  for(addrinfo* candidate = found; candidate && socket < 0; candidate = candidate->ai_next)
  {
    socket = ::socket(candidate->ai_family, candidate->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, candidate->ai_protocol);
    if(socket < 0)
      continue;
    const int on = 1;
    ::setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, sizeof(on));
    if(::bind(socket, candidate->ai_addr, candidate->ai_addrlen) < 0 || ::listen(socket, 4) < 0)
    {
      error = "cannot listen on " + host + ":" + std::to_string(port) + ": " + std::strerror(errno);
      ::close(socket);
      socket = -1;
    }
  }
  ::freeaddrinfo(found);
  if(socket < 0)
    return false;
  sockaddr_storage bound{};
  socklen_t length = sizeof(bound);
  ::getsockname(socket, reinterpret_cast<sockaddr*>(&bound), &length);
  tcpPort = ntohs(bound.ss_family == AF_INET6 ? reinterpret_cast<const sockaddr_in6*>(&bound)->sin6_port
                                              : reinterpret_cast<const sockaddr_in*>(&bound)->sin_port);
  path = "tcp:" + host + ":" + std::to_string(tcpPort);
  error.clear();
  return true;
}

bool Listener::openUnix(const std::string& newPath, std::string& error)
{
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  if(newPath.empty() || newPath.size() >= sizeof(address.sun_path))
  {
    error = "socket path \"" + newPath + "\" is empty or longer than " + std::to_string(sizeof(address.sun_path) - 1) + " bytes";
    return false;
  }
  std::memcpy(address.sun_path, newPath.c_str(), newPath.size() + 1);

  struct stat info{};
  if(::lstat(newPath.c_str(), &info) == 0)
  {
    if(!S_ISSOCK(info.st_mode))
    {
      error = newPath + " exists and is not a socket";
      return false;
    }
    const int probe = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    const bool served = probe >= 0 && ::connect(probe, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) == 0;
    if(probe >= 0)
      ::close(probe);
    if(served)
    {
      error = "another process serves " + newPath;
      return false;
    }
    ::unlink(newPath.c_str()); // stale: left behind by a process that ended
  }

  socket = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if(socket < 0)
  {
    error = std::string("socket: ") + std::strerror(errno);
    return false;
  }
  if(::bind(socket, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) < 0 || ::listen(socket, 4) < 0)
  {
    error = "cannot listen on " + newPath + ": " + std::strerror(errno);
    ::close(socket);
    socket = -1;
    return false;
  }
  path = newPath;
  return true;
}

void Listener::close()
{
  if(socket >= 0)
  {
    ::close(socket);
    if(tcpPort == 0)
      ::unlink(path.c_str());
  }
  socket = -1;
  tcpPort = 0;
}

int Listener::accept(std::string& error)
{
  const int client = ::accept4(socket, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
  if(client >= 0 && tcpPort != 0)
  {
    // Small messages (LoLA's, the cameras' headers) leave at once.
    const int on = 1;
    ::setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &on, sizeof(on));
  }
  if(client < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ECONNABORTED)
    error = std::string("accept: ") + std::strerror(errno);
  return client;
}
