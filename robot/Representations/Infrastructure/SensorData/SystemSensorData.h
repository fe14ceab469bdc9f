/**
 * @file Representations/Infrastructure/SensorData/SystemSensorData.h
 * The representation SystemSensorData: CPU temperature and battery.
 */
#pragma once

#include "Streaming/AutoStreamable.h"

/** The state of the robot's computer and battery. */
STREAMABLE(SystemSensorData,
{,
  (float)(0.f) cpuTemperature,     /**< Degrees Celsius. */
  (float)(0.f) batteryCurrent,     /**< A; negative while discharging. */
  (float)(1.f) batteryLevel,       /**< 0 empty .. 1 full. */
  (float)(0.f) batteryTemperature, /**< As the battery reports it. */
  (bool)(false) batteryCharging,
});
