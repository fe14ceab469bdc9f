/**
 * @file MotionLab/MotionLab.h
 * The Motion thread's modules against naosim's physics, in one process, in lock-step.
 */
#pragma once

#include "Framework/ModuleRunner.h"
#include "Physics/PhysicsWorld.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionRequest.h"
#include "Representations/MotionControl/OdometryData.h"
#include "Representations/Sensing/FallDownState.h"
#include "SimulatedBody.h"
#include <memory>
#include <string>
#include <utility>
#include <vector>

/**
 * The motion lab (docs/motion.md, "Motion lab"): the robot's Motion thread — its modules as
 * threads.cfg has them, with the SimulatedNaoProvider instead of the NaoProvider — run against
 * one simulated NAO of naosim's physics, one LoLA cycle at a time: the modules read the state
 * of cycle n, their JointRequest is latched when cycle n + 1 begins and drives the motors in
 * cycle n + 2, exactly as with naosim and the robot program. Deterministic and independent of
 * the machine's load: the same requests give the same motion. The tests, the motion benchmark
 * and the tuning of motions use it; the MotionRequest and HeadMotionRequest are the caller's.
 * The blackboard and the search path are the calling thread's while the lab exists.
 */
class MotionLab
{
public:
  struct Options
  {
    double x = 0.0, y = 0.0, rotation = 0.0;  ///< Where the robot is put (m, rad).
    SimulatedBody::Posture posture = SimulatedBody::Posture::standing;
    std::string config;                       ///< The configuration directory ("": the default).
    std::string body = "Sim1";                ///< The body name whose folder the search path includes.
    bool ball = true;                         ///< Put the ball away (at 4.5 m, 3 m); place it with world().moveBall().
  };

  /** Builds the world and the modules; throws std::runtime_error (naming the file) if they cannot be. */
  explicit MotionLab(const Options& options);
  ~MotionLab();
  MotionLab(const MotionLab&) = delete;
  MotionLab& operator=(const MotionLab&) = delete;

  /** Runs one cycle: the modules on the last state, then the physics. */
  void step()
  {
    stepModules();
    stepPhysics();
  }
  /** The modules of one cycle on the last state (their JointRequest goes to the body). */
  void stepModules();
  /** The physics of one cycle. */
  void stepPhysics();
  /** Runs cycles for this long (s). */
  void run(double seconds);

  MotionRequest& motionRequest() { return modules.get<MotionRequest>("MotionRequest"); }
  HeadMotionRequest& headMotionRequest() { return modules.get<HeadMotionRequest>("HeadMotionRequest"); }
  const JointRequest& jointRequest() { return modules.get<JointRequest>("JointRequest"); }
  const MotionInfo& motionInfo() { return modules.get<MotionInfo>("MotionInfo"); }
  const FallDownState& fallDownState() { return modules.get<FallDownState>("FallDownState"); }
  const OdometryData& odometry() { return modules.get<OdometryData>("OdometryData"); }
  /** Any representation on the blackboard by name. */
  template<typename T> T& get(const std::string& name) { return modules.get<T>(name); }

  PhysicsWorld& world() { return physics; }
  SimulatedBody& body() { return *simulated; }
  /** Simulated time since the start (s). */
  double time() const { return static_cast<double>(cycles) * 0.012; }

  /** The largest change of a commanded joint angle between two cycles so far (rad), and which joint. */
  std::pair<float, Joints::Joint> largestJointStep() const { return {largestStep, largestStepJoint}; }

private:
  ModuleRunner modules; /**< First: its blackboard is the thread's before anything else is made. */
  PhysicsWorld physics;
  std::unique_ptr<SimulatedBody> simulated;
  unsigned cycles = 0;
  JointRequest lastRequest;
  bool hasLastRequest = false;
  float largestStep = 0.f;
  Joints::Joint largestStepJoint = Joints::headYaw;
};
