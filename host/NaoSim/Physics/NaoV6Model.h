/**
 * @file NaoV6Model.h
 * The NAO V6 (H25) as rigid bodies: masses, centres of mass, inertia, joints, motors and
 * collision shapes, and how they become MJCF.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <array>
#include <cstddef>
#include <ostream>
#include <string>

/**
 * The NAO V6 as the physics simulation models it (docs/naosim.md, "The model"). Masses, centres
 * of mass, inertia tensors, joint axes, motor speeds and torques are the published facts of
 * B-Human's SimRobot model (../shared/reference/nao-physical-model-facts.md); the kinematics are
 * those of RobotDimensions and ForwardKinematics: the torso's frame sits in the middle between
 * the hip joints (SimRobot's sits 85 mm above it), and every joint turns in LoLA's sense, so a
 * joint's MuJoCo angle is its LoLA angle. Joint ranges are JointLimits'.
 *
 * Units are SI (m, kg, kg m^2, rad, N m). The right HipYawPitch is a joint of its own that an
 * equality constraint couples to the left one: the NAO has one motor for both.
 */
namespace NaoV6Model
{
  /** One rigid body: its place in the tree and its mass. */
  struct Body
  {
    const char* name;
    int parent;            ///< Index in bodies, -1: the torso (the root).
    const char* joint;     ///< The hinge that connects it to its parent ("" for the torso).
    int lolaJoint;         ///< LoLA's index of that joint (-1: RHipYawPitch, coupled to LHipYawPitch).
    double offset[3];      ///< The joint's position in the parent's frame.
    double axis[3];        ///< The joint's axis (normalised when written).
    double mass;
    double centerOfMass[3];
    double inertia[6];     ///< ixx, iyy, izz, ixy, ixz, iyz about the centre of mass.
  };

  /** A collision shape of a body. */
  struct Shape
  {
    enum Type
    {
      box,
      sphere,
      capsule,
    };
    int body;              ///< Index in bodies.
    Type type;
    double position[3];    ///< Box, sphere: centre; capsule: one end.
    double size[3];        ///< Box: half sizes; sphere: radius; capsule: radius.
    double pitch = 0.0;    ///< Box: rotation about y (rad).
    double to[3] = {0, 0, 0}; ///< Capsule: the other end.
  };

  /** A motor: its speed and torque at stiffness 1, its position gain, and the joint's passive behaviour. */
  struct Motor
  {
    double maxVelocity;    ///< rad/s
    double maxTorque;      ///< N m at stiffness 1
    double gain;           ///< N m per rad of position error
    double damping;        ///< N m s/rad of the controller's velocity error at stiffness 1
    double passiveDamping; ///< N m s/rad with or without stiffness (gears, back EMF)
    double friction;       ///< N m of dry friction
    double armature;       ///< kg m^2: the rotor's inertia seen through the gears
  };

  constexpr std::size_t numOfBodies = 25;
  extern const std::array<Body, numOfBodies> bodies;
  extern const std::array<Shape, 17> shapes;

  /** The motor of a LoLA joint (the hands have none: they are not simulated as bodies). */
  const Motor& motor(std::size_t lolaJoint);

  /** The total mass (kg). */
  double totalMass();

  /** The body index of the torso, the head and the feet. */
  enum BodyIndex : int
  {
    torso = 0,
    neck = 1,
    head = 2,
    leftFoot = 18,
    rightFoot = 24,
  };

  /** The sole of the left foot in its frame (m): x from back to front, y from inner to outer edge, z the bottom. */
  constexpr double soleBack = -0.050, soleFront = 0.100, soleInner = 0.03877, soleOuter = 0.05002, soleHeight = 0.04519,
                   soleThickness = 0.030;
  /** The FSRs of the left foot in its frame (m, x and y; in LoLA's order front-left, front-right, rear-left, rear-right). */
  constexpr std::array<std::array<double, 2>, 4> leftFsrs = {{{0.07025, 0.0299}, {0.07025, -0.0231}, {-0.03025, 0.0299}, {-0.02965, -0.0191}}};
  /** The same for the right foot. */
  constexpr std::array<std::array<double, 2>, 4> rightFsrs = {{{0.07025, 0.0231}, {0.07025, -0.0299}, {-0.02965, 0.0191}, {-0.03025, -0.0299}}};

  /** The inertial unit in the torso's frame (m): RobotDimensions' IMU offset. */
  constexpr double imuPosition[3] = {-0.008, 0.00606, 0.112};

  /**
   * Writes one robot as MJCF: the bodies below <worldbody> (a free joint at the torso), and
   * separately its actuators, contact exclusions and the hip coupling, all names prefixed.
   * @param jersey RGBA of the jersey (torso and thighs).
   */
  void writeBodies(std::ostream& out, const std::string& prefix, const double position[3], const float jersey[4]);
  void writeExclusions(std::ostream& out, const std::string& prefix);
  void writeEqualities(std::ostream& out, const std::string& prefix);
  void writeSensors(std::ostream& out, const std::string& prefix);
}
