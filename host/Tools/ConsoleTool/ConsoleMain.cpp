/**
 * @file ConsoleMain.cpp
 * touchline-console: the console of docs/console.md on a terminal.
 *
 *   touchline-console [HOST[:PORT]] [-c COMMAND]... [--script FILE] [--timeout SECONDS] [--retry SECONDS]
 *   touchline-console --log FILE... [-c COMMAND]... [--script FILE]
 *   touchline-console --list [--seconds N] [--discovery-port PORT]
 */
#include "CommandLine/CommandLine.h"
#include "CommandLine/ExitStatus.h"
#include "Console/Console.h"
#include "Debugging/DebugLink.h"
#include "LineEditor.h"
#include "Network/BroadcastPeer.h"
#include "Network/RobotDirectory.h"
#include <atomic>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <thread>
#include <unistd.h>

namespace
{
  /** The options and the help of touchline-console. */
  CommandLine commandLine()
  {
    CommandLine commandLine("touchline-console",
                            "[HOST[:PORT]] [-c COMMAND]... [--script FILE] [--timeout SECONDS] [--retry SECONDS]\n"
                            "--log FILE... [-c COMMAND]... [--script FILE]\n"
                            "--list [--seconds N] [--discovery-port PORT]",
                            "Connects to a robot's debug link (default 127.0.0.1:9999) and runs console commands: those given "
                            "with -c (one command each), then those of --script, stopping at the first that fails; or else "
                            "interactively (with tab completion and a history kept across sessions) or, when standard input "
                            "is not a terminal, one command per line of it. --log replays log files instead (a replay robot "
                            "per file, named after it; docs/logs.md). --list listens for the robots' beacons and "
                            "prints the robots found with their state.");
    commandLine.option("command", "COMMAND", "Run this console command.").alias('c').repeatable();
    commandLine.option("script", "FILE", "Run the console commands in FILE, one per line.");
    commandLine.option("timeout", "SECONDS", "How long a command waits for the robot's answer (default 10).").integer(0, 86400);
    commandLine.option("retry", "SECONDS", "How long a refused connection is tried again, e.g. while the robot starts (default 5).")
      .integer(0, 3600);
    commandLine.option("log", "FILE", "Replay a log file instead of connecting to a robot (as \"sl\").").repeatable();
    commandLine.flag("list", "Listen for the robots' beacons and list the robots found.");
    commandLine.option("seconds", "N", "How long --list listens (default 3).").integer(0, 3600);
    commandLine.option("discovery-port", "PORT", "The UDP port of the beacons (default 9998).").integer(1, 65535);
    commandLine.positionals("HOST[:PORT]", "robot address", 0, 1);
    commandLine.epilogue("Type \"help\" for the commands. The history is kept in $XDG_CONFIG_HOME/touchline/console_history\n"
                         "(else ~/.config/touchline/console_history). Exit status: 0 if every command worked, 1 if one\n"
                         "failed or the robot cannot be reached, 2 usage error.\n");
    return commandLine;
  }

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

  /**
   * Runs the commands of standard input, with history and completion on a terminal, while the
   * text the robot sends is printed. @return Whether every command worked.
   */
  bool runInput(Console& console)
  {
    bool ok = true;
    // Text the robot sends is printed while the user types.
    std::atomic<bool> done{false};
    std::thread printer([&] {
      while(!done)
        console.update(std::chrono::milliseconds(50));
    });
    if(isatty(STDIN_FILENO))
    {
      CommandHistory history(CommandHistory::defaultPath());
      LineEditor editor("touchline> ", [&](const std::string& line) { return console.completions(line); }, history);
      if(const std::string warning = history.takeWarning(); !warning.empty())
        std::fprintf(stderr, "touchline-console: warning: %s\n", warning.c_str());
      std::string line;
      while(!done && editor.read(line))
      {
        if(const std::string warning = history.takeWarning(); !warning.empty())
          std::fprintf(stderr, "touchline-console: warning: %s\n", warning.c_str());
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
    return ok;
  }

  /** Splits "HOST[:PORT]"; false if the port is not a port number. */
  bool splitAddress(const std::string& address, std::string& host, std::uint16_t& port)
  {
    host = address;
    port = DebugLink::defaultPort;
    const std::size_t colon = address.rfind(':');
    if(colon == std::string::npos)
      return true;
    host = address.substr(0, colon);
    unsigned value = 0;
    const char* const end = address.data() + address.size();
    const auto [last, error] = std::from_chars(address.data() + colon + 1, end, value);
    port = static_cast<std::uint16_t>(value);
    return error == std::errc() && last == end && value >= 1 && value <= 65535;
  }

  /**
   * Connects, trying a refused connection again for retrySeconds (the robot program may still be
   * starting); other errors end at once. Prints why it failed.
   */
  bool connect(Console& console, const std::string& host, std::uint16_t port, unsigned retrySeconds)
  {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(retrySeconds);
    std::string error;
    bool retrying = false;
    while(!console.connect(host, port, error))
    {
      if(error.find("refused") == std::string::npos || std::chrono::steady_clock::now() >= deadline)
      {
        std::fprintf(stderr, "touchline-console: %s%s\n", error.c_str(),
                     retrying ? (" (tried for " + std::to_string(retrySeconds) + " s)").c_str() : "");
        return false;
      }
      if(!retrying)
        std::fprintf(stderr, "touchline-console: %s:%u refused the connection; trying again for %u s\n", host.c_str(),
                     static_cast<unsigned>(port), retrySeconds);
      retrying = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
    return true;
  }

  /**
   * Runs the -c commands, then the script; stops at the first command that fails and names it
   * (the script's failing line is named by Console::executeFile as file(line)).
   */
  bool runCommands(Console& console, const std::vector<std::string>& commands, const std::string& script)
  {
    for(std::size_t i = 0; i < commands.size(); ++i)
      if(!console.execute(commands[i]))
      {
        const bool moreCommands = i + 1 < commands.size();
        const std::string notRun = moreCommands && !script.empty() ? "; the commands after it and --script were not run"
                                   : moreCommands                  ? "; the commands after it were not run"
                                   : !script.empty()               ? "; --script was not run"
                                                                   : "";
        std::fprintf(stderr, "touchline-console: -c \"%s\" failed (command %zu of %zu)%s\n", commands[i].c_str(), i + 1,
                     commands.size(), notRun.c_str());
        return false;
      }
    return script.empty() || console.executeFile(script);
  }
}

int main(int argc, char** argv)
{
  CommandLine arguments = commandLine();
  if(const std::optional<int> status = arguments.parse(argc, argv))
    return *status;
  if(arguments.has("list"))
    return list(static_cast<unsigned>(arguments.integer("seconds").value_or(3)),
                static_cast<std::uint16_t>(arguments.integer("discovery-port").value_or(9998)));

  std::signal(SIGPIPE, SIG_IGN);
  const std::vector<std::string> targets = arguments.positionalArguments();
  std::string host;
  std::uint16_t port = 0;
  if(!splitAddress(targets.empty() ? "127.0.0.1" : targets.front(), host, port))
    return arguments.usageError("'" + targets.front() + "' is not HOST or HOST:PORT with a port 1..65535");
  const std::vector<std::string> commands = arguments.all("command");
  const std::string script = arguments.text("script").value_or("");
  const unsigned timeout = static_cast<unsigned>(arguments.integer("timeout").value_or(10));
  const unsigned retry = static_cast<unsigned>(arguments.integer("retry").value_or(5));

  std::mutex outputMutex;
  Console console([&](const std::string& line) {
    std::lock_guard lock(outputMutex);
    std::cout << line << std::endl;
  });
  console.waitTimeout = std::chrono::seconds(timeout);
  const std::vector<std::string> logs = arguments.all("log");
  if(!logs.empty() && !targets.empty())
    return arguments.usageError("give either HOST[:PORT] or --log");
  for(const std::string& log : logs)
    if(std::string error; !console.startReplay("", log, error))
    {
      std::fprintf(stderr, "touchline-console: %s\n", error.c_str());
      return exitFailure;
    }
  if(logs.empty() && !connect(console, host, port, retry))
    return exitFailure;

  if(!commands.empty() || !script.empty())
  {
    const bool ok = runCommands(console, commands, script);
    console.update(std::chrono::milliseconds(100)); // print what arrived meanwhile
    std::fflush(stdout);
    return ok ? exitSuccess : exitFailure;
  }

  return runInput(console) ? exitSuccess : exitFailure;
}
