/**
 * @file Views/JointData/JointValues.h
 * The values of the joint data view, per joint: what the robot's JointRequest asks for (angle,
 * stiffness) and what its JointSensorData measured (angle, current, temperature, temperature
 * status). The representations are read through the robot's own TypeInfo (it may run another
 * version of the code): binary -> config map -> the fields by name, so a joint or field the robot
 * does not have is simply missing. Joints appear in the order the robot sends them. Qt-free.
 */
#pragma once

#include "Streaming/TypeInfo.h"
#include <optional>
#include <string>
#include <vector>

class JointValues
{
public:
  struct Joint
  {
    std::string name;
    std::optional<float> request;    ///< Requested angle (rad; hands: opening 0..1); none if off or ignored.
    bool off = false;                ///< The request switches the joint off.
    bool ignored = false;            ///< The request leaves the joint to another source.
    std::optional<int> stiffness;    ///< Requested stiffness (percent).
    std::optional<float> sensor;     ///< Measured angle (rad; hands: opening 0..1).
    std::optional<int> current;      ///< Motor current (mA).
    std::optional<int> temperature;  ///< Motor temperature (degrees Celsius).
    std::string status;              ///< Temperature status ("regular", "hot", ...); empty if not sent.
  };

  /** The values JointRequest uses for "off" and "ignore" (rad). */
  static constexpr float offAngle = 10000.f;
  static constexpr float ignoreAngle = 20000.f;

  /** Reads a JointRequest (payload as the robot streamed it, type as in its TypeInfo); false and why if that fails. */
  bool readRequest(const TypeInfo& info, const std::string& type, const std::string& payload, std::string& error);
  /** Reads a JointSensorData. */
  bool readSensorData(const TypeInfo& info, const std::string& type, const std::string& payload, std::string& error);

  /** Whether a joint is a hand (its values are openings 0..1, not angles). */
  static bool isHand(const std::string& name);

  std::vector<Joint> joints;

private:
  Joint& joint(const std::string& name);
};
