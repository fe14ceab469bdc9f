/**
 * @file Platform/Nao/LolaConversion.h
 * LoLA's sensor values into Touchline's representations, and a JointRequest into LoLA's joints.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include "Platform/Nao/LolaSensorValues.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include <array>

/**
 * How the NaoProvider reads LoLA's state message and fills LoLA's joints from a JointRequest
 * (docs/formats/lola.md), in one place, so that anything that stands in for LoLA (the motion
 * lab against naosim's physics) sees exactly what the robot sees.
 */
namespace LolaConversion
{
  /** Touchline's joint for each of LoLA's 25 joints (rHipYawPitch has none: it is lHipYawPitch). */
  extern const std::array<Joints::Joint, Lola::numOfJoints> jointOfLola;
  /** LoLA's Touch entry for each key. */
  extern const std::array<Lola::Touch, KeyStates::numOfKeys> touchOfKey;

  /** Angles, currents, temperatures and status of the joints (timestamp not set). */
  void read(const LolaSensorValues& sensors, JointSensorData& jointSensorData);
  /** Gyroscope, accelerometer (negated into Touchline's convention) and angles. */
  void read(const LolaSensorValues& sensors, InertialSensorData& inertialSensorData);
  /** The FSRs per foot and their sums. */
  void read(const LolaSensorValues& sensors, FsrSensorData& fsrSensorData);
  /** The buttons. */
  void read(const LolaSensorValues& sensors, KeyStates& keyStates);

  /**
   * LoLA's Position and Stiffness (0..1) for a JointRequest: a joint that is off, ignored, not a
   * number or without stiffness gets its measured angle and stiffness 0.
   */
  void write(const JointRequest& request, const LolaSensorValues& sensors, std::array<float, Lola::numOfJoints>& positions,
             std::array<float, Lola::numOfJoints>& stiffnesses);
}
