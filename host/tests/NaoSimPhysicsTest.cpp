/**
 * @file NaoSimPhysicsTest.cpp
 * The physics of touchline-naosim in-process: the model's kinematics against ForwardKinematics,
 * standing, collapsing, falling after a push, motors within their speed, the ball rolling out,
 * robots colliding, what a fallen robot's camera sees, and the FSRs.
 */
#include "CameraRenderer.h"
#include "Physics/FsrModel.h"
#include "Physics/NaoV6Model.h"
#include "Physics/PhysicsWorld.h"
#include "Platform/Nao/NaoPoses.h"
#include "SimulatedBody.h"
#include "Tools/Kinematics/ForwardKinematics.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

namespace
{
  constexpr float deg = NaoPoses::deg;
  constexpr double cycle = 0.012;

  constexpr std::array<float, Lola::numOfJoints> standingAngles = {
    0.f, 0.f,
    90 * deg, 10 * deg, -90 * deg, -3 * deg, 0.f,
    0.f,
    0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
    0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
    90 * deg, -10 * deg, 90 * deg, 3 * deg, 0.f,
    0.f, 0.f};

  /** A world of robots at the given places (m), standing in the standing pose. */
  struct World
  {
    explicit World(std::vector<std::array<double, 3>> places = {{0.0, 0.0, 0.0}})
    {
      std::vector<WorldModel::Robot> robots;
      for(const auto& place : places)
      {
        WorldModel::Robot robot;
        robot.x = place[0];
        robot.y = place[1];
        robot.rotation = place[2];
        robots.push_back(robot);
      }
      std::string error;
      EXPECT_TRUE(physics.create(FieldDimensions(), robots, error)) << error;
      physics.moveBall(3.0, 2.5, 0.0, 0.0); // out of the way
      for(std::size_t i = 0; i < places.size(); ++i)
        physics.placeRobot(i, places[i][0], places[i][1], places[i][2], standingAngles);
    }

    /** Every robot's motors hold the standing pose with this stiffness. */
    void hold(float stiffness)
    {
      PhysicsWorld::JointCommand command;
      command.position = standingAngles;
      command.stiffness.fill(stiffness);
      command.hasPosition = true;
      for(std::size_t i = 0; i < physics.robotCount(); ++i)
        physics.setJoints(i, command);
    }

    void run(double seconds)
    {
      for(double t = 0; t < seconds; t += cycle)
        physics.step(cycle);
    }

    PhysicsWorld physics;
  };

  float sum(const std::array<float, Lola::numOfFsrs>& values)
  {
    float total = 0.f;
    for(float v : values)
      total += v;
    return total;
  }
}

TEST(NaoSimPhysics, ModelHasTheMassOfANaoV6)
{
  EXPECT_NEAR(NaoV6Model::totalMass(), 5.36, 0.01);
}

TEST(NaoSimPhysics, KinematicsAreThoseOfForwardKinematics)
{
  World world;
  const RobotDimensions dimensions;
  std::mt19937 random(1);
  std::uniform_real_distribution<float> angle(-1.f, 1.f);
  for(int trial = 0; trial < 100; ++trial)
  {
    std::array<float, Lola::numOfJoints> angles{};
    for(std::size_t j = 0; j < Lola::LHand; ++j)
      angles[j] = angle(random);
    world.physics.placeRobot(0, 0.5, -0.2, 0.3, angles, 0.2);
    angles = world.physics.jointAngles(0); // within the joints' ranges
    const Eigen::Isometry3d torso = world.physics.bodyPose(0, NaoV6Model::torso);
    const auto inTorso = [&](int body) { return Eigen::Isometry3f((torso.inverse() * world.physics.bodyPose(0, body)).cast<float>()); };
    const auto a = angles;
    const ForwardKinematics::Leg left{a[Lola::LHipYawPitch], a[Lola::LHipRoll], a[Lola::LHipPitch], a[Lola::LKneePitch], a[Lola::LAnklePitch], a[Lola::LAnkleRoll]};
    const ForwardKinematics::Leg right{a[Lola::LHipYawPitch], a[Lola::RHipRoll], a[Lola::RHipPitch], a[Lola::RKneePitch], a[Lola::RAnklePitch], a[Lola::RAnkleRoll]};
    for(bool isLeft : {true, false})
    {
      const Eigen::Isometry3f expected = ForwardKinematics::sole(dimensions, isLeft ? left : right, isLeft);
      const Eigen::Isometry3f actual = inTorso(isLeft ? NaoV6Model::leftFoot : NaoV6Model::rightFoot) *
                                       Eigen::Translation3f(0.f, 0.f, -static_cast<float>(NaoV6Model::soleHeight));
      EXPECT_LT((actual.translation() * 1000.f - expected.translation()).norm(), 0.01f) << trial;
      EXPECT_LT((actual.linear() - expected.linear()).norm(), 1e-4f) << trial;
    }
    for(bool upper : {true, false})
    {
      const Eigen::Isometry3f expected = ForwardKinematics::camera(dimensions, a[Lola::HeadYaw], a[Lola::HeadPitch], upper);
      Eigen::Isometry3f neck = inTorso(NaoV6Model::head);
      neck.translation() *= 1000.f;
      const Eigen::Isometry3f actual =
        neck * Eigen::Translation3f(upper ? dimensions.xOffsetNeckToUpperCamera : dimensions.xOffsetNeckToLowerCamera, 0.f,
                                    upper ? dimensions.zOffsetNeckToUpperCamera : dimensions.zOffsetNeckToLowerCamera) *
        Eigen::AngleAxisf(upper ? dimensions.yRotationNeckToUpperCamera : dimensions.yRotationNeckToLowerCamera, Vector3f::UnitY());
      EXPECT_LT((actual.translation() - expected.translation()).norm(), 0.01f) << trial;
      EXPECT_LT((actual.linear() - expected.linear()).norm(), 1e-4f) << trial;
    }
    for(bool isLeft : {true, false})
    {
      const ForwardKinematics::Arm arm = isLeft ? ForwardKinematics::Arm{a[Lola::LShoulderPitch], a[Lola::LShoulderRoll], a[Lola::LElbowYaw], a[Lola::LElbowRoll], a[Lola::LWristYaw]}
                                                : ForwardKinematics::Arm{a[Lola::RShoulderPitch], a[Lola::RShoulderRoll], a[Lola::RElbowYaw], a[Lola::RElbowRoll], a[Lola::RWristYaw]};
      const Vector3f wrist = ForwardKinematics::armChain(dimensions, arm, isLeft)[2];
      EXPECT_LT((inTorso(isLeft ? 7 : 12).translation() * 1000.f - wrist).norm(), 0.01f) << trial;
    }
  }
}

TEST(NaoSimPhysics, AStiffRobotStandsAMinuteAndItsFeetCarryItsMass)
{
  World world;
  world.hold(1.f);
  double worstTilt = 0;
  for(int second = 0; second < 60; ++second)
  {
    world.run(1.0);
    worstTilt = std::max(worstTilt, world.physics.torsoTilt(0));
  }
  EXPECT_LT(worstTilt, 5.0 * std::numbers::pi / 180.0);
  PhysicsWorld::Readings readings;
  world.physics.read(0, readings);
  EXPECT_NEAR(sum(readings.fsr), NaoV6Model::totalMass(), 0.05 * NaoV6Model::totalMass());
  EXPECT_NEAR(readings.accelerometer[2], -9.81f, 0.1f); // LoLA's sign: gravity along -z
  EXPECT_NEAR(readings.angles[0], 0.f, 0.05f);
  EXPECT_NEAR(readings.angles[1], 0.f, 0.05f);
  for(std::size_t j : {Lola::LKneePitch, Lola::RKneePitch, Lola::LHipPitch, Lola::HeadYaw})
    EXPECT_NEAR(readings.position[j], standingAngles[j], 2 * deg) << Lola::jointNames[j];
  EXPECT_GT(readings.torque[Lola::LKneePitch], 0.1f); // the knees carry the robot
}

TEST(NaoSimPhysics, WithoutStiffnessTheRobotCollapses)
{
  World world;
  world.hold(0.f);
  world.run(3.0);
  PhysicsWorld::Readings readings;
  world.physics.read(0, readings);
  EXPECT_LT(world.physics.torsoPosition(0).z(), 0.17);
  EXPECT_GT(readings.position[Lola::LKneePitch], 1.7f);
  for(float torque : readings.torque)
    EXPECT_EQ(torque, 0.f);
}

TEST(NaoSimPhysics, APushMakesTheRobotFallAndTheImuShowsIt)
{
  World world;
  world.hold(1.f);
  world.run(0.5);
  world.physics.push(0, Vector3d(40.0, 0.0, 0.0), 0.2); // from behind
  float largestPitchRate = 0.f, largestPitch = 0.f;
  for(double t = 0; t < 3.0; t += cycle)
  {
    world.physics.step(cycle);
    PhysicsWorld::Readings readings;
    world.physics.read(0, readings);
    largestPitchRate = std::max(largestPitchRate, readings.gyroscope[1]);
    largestPitch = std::max(largestPitch, readings.angles[1]);
  }
  EXPECT_GT(world.physics.torsoTilt(0), 60.0 * std::numbers::pi / 180.0); // fallen
  EXPECT_GT(largestPitch, 1.2f);      // forward: the inertial board's pitch grows
  EXPECT_GT(largestPitchRate, 2.f);   // and the gyroscope saw it turn (rad/s)
  PhysicsWorld::Readings readings;
  world.physics.read(0, readings);
  EXPECT_GT(readings.accelerometer[0], 7.f); // lying on its front: gravity along +x of LoLA's accelerometer
}

TEST(NaoSimPhysics, JointsMoveAtMostAtTheMotorsSpeed)
{
  World world;
  world.hold(1.f);
  world.run(0.2);
  PhysicsWorld::JointCommand command;
  command.position = standingAngles;
  command.position[Lola::HeadYaw] = 1.5f;
  command.position[Lola::LShoulderPitch] = -1.f;
  command.stiffness.fill(1.f);
  command.hasPosition = true;
  world.physics.setJoints(0, command);
  PhysicsWorld::Readings before, after;
  world.physics.read(0, before);
  float fastest = 0.f;
  for(int i = 0; i < 100; ++i)
  {
    world.physics.step(cycle);
    world.physics.read(0, after);
    fastest = std::max(fastest, std::abs(after.position[Lola::HeadYaw] - before.position[Lola::HeadYaw]) / static_cast<float>(cycle));
    before = after;
  }
  EXPECT_NEAR(after.position[Lola::HeadYaw], 1.5f, 0.02f);
  EXPECT_NEAR(after.position[Lola::LShoulderPitch], -1.f, 0.05f);
  EXPECT_LT(fastest, static_cast<float>(NaoV6Model::motor(Lola::HeadYaw).maxVelocity) * 1.1f);
  EXPECT_GT(fastest, static_cast<float>(NaoV6Model::motor(Lola::HeadYaw).maxVelocity) * 0.7f);
  // Beyond the range: the joint stops at its end; NaN keeps the last position.
  command.position[Lola::HeadYaw] = 100.f;
  command.position[Lola::HeadPitch] = std::numeric_limits<float>::quiet_NaN();
  command.stiffness[Lola::HeadPitch] = 7.f;
  world.physics.setJoints(0, command);
  world.run(1.0);
  world.physics.read(0, after);
  EXPECT_NEAR(after.position[Lola::HeadYaw], 2.0857f, 0.02f);
  EXPECT_NEAR(after.position[Lola::HeadPitch], 0.f, 0.05f);
}

TEST(NaoSimPhysics, AKickedBallRollsAndStopsAsTheFrictionSays)
{
  World world(std::vector<std::array<double, 3>>{});
  const double speed = 2.0; // m/s
  world.physics.moveBall(-3.0, 0.5, speed, 0.0);
  double t = 0;
  while(world.physics.ballVelocity().head<2>().norm() > 0.001 && t < 20.0)
  {
    world.physics.step(cycle);
    t += cycle;
  }
  // Rolling deceleration of about 0.3 m/s^2: v^2 / (2 a) = 6.7 m in v / a = 6.7 s.
  const double distance = world.physics.ballPosition().x() + 3.0;
  EXPECT_NEAR(distance, speed * speed / (2 * 0.3), 0.1 * speed * speed / (2 * 0.3));
  EXPECT_NEAR(t, speed / 0.3, 0.15 * speed / 0.3);
  EXPECT_NEAR(world.physics.ballPosition().y(), 0.5, 0.01); // straight
  EXPECT_NEAR(world.physics.ballPosition().z(), WorldModel::ballRadius, 0.002); // on the carpet
}

TEST(NaoSimPhysics, TheGoalStopsTheBall)
{
  World world(std::vector<std::array<double, 3>>{});
  world.physics.moveBall(4.0, 0.0, 3.0, 0.0);
  world.run(3.0);
  EXPECT_LT(world.physics.ballPosition().x(), 5.055); // the net
  EXPECT_GT(world.physics.ballPosition().x(), 4.5);   // behind the goal line
}

TEST(NaoSimPhysics, TwoRobotsCollideInsteadOfPassingThroughEachOther)
{
  World world({{0.0, 0.0, 0.0}, {0.25, 0.0, std::numbers::pi}});
  world.hold(1.f);
  world.run(0.5);
  const Vector3d startB = world.physics.torsoPosition(1);
  world.physics.push(0, Vector3d(30.0, 0.0, 0.0), 1.5);
  double closest = 1.0;
  for(double t = 0; t < 3.0; t += cycle)
  {
    world.physics.step(cycle);
    closest = std::min(closest, (world.physics.torsoPosition(0) - world.physics.torsoPosition(1)).norm());
  }
  EXPECT_GT(closest, 0.09); // the torsos (100 mm deep) never overlap (A may end up lying on B)
  EXPECT_GT((world.physics.torsoPosition(1) - startB).norm(), 0.03); // B was pushed
}

TEST(NaoSimPhysics, AFallenRobotsCameraSeesNoFieldLines)
{
  // Standing behind the halfway line, looking at it with the lower camera.
  World world({{-0.35, 0.0, 0.0}});
  world.hold(1.f);
  world.run(0.5);
  const FieldDimensions field;
  CameraRenderer renderer(field);
  CameraRenderer::Intrinsics lens;
  lens.width = 320;
  lens.height = 240;
  lens.focalLengthX = 320.f / (2.f * std::tan(54.7f * deg / 2.f));
  lens.focalLengthY = 240.f / (2.f * std::tan(42.5f * deg / 2.f));
  lens.centerX = 160.f;
  lens.centerY = 120.f;
  const RobotDimensions dimensions;
  const auto linePixels = [&] {
    Eigen::Isometry3f neck = world.physics.bodyPose(0, NaoV6Model::head).cast<float>();
    neck.translation() *= 1000.f;
    const Eigen::Isometry3f camera = neck * Eigen::Translation3f(dimensions.xOffsetNeckToLowerCamera, 0.f, dimensions.zOffsetNeckToLowerCamera) *
                                     Eigen::AngleAxisf(dimensions.yRotationNeckToLowerCamera, Vector3f::UnitY());
    std::vector<PhysicsWorld::Solid> solids;
    world.physics.solids(solids);
    std::vector<std::uint8_t> image(lens.width * lens.height * 2);
    renderer.render(camera, lens, {(world.physics.ballPosition() * 1000.0).cast<float>(), &solids, 0}, image.data());
    std::size_t lines = 0;
    for(std::size_t i = 0; i < image.size(); i += 2)
      lines += image[i] == CameraRenderer::colors[CameraRenderer::line][0];
    return lines;
  };
  EXPECT_GT(linePixels(), 1000u);
  world.physics.placeRobot(0, -0.35, 0.0, 0.0, standingAngles, -std::numbers::pi / 2); // on its back
  world.run(0.5);
  EXPECT_EQ(linePixels(), 0u);
}

TEST(NaoSimPhysics, CamerasSeeOtherRobotsInTheirJerseys)
{
  std::vector<WorldModel::Robot> robots(2);
  robots[1].x = 1.0;
  robots[1].rotation = std::numbers::pi;
  robots[1].jersey = {0.1f, 0.25f, 0.9f, 1.f}; // blue
  PhysicsWorld physics;
  std::string error;
  ASSERT_TRUE(physics.create(FieldDimensions(), robots, error)) << error;
  physics.placeRobot(0, 0.0, 0.0, 0.0, standingAngles);
  physics.placeRobot(1, 1.0, 0.0, std::numbers::pi, standingAngles);
  std::vector<PhysicsWorld::Solid> solids;
  physics.solids(solids);
  const FieldDimensions field;
  CameraRenderer renderer(field);
  CameraRenderer::Intrinsics lens;
  lens.focalLengthX = 640.f / (2.f * std::tan(54.7f * deg / 2.f));
  lens.focalLengthY = 480.f / (2.f * std::tan(42.5f * deg / 2.f));
  lens.centerX = 320.f;
  lens.centerY = 240.f;
  Eigen::Isometry3f neck = physics.bodyPose(0, NaoV6Model::head).cast<float>();
  neck.translation() *= 1000.f;
  const RobotDimensions dimensions;
  const Eigen::Isometry3f camera = neck * Eigen::Translation3f(dimensions.xOffsetNeckToUpperCamera, 0.f, dimensions.zOffsetNeckToUpperCamera) *
                                   Eigen::AngleAxisf(dimensions.yRotationNeckToUpperCamera, Vector3f::UnitY());
  std::vector<std::uint8_t> image(640 * 480 * 2);
  renderer.render(camera, lens, {Vector3f(5000.f, 0.f, 50.f), &solids, 0}, image.data());
  // Blue has a high U: the jersey of the robot 1 m ahead fills part of the middle of the image.
  std::size_t blue = 0;
  for(std::size_t i = 0; i < image.size(); i += 4)
    blue += image[i + 1] > 170;
  EXPECT_GT(blue, 500u);
}

TEST(NaoSimPhysics, FsrsShareAForceAmongTheSensorsOfItsSole)
{
  FsrModel fsr;
  fsr.add(true, 0.02, 0.003, 2.0);
  float left = 0.f;
  for(std::size_t i = 0; i < 4; ++i)
    left += fsr.values()[i];
  EXPECT_NEAR(left, 2.f, 1e-5f);
  fsr.add(false, 0.2, 0.0, 1.0); // in front of the front sensors: all on them
  EXPECT_NEAR(fsr.values()[Lola::RFootFrontLeft] + fsr.values()[Lola::RFootFrontRight], 1.f, 1e-5f);
  EXPECT_EQ(fsr.values()[Lola::RFootRearLeft], 0.f);
  FsrModel heel;
  heel.add(true, -0.03, 0.0299, 1.0);
  EXPECT_NEAR(heel.values()[Lola::LFootRearLeft], 1.f, 0.05f);
}

TEST(NaoSimPhysics, ABodyAppliesCommandsOneCycleLater)
{
  PhysicsWorld physics;
  std::string error;
  ASSERT_TRUE(physics.create(FieldDimensions(), std::vector<WorldModel::Robot>(1), error)) << error;
  SimulatedBody body({"P0000073SIM000000001", "6.0.0", "P0000074SIM000000001", "6.0.0"}, 1.f, physics, 0);
  body.place(SimulatedBody::Posture::standing);
  LolaActuatorValues command;
  command.present[Lola::PositionCommand] = command.present[Lola::StiffnessCommand] = true;
  std::copy(standingAngles.begin(), standingAngles.end(), command.values[Lola::PositionCommand].begin());
  command.values[Lola::PositionCommand][Lola::HeadYaw] = 1.f;
  command.values[Lola::StiffnessCommand].fill(1.f);
  body.apply(command);
  // The cycle that begins after the command arrived latches it (as the boards do); the head turns in the next one.
  body.beginCycle();
  physics.step(cycle);
  body.endCycle(cycle);
  EXPECT_NEAR(body.sensors().position[Lola::HeadYaw], 0.f, 0.001f);
  body.beginCycle();
  physics.step(cycle);
  body.endCycle(cycle);
  EXPECT_GT(body.sensors().position[Lola::HeadYaw], 0.02f);
  EXPECT_EQ(body.getPosture(), SimulatedBody::Posture::standing);
}
