/**
 * @file ConsoleMain.cpp
 * touchline-console: the console of docs/console.md on a terminal.
 *
 *   touchline-console [HOST[:PORT]] [-c COMMAND]... [--script FILE] [--timeout SECONDS]
 *   touchline-console --list [--seconds N] [--discovery-port PORT]
 */
#include "Console/Console.h"
#include "Debugging/DebugLink.h"
#include "LineEditor.h"
#include "Network/BroadcastPeer.h"
#include "Network/RobotDirectory.h"
#include <atomic>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <thread>
#include <unistd.h>

namespace
{
  const char* const usage =
    "usage: touchline-console [HOST[:PORT]] [-c COMMAND]... [--script FILE] [--timeout SECONDS]\n"
    "       touchline-console --list [--seconds N] [--discovery-port PORT]\n"
    "\n"
    "Connects to a robot's debug link (default 127.0.0.1:9999) and runs console commands:\n"
    "those given with -c (one command each) and --script, or else interactively (with history\n"
    "and tab completion) or, when standard input is not a terminal, one command per line of it.\n"
    "--list listens for the robots' beacons and prints the robots found with their state.\n"
    "--timeout sets how long a command waits for the robot's answer (default 10 s).\n"
    "Type \"help\" for the commands. Exit status: 0 if every command worked.\n";

  int list(unsigned seconds, std::uint16_t port)
  {
    BroadcastPeer::Options options;
    options.port = port;
    BroadcastPeer peer(options);
    RobotDirectory directory;
    std::string error;
    if(!peer.open(error, [&](BroadcastPeer::Received& received) {
         directory.receive(received.frame, received.address, RobotDirectory::Clock::now());
       }))
    {
      std::fprintf(stderr, "touchline-console: cannot listen for beacons: %s\n", error.c_str());
      return 1;
    }
    std::fprintf(stderr, "listening for robots on UDP port %u for %u s ...\n", static_cast<unsigned>(peer.port()), seconds);
    std::this_thread::sleep_for(std::chrono::seconds(seconds));
    peer.close();
    const auto robots = directory.robots(RobotDirectory::Clock::now());
    for(const RobotDirectory::Robot& robot : robots)
    {
      const std::string address = robot.beacon.address.empty() ? robot.senderAddress : robot.beacon.address;
      std::printf("%-16s %s:%u  team %d  player %d  body %s  version %s  %s (%s)\n", robot.beacon.name.c_str(), address.c_str(),
                  static_cast<unsigned>(robot.beacon.port), robot.beacon.team, robot.beacon.playerNumber, robot.beacon.bodyName.c_str(),
                  robot.beacon.version.c_str(), TypeRegistry::getEnumName(robot.state), robot.beacon.state.c_str());
    }
    if(robots.empty())
      std::printf("no robots found\n");
    return 0;
  }
}

int main(int argc, char** argv)
{
  std::string target = "127.0.0.1";
  std::vector<std::string> commands;
  std::string script;
  bool listRobots = false;
  unsigned listSeconds = 3;
  unsigned timeout = 10;
  std::uint16_t discoveryPort = 9998;
  for(int i = 1; i < argc; ++i)
  {
    const std::string arg = argv[i];
    const bool hasValue = i + 1 < argc;
    if(arg == "--help" || arg == "-h")
    {
      std::fputs(usage, stdout);
      return 0;
    }
    else if(arg == "-c" && hasValue)
      commands.push_back(argv[++i]);
    else if(arg == "--script" && hasValue)
      script = argv[++i];
    else if(arg == "--list")
      listRobots = true;
    else if(arg == "--seconds" && hasValue)
      listSeconds = static_cast<unsigned>(std::atoi(argv[++i]));
    else if(arg == "--discovery-port" && hasValue)
      discoveryPort = static_cast<std::uint16_t>(std::atoi(argv[++i]));
    else if(arg == "--timeout" && hasValue)
      timeout = static_cast<unsigned>(std::atoi(argv[++i]));
    else if(!arg.starts_with("-"))
      target = arg;
    else
    {
      std::fprintf(stderr, "touchline-console: unknown option %s\n%s", arg.c_str(), usage);
      return 2;
    }
  }
  if(listRobots)
    return list(listSeconds, discoveryPort);

  std::signal(SIGPIPE, SIG_IGN);
  std::string host = target;
  std::uint16_t port = DebugLink::defaultPort;
  if(const std::size_t colon = target.rfind(':'); colon != std::string::npos)
  {
    host = target.substr(0, colon);
    port = static_cast<std::uint16_t>(std::atoi(target.c_str() + colon + 1));
  }

  std::mutex outputMutex;
  Console console([&](const std::string& line) {
    std::lock_guard lock(outputMutex);
    std::cout << line << std::endl;
  });
  console.waitTimeout = std::chrono::seconds(timeout);
  std::string error;
  if(!console.connect(host, port, error))
  {
    std::fprintf(stderr, "touchline-console: %s\n", error.c_str());
    return 1;
  }

  bool ok = true;
  if(!commands.empty() || !script.empty())
  {
    for(const std::string& command : commands)
      ok = console.execute(command) && ok;
    if(!script.empty())
      ok = console.executeFile(script) && ok;
    console.update(std::chrono::milliseconds(100)); // print what arrived meanwhile
    return ok ? 0 : 1;
  }

  // Text the robot sends is printed while the user types.
  std::atomic<bool> done{false};
  std::thread printer([&] {
    while(!done)
      console.update(std::chrono::milliseconds(50));
  });
  if(isatty(STDIN_FILENO))
  {
    LineEditor editor("touchline> ", [&](const std::string& line) { return console.completions(line); });
    std::string line;
    while(!done && editor.read(line))
    {
      if(line == "exit" || line == "quit")
        break;
      console.execute(line);
      if(!console.isConnected())
      {
        std::fprintf(stderr, "touchline-console: connection lost: %s\n", console.disconnectReason().c_str());
        ok = false;
        break;
      }
    }
  }
  else
  {
    std::string line;
    while(std::getline(std::cin, line))
      ok = console.execute(line) && ok;
    console.update(std::chrono::milliseconds(100));
  }
  done = true;
  printer.join();
  return ok ? 0 : 1;
}
