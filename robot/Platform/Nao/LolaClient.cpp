/**
 * @file Platform/Nao/LolaClient.cpp
 * The connection to LoLA: connect, receive state messages, send commands.
 */
#include "Platform/Nao/LolaClient.h"
#include <algorithm>
#include <mutex>
#include <thread>

namespace
{
  std::mutex defaultPathMutex;
  std::string defaultPath = Lola::defaultSocketPath;
}

std::string LolaClient::getDefaultPath()
{
  std::lock_guard lock(defaultPathMutex);
  return defaultPath;
}

void LolaClient::setDefaultPath(const std::string& newPath)
{
  std::lock_guard lock(defaultPathMutex);
  defaultPath = newPath.empty() ? std::string(Lola::defaultSocketPath) : newPath;
}

LolaClient::LolaClient(std::string path) : path(path.empty() ? getDefaultPath() : std::move(path)) {}

bool LolaClient::connect(unsigned tries, std::chrono::milliseconds delay)
{
  filled = 0;
  for(unsigned i = 0; i < std::max(tries, 1u); ++i)
  {
    if(i > 0)
      std::this_thread::sleep_for(delay);
    if(socket.connect(path, lastError))
    {
      lastError.clear();
      return true;
    }
  }
  return false;
}

void LolaClient::close()
{
  socket.close();
  filled = 0;
}

LolaClient::Result LolaClient::receive(std::chrono::milliseconds timeout)
{
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while(filled < buffer.size())
  {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    std::size_t received = 0;
    switch(socket.receive(buffer.data() + filled, buffer.size() - filled, received, std::max(left, std::chrono::milliseconds(0)), lastError))
    {
      case StreamSocket::Result::ok:
        filled += received;
        break;
      case StreamSocket::Result::timeout:
        return Result::timeout;
      case StreamSocket::Result::closed:
        lastError = "LoLA closed the connection";
        close();
        return Result::closed;
      case StreamSocket::Result::error:
        close();
        return Result::error;
    }
  }
  filled = 0;
  return Result::message;
}

bool LolaClient::send(std::span<const std::uint8_t> command)
{
  const StreamSocket::Result result = socket.send(command.data(), command.size(), lastError);
  if(result == StreamSocket::Result::closed)
  {
    lastError = "LoLA closed the connection";
    close();
  }
  else if(result == StreamSocket::Result::error)
    close();
  return result == StreamSocket::Result::ok;
}
