/**
 * @file Console/MessageCommands.cpp
 * msg on | off | disable | enable | log <file>.
 */
#include "Console/MessageCommands.h"
#include "Console/RobotConnection.h"
#include "Debugging/DebugRequest.h"
#include <filesystem>

void MessageCommands::addCommands(CommandTable& table)
{
  table.add({"msg",
             {{"msg on | off | log <file>", "print text messages of the robot or not; copy them to a file"},
              {"msg disable | enable", "the robot does not send its text messages (warnings and errors still) or does again"}},
             [this](const Call& call) { return message(call); },
             [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               if(completion.index == 1)
                 candidates.insert({"on", "off", "disable", "enable", "log"});
             },
             false, true, {"on", "off", "log"}});
}

void MessageCommands::text(const std::string& text)
{
  if(messageLog.is_open())
    messageLog << text << "\n" << std::flush;
  if(printMessages)
    core.print(text);
}

MessageCommands::Result MessageCommands::message(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  if(args.size() == 1 && (args[0] == "on" || args[0] == "off"))
  {
    printMessages = args[0] == "on";
    return Result::done;
  }
  if(args.size() == 1 && (args[0] == "disable" || args[0] == "enable"))
    return sendText(args[0] == "enable");
  if(args.size() == 2 && args[0] == "log")
  {
    messageLog.close();
    messageLog.open(args[1], std::ios::app);
    if(!messageLog)
    {
      core.print("Error: cannot write " + args[1]);
      return Result::failed;
    }
    core.print("copying the robots' messages to " + std::filesystem::absolute(args[1]).string());
    return Result::done;
  }
  return Result::usage;
}

MessageCommands::Result MessageCommands::sendText(bool enable)
{
  RobotConnection* connection = core.robot();
  if(!connection)
    return Result::failed;
  // A debug request to every thread: sent again after a reconnection like those of "dr".
  if(!connection->sendDebugRequest(std::string(DebugRequestTable::textDisabledRequest), !enable))
  {
    core.print("Error: cannot send to " + connection->name() + " (" + connection->disconnectReason() + ")");
    return Result::failed;
  }
  return Result::done;
}
