/**
 * @file SimulatedBody.h
 * A simulated NAO body, stepped every LoLA cycle.
 */
#pragma once

#include "ButtonSchedule.h"
#include "Platform/Nao/LolaActuatorValues.h"
#include "Platform/Nao/LolaSensorValues.h"
#include <array>
#include <cstdint>
#include <string>

/**
 * A simulated NAO body, stepped every LoLA cycle (docs/naosim.md, "The body"):
 * - joints follow the commanded positions with stiffness-dependent speed, within the joint
 *   limits; joints with little stiffness sag toward the limp sitting pose while the robot is
 *   upright and hold while it lies;
 * - the posture (sitting, standing, lying) follows from the leg joints and their stiffness,
 *   IMU (Accelerometer, Gyroscope, Angles) and FSRs follow from the posture;
 * - the battery discharges with the stiffness, joint currents and temperatures follow the load;
 * - touch sensors are pressed as the ButtonSchedule says.
 */
class SimulatedBody
{
public:
  enum class Posture
  {
    sitting,
    standing,
    lying,
  };
  static const char* name(Posture posture);
  /** Parses "sitting", "standing", "lying"; false if unknown. */
  static bool parse(const std::string& text, Posture& posture);

  /** The four strings of LoLA's RobotConfig. */
  struct Identity
  {
    std::string bodyId, bodyVersion, headId, headVersion;
  };

  SimulatedBody(const Identity& identity, float batteryCharge, Posture posture);

  /** Takes the keys a command holds; the others keep their last values. */
  void apply(const LolaActuatorValues& command);
  /** Advances the simulation by dt seconds and updates sensors(). */
  void step(double dt);
  /** Puts the robot into a posture at once (its joints into the posture's pose, stiffness kept). */
  void place(Posture posture);

  const LolaSensorValues& sensors() const { return values; }
  /** Everything commanded so far (present: the keys that were ever received). */
  const LolaActuatorValues& actuators() const { return commanded; }
  Posture getPosture() const { return posture; }
  double getTime() const { return time; }
  ButtonSchedule& getButtons() { return buttons; }
  const ButtonSchedule& getButtons() const { return buttons; }

  void setBatteryCharge(float charge) { batteryCharge = charge; }
  void setCharging(bool on) { charging = on; }
  bool isCharging() const { return charging; }

  /** The LoLA cycle (steps so far, wrapping at 65536), as the camera images carry it. */
  std::uint16_t getTick() const { return static_cast<std::uint16_t>(tick); }
  /** Whether the last Battery value of the state message is the tick (else a temperature). */
  void setTicksInBattery(bool on) { ticksInBattery = on; }

  /** The mean of the stiffnesses of all joints. */
  float meanStiffness() const;

private:
  void stepJoints(double dt);
  void updatePosture();
  void stepTorso(double dt);
  void updateSensors(double dt);

  LolaSensorValues values;
  LolaActuatorValues commanded;
  std::array<float, Lola::numOfJoints> angles{};
  std::array<float, 2> torso{}; ///< roll, pitch
  Posture posture;
  ButtonSchedule buttons;
  double time = 0;
  std::uint32_t tick = 0;
  bool ticksInBattery = true;
  float batteryCharge;
  bool charging = false;
};
