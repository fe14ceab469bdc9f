/**
 * @file Console/SimulationCommands.cpp
 * Holding touchline-naosim's world at a simulated time, connecting its robots.
 */
#include "Console/SimulationCommands.h"
#include "Console/RobotConnection.h"
#include <cmath>
#include <cstdlib>
#include <sstream>

void SimulationCommands::addCommands(CommandTable& table)
{
  table.add({"sim",
             {{"sim at <seconds>", "hold touchline-naosim's world at that simulated time (what follows acts at the next cycle)"},
              {"sim go", "let the held world run on"},
              {"sim connect", "connect to every robot program of the simulation, by its scene name"}},
             [this](const Call& call) { return sim(call); },
             [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               if(completion.index == 1)
                 candidates.insert({"at", "go", "connect"});
             },
             false});
}

RobotConnection* SimulationCommands::simulator()
{
  core.awaitRobotCommands();
  for(const auto& connection : core.robotList())
    if(connection->isConnected() && connection->read([](const RobotState& state) { return state.hasCommand("hold"); }))
      return connection.get();
  core.print("Error: no simulator is connected (touchline-naosim's simulator robot: sc Simulator 127.0.0.1:9998)");
  return nullptr;
}

bool SimulationCommands::ask(RobotConnection& robot, const std::string& line, std::chrono::milliseconds timeout, std::string& answer)
{
  const unsigned number = robot.sendCommand(line);
  if(!number)
  {
    core.print("Error: " + robot.name() + " is not connected (" + robot.disconnectReason() + ")");
    return false;
  }
  if(!robot.waitFor([&] { return robot.takeAnswer(number, answer); }, timeout))
  {
    robot.abandonAnswer(number);
    core.print("Error: " + robot.name() + " did not answer " + line);
    return false;
  }
  return true;
}

bool SimulationCommands::synchronise(const RobotConnection& simulator)
{
  for(const auto& connection : core.robotList())
  {
    std::string answer;
    if(connection.get() != &simulator && connection->isConnected() && !ask(*connection, "sync", core.timeout(), answer))
      return false;
  }
  return true;
}

SimulationCommands::Result SimulationCommands::sim(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  if(args.empty() || (args[0] == "at" && args.size() != 2) || ((args[0] == "go" || args[0] == "connect") && args.size() != 1) ||
     (args[0] != "at" && args[0] != "go" && args[0] != "connect"))
    return Result::usage;
  RobotConnection* world = simulator();
  if(!world)
    return Result::failed;
  std::string answer;
  if(args[0] == "connect")
  {
    if(!ask(*world, "programs", core.timeout(), answer))
      return Result::failed;
    // One line per program: "<name> <host> <port>" (naosim's command programs).
    std::istringstream lines(answer);
    bool connected = false;
    for(std::string line; std::getline(lines, line);)
    {
      std::istringstream words(line);
      std::string name, host;
      unsigned port = 0;
      if(!(words >> name >> host >> port) || port == 0 || port > 65535)
      {
        core.print(line.starts_with("Error") ? line : "Error: " + world->name() + " answered \"" + line + "\" to programs");
        continue;
      }
      std::string error;
      if(core.connect(name, host, static_cast<unsigned short>(port), error))
        connected = true;
      else
        core.print("Error: " + name + ": " + error);
    }
    return connected ? Result::done : Result::failed;
  }
  if(args[0] == "at")
  {
    char* end = nullptr;
    const double seconds = std::strtod(args[1].c_str(), &end);
    if(*end || !std::isfinite(seconds) || seconds < 0.0)
      return Result::usage;
  }
  // Everything sent to the robot programs so far acts before the world goes on.
  if(!synchronise(*world))
    return Result::failed;
  const std::string line = args[0] == "at" ? "hold " + args[1] : "resume";
  if(!ask(*world, line, args[0] == "at" ? std::chrono::duration_cast<std::chrono::milliseconds>(maxHoldWait) : core.timeout(), answer))
    return Result::failed;
  core.print(answer);
  return answer.starts_with("Error") ? Result::failed : Result::done;
}
