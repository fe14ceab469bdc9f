/**
 * @file ButtonSchedule.h
 * When the touch sensors of a simulated NAO are pressed.
 */
#pragma once

#include "ButtonPress.h"
#include <array>
#include <string>
#include <utility>
#include <vector>

/**
 * When the touch sensors of a simulated NAO are pressed. Refuses every press that would hold
 * the chest button for 3 s or longer in one go (together with presses that overlap it or
 * follow it within one LoLA cycle): programs of other teams shut the robot's computer down
 * when they see that, and they may run as root on the developer's PC.
 */
class ButtonSchedule
{
public:
  /** The longest hold of the chest button that is refused. */
  static constexpr double maxChestHold = 3.0;

  /**
   * Adds a press.
   * @param now The simulated time (presses that already ended are forgotten).
   * @return Whether it was accepted; error says why not.
   */
  bool add(const ButtonPress& press, double now, std::string& error);

  /** Whether a touch entry is pressed at a time. */
  bool isPressed(Lola::Touch touch, double time) const;

  /** The names of the entries pressed at a time, comma-separated ("none" if none). */
  std::string pressedNames(double time) const;

private:
  using Interval = std::pair<double, double>; ///< [start, end)
  std::array<std::vector<Interval>, Lola::numOfTouches> intervals;
};
