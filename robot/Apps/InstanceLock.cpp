/**
 * @file Apps/InstanceLock.cpp
 * The lock that keeps a second touchline off a LoLA socket.
 */
#include "InstanceLock.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

InstanceLock::~InstanceLock()
{
  if(fd < 0)
    return;
  // Removed while it is still locked: a program that opened it meanwhile sees that the file it
  // locked is no longer the one at the path and tries again (acquire()).
  ::unlink(file.c_str());
  ::close(fd);
}

std::string InstanceLock::path(const std::string& lolaPath)
{
  if(lolaPath.rfind("tcp:", 0) != 0)
    return lolaPath + ".lock";
  std::string name = lolaPath.substr(4);
  for(char& c : name)
    if(c == ':' || c == '/')
      c = '-';
  return "/tmp/touchline-lola-" + name + ".lock";
}

InstanceLock::Result InstanceLock::acquire(const std::string& lolaPath, std::string& error)
{
  file = path(lolaPath);
  for(int attempt = 0; attempt < 10; ++attempt)
  {
    fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if(fd < 0)
    {
      error = "cannot create the lock " + file + ": " + std::strerror(errno);
      return Result::unavailable;
    }
    if(::flock(fd, LOCK_EX | LOCK_NB) != 0)
    {
      const int cause = errno;
      if(cause != EWOULDBLOCK)
        error = "cannot lock " + file + ": " + std::strerror(cause);
      else
      {
        // The holder wrote its process id (a few digits) into the file.
        char text[24] = {};
        const ssize_t n = ::pread(fd, text, sizeof(text) - 1, 0);
        std::string holder = n > 0 ? std::string(text, static_cast<std::size_t>(n)) : std::string();
        if(holder.find_first_not_of("0123456789") != std::string::npos)
          holder.clear();
        error = "another touchline" + (holder.empty() ? std::string() : " (process " + holder + ")") + " uses LoLA at " + lolaPath +
                " (it holds " + file + "); stop it first";
      }
      ::close(fd);
      fd = -1;
      return cause == EWOULDBLOCK ? Result::taken : Result::unavailable;
    }
    // Locked; but if the holder removed the file meanwhile, this is not the lock at the path any more.
    struct stat opened = {}, atPath = {};
    if(::fstat(fd, &opened) == 0 && ::stat(file.c_str(), &atPath) == 0 && opened.st_dev == atPath.st_dev && opened.st_ino == atPath.st_ino)
    {
      // If this fails, the lock holds all the same; only a second program's message cannot name this one.
      const std::string pid = std::to_string(::getpid());
      if(::ftruncate(fd, 0) == 0)
        static_cast<void>(::pwrite(fd, pid.data(), pid.size(), 0));
      return Result::locked;
    }
    ::close(fd);
    fd = -1;
  }
  error = "cannot lock " + file + ": it is removed and created again all the time";
  return Result::unavailable;
}
