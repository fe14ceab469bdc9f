/**
 * @file Debugging/Plot.cpp
 * Sending plot values (PLOT) while their request is active.
 */
#include "Debugging/Plot.h"
#include "Streaming/MessageQueue.h"
#include <string>

namespace
{
  /** "plot:<id>" in a reused buffer of the calling thread (no allocation once it is large enough). */
  const std::string& requestName(std::string_view id)
  {
    thread_local std::string name;
    name.assign("plot:").append(id);
    return name;
  }
}

namespace Plots
{
  bool isRequested(std::string_view id)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    return table && table->isActive(requestName(id));
  }

  void declareRequest(std::string_view id)
  {
    if(const DebugRequestTable* table = Global::getDebugRequestTable())
      table->declare(requestName(id));
  }

  void send(std::string_view id, float value)
  {
    if(MessageQueue* queue = Global::getDebugOut())
    {
      queue->out.bin.outString(id.data(), id.size());
      queue->out.bin << value;
      queue->out.finishMessage(idPlot);
    }
  }
}
