/**
 * @file Console/GeneralCommands.cpp
 * echo, cls, call and sleep.
 */
#include "Console/GeneralCommands.h"
#include "Console/RobotConnection.h"
#include <thread>

void GeneralCommands::addCommands(CommandTable& table)
{
  table.add({"echo", {{"echo <text>", "print text"}}, [this](const Call& call) {
               core.print(call.rest);
               return Result::done;
             }});
  table.add({"cls", {{"cls", "clear the console"}}, [this](const Call& call) {
               if(!call.args.empty())
                 return Result::usage;
               core.print("\x1b[2J\x1b[H");
               return Result::done;
             }});
  table.add({"call", {{"call <file>", "execute the commands of a script file (docs/console.md, \"Where files go\")"}},
             [this](const Call& call) {
               if(call.args.size() != 1)
                 return Result::usage;
               return core.executeFile(call.args[0]) ? Result::done : Result::failed;
             }});
  table.add({"sleep", {{"sleep <seconds>", "wait (e.g. between log start and log stop in a script); what the robots send is handled meanwhile"}},
             [this](const Call& call) { return sleep(call); }});
}

GeneralCommands::Result GeneralCommands::sleep(const Call& call)
{
  double seconds = 0;
  std::size_t used = 0;
  try
  {
    if(call.args.size() == 1)
      seconds = std::stod(call.args[0], &used);
  }
  catch(const std::exception&)
  {
    used = 0;
  }
  if(call.args.size() != 1 || used != call.args[0].size() || !(seconds >= 0 && seconds <= 86400))
    return Result::usage;
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
  const auto& robots = core.robotList();
  // The robots' messages are handled meanwhile (recording a log, text, answers).
  for(auto now = std::chrono::steady_clock::now(); now < end; now = std::chrono::steady_clock::now())
  {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - now);
    bool pumped = false;
    for(const auto& connection : robots)
      if(connection->isConnected())
      {
        connection->pump(std::min(left, std::chrono::milliseconds(robots.size() == 1 ? 50 : 5)));
        pumped = true;
      }
    if(!pumped)
      std::this_thread::sleep_for(std::min(left, std::chrono::milliseconds(50)));
  }
  return Result::done;
}
