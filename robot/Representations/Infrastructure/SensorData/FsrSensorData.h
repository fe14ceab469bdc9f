/**
 * @file Representations/Infrastructure/SensorData/FsrSensorData.h
 * The representation FsrSensorData: the pressure sensors under the feet.
 */
#pragma once

#include "RobotParts/FsrSensors.h"
#include "RobotParts/Legs.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"

/** The force sensitive resistors under the feet: four per foot, and their sum. */
STREAMABLE(FsrSensorData,
{,
  (ENUM_INDEXED_ARRAY(ENUM_INDEXED_ARRAY(float, FsrSensors::FsrSensor), Legs::Leg))(ENUM_INDEXED_ARRAY(float, FsrSensors::FsrSensor)(0.f)) pressures, /**< Per leg and sensor (kg). */
  (ENUM_INDEXED_ARRAY(float, Legs::Leg))(0.f) totals, /**< Sum of the four sensors per leg (kg). */
});
