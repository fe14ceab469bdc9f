#include "SimOptions.h"
#include "ButtonSchedule.h"
#include "Platform/Nao/LolaProtocol.h"
#include <cstdio>
#include <cstdlib>

namespace
{
  std::string numbered(const char* prefix, std::size_t number)
  {
    char text[32];
    std::snprintf(text, sizeof(text), "%s%09zu", prefix, number);
    return text;
  }

  void giveDefaultIds(SimOptions::Body& body, std::size_t index)
  {
    if(!body.bodyIdSet)
      body.identity.bodyId = numbered("P0000073SIM", index + 1);
    if(!body.headIdSet)
      body.identity.headId = numbered("P0000074SIM", index + 1);
  }
}

const char* SimOptions::usage()
{
  return "usage: touchline-naosim [OPTION]... [--socket PATH [BODY OPTION]...]...\n"
         "\n"
         "A simulated NAO body that serves LoLA's protocol on a Unix socket: an 896-byte state\n"
         "message every 12 ms, commands with any subset of the 11 keys. Several --socket options\n"
         "simulate several bodies. Body options before the first --socket apply to every body,\n"
         "those after a --socket to that body only.\n"
         "\n"
         "Options:\n"
         "  --socket PATH          Serve a body on PATH (default: one body on /tmp/robocup).\n"
         "  --body-id ID           RobotConfig[0], 20 characters (default P0000073SIM000000001,\n"
         "                         numbered per body).\n"
         "  --body-version V       RobotConfig[1], 5 characters (default 6.0.0).\n"
         "  --head-id ID           RobotConfig[2], 20 characters (default P0000074SIM000000001,\n"
         "                         numbered per body).\n"
         "  --head-version V       RobotConfig[3], 5 characters (default 6.0.0).\n"
         "  --posture P            Initial posture: sitting (default), standing or lying.\n"
         "  --battery LEVEL        Initial battery charge 0..1 (default 1).\n"
         "  --charging             Start with the charger plugged in.\n"
         "  --press BUTTON@START:DURATION\n"
         "                         Press a button START seconds after the start for DURATION\n"
         "                         seconds, e.g. chest@2.0:0.2 (repeatable). Holding the chest\n"
         "                         button for 3 s or longer is refused.\n"
         "  --record FILE          Write every received command to FILE, one line each.\n"
         "  --stats FILE           At exit, write each body's latency statistics (stdin command\n"
         "                         stats) to FILE, - for standard output. Applies to all bodies.\n"
         "  -h, --help             Show this help.\n"
         "\n"
         "Commands on standard input (one per line):\n"
         "  state                  One line per body: client, posture, counters, stiffness, LED\n"
         "                         colours (eyes: mean r,g,b of the 8 segments), battery, buttons.\n"
         "  joints                 The selected body's joint angles (rad) and stiffnesses.\n"
         "  press BUTTON SECONDS   Press a button now, e.g. press chest 0.2.\n"
         "  place POSTURE          Put the robot into sitting, standing or lying.\n"
         "  battery LEVEL          Set the battery charge (0..1).\n"
         "  charger on|off         Plug the charger in or out.\n"
         "  disconnect             Close the connection to the selected body's client.\n"
         "  body N                 Select body N (0-based) for the commands above.\n"
         "  stats                  One line per body: cycles answered before the next state\n"
         "                         message, missed ones, late commands, latency percentiles (us).\n"
         "  stats reset            Start the statistics anew.\n"
         "  help                   List these commands.\n"
         "  quit                   End the simulator (like SIGINT or SIGTERM).\n"
         "\n"
         "Buttons: chest, head (all three), head-front, head-middle, head-rear, lfoot, rfoot\n"
         "(both bumpers), lfoot-left, lfoot-right, rfoot-left, rfoot-right, lhand, rhand (all\n"
         "three), lhand-back, lhand-left, lhand-right, rhand-back, rhand-left, rhand-right, or\n"
         "LoLA's names (ChestBoardButton, HeadTouchFront, ...).\n"
         "\n"
         "Reports (stderr): clients connecting and leaving, malformed commands (stream offset,\n"
         "message offset, key), state messages without a command before the next one, state\n"
         "messages the client did not read. SIGINT or SIGTERM end the simulator; it removes its\n"
         "socket files. Exit status: 0 ended normally, 1 a socket could not be served or a\n"
         "--record or --stats file not written, 2 usage error.\n";
}

bool SimOptions::parse(const std::vector<std::string>& args, SimOptions& options, std::string& error)
{
  Body defaults;
  defaults.identity = {"", "6.0.0", "", "6.0.0"};
  options.bodies.clear();
  auto current = [&]() -> Body& { return options.bodies.empty() ? defaults : options.bodies.back(); };

  for(std::size_t i = 0; i < args.size(); ++i)
  {
    const std::string& arg = args[i];
    if(arg == "-h" || arg == "--help")
    {
      options.help = true;
      return true;
    }
    if(arg == "--charging")
    {
      current().charging = true;
      continue;
    }
    static const char* const withValue[] = {"--socket", "--body-id", "--body-version", "--head-id", "--head-version",
                                            "--posture", "--battery", "--press", "--record", "--stats"};
    bool known = false;
    for(const char* option : withValue)
      known |= arg == option;
    if(!known)
    {
      error = "unknown option " + arg;
      return false;
    }
    if(i + 1 >= args.size())
    {
      error = arg + " needs a value";
      return false;
    }
    const std::string& value = args[++i];
    if(arg == "--socket")
    {
      options.bodies.push_back(defaults);
      options.bodies.back().socket = value;
    }
    else if(arg == "--body-id" || arg == "--head-id")
    {
      if(value.size() != Lola::idLength)
      {
        error = arg + " must have exactly " + std::to_string(Lola::idLength) + " characters (got \"" + value + "\")";
        return false;
      }
      (arg == "--body-id" ? current().identity.bodyId : current().identity.headId) = value;
      (arg == "--body-id" ? current().bodyIdSet : current().headIdSet) = true;
    }
    else if(arg == "--body-version" || arg == "--head-version")
    {
      if(value.size() != Lola::versionLength)
      {
        error = arg + " must have exactly " + std::to_string(Lola::versionLength) + " characters (got \"" + value + "\")";
        return false;
      }
      (arg == "--body-version" ? current().identity.bodyVersion : current().identity.headVersion) = value;
    }
    else if(arg == "--posture")
    {
      if(!SimulatedBody::parse(value, current().posture))
      {
        error = "--posture must be sitting, standing or lying (got \"" + value + "\")";
        return false;
      }
    }
    else if(arg == "--battery")
    {
      char* end = nullptr;
      const float level = std::strtof(value.c_str(), &end);
      if(value.empty() || *end || !(level >= 0.f && level <= 1.f))
      {
        error = "--battery must be a number 0..1 (got \"" + value + "\")";
        return false;
      }
      current().battery = level;
    }
    else if(arg == "--stats")
      options.stats = value;
    else if(arg == "--press")
    {
      ButtonPress press;
      if(!ButtonPress::parse(value, press, error))
      {
        error = "--press: " + error;
        return false;
      }
      current().presses.push_back(press);
    }
    else
      current().record = value;
  }
  if(options.bodies.empty())
  {
    options.bodies.push_back(defaults);
    options.bodies.back().socket = Lola::defaultSocketPath;
  }
  for(std::size_t i = 0; i < options.bodies.size(); ++i)
  {
    giveDefaultIds(options.bodies[i], i);
    ButtonSchedule schedule;
    for(const ButtonPress& press : options.bodies[i].presses)
      if(!schedule.add(press, 0, error))
      {
        error = "--press for body " + std::to_string(i) + ": " + error;
        return false;
      }
    for(std::size_t j = 0; j < i; ++j)
      if(options.bodies[j].socket == options.bodies[i].socket)
      {
        error = "socket " + options.bodies[i].socket + " is given twice";
        return false;
      }
  }
  return true;
}
