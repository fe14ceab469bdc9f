/**
 * @file SimShell.cpp
 * The commands of touchline-naosim's shell on standard input.
 */
#include "SimShell.h"
#include "JointLimits.h"
#include <cmath>
#include <numbers>
#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace
{
  bool number(const std::string& text, double& value)
  {
    char* end = nullptr;
    value = std::strtod(text.c_str(), &end);
    return !text.empty() && end == text.c_str() + text.size();
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
  {"mv", 3, &SimShell::move},
  {"mv", 5, &SimShell::move},
  {"mvb", 2, &SimShell::moveBall},
  {"mvb", 4, &SimShell::moveBall},
  {"push", 3, &SimShell::push},
  {"push", 4, &SimShell::push},
  {"pause", 0, &SimShell::pause},
  {"resume", 0, &SimShell::resume},
  {"step", 0, &SimShell::step},
  {"step", 1, &SimShell::step},
  {"rtf", 0, &SimShell::factor},
  {"rtf", 1, &SimShell::factor},
  {"fault", 3, &SimShell::fault},
};

const SimShell::Help SimShell::helpTable[] = {
  {"state", "One line per body: client, posture, counters, stiffness, LED\ncolours (eyes: mean r,g,b of the 8 segments), battery, buttons."},
  {"joints", "The selected body's joint angles (rad) and stiffnesses."},
  {"press BUTTON SECONDS", "Press a button now, e.g. press chest 0.2."},
  {"place POSTURE", "Put the robot into sitting, standing or lying where it is."},
  {"battery LEVEL", "Set the battery charge (0..1)."},
  {"charger on|off", "Plug the charger in or out."},
  {"disconnect", "Close the connection to the selected body's client."},
  {"pose X Y DEG", "Put the selected body at (X, Y) mm on the field, turned by DEG."},
  {"body N", "Select body N (0-based) for the commands above."},
  {"mv ROBOT X Y [Z DEG]", "Move a robot (name or index) to (X, Y) mm, its torso Z mm high\n(without Z: standing on the carpet), turned by DEG (default: as it is)."},
  {"ball [X Y [VX VY]]", "Put the ball at (X, Y) mm on the field, rolling at (VX, VY) mm/s\n(rolling friction slows it down by about 300 mm/s^2); without\narguments: where it is and how fast it rolls."},
  {"mvb X Y [VX VY]", "The same as ball X Y [VX VY] (SimRobot's name)."},
  {"push ROBOT FX FY [S]", "Push a robot's torso with a force of (FX, FY) N for S seconds\n(default 0.1)."},
  {"fault ROBOT JOINT on|off", "A motor fault: the joint (LoLA's name) stops following its\ncommands and goes limp, or works again."},
  {"pause, resume", "Stop and go on simulating (no state messages while paused).",
   "pause\tStop simulating (no state messages while paused).\nresume\tGo on simulating."},
  {"step [N]", "While paused: simulate N cycles (default 1)."},
  {"hold [SECONDS]", "Run until the simulated time SECONDS (default: now) and pause\nthere once every program has answered that cycle; answered\nthen (held at 5.004 s). Commands given while held act at the\nnext cycle."},
  {"rtf [FACTOR]", "The real-time factor measured and kept; with FACTOR: keep that one."},
  {"cameras", "One line per body: its camera servers, clients, images sent\nand dropped."},
  {"cameras disconnect", "Close the connections to the selected body's camera clients."},
  {"stats", "One line per body: cycles answered before the next state\nmessage, missed ones, late commands, latency percentiles (us)."},
  {"stats reset", "Start the statistics anew."},
  {"programs", "One line per robot program of --run-robots: its name, the host\nand port of its debug link (- while it is not up)."},
  {"help", "List these commands."},
  {"quit", "End the simulator (like SIGINT or SIGTERM)."},
};

const char* SimShell::commands()
{
  static const std::string text = [] {
    std::string lines = "Commands on standard input (one per line):\n";
    for(const Help& entry : helpTable)
    {
      std::string syntax = entry.syntax;
      syntax += std::string(syntax.size() < 22 ? 23 - syntax.size() : 2, ' ');
      std::string meaning = entry.meaning;
      for(std::size_t at = 0; (at = meaning.find('\n', at)) != std::string::npos; at += 26)
        meaning.insert(at + 1, std::string(25, ' '));
      lines += "  " + syntax + meaning + "\n";
    }
    return lines;
  }();
  return text.c_str();
}

std::string SimShell::linkCommands()
{
  // One line per command, "<syntax>\t<meaning>" (docs/formats/debug-link.md): the console lists
  // them with its own and sends them here. quit and help are the console's own.
  std::string lines;
  for(const Help& entry : helpTable)
  {
    const std::string syntax = entry.syntax;
    if(syntax == "quit" || syntax == "help")
      continue;
    if(entry.link)
    {
      lines += (lines.empty() ? "" : "\n") + std::string(entry.link);
      continue;
    }
    std::string meaning = entry.meaning;
    std::replace(meaning.begin(), meaning.end(), '\n', ' ');
    for(std::size_t start = 0; start < syntax.size();)
    {
      std::size_t end = syntax.find(", ", start);
      if(end == std::string::npos)
        end = syntax.size();
      lines += (lines.empty() ? "" : "\n") + syntax.substr(start, end - start) + "\t" + meaning;
      start = end + 2;
    }
  }
  return lines;
}

void SimShell::say(const char* format, ...)
{
  char buffer[1024];
  va_list arguments, again;
  va_start(arguments, format);
  va_copy(again, arguments);
  const int length = std::vsnprintf(buffer, sizeof(buffer), format, arguments);
  va_end(arguments);
  std::string text;
  if(length >= static_cast<int>(sizeof(buffer)))
  {
    text.resize(static_cast<std::size_t>(length) + 1);
    std::vsnprintf(text.data(), text.size(), format, again);
    text.pop_back();
  }
  else if(length > 0)
    text.assign(buffer, static_cast<std::size_t>(length));
  va_end(again);
  write(text);
}

void SimShell::write(const std::string& text)
{
  if(answer)
    answer->text += text;
  else
    std::fputs(text.c_str(), stdout);
}

void SimShell::fail(const std::string& text)
{
  if(answer)
  {
    answer->errors += (answer->errors.empty() ? "" : "\n") + ("Error: " + text);
    return;
  }
  std::fprintf(stderr, "touchline-naosim: %s\n", text.c_str());
}

std::string SimShell::executeRemote(const std::string& line)
{
  std::istringstream stream(line);
  std::string first;
  stream >> first;
  if(first == "quit" || first == "exit")
    return "Error: " + first + " ends touchline-naosim only from its standard input";
  if(first == "help")
    return linkCommands();
  Answer collected;
  answer = &collected;
  execute(line);
  answer = nullptr;
  while(!collected.text.empty() && collected.text.back() == '\n')
    collected.text.pop_back();
  if(collected.errors.empty())
    return collected.text;
  return collected.errors + (collected.text.empty() ? "" : "\n" + collected.text);
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
  if(!answer)
    std::fflush(stdout);
  return true;
}

void SimShell::help(const Words&)
{
  write(commands());
}

void SimShell::state(const Words&)
{
  for(const auto& each : robots)
  {
    const std::array<float, 3> pose = each->body.fieldPose();
    say("%s name=%s pose=%.0f,%.0f,%.1f tilt=%.1f rtf=%.2f\n", each->server.describe().c_str(), each->name.c_str(), pose[0], pose[1],
                pose[2], world.torsoTilt(each->body.getIndex()) * 180.0 / std::numbers::pi, realTimeFactor);
  }
}

void SimShell::stats(const Words&)
{
  for(const auto& each : robots)
    say("%s\n", each->server.describeStats().c_str());
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
  say("stats reset\n");
}

void SimShell::joints(const Words&)
{
  say("%s\n", robot().server.describeJoints().c_str());
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
    say("body %zu: pressing %s for %.2f s\n", selected, words[1].c_str(), seconds);
}

void SimShell::place(const Words& words)
{
  SimulatedBody::Posture posture;
  if(!SimulatedBody::parse(words[1], posture))
    fail("place: expected sitting, standing or lying, got \"" + words[1] + "\"");
  else
  {
    robot().body.place(posture);
    say("body %zu: placed %s\n", selected, words[1].c_str());
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
    say("body %zu: battery %.3f\n", selected, level);
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
  say("body %zu: charger %s\n", selected, words[1].c_str());
}

void SimShell::disconnect(const Words&)
{
  robot().server.disconnect("\"disconnect\" on standard input");
  say("body %zu: disconnected\n", selected);
}

void SimShell::body(const Words& words)
{
  double index = 0;
  if(!number(words[1], index) || index < 0 || index >= static_cast<double>(robots.size()) || index != static_cast<std::size_t>(index))
    fail("body: expected 0.." + std::to_string(robots.size() - 1) + ", got \"" + words[1] + "\"");
  else
  {
    selected = static_cast<std::size_t>(index);
    say("body %zu selected (%s)\n", selected, robots[selected]->server.getPath().c_str());
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
    world.moveBall(values[0] / 1000.0, values[1] / 1000.0, values[2] / 1000.0, values[3] / 1000.0);
  const Vector3d position = world.ballPosition() * 1000.0, velocity = world.ballVelocity() * 1000.0;
  say("ball at %.0f %.0f rolling %.0f %.0f\n", position.x(), position.y(), velocity.x(), velocity.y());
}

void SimShell::moveBall(const Words& words)
{
  ball(words);
}

SimulatedRobot* SimShell::named(const std::string& word)
{
  for(const auto& each : robots)
    if(each->name == word)
      return each.get();
  double index = 0;
  if(number(word, index) && index >= 0 && index < static_cast<double>(robots.size()) && index == std::floor(index))
    return robots[static_cast<std::size_t>(index)].get();
  std::string names;
  for(const auto& each : robots)
    names += (names.empty() ? "" : ", ") + each->name;
  fail("no robot \"" + word + "\" (robots: " + names + ", or their indices)");
  return nullptr;
}

void SimShell::move(const Words& words)
{
  SimulatedRobot* target = named(words[1]);
  if(!target)
    return;
  double values[4] = {0, 0, -1, target->body.fieldPose()[2]};
  for(std::size_t i = 2; i < words.size(); ++i)
    if(!number(words[i], values[i - 2]) || std::abs(values[i - 2]) > 100000)
    {
      fail("mv: expected ROBOT X Y [Z DEG] in mm and degrees, got \"" + words[i] + "\"");
      return;
    }
  world.moveRobot(target->body.getIndex(), values[0] / 1000.0, values[1] / 1000.0, words.size() > 4 ? values[2] / 1000.0 : -1.0,
                  values[3] * std::numbers::pi / 180.0);
  const std::array<float, 3> pose = target->body.fieldPose();
  say("%s: at %.0f %.0f turned %.1f deg\n", target->name.c_str(), pose[0], pose[1], pose[2]);
}

void SimShell::push(const Words& words)
{
  SimulatedRobot* target = named(words[1]);
  if(!target)
    return;
  double values[3] = {0, 0, 0.1};
  for(std::size_t i = 2; i < words.size(); ++i)
    if(!number(words[i], values[i - 2]) || std::abs(values[i - 2]) > 1000 || (i == 4 && (values[2] <= 0 || values[2] > 10)))
    {
      fail("push: expected ROBOT FX FY [SECONDS] (N up to 1000, 0 < SECONDS <= 10), got \"" + words[i] + "\"");
      return;
    }
  world.push(target->body.getIndex(), Vector3d(values[0], values[1], 0.0), values[2]);
  say("%s: pushed with %.1f %.1f N for %.2f s\n", target->name.c_str(), values[0], values[1], values[2]);
}

void SimShell::pause(const Words&)
{
  clock.pause(true);
  say("paused at %.3f s\n", world.getTime());
}

void SimShell::resume(const Words&)
{
  clock.pause(false);
  say("running\n");
}

void SimShell::step(const Words& words)
{
  double count = 1;
  if(words.size() > 1 && (!number(words[1], count) || count < 1 || count > 100000 || count != std::floor(count)))
  {
    fail("step: expected a number of cycles 1..100000, got \"" + words[1] + "\"");
    return;
  }
  if(!clock.isPaused())
  {
    fail("step: the simulation runs; pause it first");
    return;
  }
  clock.step(static_cast<int>(count));
  say("stepping %d cycles\n", static_cast<int>(count));
}

void SimShell::factor(const Words& words)
{
  if(words.size() > 1)
  {
    double value = 0;
    if(!number(words[1], value) || value < 0.01 || value > 100)
    {
      fail("rtf: expected a factor 0.01..100, got \"" + words[1] + "\"");
      return;
    }
    clock.setFactor(value);
  }
  say("rtf %.3f mode %s factor %.2f%s\n", realTimeFactor, SimClock::name(clock.getMode()),
              clock.getFactor(), clock.isPaused() ? " paused" : "");
}

void SimShell::fault(const Words& words)
{
  SimulatedRobot* target = named(words[1]);
  if(!target)
    return;
  std::size_t joint = Lola::numOfJoints;
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    if(Lola::jointNames[j] == words[2])
      joint = j;
  if(joint == Lola::numOfJoints || (words[3] != "on" && words[3] != "off"))
  {
    fail("fault: expected ROBOT JOINT on|off with a joint of LoLA (HeadYaw, ..., RHand), got \"" + words[2] + " " + words[3] + "\"");
    return;
  }
  target->body.setFault(joint, words[3] == "on");
  say("%s: %s %s\n", target->name.c_str(), words[2].c_str(), words[3] == "on" ? "fails" : "works again");
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
  world.moveRobot(selected, values[0] / 1000.0, values[1] / 1000.0, -1.0, values[2] * std::numbers::pi / 180.0);
  say("body %zu: at %.0f %.0f turned %.1f deg\n", selected, values[0], values[1], values[2]);
}

void SimShell::cameras(const Words&)
{
  for(std::size_t i = 0; i < robots.size(); ++i)
    say("body=%zu %s\n", i, robots[i]->cameras ? robots[i]->cameras->describe().c_str() : "cameras=none");
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
    say("body %zu: camera clients disconnected\n", selected);
  }
}
