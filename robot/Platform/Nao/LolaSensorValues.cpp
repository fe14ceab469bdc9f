/**
 * @file Platform/Nao/LolaSensorValues.cpp
 * Where the values of each state key are in LolaSensorValues.
 */
#include "Platform/Nao/LolaSensorValues.h"

float* LolaSensorValues::floats(Lola::StateKey key)
{
  switch(key)
  {
    case Lola::Stiffness: return stiffness.data();
    case Lola::Position: return position.data();
    case Lola::Temperature: return temperature.data();
    case Lola::Current: return current.data();
    case Lola::BatteryKey: return battery.data();
    case Lola::Accelerometer: return accelerometer.data();
    case Lola::Gyroscope: return gyroscope.data();
    case Lola::Angles: return angles.data();
    case Lola::Sonar: return sonar.data();
    case Lola::FSR: return fsr.data();
    case Lola::TouchKey: return touch.data();
    default: return nullptr;
  }
}
