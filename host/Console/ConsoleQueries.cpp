/**
 * @file Console/ConsoleQueries.cpp
 * Waiting for what a robot answers: its request names (polling), its type information, its
 * module table, its answer to a module request. The command groups ask through ConsoleCore.
 */
#include "Console/Console.h"
#include "Streaming/OutStreams.h"
#include <algorithm>

bool Console::waitFor(RobotConnection& connection, const std::string& what, const std::function<bool()>& done)
{
  {
    std::lock_guard lock(activityMutex);
    waitingFor = what;
  }
  const bool result = connection.waitFor(done, waitTimeout);
  std::lock_guard lock(activityMutex);
  waitingFor.clear();
  return result;
}

bool Console::ensurePolled(RobotConnection& connection)
{
  if(connection.hasPolled() && connection.pollingDone())
    return true;
  if(!connection.hasPolled() && !connection.startPolling())
    return false;
  if(waitFor(connection, "polling " + connection.name() + " for its debug requests", [&] { return connection.pollingDone(); }))
    return true;
  print("Warning: polling " + connection.name() + " for its debug requests did not finish within " +
        std::to_string(waitTimeout.count()) + " ms; the names may be incomplete");
  return true;
}

bool Console::ensureTypeInfo(RobotConnection& connection, bool refresh)
{
  if(connection.typeInfo() && !refresh)
    return true;
  const unsigned before = connection.typeInfoSequence();
  connection.askForTypeInfo();
  if(waitFor(connection, "waiting for the type information of " + connection.name(), [&] { return connection.typeInfoSequence() > before; }))
    return true;
  print("Error: " + connection.name() + " did not send its type information");
  return false;
}

bool Console::ensureModuleTable(RobotConnection& connection, bool refresh)
{
  if(connection.moduleTable() && !refresh)
    return true;
  const unsigned before = connection.moduleTableSequence();
  connection.askForModuleTable();
  if(waitFor(connection, "waiting for the module table of " + connection.name(), [&] { return connection.moduleTableSequence() > before; }))
    return true;
  print("Error: " + connection.name() + " did not send its module table");
  return false;
}

bool Console::sendModuleRequest(RobotConnection& connection, const Configuration& configuration)
{
  OutBinaryMemory payload;
  payload << configuration;
  const unsigned before = connection.moduleTableSequence();
  if(!connection.send(DebugLink::debugComponent, idModuleRequest, std::string(payload.data(), payload.size())))
    return false;
  // The robot answers with its module table: the new configuration, or the old one if it
  // rejected the request (the reasons arrive as text before).
  if(!waitFor(connection, "waiting for " + connection.name() + " to answer the module request", [&] { return connection.moduleTableSequence() > before; }))
  {
    print("Error: " + connection.name() + " did not confirm the module request");
    return false;
  }
  OutBinaryMemory applied;
  applied << connection.moduleTable()->configuration;
  if(applied.size() != payload.size() || !std::equal(applied.data(), applied.data() + applied.size(), payload.data()))
  {
    print("Error: " + connection.name() + " rejected the module request");
    return false;
  }
  return true;
}
