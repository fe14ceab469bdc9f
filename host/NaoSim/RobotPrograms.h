/**
 * @file RobotPrograms.h
 * The robot programs touchline-naosim starts for the robots of a scene (--run-robots).
 */
#pragma once

#include "SimOptions.h"
#include <string>
#include <sys/types.h>
#include <vector>

/**
 * Starts one robot program (touchline) per simulated body, connected to the body's LoLA socket
 * and cameras, with the body's team and player number as --setting overrides, a debug link on a
 * free port and the clock that fits the world's mode (--clock lockstep for --lockstep and --fast,
 * --clock simulated for --realtime; none without ticks in Battery[3]); their output goes to
 * <directory>/<name>.log. stop() ends them the way a robot
 * program is ended (SIGTERM: they sit their robots down, which needs the simulation to go on
 * until finished() says they are all gone).
 */
class RobotPrograms
{
public:
  ~RobotPrograms();

  /**
   * Starts the programs.
   * @param program The robot program's path.
   * @param directory Where their output goes ("": a new directory in /tmp).
   * @param config The configuration directory to give them ("": their default).
   * @return Whether all started; error says why not.
   */
  bool start(const std::string& program, std::string directory, const std::string& config, const std::vector<SimOptions::Body>& bodies,
             SimOptions::Mode mode, std::string& error);
  /** Asks every program to end (SIGTERM). */
  void stop();
  /** Whether every program has ended (reaps them); reports each one's end once. */
  bool finished();
  /** Kills the programs that are still running (SIGKILL). */
  void kill();
  /**
   * "NAME 127.0.0.1 PORT" per program whose debug link is up (the port from its output, "touchline:
   * debug link on port N"), in the order of the bodies; "NAME -" for one not (yet) up.
   */
  std::string describeDebugLinks();
  const std::string& getDirectory() const { return directory; }
  bool empty() const { return programs.empty(); }

  /** The arguments of the program of a body (for the --help text and the tests). */
  static std::vector<std::string> arguments(const std::string& program, const std::string& config, const SimOptions::Body& body,
                                            SimOptions::Mode mode);

private:
  struct Program
  {
    std::string name;
    pid_t pid = -1;
    std::string log;          ///< Its output file.
    unsigned debugPort = 0;   ///< 0: not known yet.
  };
  std::vector<Program> programs;
  std::string directory;
};
