/**
 * @file UnixListener.cpp
 * A listening Unix domain socket.
 */
#include "UnixListener.h"
#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

bool UnixListener::open(const std::string& newPath, std::string& error)
{
  close();
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

void UnixListener::close()
{
  if(socket >= 0)
  {
    ::close(socket);
    ::unlink(path.c_str());
  }
  socket = -1;
}

int UnixListener::accept(std::string& error)
{
  const int client = ::accept4(socket, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
  if(client < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ECONNABORTED)
    error = std::string("accept: ") + std::strerror(errno);
  return client;
}
