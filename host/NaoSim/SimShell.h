/**
 * @file SimShell.h
 * touchline-naosim's shell: the commands it reads from standard input, one per line.
 */
#pragma once

#include "Physics/PhysicsWorld.h"
#include "SimClock.h"
#include "SimulatedRobot.h"
#include <memory>
#include <string>
#include <vector>

/**
 * The commands touchline-naosim reads from standard input, one per line ("state",
 * "press chest 0.2", "place standing", ...; docs/naosim.md). Answers go to stdout, errors to
 * stderr. Not to be confused with the robot's debug console (touchline-console).
 */
class SimShell
{
public:
  SimShell(std::vector<std::unique_ptr<SimulatedRobot>>& robots, PhysicsWorld& world, SimClock& clock)
    : robots(robots), world(world), clock(clock) {}

  /** The real-time factor measured last (shown by "rtf" and "state"). */
  void setRealTimeFactor(double factor) { realTimeFactor = factor; }

  /** Executes one line (answers on stdout, errors on stderr). Returns false if the simulator should end ("quit"). */
  bool execute(const std::string& line);
  /**
   * Executes one line that came over the simulator's debug link (docs/naosim.md, "The simulator
   * robot") and returns the answer: what the command prints, or "Error: ..." lines first if it
   * failed. "help" answers linkCommands(); "quit" is refused.
   */
  std::string executeRemote(const std::string& line);

  /** The list of the commands, as "help" and touchline-naosim --help show it. */
  static const char* commands();
  /** The commands as the debug link lists them: "<syntax>\t<meaning>" per line (without help and quit). */
  static std::string linkCommands();

private:
  using Words = std::vector<std::string>;

  /** A command: its name, its number of arguments and what it does. */
  struct Command
  {
    const char* name;
    std::size_t arguments;
    void (SimShell::*run)(const Words& words);
  };
  static const Command table[];

  /**
   * One entry of the help: a syntax (alternatives separated by ", "), what it does (lines
   * separated by '\n'), and the debug link's lines if they are not syntax and meaning.
   */
  struct Help
  {
    const char* syntax;
    const char* meaning;
    const char* link = nullptr;
  };
  static const Help helpTable[];

  /** What a command said while it runs for the debug link. */
  struct Answer
  {
    std::string text;
    std::string errors;
  };

  /** printf to stdout, or into the answer of a command of the debug link. */
  void say(const char* format, ...) __attribute__((format(printf, 2, 3)));
  void write(const std::string& text);
  /** An error: "touchline-naosim: <text>" on stderr, or "Error: <text>" in the answer. */
  void fail(const std::string& text);

  void help(const Words& words);
  void state(const Words& words);
  void stats(const Words& words);
  void resetStats(const Words& words);
  void joints(const Words& words);
  void press(const Words& words);
  void place(const Words& words);
  void battery(const Words& words);
  void charger(const Words& words);
  void disconnect(const Words& words);
  void body(const Words& words);
  void ball(const Words& words);
  void pose(const Words& words);
  void cameras(const Words& words);
  void camerasDisconnect(const Words& words);
  void move(const Words& words);
  void moveBall(const Words& words);
  void push(const Words& words);
  void pause(const Words& words);
  void resume(const Words& words);
  void step(const Words& words);
  void factor(const Words& words);
  void fault(const Words& words);

  SimulatedRobot& robot() { return *robots[selected]; }
  /** The robot a word names (its name or index); nullptr (and a message) if none. */
  SimulatedRobot* named(const std::string& word);

  std::vector<std::unique_ptr<SimulatedRobot>>& robots;
  PhysicsWorld& world;
  SimClock& clock;
  std::size_t selected = 0;
  double realTimeFactor = 0.0;
  Answer* answer = nullptr; ///< While a command of the debug link runs.
};
