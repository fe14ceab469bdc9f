#include "Debugging/DebugRequest.h"

void DebugRequestTable::addRequest(const DebugRequest& request)
{
  if(request.description == "disableAll")
    enabled.clear();
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
