/**
 * @file SceneFile.h
 * Scene files of touchline-naosim: which robots stand where on the field, and the ball.
 */
#pragma once

#include "SimOptions.h"
#include <string>
#include <string_view>
#include <vector>

/**
 * Reads a scene file (docs/formats/scene.md): a configuration map with the ball and a list of
 * 1 to 14 robots, each with its name, team colour, player number, place and posture, and
 * optionally its socket, ids and cameras. Every mistake is reported as "file(line, column):
 * message" with the position of the value that is wrong.
 */
namespace SceneFile
{
  /** The most robots a scene may hold (7 vs 7). */
  constexpr std::size_t maxRobots = 14;

  /**
   * Reads a scene.
   * @param name The file name in messages.
   * @param text The file's content.
   * @param defaults What each robot has unless the scene says otherwise (the command line's body options).
   * @param bodies Receives the robots.
   * @param ball Receives the ball's place (mm).
   * @return Whether the scene is valid; error says why not.
   */
  bool parse(const std::string& name, std::string_view text, const SimOptions::Body& defaults, std::vector<SimOptions::Body>& bodies,
             std::array<float, 2>& ball, std::string& error);

  /**
   * Finds a scene file: the path as given, else Scenes/NAME (and Scenes/NAME.scene) in the
   * configuration directory.
   * @return The path, or "" if there is none.
   */
  std::string find(const std::string& name);

  /** The jersey colours (RGBA) of Settings' team colours by name ("red", ...); false if unknown. */
  bool jerseyColor(const std::string& name, std::array<float, 4>& rgba);
}
