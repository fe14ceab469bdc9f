/**
 * @file SimOptions.cpp
 * The options of touchline-naosim, their help, and how they make the simulated bodies.
 */
#include "SimOptions.h"
#include "ButtonSchedule.h"
#include "Platform/Nao/CameraServerProtocol.h"
#include "Platform/Nao/LolaProtocol.h"
#include "SceneFile.h"
#include "SimShell.h"
#include "Platform/File.h"
#include <fstream>
#include <sstream>
#include <cstdio>
#include <cmath>
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

CommandLine SimOptions::commandLine()
{
  CommandLine commandLine("touchline-naosim", "[OPTION]... [--socket PATH [BODY OPTION]...]...",
                          "A simulated NAO body that serves LoLA's protocol on a Unix socket: an 896-byte state message "
                          "every 12 ms, commands with any subset of the 11 keys; its two cameras' images of a field served with the "
                          "camera protocol of the Webots LoLA controller. Several --socket options simulate several "
                          "bodies. Body options before the first --socket apply to every body, those after a --socket to "
                          "that body only.");
  const auto length = [](std::size_t n) {
    return [n](const std::string& value) {
      return value.size() == n ? std::string() : "must have exactly " + std::to_string(n) + " characters (got \"" + value + "\")";
    };
  };
  commandLine.option("scene", "FILE",
                     "Simulate the robots of a scene file (docs/formats/scene.md): FILE, or Config/Scenes/FILE[.scene]. "
                     "Body options given before it apply to every robot of the scene unless the scene sets them.");
  commandLine.flag("realtime", "A LoLA cycle every 12 ms of wall clock, whether the programs answer or not (default).");
  commandLine.flag("lockstep",
                   "The world advances a cycle only after every attached program has answered the last state: the same "
                   "commands give the same LoLA bytes on any machine. At most as fast as real time (times --factor).");
  commandLine.flag("fast", "Lock-step as fast as the programs answer.");
  commandLine.option("factor", "F", "The real-time factor to keep in --realtime and --lockstep (default 1).").number(0.01, 100);
  commandLine.option("until", "SECONDS", "End after this much simulated time.").number(0.001, 1e7);
  commandLine.option("result", "FILE",
                     "At the end, write what happened as JSON (docs/naosim.md, \"Results\"): final poses, falls, the ball's "
                     "path. - for standard output.")
    .nonEmpty();
  commandLine.option("stall-timeout", "SECONDS",
                     "How long --lockstep and --fast wait for a program's answer before they name it and go on without "
                     "waiting for it (default 2).")
    .number(0.01, 3600);
  commandLine.option("hold", "SECONDS",
                     "Hold the world when it reaches this simulated time (as the command hold does), until a host or "
                     "standard input lets it go on (hold, resume): a console script starts there (docs/naosim.md, \"Scripted "
                     "situations\").")
    .number(0, 1e7);
  commandLine.option("seed", "N",
                     "The seed of what is random in the world: the noise, misses and false positives of the simulated "
                     "percepts (default 1). The same seed, scene and commands give the same run.")
    .integer(0, 4294967295ll);
  commandLine.option("ball", "X,Y", "Where the ball lies at the start (mm; default the centre spot, or the scene's).")
    .check([](const std::string& value) {
      std::array<float, 3> pose;
      return SimOptions::parsePose(value + ",0", pose).empty() ? std::string() : "\"" + value + "\" is not X,Y";
    });
  commandLine.option("run-robots", "PROGRAM",
                     "Start the robot program PROGRAM (touchline) for every body: on its LoLA socket and cameras, with "
                     "--setting playerNumber, fieldPlayerColor (and teamNumber) of the body, a debug link on a free port. "
                     "At the end they are stopped as a robot is (they sit down) before naosim ends.")
    .nonEmpty();
  commandLine.option("robot-output", "DIR", "Where the robot programs' output goes, one NAME.log each (default: a new directory in /tmp).")
    .nonEmpty();
  commandLine.option("write-model", "FILE", "Write the MuJoCo model (MJCF) of the scene to FILE and end.").nonEmpty();
  commandLine.option("name", "NAME", "The body's name in commands and results (default robot1, robot2, ...).").repeatable();
  commandLine.option("team", "COLOR", "The colour of the body's jersey (default red).")
    .repeatable()
    .oneOf({"blue", "red", "yellow", "black", "white", "green", "orange", "purple", "brown", "gray"});
  commandLine.option("number", "N", "The body's player number (default: its place in the list).").repeatable().integer(1, 20);
  commandLine.option("socket", "PATH",
                     "Serve a body on the Unix socket PATH, or on TCP with tcp:HOST:PORT (PORT 0: a free port, printed) "
                     "(default: one body on /tmp/robocup).")
    .repeatable();
  commandLine.option("body-id", "ID", "RobotConfig[0], 20 characters (default P0000073SIM000000001, numbered per body).")
    .repeatable().check(length(Lola::idLength));
  commandLine.option("body-version", "V", "RobotConfig[1], 5 characters (default 6.0.0).").repeatable().check(length(Lola::versionLength));
  commandLine.option("head-id", "ID", "RobotConfig[2], 20 characters (default P0000074SIM000000001, numbered per body).")
    .repeatable().check(length(Lola::idLength));
  commandLine.option("head-version", "V", "RobotConfig[3], 5 characters (default 6.0.0).").repeatable().check(length(Lola::versionLength));
  commandLine.option("posture", "P", "Initial posture: sitting (default), standing or lying.").repeatable().oneOf({"sitting", "standing", "lying"});
  commandLine.option("battery", "LEVEL", "Initial battery charge 0..1 (default 1).").repeatable().number(0, 1);
  commandLine.option("tier", "TIER",
                     "What the body's robot program gets from its cameras (docs/naosim.md, \"Tiers\"): images (default: "
                     "rendered, the whole perception runs), percepts (what each camera would perceive, computed from the "
                     "true world, with noise) or oracle (the true world model). --run-robots gives the program the "
                     "scenario Percepts or Oracle for the last two.")
    .repeatable()
    .oneOf({"images", "percepts", "oracle"});
  commandLine.flag("charging", "Start with the charger plugged in.").repeatable();
  commandLine.option("press", "BUTTON@START:DURATION",
                     "Press a button START seconds after the start for DURATION seconds, e.g. chest@2.0:0.2. Holding the "
                     "chest button for 3 s or longer is refused.")
    .repeatable()
    .check([](const std::string& value) {
      ButtonPress press;
      std::string error;
      return ButtonPress::parse(value, press, error) ? std::string() : error;
    });
  commandLine.option("record", "FILE", "Write every received command to FILE, one line each.").repeatable();
  commandLine.option("cameras", "HOST[:PORT]",
                     "Serve the body's cameras (docs/naosim.md): the upper camera's images on TCP at HOST:PORT, the lower "
                     "camera's at PORT + 1 (default PORT 10001; 0: a free pair of ports, printed). Without it, the first "
                     "body serves them on 127.0.0.1:10001 if those ports are free.")
    .repeatable()
    .check([](const std::string& value) {
      std::string host;
      std::uint16_t port = 0;
      return SimOptions::parseCameras(value, host, port);
    });
  commandLine.flag("no-cameras", "Serve no camera images for the body.").repeatable();
  commandLine.flag("no-ticks", "Leave the battery temperature in the last Battery value instead of the LoLA tick.").repeatable();
  commandLine.option("pose", "X,Y,DEG",
                     "Where the body stands on the field (mm, mm, degrees; default -1500,0,0 for the first body, each "
                     "further one 1000 mm further right).")
    .repeatable()
    .check([](const std::string& value) {
      std::array<float, 3> pose;
      return SimOptions::parsePose(value, pose);
    });
  commandLine.option("config", "DIR",
                     "The configuration directory the cameras' files are read from (default: $TOUCHLINE_CONFIG, else "
                     "Config beside or above the executable).")
    .nonEmpty();
  commandLine.option("debug-port", "PORT",
                     "The TCP port of the simulator robot's debug link on 127.0.0.1 (docs/naosim.md, \"The simulator robot\"): "
                     "the studio and the console see the true poses of the robots and the ball there and send mv, mvb, push, "
                     "pause, step, rtf ... (default 9998, or any free port if that is taken; 0: any free port). The port is "
                     "printed.")
    .integer(0, 65535);
  commandLine.flag("no-debug-link", "No simulator robot: no debug link, no beacons, nothing handed over per cycle.");
  commandLine.option("stats", "FILE",
                     "At exit, write each body's latency statistics (stdin command stats) to FILE, - for standard output. "
                     "Applies to all bodies.");
  commandLine.details(std::string(SimShell::commands()) +
                      "\n"
                      "Buttons: chest, head (all three), head-front, head-middle, head-rear, lfoot, rfoot\n"
                      "(both bumpers), lfoot-left, lfoot-right, rfoot-left, rfoot-right, lhand, rhand (all\n"
                      "three), lhand-back, lhand-left, lhand-right, rhand-back, rhand-left, rhand-right, or\n"
                      "LoLA's names (ChestBoardButton, HeadTouchFront, ...).\n");
  commandLine.epilogue("Reports (stderr): clients connecting and leaving, malformed commands (stream offset,\n"
                       "message offset, key), state messages without a command before the next one, state\n"
                       "messages the client did not read. SIGINT or SIGTERM end the simulator; it removes its\n"
                       "socket files. Exit status: 0 ended normally, 1 a socket could not be served or a\n"
                       "--record or --stats file not written, 2 usage error.\n");
  return commandLine;
}

bool SimOptions::take(const CommandLine& commandLine, std::string& error)
{
  Body defaults;
  defaults.identity = {"", "6.0.0", "", "6.0.0"};
  bodies.clear();
  bool modeSet = false, ballSet = false;
  auto current = [&]() -> Body& { return bodies.empty() ? defaults : bodies.back(); };
  for(const CommandLine::Item& item : commandLine.items())
  {
    const std::string& option = item.option->name();
    const std::string& value = item.value;
    if(option == "socket")
    {
      bodies.push_back(defaults);
      bodies.back().socket = value;
    }
    else if(option == "body-id" || option == "head-id")
    {
      (option == "body-id" ? current().identity.bodyId : current().identity.headId) = value;
      (option == "body-id" ? current().bodyIdSet : current().headIdSet) = true;
    }
    else if(option == "body-version")
      current().identity.bodyVersion = value;
    else if(option == "head-version")
      current().identity.headVersion = value;
    else if(option == "posture")
      SimulatedBody::parse(value, current().posture);
    else if(option == "battery")
      current().battery = static_cast<float>(std::strtod(value.c_str(), nullptr));
    else if(option == "tier")
      parse(value, current().tier);
    else if(option == "charging")
      current().charging = true;
    else if(option == "press")
      ButtonPress::parse(value, current().presses.emplace_back(), error);
    else if(option == "record")
      current().record = value;
    else if(option == "stats")
      stats = value;
    else if(option == "cameras")
    {
      parseCameras(value, current().cameraHost, current().cameraPort);
      current().noCameras = false;
    }
    else if(option == "no-cameras")
      current().noCameras = true;
    else if(option == "no-ticks")
      current().ticks = false;
    else if(option == "pose")
    {
      parsePose(value, current().pose);
      current().poseSet = true;
    }
    else if(option == "config")
      config = value;
    else if(option == "debug-port")
      debugPort = static_cast<int>(std::strtol(value.c_str(), nullptr, 10));
    else if(option == "no-debug-link")
      debugLink = false;
    else if(option == "scene")
      scene = value;
    else if(option == "realtime" || option == "lockstep" || option == "fast")
    {
      const Mode chosen = option == "realtime" ? Mode::realtime : option == "lockstep" ? Mode::lockstep : Mode::fast;
      if(modeSet && chosen != mode)
      {
        error = "--realtime, --lockstep and --fast exclude each other";
        return false;
      }
      mode = chosen;
      modeSet = true;
    }
    else if(option == "factor")
      factor = std::strtod(value.c_str(), nullptr);
    else if(option == "until")
      until = std::strtod(value.c_str(), nullptr);
    else if(option == "result")
      result = value;
    else if(option == "stall-timeout")
      stallTimeout = std::strtod(value.c_str(), nullptr);
    else if(option == "hold")
      holdAt = std::strtod(value.c_str(), nullptr);
    else if(option == "seed")
      seed = static_cast<unsigned>(std::strtoul(value.c_str(), nullptr, 10));
    else if(option == "ball")
    {
      std::array<float, 3> pose;
      parsePose(value + ",0", pose);
      ball = {pose[0], pose[1]};
      ballSet = true;
    }
    else if(option == "write-model")
      writeModel = value;
    else if(option == "run-robots")
      runRobots = value;
    else if(option == "robot-output")
      robotOutput = value;
    else if(option == "name")
      current().name = value;
    else if(option == "team")
      current().team = value;
    else if(option == "number")
      current().number = static_cast<int>(std::strtol(value.c_str(), nullptr, 10));
  }
  if(!debugLink && debugPort >= 0)
  {
    error = "--debug-port and --no-debug-link exclude each other";
    return false;
  }
  if(!scene.empty())
  {
    if(!bodies.empty())
    {
      error = "--scene and --socket exclude each other: the scene names the robots' sockets";
      return false;
    }
    if(!config.empty())
      File::setConfigDirectory(config);
    const std::string path = SceneFile::find(scene);
    if(path.empty())
    {
      error = "no scene file " + scene + " (nor Scenes/" + scene + "[.scene] in " + File::getConfigDirectory() + ")";
      return false;
    }
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    std::array<float, 2> sceneBall{};
    if(!file || !SceneFile::parse(path, text.str(), defaults, bodies, sceneBall, error))
    {
      if(error.empty())
        error = "cannot read " + path;
      return false;
    }
    if(!ballSet)
      ball = sceneBall;
  }
  if(bodies.empty())
  {
    bodies.push_back(defaults);
    bodies.back().socket = Lola::defaultSocketPath;
  }
  for(std::size_t i = 0; i < bodies.size(); ++i)
  {
    Body& body = bodies[i];
    if(body.name.empty())
      body.name = "robot" + std::to_string(i + 1);
    if(body.number == 0)
      body.number = static_cast<int>(i + 1);
    if(body.socket.empty())
      body.socket = "/tmp/naosim-" + body.name;
    if(!body.poseSet)
      body.pose = {-1500.f, -1000.f * static_cast<float>(i), 0.f};
    if(body.noCameras)
      body.cameraHost.clear();
    else if(body.cameraHost.empty() && (i == 0 || !scene.empty()))
    {
      // The first body's cameras on the camera protocol's default ports; in a scene each robot's on the next pair.
      body.cameraHost = "127.0.0.1";
      body.cameraPort = static_cast<std::uint16_t>(CameraServer::defaultPort + 2 * i);
      body.camerasByDefault = true;
    }
  }
  return checkBodies(error);
}

const char* SimOptions::name(Tier tier)
{
  switch(tier)
  {
    case Tier::percepts: return "percepts";
    case Tier::oracle: return "oracle";
    default: return "images";
  }
}

bool SimOptions::parse(const std::string& name, Tier& tier)
{
  for(const Tier candidate : {Tier::images, Tier::percepts, Tier::oracle})
    if(name == SimOptions::name(candidate))
    {
      tier = candidate;
      return true;
    }
  return false;
}

std::string SimOptions::parseCameras(const std::string& text, std::string& host, std::uint16_t& port)
{
  const std::size_t colon = text.rfind(':');
  host = text.substr(0, colon);
  port = CameraServer::defaultPort;
  if(colon != std::string::npos)
  {
    const std::string number = text.substr(colon + 1);
    char* end = nullptr;
    const long value = std::strtol(number.c_str(), &end, 10);
    if(number.empty() || *end || value < 0 || value > 65534)
      return "\"" + text + "\" is not HOST[:PORT] with a port of 0..65534";
    port = static_cast<std::uint16_t>(value);
  }
  if(host.empty())
    return "\"" + text + "\" has no host";
  return "";
}

std::string SimOptions::parsePose(const std::string& text, std::array<float, 3>& pose)
{
  const char* p = text.c_str();
  for(std::size_t i = 0; i < 3; ++i)
  {
    char* end = nullptr;
    const double value = std::strtod(p, &end);
    if(end == p || !std::isfinite(value) || std::abs(value) > 100000 || *end != (i < 2 ? ',' : '\0'))
      return "\"" + text + "\" is not X,Y,DEG (three numbers separated by commas)";
    pose[i] = static_cast<float>(value);
    p = end + (i < 2 ? 1 : 0);
  }
  return "";
}

bool SimOptions::checkBodies(std::string& error)
{
  for(std::size_t i = 0; i < bodies.size(); ++i)
  {
    giveDefaultIds(bodies[i], i);
    if(bodies[i].tier != Tier::images && bodies[i].cameraHost.empty())
    {
      error = "body " + std::to_string(i) + " (" + bodies[i].name + ") has the tier " + name(bodies[i].tier) +
              " but no cameras: its program gets " + name(bodies[i].tier) + " through them";
      return false;
    }
    for(std::size_t j = 0; j < i; ++j)
      if(bodies[j].name == bodies[i].name)
      {
        error = "two bodies are called " + bodies[i].name;
        return false;
      }
    ButtonSchedule schedule;
    for(const ButtonPress& press : bodies[i].presses)
      if(!schedule.add(press, 0, error))
      {
        error = "--press for body " + std::to_string(i) + ": " + error;
        return false;
      }
    for(std::size_t j = 0; j < i; ++j)
    {
      if(bodies[j].socket == bodies[i].socket)
      {
        error = "socket " + bodies[i].socket + " is given twice";
        return false;
      }
      if(!bodies[i].cameraHost.empty() && bodies[j].cameraHost == bodies[i].cameraHost && bodies[i].cameraPort != 0 &&
         bodies[j].cameraPort != 0 && std::abs(bodies[i].cameraPort - bodies[j].cameraPort) < 2)
      {
        error = "the cameras of bodies " + std::to_string(j) + " and " + std::to_string(i) + " need the same ports";
        return false;
      }
    }
  }
  return true;
}
