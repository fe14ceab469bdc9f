/**
 * @file Platform/Nao/LolaConversion.cpp
 * Between LoLA's values and Touchline's representations.
 */
#include "Platform/Nao/LolaConversion.h"
#include <algorithm>
#include <cmath>

const std::array<Joints::Joint, Lola::numOfJoints> LolaConversion::jointOfLola = {
  Joints::headYaw, Joints::headPitch,
  Joints::lShoulderPitch, Joints::lShoulderRoll, Joints::lElbowYaw, Joints::lElbowRoll, Joints::lWristYaw,
  Joints::lHipYawPitch, Joints::lHipRoll, Joints::lHipPitch, Joints::lKneePitch, Joints::lAnklePitch, Joints::lAnkleRoll,
  Joints::rHipRoll, Joints::rHipPitch, Joints::rKneePitch, Joints::rAnklePitch, Joints::rAnkleRoll,
  Joints::rShoulderPitch, Joints::rShoulderRoll, Joints::rElbowYaw, Joints::rElbowRoll, Joints::rWristYaw,
  Joints::lHand, Joints::rHand};

const std::array<Lola::Touch, KeyStates::numOfKeys> LolaConversion::touchOfKey = {
  Lola::HeadTouchFront, Lola::HeadTouchMiddle, Lola::HeadTouchRear,
  Lola::LHandTouchBack, Lola::LHandTouchLeft, Lola::LHandTouchRight,
  Lola::RHandTouchBack, Lola::RHandTouchLeft, Lola::RHandTouchRight,
  Lola::LFootBumperLeft, Lola::LFootBumperRight, Lola::RFootBumperLeft, Lola::RFootBumperRight,
  Lola::ChestBoardButton};

void LolaConversion::read(const LolaSensorValues& sensors, JointSensorData& jointSensorData)
{
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    const Joints::Joint joint = jointOfLola[j];
    jointSensorData.angles[joint] = sensors.position[j];
    jointSensorData.currents[joint] = static_cast<short>(std::clamp(std::lround(sensors.current[j] * 1000.f), -32768l, 32767l));
    jointSensorData.temperatures[joint] = static_cast<unsigned char>(std::clamp(std::lround(sensors.temperature[j]), 0l, 255l));
    jointSensorData.status[joint] = static_cast<JointSensorData::TemperatureStatus>(
      std::min<unsigned>(sensors.status[j], JointSensorData::criticallyHot));
  }
  jointSensorData.angles[Joints::rHipYawPitch] = jointSensorData.angles[Joints::lHipYawPitch];
  jointSensorData.currents[Joints::rHipYawPitch] = jointSensorData.currents[Joints::lHipYawPitch];
  jointSensorData.temperatures[Joints::rHipYawPitch] = jointSensorData.temperatures[Joints::lHipYawPitch];
  jointSensorData.status[Joints::rHipYawPitch] = jointSensorData.status[Joints::lHipYawPitch];
}

void LolaConversion::read(const LolaSensorValues& sensors, InertialSensorData& inertialSensorData)
{
  inertialSensorData.gyro = Vector3a(Angle(sensors.gyroscope[0]), Angle(sensors.gyroscope[1]), Angle(sensors.gyroscope[2]));
  // LoLA measures about -9.81 in z when upright; Touchline's convention is +9.81.
  inertialSensorData.acc = Vector3f(-sensors.accelerometer[0], -sensors.accelerometer[1], -sensors.accelerometer[2]);
  inertialSensorData.angle = Vector3a(Angle(sensors.angles[0]), Angle(sensors.angles[1]), Angle(0.f));
}

void LolaConversion::read(const LolaSensorValues& sensors, FsrSensorData& fsrSensorData)
{
  FOREACH_ENUM(Legs::Leg, leg)
  {
    float total = 0.f;
    FOREACH_ENUM(FsrSensors::FsrSensor, sensor)
    {
      const float pressure = sensors.fsr[static_cast<std::size_t>(leg) * FsrSensors::numOfFsrSensors + static_cast<std::size_t>(sensor)];
      fsrSensorData.pressures[leg][sensor] = pressure;
      total += pressure;
    }
    fsrSensorData.totals[leg] = total;
  }
}

void LolaConversion::read(const LolaSensorValues& sensors, KeyStates& keyStates)
{
  FOREACH_ENUM(KeyStates::Key, key)
    keyStates.pressed[key] = sensors.touch[touchOfKey[key]] >= 0.5f;
}

void LolaConversion::write(const JointRequest& request, const LolaSensorValues& sensors, std::array<float, Lola::numOfJoints>& positions,
                           std::array<float, Lola::numOfJoints>& stiffnesses)
{
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    const Joints::Joint joint = jointOfLola[j];
    const float angle = request.angles[joint];
    const int stiffness = request.stiffnesses[joint];
    if(angle == JointRequest::off || angle == JointRequest::ignore || !std::isfinite(angle) || stiffness <= 0)
    {
      positions[j] = sensors.position[j];
      stiffnesses[j] = 0.f;
    }
    else
    {
      positions[j] = angle;
      stiffnesses[j] = static_cast<float>(std::min(stiffness, 100)) * 0.01f;
    }
  }
}
