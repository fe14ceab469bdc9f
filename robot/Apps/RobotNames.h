/**
 * @file Apps/RobotNames.h
 * Who the robot is: its head and body names.
 */
#pragma once

#include <string>

/**
 * Who the robot is: waits for LoLA, reads the body id (RobotConfig[0]) from its first state
 * message and closes the connection again, then looks the body up in Config/Robots/robots.cfg.
 * The head's name is the host name if robots.cfg knows it. Unknown parts are "Default"; an
 * unknown body id is a warning that names robots.cfg. A body is simulated if robots.cfg says
 * so (robotType = simulated) or, when it is unknown, if its id looks like touchline-naosim's.
 */
class RobotNames
{
public:
  std::string head = "Default";
  std::string body = "Default";
  std::string bodyId;
  std::string hostName;
  bool simulated = false; ///< A body of touchline-naosim: desktop defaults (the logger's memory).

  /**
   * @param lolaPath LoLA's socket.
   * @param error Receives why the names could not be determined (LoLA not reachable before a
   *              signal, malformed message, broken robots.cfg with file(line, column)).
   */
  bool determine(const std::string& lolaPath, std::string& error);

private:
  bool readBodyId(const std::string& lolaPath, std::string& error);
};
