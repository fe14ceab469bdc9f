/**
 * @file Network/UdpSocket.cpp
 * Non-blocking UDP sockets: open, bind, broadcast, send, receive with the kernel's receive time.
 */
#include "Network/UdpSocket.h"
#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

std::string UdpSocket::Endpoint::host() const
{
  char text[INET_ADDRSTRLEN] = {};
  ::inet_ntop(AF_INET, &address.sin_addr, text, sizeof(text));
  return text;
}

std::uint16_t UdpSocket::Endpoint::port() const
{
  return ntohs(address.sin_port);
}

bool UdpSocket::Endpoint::operator==(const Endpoint& other) const
{
  return address.sin_addr.s_addr == other.address.sin_addr.s_addr && address.sin_port == other.address.sin_port;
}

UdpSocket::~UdpSocket()
{
  close();
}

bool UdpSocket::resolve(const std::string& host, std::uint16_t port, Endpoint& endpoint)
{
  endpoint = Endpoint();
  endpoint.address.sin_family = AF_INET;
  endpoint.address.sin_port = htons(port);
  return ::inet_pton(AF_INET, host.c_str(), &endpoint.address.sin_addr) == 1;
}

bool UdpSocket::open(std::uint16_t port, std::string& openError, const std::string& bindAddress)
{
  close();
  Endpoint local;
  if(!resolve(bindAddress, port, local))
  {
    openError = bindAddress + " is not an IPv4 address";
    return false;
  }
  fd = ::socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if(fd < 0)
  {
    openError = std::string("socket: ") + std::strerror(errno);
    return false;
  }
  const int yes = 1;
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &yes, sizeof(yes));
  ::setsockopt(fd, SOL_SOCKET, SO_BROADCAST, &yes, sizeof(yes));
  ::setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &yes, sizeof(yes));
  if(::bind(fd, reinterpret_cast<const sockaddr*>(&local.address), sizeof(local.address)) != 0)
  {
    openError = "bind " + bindAddress + ":" + std::to_string(port) + ": " + std::strerror(errno);
    close();
    return false;
  }
  return true;
}

void UdpSocket::close()
{
  if(fd >= 0)
    ::close(fd);
  fd = -1;
}

std::uint16_t UdpSocket::port() const
{
  sockaddr_in local{};
  socklen_t length = sizeof(local);
  if(fd < 0 || ::getsockname(fd, reinterpret_cast<sockaddr*>(&local), &length) != 0)
    return 0;
  return ntohs(local.sin_port);
}

bool UdpSocket::send(const void* data, std::size_t size, const Endpoint& to)
{
  if(fd < 0)
  {
    error = "not open";
    return false;
  }
  const ssize_t sent = ::sendto(fd, data, size, MSG_NOSIGNAL, reinterpret_cast<const sockaddr*>(&to.address), sizeof(to.address));
  if(sent == static_cast<ssize_t>(size))
    return true;
  error = "send to " + to.host() + ":" + std::to_string(to.port()) + ": " + (sent < 0 ? std::strerror(errno) : "incomplete");
  return false;
}

long UdpSocket::receive(void* buffer, std::size_t capacity, Endpoint& from, std::chrono::steady_clock::time_point* arrival)
{
  if(fd < 0)
    return -1;
  iovec data{buffer, capacity};
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(timespec))];
  msghdr message{};
  message.msg_name = &from.address;
  message.msg_namelen = sizeof(from.address);
  message.msg_iov = &data;
  message.msg_iovlen = 1;
  message.msg_control = control;
  message.msg_controllen = sizeof(control);
  const ssize_t size = ::recvmsg(fd, &message, MSG_TRUNC);
  if(size < 0)
    return -1;
  if(arrival)
  {
    // The kernel stamps with the real-time clock: moved to the steady clock by the difference now.
    const auto steadyNow = std::chrono::steady_clock::now();
    *arrival = steadyNow;
    for(cmsghdr* header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header))
      if(header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_TIMESTAMPNS)
      {
        timespec stamp;
        std::memcpy(&stamp, CMSG_DATA(header), sizeof(stamp));
        const auto stamped = std::chrono::seconds(stamp.tv_sec) + std::chrono::nanoseconds(stamp.tv_nsec);
        const auto age = std::chrono::system_clock::now().time_since_epoch() - stamped;
        if(age >= std::chrono::nanoseconds(0) && age < std::chrono::seconds(10))
          *arrival = steadyNow - std::chrono::duration_cast<std::chrono::steady_clock::duration>(age);
      }
  }
  return static_cast<long>(size);
}

bool UdpSocket::wait(std::chrono::milliseconds timeout)
{
  if(fd < 0)
    return false;
  pollfd entry{fd, POLLIN, 0};
  return ::poll(&entry, 1, static_cast<int>(timeout.count())) > 0 && (entry.revents & POLLIN);
}
