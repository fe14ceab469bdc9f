/**
 * @file Tools/ButtonClick.cpp
 * Clicks of a button from its raw, bouncing state.
 */
#include "Tools/ButtonClick.h"

bool ButtonClick::update(bool raw, unsigned time, unsigned debounceTime, unsigned maxPressDuration)
{
  if(raw == pressed)
  {
    changing = false;
    return false;
  }
  if(!changing)
  {
    changing = true;
    changeStart = time;
  }
  if(static_cast<int>(time - changeStart) < static_cast<int>(debounceTime))
    return false;

  changing = false;
  pressed = raw;
  if(pressed)
  {
    pressStart = changeStart;
    return false;
  }
  return static_cast<int>(changeStart - pressStart) <= static_cast<int>(maxPressDuration);
}
