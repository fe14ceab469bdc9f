/**
 * @file Console/MessageCommands.cpp
 * msg on | off | log <file>.
 */
#include "Console/MessageCommands.h"
#include <filesystem>

void MessageCommands::addCommands(CommandTable& table)
{
  table.add({"msg", {{"msg on | off | log <file>", "print text messages of the robot or not; copy them to a file"}},
             [this](const Call& call) { return message(call); },
             [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               if(completion.index == 1)
                 candidates.insert({"on", "off", "log"});
             }});
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
