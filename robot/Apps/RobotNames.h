/**
 * @file Apps/RobotNames.h
 * Who the robot is: its head and body names.
 */
#pragma once

#include <string>

/**
 * Who the robot is: waits for LoLA, reads the body id (RobotConfig[0]) from its first state
 * message and closes the connection again, then looks the body up in Config/Robots/robots.cfg.
 * The head's name is the host name if robots.cfg knows it. Unknown parts are "Default".
 */
class RobotNames
{
public:
  std::string head = "Default";
  std::string body = "Default";
  std::string bodyId;
  std::string hostName;

  /**
   * @param lolaPath LoLA's socket.
   * @param error Receives why the names could not be determined (LoLA not reachable before a
   *              signal, malformed message, broken robots.cfg with file(line, column)).
   */
  bool determine(const std::string& lolaPath, std::string& error);

private:
  bool readBodyId(const std::string& lolaPath, std::string& error);
};
