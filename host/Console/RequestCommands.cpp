/**
 * @file Console/RequestCommands.cpp
 * The command "dr" and the polling of request names.
 */
#include "Console/RequestCommands.h"
#include "Console/RequestLookup.h"
#include "Console/RequestNames.h"
#include "Console/RobotConnection.h"
#include "Debugging/DebugRequest.h"
#include <set>

void RequestCommands::addCommands(CommandTable& table)
{
  table.add({"dr",
             {{"dr ? [<pattern>]", "list the debug requests"},
              {"dr off", "switch all debug requests off"},
              {"dr <name> [on | off]", "switch a debug request on (default) or off"}},
             [this](const Call& call) { return debugRequest(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               if(completion.index == 1)
               {
                 candidates.insert({"?", "off"});
                 if(const RobotConnection* connection = core.selectedConnection())
                   for(const auto& requests : connection->requests())
                     for(const auto& [name, active] : requests)
                       candidates.insert(RequestNames::translate(name));
               }
               else if(completion.index == 2 && completion.words[1] != "?" && completion.words[1] != "off")
                 candidates.insert({"on", "off"});
             },
             true});
  table.add({"poll", {{"poll", "ask the robot for its debug requests again"}}, [this](const Call& call) { return poll(call); },
             nullptr, false, true});
}

RequestCommands::Result RequestCommands::poll(const Call& call)
{
  if(!call.args.empty())
    return Result::usage;
  RobotConnection* connection = core.robot();
  if(!connection || !connection->startPolling())
    return Result::failed;
  if(!core.waitFor(*connection, "polling " + connection->name() + " for its debug requests", [&] { return connection->pollingDone(); }))
    core.print("Warning: not every thread answered the poll within " + std::to_string(core.timeout().count()) + " ms");
  return Result::done;
}

RequestCommands::Result RequestCommands::debugRequest(const Call& call)
{
  using Targets = RequestLookup::Targets;
  const std::vector<std::string>& args = call.args;
  const Targets& targets = call.targets;
  if(args.empty() || args.size() > 2)
    return Result::usage;
  if(args.size() == 2 && args[0] != "?" && args[1] != "on" && args[1] != "off")
    return Result::usage;
  if(args[0] == "off" && args.size() == 2)
    return Result::usage;
  RobotConnection* connection = core.robot();
  if(!connection)
    return Result::failed;
  const Targets receivers = targets.empty() ? Targets{DebugLink::debugComponent} : targets;
  if(args[0] == "?")
  {
    if(!core.ensurePolled(*connection))
      return Result::failed;
    for(const std::string& name : RequestLookup::list(*connection, targets, args.size() == 2 ? args[1] : "",
                                                      [](const std::string& name) { return RequestNames::translate(name); }))
      core.print(name);
    return Result::done;
  }
  if(args[0] == "off")
  {
    // "disableAll" ends "msg disable" too; the text stays disabled until "msg enable".
    const std::string textDisabled(DebugRequestTable::textDisabledRequest);
    const bool keepTextDisabled = connection->isRequested(textDisabled, DebugLink::debugComponent);
    for(unsigned component : receivers)
      connection->sendDebugRequest("disableAll", true, component);
    if(keepTextDisabled)
      connection->sendDebugRequest(textDisabled, true, DebugLink::debugComponent);
    return Result::done;
  }
  const bool enable = args.size() == 1 || args[1] == "on";
  if(!core.ensurePolled(*connection))
    return Result::failed;
  std::string name = RequestLookup::find(*connection, args[0], targets);
  if(name.empty())
  {
    // Names appear only when code checks them: a request may exist that was not reached yet.
    core.print("Warning: " + connection->name() + " has not reported a debug request " + args[0] + "; sent as typed");
    name = args[0];
  }
  for(unsigned component : receivers)
    if(!connection->sendDebugRequest(name, enable, component))
    {
      core.print("Error: cannot send to " + connection->name() + " (" + connection->disconnectReason() + ")");
      return Result::failed;
    }
  return Result::done;
}
