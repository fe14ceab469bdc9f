#include "ConsoleCommands.h"
#include "SimOptions.h"
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

bool ConsoleCommands::execute(const std::string& line)
{
  std::istringstream stream(line);
  std::vector<std::string> words;
  for(std::string word; stream >> word;)
    words.push_back(word);
  if(words.empty())
    return true;
  const std::string& command = words[0];
  SimulatedRobot& robot = *robots[selected];
  double value = 0;

  if(command == "quit" || command == "exit")
    return false;
  else if(command == "help")
  {
    const std::string usage = SimOptions::usage();
    const std::size_t begin = usage.find("Commands on standard input");
    std::fputs(usage.substr(begin, usage.find("\n\n", begin) - begin + 1).c_str(), stdout);
  }
  else if(command == "state" && words.size() == 1)
    for(const auto& each : robots)
      std::printf("%s\n", each->server.describe().c_str());
  else if(command == "stats" && words.size() == 1)
    for(const auto& each : robots)
      std::printf("%s\n", each->server.describeStats().c_str());
  else if(command == "stats" && words.size() == 2 && words[1] == "reset")
  {
    for(const auto& each : robots)
      each->server.resetStats();
    std::printf("stats reset\n");
  }
  else if(command == "joints" && words.size() == 1)
    std::printf("%s\n", robot.server.describeJoints().c_str());
  else if(command == "press" && words.size() == 3)
  {
    ButtonPress press;
    press.touches = ButtonPress::touchesNamed(words[1]);
    press.start = robot.body.getTime();
    std::string error;
    if(press.touches.empty())
      fail("unknown button \"" + words[1] + "\"; buttons: " + ButtonPress::namesHelp());
    else if(!number(words[2], value) || value <= 0 || value > 3600)
      fail("press: expected a duration in seconds, got \"" + words[2] + "\"");
    else if(press.duration = value; !robot.body.getButtons().add(press, robot.body.getTime(), error))
      fail(error);
    else
      std::printf("body %zu: pressing %s for %.2f s\n", selected, words[1].c_str(), value);
  }
  else if(command == "place" && words.size() == 2)
  {
    SimulatedBody::Posture posture;
    if(!SimulatedBody::parse(words[1], posture))
      fail("place: expected sitting, standing or lying, got \"" + words[1] + "\"");
    else
    {
      robot.body.place(posture);
      std::printf("body %zu: placed %s\n", selected, words[1].c_str());
    }
  }
  else if(command == "battery" && words.size() == 2)
  {
    if(!number(words[1], value) || value < 0 || value > 1)
      fail("battery: expected a level 0..1, got \"" + words[1] + "\"");
    else
    {
      robot.body.setBatteryCharge(static_cast<float>(value));
      std::printf("body %zu: battery %.3f\n", selected, value);
    }
  }
  else if(command == "charger" && words.size() == 2 && (words[1] == "on" || words[1] == "off"))
  {
    robot.body.setCharging(words[1] == "on");
    std::printf("body %zu: charger %s\n", selected, words[1].c_str());
  }
  else if(command == "disconnect" && words.size() == 1)
  {
    robot.server.disconnect("\"disconnect\" on standard input");
    std::printf("body %zu: disconnected\n", selected);
  }
  else if(command == "body" && words.size() == 2)
  {
    if(!number(words[1], value) || value < 0 || value >= static_cast<double>(robots.size()) || value != static_cast<std::size_t>(value))
      fail("body: expected 0.." + std::to_string(robots.size() - 1) + ", got \"" + words[1] + "\"");
    else
    {
      selected = static_cast<std::size_t>(value);
      std::printf("body %zu selected (%s)\n", selected, robots[selected]->server.getPath().c_str());
    }
  }
  else
    fail("unknown command \"" + line + "\" (try help)");
  std::fflush(stdout);
  return true;
}
