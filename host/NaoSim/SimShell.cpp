/**
 * @file SimShell.cpp
 * The commands of touchline-naosim's shell on standard input.
 */
#include "SimShell.h"
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace
{
  void fail(const std::string& text)
  {
    std::fprintf(stderr, "touchline-naosim: %s\n", text.c_str());
  }

  bool number(const std::string& text, double& value)
  {
    char* end = nullptr;
    value = std::strtod(text.c_str(), &end);
    return !text.empty() && !*end;
  }
}

const SimShell::Command SimShell::table[] = {
  {"help", 0, &SimShell::help},
  {"state", 0, &SimShell::state},
  {"stats", 0, &SimShell::stats},
  {"stats", 1, &SimShell::resetStats},
  {"joints", 0, &SimShell::joints},
  {"press", 2, &SimShell::press},
  {"place", 1, &SimShell::place},
  {"battery", 1, &SimShell::battery},
  {"charger", 1, &SimShell::charger},
  {"disconnect", 0, &SimShell::disconnect},
  {"body", 1, &SimShell::body},
  {"ball", 0, &SimShell::ball},
  {"ball", 2, &SimShell::ball},
  {"ball", 4, &SimShell::ball},
  {"pose", 3, &SimShell::pose},
  {"cameras", 0, &SimShell::cameras},
  {"cameras", 1, &SimShell::camerasDisconnect},
};

const char* SimShell::commands()
{
  return "Commands on standard input (one per line):\n"
         "  state                  One line per body: client, posture, counters, stiffness, LED\n"
         "                         colours (eyes: mean r,g,b of the 8 segments), battery, buttons.\n"
         "  joints                 The selected body's joint angles (rad) and stiffnesses.\n"
         "  press BUTTON SECONDS   Press a button now, e.g. press chest 0.2.\n"
         "  place POSTURE          Put the robot into sitting, standing or lying.\n"
         "  battery LEVEL          Set the battery charge (0..1).\n"
         "  charger on|off         Plug the charger in or out.\n"
         "  disconnect             Close the connection to the selected body's client.\n"
         "  pose X Y DEG           Put the selected body at (X, Y) mm on the field, turned by DEG.\n"
         "  body N                 Select body N (0-based) for the commands above.\n"
         "  ball [X Y [VX VY]]     Put the ball at (X, Y) mm on the field, rolling at (VX, VY) mm/s\n"
         "                         (it slows down by 300 mm/s^2); without arguments: where it is.\n"
         "  cameras                One line per body: its camera servers, clients, images sent\n"
         "                         and dropped.\n"
         "  cameras disconnect     Close the connections to the selected body's camera clients.\n"
         "  stats                  One line per body: cycles answered before the next state\n"
         "                         message, missed ones, late commands, latency percentiles (us).\n"
         "  stats reset            Start the statistics anew.\n"
         "  help                   List these commands.\n"
         "  quit                   End the simulator (like SIGINT or SIGTERM).\n";
}

bool SimShell::execute(const std::string& line)
{
  std::istringstream stream(line);
  Words words;
  for(std::string word; stream >> word;)
    words.push_back(word);
  if(words.empty())
    return true;
  if(words[0] == "quit" || words[0] == "exit")
    return false;
  bool known = false;
  for(const Command& command : table)
    if(words[0] == command.name && words.size() == command.arguments + 1)
    {
      (this->*command.run)(words);
      known = true;
      break;
    }
  if(!known)
    fail("unknown command \"" + line + "\" (try help)");
  std::fflush(stdout);
  return true;
}

void SimShell::help(const Words&)
{
  std::fputs(commands(), stdout);
}

void SimShell::state(const Words&)
{
  for(const auto& each : robots)
    std::printf("%s\n", each->server.describe().c_str());
}

void SimShell::stats(const Words&)
{
  for(const auto& each : robots)
    std::printf("%s\n", each->server.describeStats().c_str());
}

void SimShell::resetStats(const Words& words)
{
  if(words[1] != "reset")
  {
    fail("unknown command \"stats " + words[1] + "\" (try help)");
    return;
  }
  for(const auto& each : robots)
    each->server.resetStats();
  std::printf("stats reset\n");
}

void SimShell::joints(const Words&)
{
  std::printf("%s\n", robot().server.describeJoints().c_str());
}

void SimShell::press(const Words& words)
{
  ButtonPress press;
  press.touches = ButtonPress::touchesNamed(words[1]);
  press.start = robot().body.getTime();
  double seconds = 0;
  std::string error;
  if(press.touches.empty())
    fail("unknown button \"" + words[1] + "\"; buttons: " + ButtonPress::namesHelp());
  else if(!number(words[2], seconds) || seconds <= 0 || seconds > 3600)
    fail("press: expected a duration in seconds, got \"" + words[2] + "\"");
  else if(press.duration = seconds; !robot().body.getButtons().add(press, robot().body.getTime(), error))
    fail(error);
  else
    std::printf("body %zu: pressing %s for %.2f s\n", selected, words[1].c_str(), seconds);
}

void SimShell::place(const Words& words)
{
  SimulatedBody::Posture posture;
  if(!SimulatedBody::parse(words[1], posture))
    fail("place: expected sitting, standing or lying, got \"" + words[1] + "\"");
  else
  {
    robot().body.place(posture);
    std::printf("body %zu: placed %s\n", selected, words[1].c_str());
  }
}

void SimShell::battery(const Words& words)
{
  double level = 0;
  if(!number(words[1], level) || level < 0 || level > 1)
    fail("battery: expected a level 0..1, got \"" + words[1] + "\"");
  else
  {
    robot().body.setBatteryCharge(static_cast<float>(level));
    std::printf("body %zu: battery %.3f\n", selected, level);
  }
}

void SimShell::charger(const Words& words)
{
  if(words[1] != "on" && words[1] != "off")
  {
    fail("unknown command \"charger " + words[1] + "\" (try help)");
    return;
  }
  robot().body.setCharging(words[1] == "on");
  std::printf("body %zu: charger %s\n", selected, words[1].c_str());
}

void SimShell::disconnect(const Words&)
{
  robot().server.disconnect("\"disconnect\" on standard input");
  std::printf("body %zu: disconnected\n", selected);
}

void SimShell::body(const Words& words)
{
  double index = 0;
  if(!number(words[1], index) || index < 0 || index >= static_cast<double>(robots.size()) || index != static_cast<std::size_t>(index))
    fail("body: expected 0.." + std::to_string(robots.size() - 1) + ", got \"" + words[1] + "\"");
  else
  {
    selected = static_cast<std::size_t>(index);
    std::printf("body %zu selected (%s)\n", selected, robots[selected]->server.getPath().c_str());
  }
}

void SimShell::ball(const Words& words)
{
  double values[4] = {0, 0, 0, 0};
  for(std::size_t i = 1; i < words.size(); ++i)
    if(!number(words[i], values[i - 1]) || std::abs(values[i - 1]) > 100000)
    {
      fail("ball: expected X Y [VX VY] in mm and mm/s, got \"" + words[i] + "\"");
      return;
    }
  if(words.size() > 1)
  {
    world.ball = Vector2f(static_cast<float>(values[0]), static_cast<float>(values[1]));
    world.ballVelocity = Vector2f(static_cast<float>(values[2]), static_cast<float>(values[3]));
  }
  std::printf("ball at %.0f %.0f rolling %.0f %.0f\n", world.ball.x(), world.ball.y(), world.ballVelocity.x(), world.ballVelocity.y());
}

void SimShell::pose(const Words& words)
{
  double values[3] = {0, 0, 0};
  for(std::size_t i = 1; i < words.size(); ++i)
    if(!number(words[i], values[i - 1]) || std::abs(values[i - 1]) > 100000)
    {
      fail("pose: expected X Y DEG in mm and degrees, got \"" + words[i] + "\"");
      return;
    }
  for(std::size_t i = 0; i < 3; ++i)
    robot().pose[i] = static_cast<float>(values[i]);
  std::printf("body %zu: at %.0f %.0f turned %.1f deg\n", selected, values[0], values[1], values[2]);
}

void SimShell::cameras(const Words&)
{
  for(std::size_t i = 0; i < robots.size(); ++i)
    std::printf("body=%zu %s\n", i, robots[i]->cameras ? robots[i]->cameras->describe().c_str() : "cameras=none");
}

void SimShell::camerasDisconnect(const Words& words)
{
  if(words[1] != "disconnect")
    fail("unknown command \"cameras " + words[1] + "\" (try help)");
  else if(!robot().cameras)
    fail("body " + std::to_string(selected) + " has no cameras");
  else
  {
    robot().cameras->disconnect();
    std::printf("body %zu: camera clients disconnected\n", selected);
  }
}
