/**
 * @file Tools/ButtonClick.h
 * Clicks of a button (chest, foot bumpers) from its raw, bouncing state.
 */
#pragma once

/**
 * Turns the raw, possibly bouncing state of a button into clicks: a change counts only after
 * the raw state has kept it for debounceTime; a click is a press followed by a release within
 * maxPressDuration. Holding the button longer gives no click.
 */
class ButtonClick
{
public:
  /**
   * Feeds the raw state of one frame.
   * @return Whether the button was just released after a short press.
   */
  bool update(bool raw, unsigned time, unsigned debounceTime, unsigned maxPressDuration);

  bool isPressed() const { return pressed; }

private:
  bool pressed = false;      ///< The debounced state.
  bool changing = false;     ///< The raw state differs from the debounced one.
  unsigned changeStart = 0;  ///< When the raw state began to differ (ms).
  unsigned pressStart = 0;   ///< When the current press began (ms).
};
