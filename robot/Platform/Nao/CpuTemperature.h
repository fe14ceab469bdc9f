/**
 * @file Platform/Nao/CpuTemperature.h
 * The NAO's CPU temperature.
 */
#pragma once

/**
 * The NAO's CPU temperature: the highest of the hwmon sensors
 * /sys/class/hwmon/hwmon1/temp2_input .. temp5_input (milli-degrees Celsius). Sensors that
 * do not exist (e.g. on a PC) are skipped without an error; with none, the temperature is 0.
 */
class CpuTemperature
{
public:
  /** Reads the sensors now (a few small sysfs reads). Degrees Celsius, 0 if there are none. */
  static float read();
};
