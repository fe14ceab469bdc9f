/**
 * @file Platform/Nao/LolaStatus.cpp
 * Reporting and polling that LoLA closed its socket.
 */
#include "Platform/Nao/LolaStatus.h"
#include <atomic>
#include <mutex>

namespace
{
  std::atomic<bool> lolaClosed{false};
  std::mutex messageMutex;
  std::string closedMessage;
}

void LolaStatus::reportClosed(const std::string& message)
{
  std::lock_guard lock(messageMutex);
  if(!lolaClosed)
    closedMessage = message;
  lolaClosed = true;
}

bool LolaStatus::closed()
{
  return lolaClosed;
}

std::string LolaStatus::message()
{
  std::lock_guard lock(messageMutex);
  return closedMessage;
}

void LolaStatus::reset()
{
  std::lock_guard lock(messageMutex);
  lolaClosed = false;
  closedMessage.clear();
}
