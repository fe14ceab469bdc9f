/**
 * @file WalkGeneratorTest.cpp
 * The walk without a body: limits, start and stop, the FSR-switched support, requests that
 * change every frame, and sensor values that are no numbers or stuck. How it walks on a body is
 * measured in naosim's physics (host/tests/MotionLabTest.cpp, motion_bench).
 */
#include "Modules/MotionControl/WalkingEngine/WalkGenerator.h"
#include "Streaming/TypeRegistry.h"
#include <gtest/gtest.h>
#include <cmath>
#include <limits>
#include <random>

namespace
{
  constexpr float dt = 0.012f;

  /** Body-less sensors: the swing foot lands when the step is due (its FSRs feel the robot). */
  WalkGenerator::Sensors landing(const WalkGenerator& walk)
  {
    WalkGenerator::Sensors sensors;
    const bool due = walk.get().phase >= 0.95f;
    const float swing = due ? 3.f : 0.f, support = 5.f - swing;
    sensors.fsrLeft = walk.get().leftSupport ? support : swing;
    sensors.fsrRight = walk.get().leftSupport ? swing : support;
    return sensors;
  }

  bool allFinite(const WalkGenerator& walk)
  {
    for(float angle : walk.get().angles)
      if(!std::isfinite(angle))
        return false;
    return std::isfinite(walk.get().odometryOffset.translation.x()) && std::isfinite(walk.get().odometryOffset.translation.y()) &&
           std::isfinite(walk.get().odometryOffset.rotation);
  }

  /** Runs frames with the sensors given by a function; returns how often the support switched. */
  template<typename SensorsOf>
  int run(WalkGenerator& walk, const WalkParameters& p, const Pose2f& request, int frames, SensorsOf sensorsOf)
  {
    const RobotDimensions dimensions;
    int switches = 0;
    for(int i = 0; i < frames; ++i)
    {
      const bool before = walk.get().leftSupport;
      walk.update(p, dimensions, request, sensorsOf(walk), dt);
      EXPECT_TRUE(allFinite(walk)) << "frame " << i;
      switches += walk.get().leftSupport != before;
    }
    return switches;
  }
}

TEST(WalkGenerator, RequestsBeyondTheLimitsAreScaledIntoThem)
{
  WalkParameters p;
  p.maxSpeed = Pose2f(Angle::fromDegrees(100.f), 250.f, 200.f);
  p.maxBackwardSpeed = 150.f;
  EXPECT_EQ(WalkGenerator::limit(p, Pose2f(0.f, 100.f, 50.f)), Pose2f(0.f, 100.f, 50.f));
  const Pose2f forward = WalkGenerator::limit(p, Pose2f(0.f, 500.f, 0.f));
  EXPECT_NEAR(forward.translation.x(), 250.f, 1e-3f);
  const Pose2f backward = WalkGenerator::limit(p, Pose2f(0.f, -500.f, 0.f));
  EXPECT_NEAR(backward.translation.x(), -150.f, 1e-3f);
  // Into the ellipsoid: the direction is kept.
  const Pose2f both = WalkGenerator::limit(p, Pose2f(Angle::fromDegrees(100.f), 250.f, 200.f));
  EXPECT_NEAR(both.translation.x() / 250.f, 1.f / std::sqrt(3.f), 1e-4f);
  EXPECT_NEAR(both.rotation / Angle::fromDegrees(100.f), 1.f / std::sqrt(3.f), 1e-4f);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(WalkGenerator::limit(p, Pose2f(0.f, nan, 0.f)), Pose2f());
}

TEST(WalkGenerator, StartsSmoothlyWalksAndStopsWithTheFeetTogether)
{
  WalkParameters p;
  WalkGenerator walk;
  const RobotDimensions dimensions;
  // Standing: lowers to the walking height first, then steps.
  walk.update(p, dimensions, Pose2f(), WalkGenerator::Sensors(), dt);
  ASSERT_TRUE(walk.get().standing);
  float odometryX = 0.f;
  const ENUM_INDEXED_ARRAY(float, Joints::Joint) standingAngles = walk.get().angles;
  ENUM_INDEXED_ARRAY(float, Joints::Joint) last = standingAngles;
  float largestStep = 0.f;
  bool walked = false;
  for(int i = 0; i < 800; ++i)
  {
    walk.update(p, dimensions, Pose2f(0.f, 200.f, 0.f), landing(walk), dt);
    odometryX += walk.get().odometryOffset.translation.x();
    walked = walked || !walk.get().standing;
    FOREACH_ENUM(Joints::Joint, joint)
      largestStep = std::max(largestStep, std::abs(walk.get().angles[joint] - last[joint]));
    last = walk.get().angles;
  }
  EXPECT_TRUE(walked);
  // The speed is reached with maxAcceleration: after 9.6 s at most 200 mm/s, at least most of it.
  EXPECT_LT(odometryX, 200.f * 9.6f);
  EXPECT_GT(odometryX, 200.f * 8.f);
  // No joint jumps: at most what the motors can do in a frame (450 deg/s).
  EXPECT_LT(largestStep, Angle::fromDegrees(450.f) * dt);
  // Zero: it walks until the feet are beside each other, then stands in the standing pose.
  int frames = 0;
  while(!walk.get().standing && frames < 300)
  {
    walk.update(p, dimensions, Pose2f(), landing(walk), dt);
    ++frames;
  }
  EXPECT_TRUE(walk.get().standing);
  EXPECT_GT(frames, 10);
  for(int i = 0; i < 200; ++i)
    walk.update(p, dimensions, Pose2f(), landing(walk), dt);
  FOREACH_ENUM(Joints::Joint, joint)
    EXPECT_NEAR(walk.get().angles[joint], standingAngles[joint], 1e-3f) << TypeRegistry::getEnumName(joint);
}

TEST(WalkGenerator, TheSupportSwitchesWhenTheSwingFootLandsOrAtTheLatestTime)
{
  WalkParameters p;
  WalkGenerator early, stuckLow, stuckHigh;
  // The feet land at 95 % of a step: a switch per step.
  const int landed = run(early, p, Pose2f(0.f, 150.f, 0.f), 500, landing);
  // FSRs that read nothing: the steps end at maxStepPhase; stuck at the robot's weight: at minStepPhase.
  const int never = run(stuckLow, p, Pose2f(0.f, 150.f, 0.f), 500, [](const WalkGenerator&) { return WalkGenerator::Sensors(); });
  const int always = run(stuckHigh, p, Pose2f(0.f, 150.f, 0.f), 500, [](const WalkGenerator&) {
    WalkGenerator::Sensors sensors;
    sensors.fsrLeft = sensors.fsrRight = 5.f;
    return sensors;
  });
  const float seconds = 500 * dt;
  EXPECT_NEAR(static_cast<float>(landed), seconds / (0.95f * p.stepDuration), 3.f);
  EXPECT_NEAR(static_cast<float>(never), seconds / (p.maxStepPhase * p.stepDuration), 3.f);
  EXPECT_GT(always, landed);
  EXPECT_GT(landed, never);
}

TEST(WalkGenerator, SensorValuesThatAreNoNumbersDoNotBreakIt)
{
  WalkParameters p;
  WalkGenerator walk;
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  int frame = 0;
  const int switches = run(walk, p, Pose2f(Angle::fromDegrees(20.f), 150.f, 50.f), 600, [&](const WalkGenerator& w) {
    WalkGenerator::Sensors sensors = landing(w);
    switch(frame++ % 4)
    {
      case 0: sensors.gyroX = nan; sensors.turnRate = nan; break;
      case 1: sensors.gyroY = inf; sensors.fsrLeft = nan; break;
      case 2: sensors.fsrRight = -inf; sensors.turnRate = inf; break;
      default: sensors.gyroX = sensors.gyroY = nan; break;
    }
    return sensors;
  });
  EXPECT_GT(switches, 10);
}

TEST(WalkGenerator, ARequestThatChangesEveryFrameDoesNotMakeTheJointsJump)
{
  WalkParameters p;
  WalkGenerator walk;
  const RobotDimensions dimensions;
  std::mt19937 random(7);
  std::uniform_real_distribution<float> any(-1.f, 1.f);
  ENUM_INDEXED_ARRAY(float, Joints::Joint) last;
  last.fill(0.f);
  float largestStep = 0.f;
  for(int i = 0; i < 3000; ++i)
  {
    const Pose2f request(Angle::fromDegrees(150.f * any(random)), 400.f * any(random), 300.f * any(random));
    walk.update(p, dimensions, request, landing(walk), dt);
    ASSERT_TRUE(allFinite(walk)) << "frame " << i;
    if(i > 0)
      FOREACH_ENUM(Joints::Joint, joint)
        largestStep = std::max(largestStep, std::abs(walk.get().angles[joint] - last[joint]));
    last = walk.get().angles;
    // The speed it walks at never leaves the limits.
    const Pose2f& speed = walk.get().speed;
    EXPECT_LE(std::abs(speed.translation.x()), p.maxSpeed.translation.x() + 1e-3f);
    EXPECT_LE(std::abs(speed.translation.y()), p.maxSpeed.translation.y() + 1e-3f);
    EXPECT_LE(std::abs(speed.rotation), p.maxSpeed.rotation + 1e-5f);
  }
  EXPECT_LT(largestStep, Angle::fromDegrees(450.f) * dt);
}

TEST(WalkGenerator, TurnsAgainstADriftAndStillStops)
{
  // The body turns by itself to the left (as slipping feet make it): the steps turn right.
  WalkParameters p;
  WalkGenerator walk;
  const RobotDimensions dimensions;
  float odometryRotation = 0.f, measured = 0.f;
  float stepTurn = 0.f;
  for(int i = 0; i < 500; ++i)
  {
    WalkGenerator::Sensors sensors = landing(walk);
    sensors.turnRate = Angle::fromDegrees(5.f);
    walk.update(p, dimensions, Pose2f(0.f, 0.f, 150.f), sensors, dt);
    odometryRotation += walk.get().odometryOffset.rotation;
    measured += walk.get().standing ? 0.f : sensors.turnRate * dt;
    if(i > 250)
      stepTurn = std::min(stepTurn, walk.get().angles[Joints::lHipYawPitch]);
  }
  // The odometry turns as the gyroscope measured; the legs turn the feet against it.
  EXPECT_GT(measured, Angle::fromDegrees(5.f) * 400 * dt);
  EXPECT_NEAR(odometryRotation, measured, 1e-3f);
  EXPECT_LT(stepTurn, -Angle::fromDegrees(0.5f));
  // Asked to stop while the drift goes on: the feet come together, and it stands.
  int frames = 0;
  while(!walk.get().standing && frames < 300)
  {
    WalkGenerator::Sensors sensors = landing(walk);
    sensors.turnRate = Angle::fromDegrees(5.f);
    walk.update(p, dimensions, Pose2f(), sensors, dt);
    ++frames;
  }
  EXPECT_TRUE(walk.get().standing);
}
