/**
 * @file SimulatedBody.cpp
 * The simulated NAO body: commands into the physics, sensors out of it, buttons, battery.
 */
#include "SimulatedBody.h"
#include "JointLimits.h"
#include "Platform/Nao/NaoPoses.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace
{
  constexpr float maxCurrent = 2.f;            ///< A of a motor at its maximum torque
  constexpr float handSpeed = 2.f;             ///< opening per second of a stiff hand
  constexpr double lyingTilt = 50.0 * std::numbers::pi / 180.0; ///< torso tilt beyond which the robot lies
  constexpr double sittingHeight = 0.17;       ///< m: the torso's origin below this (upright): sitting

  /** The standing pose of place(standing). */
  constexpr float deg = NaoPoses::deg;
  constexpr std::array<float, Lola::numOfJoints> standingPose = {
    0.f, 0.f,
    90 * deg, 10 * deg, -90 * deg, -3 * deg, 0.f,
    0.f,
    0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
    0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
    90 * deg, -10 * deg, 90 * deg, 3 * deg, 0.f,
    0.f, 0.f};
}

const char* SimulatedBody::name(Posture posture)
{
  switch(posture)
  {
    case Posture::sitting: return "sitting";
    case Posture::standing: return "standing";
    default: return "lying";
  }
}

bool SimulatedBody::parse(const std::string& text, Posture& result)
{
  for(Posture p : {Posture::sitting, Posture::standing, Posture::lying})
    if(text == name(p))
    {
      result = p;
      return true;
    }
  return false;
}

SimulatedBody::SimulatedBody(const Identity& identity, float batteryCharge, PhysicsWorld& world, std::size_t index)
  : world(world), index(index), batteryCharge(batteryCharge)
{
  values.robotConfig = {identity.bodyId, identity.bodyVersion, identity.headId, identity.headVersion};
  values.sonar = {2.55f, 2.55f};
  values.temperature.fill(27.f);
  updateSensors(0);
}

void SimulatedBody::apply(const LolaActuatorValues& command)
{
  for(std::size_t k = 0; k < Lola::numOfCommandKeys; ++k)
    if(command.present[k])
    {
      commanded.values[k] = command.values[k];
      commanded.present[k] = true;
    }
}

void SimulatedBody::beginCycle()
{
  PhysicsWorld::JointCommand motors;
  motors.hasPosition = latched.present[Lola::PositionCommand];
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    motors.position[j] = latched.values[Lola::PositionCommand][j];
    motors.stiffness[j] = faults[j] ? 0.f : latched.values[Lola::StiffnessCommand][j];
  }
  world.setJoints(index, motors);
  latched = commanded;
}

void SimulatedBody::endCycle(double dt)
{
  time += dt;
  ++tick;
  // The hands are not bodies of the physics: they open and close toward their command.
  for(std::size_t h = 0; h < 2; ++h)
  {
    const std::size_t joint = h == 0 ? Lola::LHand : Lola::RHand;
    const float stiffness = std::clamp(latched.values[Lola::StiffnessCommand][joint], 0.f, 1.f);
    if(latched.present[Lola::PositionCommand] && stiffness > 0.f && !faults[joint])
    {
      const float step = handSpeed * stiffness * static_cast<float>(dt);
      hands[h] += std::clamp(JointLimits::clamp(joint, latched.values[Lola::PositionCommand][joint]) - hands[h], -step, step);
    }
  }
  updateSensors(dt);
}

void SimulatedBody::place(Posture posture)
{
  const std::array<float, 3> pose = fieldPose();
  const double x = pose[0] / 1000.0, y = pose[1] / 1000.0, rotation = pose[2] * std::numbers::pi / 180.0;
  if(posture == Posture::sitting)
    world.placeRobot(index, x, y, rotation, NaoPoses::sitting);
  else if(posture == Posture::standing)
    world.placeRobot(index, x, y, rotation, standingPose);
  else
    world.placeRobot(index, x, y, rotation, standingPose, -std::numbers::pi / 2); // on its back
  // A placed robot starts from where it is: stiff joints do not jump back to old targets.
  const std::array<float, Lola::numOfJoints> angles = world.jointAngles(index);
  for(LolaActuatorValues* command : {&commanded, &latched})
    if(command->present[Lola::PositionCommand])
      for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
        if(j != Lola::LHand && j != Lola::RHand)
          command->values[Lola::PositionCommand][j] = angles[j];
  beginCycle(); // the motors hold the new pose
  updateSensors(0);
}

void SimulatedBody::goLimp()
{
  for(LolaActuatorValues* command : {&commanded, &latched})
  {
    command->values[Lola::StiffnessCommand].fill(0.f);
    command->present[Lola::StiffnessCommand] = true;
  }
}

void SimulatedBody::setFault(std::size_t joint, bool on)
{
  faults[joint] = on;
}

SimulatedBody::Posture SimulatedBody::getPosture() const
{
  if(world.torsoTilt(index) > lyingTilt)
    return Posture::lying;
  return world.torsoPosition(index).z() < sittingHeight ? Posture::sitting : Posture::standing;
}

float SimulatedBody::meanStiffness() const
{
  float sum = 0.f;
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    sum += values.stiffness[j];
  return sum / static_cast<float>(Lola::numOfJoints);
}

std::array<float, 3> SimulatedBody::fieldPose() const
{
  const Vector3d torso = world.torsoPosition(index);
  return {static_cast<float>(torso.x() * 1000.0), static_cast<float>(torso.y() * 1000.0),
          static_cast<float>(world.torsoYaw(index) * 180.0 / std::numbers::pi)};
}

Eigen::Isometry3f SimulatedBody::neckInField() const
{
  Eigen::Isometry3f neck = world.bodyPose(index, NaoV6Model::head).cast<float>();
  neck.translation() *= 1000.f;
  return neck;
}

void SimulatedBody::updateSensors(double dt)
{
  const float t = static_cast<float>(dt);
  PhysicsWorld::Readings readings;
  world.read(index, readings);
  values.position = readings.position;
  values.position[Lola::LHand] = hands[0];
  values.position[Lola::RHand] = hands[1];
  values.accelerometer = readings.accelerometer;
  values.gyroscope = readings.gyroscope;
  values.angles = readings.angles;
  values.fsr = readings.fsr;

  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    const float stiffness = std::clamp(latched.values[Lola::StiffnessCommand][j], 0.f, 1.f);
    values.stiffness[j] = std::isfinite(stiffness) ? stiffness : 0.f;
    const bool hand = j == Lola::LHand || j == Lola::RHand;
    values.current[j] = hand ? 0.1f * values.stiffness[j]
                             : maxCurrent * readings.torque[j] / static_cast<float>(NaoV6Model::motor(j).maxTorque);
    // Temperature approaches 27 degrees plus 25 per ampere with a time constant of 2 minutes.
    const float equilibrium = 27.f + 25.f * values.current[j];
    values.temperature[j] += (equilibrium - values.temperature[j]) * std::min(1.f, t / 120.f);
    const float temperature = values.temperature[j];
    values.status[j] = temperature < 75.f ? 0 : temperature < 80.f ? 1 : temperature < 85.f ? 2 : 3;
  }

  const float mean = meanStiffness();
  if(charging)
    batteryCharge = std::min(1.f, batteryCharge + t / 3600.f);
  else
    batteryCharge = std::max(0.f, batteryCharge - t * (0.2f + 0.8f * mean) / 3600.f);
  values.battery[Lola::BatteryCharge] = batteryCharge;
  // Bit 0x80 set and 0x20 cleared: charging (how B-Human and Nao Devils read the bit field).
  values.battery[Lola::BatteryStatus] = static_cast<float>(static_cast<std::int16_t>(charging ? 0x809c : 0x803c));
  values.battery[Lola::BatteryCurrent] = charging ? 1.f : -(0.4f + 1.6f * mean);
  // As the Webots LoLA controller does, the cycle's tick can stand in for the battery's temperature.
  values.battery[Lola::BatteryTemperature] = ticksInBattery ? static_cast<float>(getTick()) : 3.f;

  for(std::size_t i = 0; i < Lola::numOfTouches; ++i)
    values.touch[i] = buttons.isPressed(static_cast<Lola::Touch>(i), time) ? 1.f : 0.f;
}
