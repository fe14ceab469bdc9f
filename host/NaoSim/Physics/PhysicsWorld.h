/**
 * @file PhysicsWorld.h
 * The field with its robots and the ball, simulated by MuJoCo.
 */
#pragma once

#include "Math/Eigen.h"
#include "Platform/Nao/LolaProtocol.h"
#include "NaoV6Model.h"
#include "WorldModel.h"
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

struct mjModel_;
struct mjData_;

/**
 * The physics of the field (docs/naosim.md, "Physics"): MuJoCo's model of the carpet, the
 * goals, the ball and 0 to 14 NAOs, stepped in substeps of WorldModel::timeStep. Each robot's
 * joints are driven by motors like the NAO's (setJoints()): a position controller whose torque
 * is limited by the stiffness, whose set point moves at most at the motor's speed. Sensors are
 * read in LoLA's units. Lengths are metres here; the caller converts.
 */
class PhysicsWorld
{
public:
  /** What the joints of a robot should do (LoLA's order; hands are ignored here). */
  struct JointCommand
  {
    std::array<float, Lola::numOfJoints> position{};
    std::array<float, Lola::numOfJoints> stiffness{};
    bool hasPosition = false; ///< Without a position, stiff joints hold where they are.
  };

  /** What a robot's sensors measure, in LoLA's units and axes. */
  struct Readings
  {
    std::array<float, Lola::numOfJoints> position{}; ///< rad (hands untouched)
    std::array<float, Lola::numOfJoints> torque{};   ///< |N m| of the motors
    std::array<float, 3> accelerometer{};            ///< m/s^2, LoLA's sign: about (0, 0, -9.81) upright at rest
    std::array<float, 3> gyroscope{};                ///< rad/s about the torso's x, y, z
    std::array<float, 2> angles{};                   ///< roll, pitch of the torso (rad)
    std::array<float, Lola::numOfFsrs> fsr{};        ///< kg
  };

  /** A collision shape in the world, for the cameras. */
  struct Solid
  {
    enum Type : std::uint8_t
    {
      box,
      sphere,
      capsule,
      cylinder,
    };
    Type type = box;
    int robot = -1;              ///< Whose shape it is (-1: the field's).
    bool head = false;           ///< The robot's head (its cameras are inside it).
    Eigen::Isometry3f pose;      ///< mm, field coordinates
    Vector3f size;               ///< mm: box half sizes; sphere, capsule, cylinder: radius, half length
    std::array<std::uint8_t, 3> rgb{};
  };

  PhysicsWorld();
  ~PhysicsWorld();
  PhysicsWorld(const PhysicsWorld&) = delete;
  PhysicsWorld& operator=(const PhysicsWorld&) = delete;

  /** Builds the world; false (and error) if MuJoCo rejects the model. */
  bool create(const FieldDimensions& field, const std::vector<WorldModel::Robot>& robots, std::string& error);
  /** The model's MJCF text (touchline-naosim --write-model). */
  const std::string& model() const { return mjcf; }

  std::size_t robotCount() const { return robots.size(); }
  double getTime() const;

  /** Sets what a robot's motors do from now on. Positions are clamped to the joint ranges, stiffness to 0..1. */
  void setJoints(std::size_t robot, const JointCommand& command);
  /** Advances the world by dt seconds (rounded to whole substeps). */
  void step(double dt);
  /** Reads a robot's sensors after the last step. */
  void read(std::size_t robot, Readings& readings) const;

  /** Where a body of a robot is (m; NaoV6Model's body index). */
  Eigen::Isometry3d bodyPose(std::size_t robot, int body) const;
  /** The torso's position (m) and its rotation about the vertical (rad). */
  Vector3d torsoPosition(std::size_t robot) const;
  double torsoYaw(std::size_t robot) const;
  /** The torso's tilt from upright (rad). */
  double torsoTilt(std::size_t robot) const;

  /**
   * Puts a robot at (x, y) turned by rotation (m, rad), with the given joint angles, upright or
   * lying on its back or front (tilt: rotation about y, rad), its lowest point on the carpet,
   * at rest.
   */
  void placeRobot(std::size_t robot, double x, double y, double rotation, const std::array<float, Lola::numOfJoints>& angles,
                  double tilt = 0.0);
  /** Moves a robot keeping its joints, upright at its current rotation (or the given one); z < 0: on the carpet. */
  void moveRobot(std::size_t robot, double x, double y, double z, double rotation);
  /** Pushes a robot's torso with a force (N, field coordinates) for the given time. */
  void push(std::size_t robot, const Vector3d& force, double seconds);
  /** A robot's joint angles now (LoLA's order, hands 0). */
  std::array<float, Lola::numOfJoints> jointAngles(std::size_t robot) const;

  /** Puts the ball at (x, y) on the carpet rolling at (vx, vy) (m, m/s). */
  void moveBall(double x, double y, double vx, double vy);
  Vector3d ballPosition() const;
  Vector3d ballVelocity() const;

  /** Every collision shape of the robots and the goals, for rendering (the ball is drawn on its own). */
  void solids(std::vector<Solid>& out) const;

private:
  /** Where a robot's parts are in MuJoCo's arrays. */
  struct RobotHandle
  {
    int freeQpos = 0, freeDof = 0;
    std::array<int, Lola::numOfJoints> qpos{}; ///< -1: hands
    std::array<int, Lola::numOfJoints> dof{};
    int rightHipQpos = 0, rightHipDof = 0;
    std::array<int, NaoV6Model::numOfBodies> body{};
    int accelerometer = 0, gyroscope = 0;    ///< sensor addresses
    std::array<int, 2> soles{};              ///< geom ids of the left and right sole
    JointCommand command;
    std::array<float, Lola::numOfJoints> setPoint{};
    std::array<float, Lola::numOfJoints> setPointVelocity{};
    bool hasSetPoint = false;
    Vector3d push = Vector3d::Zero();
    double pushUntil = 0.0;
    std::array<float, Lola::numOfFsrs> fsr{}; ///< kg, the mean of the last step's substeps
    std::array<double, 6> imu{};              ///< accelerometer and gyroscope, summed over the last step's substeps
    int imuSamples = 0;                       ///< how many (0: not stepped yet, read the sensors now)
  };

  /** The motors' torques of one substep. */
  void control(RobotHandle& robot, double dt);
  /** Adds the forces on a robot's soles of the last substep, times weight, to its FSRs. */
  void addSoleForces(RobotHandle& robot, double weight) const;
  /** Adds the accelerometer's and gyroscope's values of the last substep to the robot's sums. */
  void addImu(RobotHandle& robot) const;
  /** Lifts a robot so that its lowest point touches the carpet. */
  void dropOnCarpet(std::size_t robot);

  std::string mjcf;
  mjModel_* model_ = nullptr;
  mjData_* data = nullptr;
  std::vector<RobotHandle> robots;
  int ballBody = -1, ballQpos = 0, ballDof = 0;
};
