/**
 * @file SimulatedBody.h
 * A simulated NAO body: what LoLA reports of one robot of the physics world.
 */
#pragma once

#include "ButtonSchedule.h"
#include "Math/Eigen.h"
#include "Physics/PhysicsWorld.h"
#include "Platform/Nao/LolaActuatorValues.h"
#include "Platform/Nao/LolaSensorValues.h"
#include <array>
#include <cstdint>
#include <string>

/**
 * One NAO of the physics world as LoLA shows it (docs/naosim.md, "The body"):
 * - the commands a client sends take effect one cycle later, as the robot's boards apply them:
 *   the motors of the physics get the command latched at the start of the previous cycle;
 * - joint angles, IMU and FSRs come from the physics; currents from the motors' torques,
 *   temperatures from the currents; the posture (sitting, standing, lying) is read off the torso;
 * - the hands open and close kinematically, the battery discharges with the stiffness, touch
 *   sensors are pressed as the ButtonSchedule says; LEDs and sonar are kept as commanded.
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

  /**
   * @param world The physics; outlives this body.
   * @param index This body's robot in the world.
   */
  SimulatedBody(const Identity& identity, float batteryCharge, PhysicsWorld& world, std::size_t index);

  /** Takes the keys a command holds; the others keep their last values. */
  void apply(const LolaActuatorValues& command);
  /** Starts a cycle: the motors get the command latched one cycle ago; the newest one is latched. */
  void beginCycle();
  /** Ends a cycle of dt seconds after the world was stepped: reads the sensors. */
  void endCycle(double dt);
  /** Puts the robot into a posture at once where it is (its joints into the posture's pose, at rest). */
  void place(Posture posture);
  /** The client is gone: every joint loses its stiffness, as a robot whose program ended. */
  void goLimp();
  /** Makes a joint's motor stop following (a motor fault) or work again. */
  void setFault(std::size_t joint, bool on);
  bool hasFault(std::size_t joint) const { return faults[joint]; }

  const LolaSensorValues& sensors() const { return values; }
  /** Everything commanded so far (present: the keys that were ever received). */
  const LolaActuatorValues& actuators() const { return commanded; }
  Posture getPosture() const;
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

  /** Where the robot is on the field: x, y (mm) of the torso and its rotation (degrees). */
  std::array<float, 3> fieldPose() const;
  /** The neck (after HeadYaw and HeadPitch) on the field (mm), from which the cameras are mounted. */
  Eigen::Isometry3f neckInField() const;
  std::size_t getIndex() const { return index; }

private:
  void updateSensors(double dt);

  PhysicsWorld& world;
  std::size_t index;
  LolaSensorValues values;
  LolaActuatorValues commanded;
  LolaActuatorValues latched;            ///< What was commanded at the start of the last cycle.
  std::array<bool, Lola::numOfJoints> faults{};
  std::array<float, 2> hands{};          ///< LHand, RHand opening
  ButtonSchedule buttons;
  double time = 0;
  std::uint32_t tick = 0;
  bool ticksInBattery = true;
  float batteryCharge;
  bool charging = false;
};
