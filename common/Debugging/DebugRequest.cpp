/**
 * @file Debugging/DebugRequest.cpp
 * The debug request table of a thread: switching requests and answering polls.
 */
#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"
#include "Streaming/MessageQueue.h"

void DebugRequestTable::addRequest(const DebugRequest& request)
{
  if(request.description == "disableAll")
    enabled.clear();
  else if(request.description == "poll")
  {
    pollCounter = pollFrames;
    polled.clear();
  }
  else if(request.enable)
    enabled[request.description] = true;
  else
    disable(request.description);
}

void DebugRequestTable::disable(std::string_view name)
{
  const auto entry = enabled.find(name);
  if(entry != enabled.end())
    enabled.erase(entry);
}

void DebugRequestTable::poll(std::string_view name) const
{
  if(polled.find(name) != polled.end())
    return;
  polled.emplace(name);
  if(MessageQueue* queue = Global::getDebugOut())
  {
    const bool active = !enabled.empty() && enabled.find(name) != enabled.end();
    queue->out.text << std::string(name) << (active ? "true" : "false");
    queue->out.finishMessage(idDebugResponse);
  }
}

void DebugRequestTable::frameDone()
{
  if(pollCounter > 0 && --pollCounter == 0)
  {
    polled.clear();
    if(MessageQueue* queue = Global::getDebugOut())
    {
      queue->out.text << "pollingFinished";
      queue->out.finishMessage(idDebugResponse);
    }
  }
}

std::vector<std::string> DebugRequestTable::activeNames() const
{
  std::vector<std::string> names;
  names.reserve(enabled.size());
  for(const auto& [name, on] : enabled)
    names.push_back(name);
  return names;
}

bool Global::isTextDisabled()
{
  return debugRequestTable && debugRequestTable->isEnabled(DebugRequestTable::textDisabledRequest);
}
