/**
 * @file SimulatedBody.cpp
 * The simulated NAO body: joints, posture, buttons, battery.
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
  constexpr float gravity = 9.81f;
  constexpr float mass = 5.3f;                ///< kg, carried by the FSRs when standing
  constexpr float followTime = 0.036f;        ///< s, time constant of a stiff joint (about 3 cycles)
  constexpr float maxSpeed = 7.f;             ///< rad/s of a joint with stiffness 1
  constexpr float sagSpeed = 0.8f;            ///< rad/s of a limp joint toward the limp pose
  constexpr float sittingKnee = 1.7f;         ///< rad: mean knee angle above which the robot sits
  constexpr float standingKnee = 1.2f;        ///< rad: mean knee angle below which it can stand
  constexpr float standingStiffness = 0.3f;   ///< mean leg stiffness needed to stand
  constexpr float torsoSpeed = 3.f;           ///< rad/s of the torso when falling or getting up
  constexpr float lyingPitch = -std::numbers::pi_v<float> / 2.f; ///< on its back

  /** The standing pose used by place(standing). */
  constexpr float deg = NaoPoses::deg;
  constexpr std::array<float, Lola::numOfJoints> standingPose = {
    0.f, 0.f,
    90 * deg, 10 * deg, -90 * deg, -3 * deg, 0.f,
    0.f,
    0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
    0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
    90 * deg, -10 * deg, 90 * deg, 3 * deg, 0.f,
    0.f, 0.f};

  bool isLeg(std::size_t joint) { return joint >= Lola::LHipYawPitch && joint <= Lola::RAnkleRoll; }
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

SimulatedBody::SimulatedBody(const Identity& identity, float batteryCharge, Posture posture)
  : posture(posture), batteryCharge(batteryCharge)
{
  values.robotConfig = {identity.bodyId, identity.bodyVersion, identity.headId, identity.headVersion};
  values.sonar = {2.55f, 2.55f};
  values.temperature.fill(27.f);
  place(posture);
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

void SimulatedBody::place(Posture newPosture)
{
  posture = newPosture;
  if(posture == Posture::sitting)
    angles = NaoPoses::sitting;
  else if(posture == Posture::standing)
    angles = standingPose;
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    angles[j] = JointLimits::clamp(j, angles[j]);
  torso = {0.f, posture == Posture::lying ? lyingPitch : 0.f};
  // A placed robot starts from where it is: stiff joints do not jump back to old targets.
  if(commanded.present[Lola::PositionCommand])
    for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
      commanded.values[Lola::PositionCommand][j] = angles[j];
}

float SimulatedBody::meanStiffness() const
{
  float sum = 0.f;
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    sum += values.stiffness[j];
  return sum / static_cast<float>(Lola::numOfJoints);
}

void SimulatedBody::step(double dt)
{
  time += dt;
  ++tick;
  stepJoints(dt);
  updatePosture();
  stepTorso(dt);
  updateSensors(dt);
}

void SimulatedBody::stepJoints(double dt)
{
  const float t = static_cast<float>(dt);
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    const float stiffness = std::clamp(commanded.values[Lola::StiffnessCommand][j], 0.f, 1.f);
    values.stiffness[j] = stiffness;
    float velocity = 0.f;
    if(stiffness > 0.f && commanded.present[Lola::PositionCommand])
    {
      const float target = JointLimits::clamp(j, commanded.values[Lola::PositionCommand][j]);
      const float speed = maxSpeed * stiffness * (Lola::LHand == j || Lola::RHand == j ? 0.3f : 1.f);
      velocity = std::clamp((target - angles[j]) / followTime, -speed, speed);
    }
    if(stiffness < 0.5f && posture != Posture::lying)
    {
      const float limp = JointLimits::clamp(j, NaoPoses::sitting[j]);
      const float sag = sagSpeed * (1.f - 2.f * stiffness);
      velocity += std::clamp((limp - angles[j]) / followTime, -sag, sag);
    }
    angles[j] = JointLimits::clamp(j, angles[j] + velocity * t);
  }
}

void SimulatedBody::updatePosture()
{
  if(posture == Posture::lying)
    return;
  const float knees = (angles[Lola::LKneePitch] + angles[Lola::RKneePitch]) / 2.f;
  float legStiffness = 0.f;
  for(std::size_t j = Lola::LHipYawPitch; j <= Lola::RAnkleRoll; ++j)
    legStiffness += values.stiffness[j];
  legStiffness /= static_cast<float>(Lola::RAnkleRoll - Lola::LHipYawPitch + 1);
  if(knees >= sittingKnee)
    posture = Posture::sitting;
  else if(posture == Posture::sitting && knees < standingKnee && legStiffness >= standingStiffness)
    posture = Posture::standing;
}

void SimulatedBody::stepTorso(double dt)
{
  const std::array<float, 2> target = {0.f, posture == Posture::lying ? lyingPitch : 0.f};
  const float step = torsoSpeed * static_cast<float>(dt);
  for(std::size_t i = 0; i < 2; ++i)
  {
    const float before = torso[i];
    torso[i] += std::clamp(target[i] - torso[i], -step, step);
    values.gyroscope[i] = dt > 0 ? (torso[i] - before) / static_cast<float>(dt) : 0.f;
  }
  values.gyroscope[2] = 0.f;
}

void SimulatedBody::updateSensors(double dt)
{
  const float t = static_cast<float>(dt);
  values.position = angles;
  values.angles = torso;

  // LoLA's accelerometer shows the negated specific force: about (0, 0, -9.81) upright.
  const float roll = torso[0], pitch = torso[1];
  values.accelerometer = {gravity * std::sin(pitch) * std::cos(roll), -gravity * std::sin(roll),
                          -gravity * std::cos(pitch) * std::cos(roll)};

  for(std::size_t f = 0; f < Lola::numOfFsrs; ++f)
  {
    const bool rear = f % 4 >= 2;
    values.fsr[f] = posture == Posture::standing ? mass / static_cast<float>(Lola::numOfFsrs)
                    : posture == Posture::sitting ? (rear ? 0.08f : 0.02f)
                                                  : 0.f;
  }

  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    const float error = commanded.present[Lola::PositionCommand]
                          ? std::abs(JointLimits::clamp(j, commanded.values[Lola::PositionCommand][j]) - angles[j])
                          : 0.f;
    const float load = posture == Posture::standing && isLeg(j) ? 0.3f : 0.05f;
    values.current[j] = values.stiffness[j] * (load + 1.5f * std::min(error, 1.f));
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
