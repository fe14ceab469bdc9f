/**
 * @file Platform/Nao/SitDownSequence.h
 * What the program does with the body after the robot code has ended.
 */
#pragma once

#include "Platform/Nao/LolaClient.h"
#include <string>

/**
 * What the program does with the body after the robot code has ended (docs/nao.md): unless
 * the robot already sits, it moves all joints smoothly (cosine, about 2 s) from where they are
 * to the sitting pose (NaoPoses::sitting) with stiffness 1, or 0.2 if the torso is tilted by
 * more than 45 degrees; then it switches every joint off (stiffness 0, target = measured angle)
 * and shows how the robot code ended in the eyes: blue 0.1 after a normal end, yellow 1.0 if it
 * failed to start (a configuration error), red 1.0 after a crash; every other LED off. Every
 * state message is answered with exactly one command.
 */
class SitDownSequence
{
public:
  /** How the robot code ended (the colour of the eyes). */
  enum class Ending
  {
    normal,        ///< Blue: stopped by a signal, or LoLA went away.
    failedToStart, ///< Yellow: settings.cfg or threads.cfg were rejected; it never ran.
    crashed,       ///< Red: a signal, an unexpected exit status, killed after not stopping.
  };

  /** The duration of the motion to the sitting pose. */
  static constexpr int durationMilliseconds = 2000;
  /** The number of commands that switch the joints off and set the eyes. */
  static constexpr int finalCommands = 5;

  /**
   * Runs the sequence on a connected client.
   * @param ending How the robot code ended: the colour of the eyes.
   * @param report Receives what was done ("sat down in 2 s, joints off, eyes blue (ended
   *               normally)"), or the error if LoLA went away or sent malformed messages.
   * @return Whether the sequence was completed.
   */
  static bool run(LolaClient& client, Ending ending, std::string& report);

  /** "blue (ended normally)", "yellow (failed to start)", "red (crashed)". */
  static const char* describe(Ending ending);

  /** Whether the measured joint angles (LoLA's order) are those of a sitting robot. */
  static bool isSitting(const float* positions);
};
