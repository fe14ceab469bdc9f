/**
 * @file InverseKinematicsTest.cpp
 * The legs' inverse kinematics: forward(inverse(x)) = x over the reachable space, the shared
 * HipYawPitch, and what happens out of reach.
 */
#include "Tools/Kinematics/ForwardKinematics.h"
#include "Tools/Kinematics/InverseKinematics.h"
#include <gtest/gtest.h>
#include <random>

namespace
{
  /** A random pose of a leg within the NAO's joint ranges (JointLimits of naosim; rad). */
  ForwardKinematics::Leg randomLeg(std::mt19937& random, bool left, float hipYawPitch)
  {
    const auto in = [&](float low, float high) { return std::uniform_real_distribution<float>(low, high)(random); };
    ForwardKinematics::Leg leg;
    leg.hipYawPitch = hipYawPitch;
    leg.hipRoll = left ? in(-0.37f, 0.78f) : in(-0.78f, 0.37f);
    leg.hipPitch = in(-1.53f, 0.48f);
    leg.kneePitch = in(0.f, 2.11f);
    leg.anklePitch = in(-1.18f, 0.92f);
    leg.ankleRoll = left ? in(-0.39f, 0.76f) : in(-0.76f, 0.39f);
    return leg;
  }

  void expectSame(const Eigen::Isometry3f& actual, const Eigen::Isometry3f& expected, const std::string& what)
  {
    EXPECT_LT((actual.translation() - expected.translation()).norm(), 0.1f) << what;
    EXPECT_LT((actual.linear() - expected.linear()).norm(), 1e-3f) << what;
  }
}

TEST(InverseKinematics, ForwardOfInverseIsTheSolePoseOverTheReachableSpace)
{
  const RobotDimensions d;
  std::mt19937 random(7);
  for(int trial = 0; trial < 20000; ++trial)
  {
    const bool left = trial % 2 == 0;
    const float yawPitch = std::uniform_real_distribution<float>(-1.14f, 0.74f)(random);
    const ForwardKinematics::Leg pose = randomLeg(random, left, yawPitch);
    const Eigen::Isometry3f sole = ForwardKinematics::sole(d, pose, left);
    ForwardKinematics::Leg solved;
    ASSERT_TRUE(InverseKinematics::leg(d, sole, left, solved)) << trial;
    expectSame(ForwardKinematics::sole(d, solved, left), sole, "trial " + std::to_string(trial));
    // Within the joints' ranges the solution is the pose itself (the knee bent forward).
    if(pose.kneePitch > 0.05f)
    {
      EXPECT_NEAR(solved.hipYawPitch, pose.hipYawPitch, 1e-3f) << trial;
      EXPECT_NEAR(solved.kneePitch, pose.kneePitch, 1e-3f) << trial;
    }
  }
}

TEST(InverseKinematics, BothLegsShareTheHipYawPitch)
{
  const RobotDimensions d;
  std::mt19937 random(11);
  for(int trial = 0; trial < 5000; ++trial)
  {
    const float yawPitch = std::uniform_real_distribution<float>(-1.14f, 0.74f)(random);
    const ForwardKinematics::Leg leftPose = randomLeg(random, true, yawPitch), rightPose = randomLeg(random, false, yawPitch);
    const Eigen::Isometry3f leftSole = ForwardKinematics::sole(d, leftPose, true), rightSole = ForwardKinematics::sole(d, rightPose, false);
    ForwardKinematics::Leg left, right;
    ASSERT_TRUE(InverseKinematics::legs(d, leftSole, rightSole, left, right)) << trial;
    EXPECT_EQ(left.hipYawPitch, right.hipYawPitch);
    expectSame(ForwardKinematics::sole(d, left, true), leftSole, "left " + std::to_string(trial));
    expectSame(ForwardKinematics::sole(d, right, false), rightSole, "right " + std::to_string(trial));
  }
}

TEST(InverseKinematics, AnUnsharedTurnKeepsPositionAndTilt)
{
  // The left sole turned by 20 degrees, the right one straight: no single HipYawPitch gives both.
  const RobotDimensions d;
  const Eigen::Isometry3f leftSole = Eigen::Translation3f(20.f, 60.f, -210.f) * Eigen::AngleAxisf(0.35f, Vector3f::UnitZ()) *
                                     Eigen::AngleAxisf(0.1f, Vector3f::UnitY());
  const Eigen::Isometry3f rightSole = Eigen::Isometry3f(Eigen::Translation3f(-10.f, -50.f, -220.f));
  ForwardKinematics::Leg left, right;
  ASSERT_TRUE(InverseKinematics::legs(d, leftSole, rightSole, left, right));
  for(const auto& [angles, sole, isLeft] : {std::tuple{left, leftSole, true}, std::tuple{right, rightSole, false}})
  {
    const Eigen::Isometry3f reached = ForwardKinematics::sole(d, angles, isLeft);
    EXPECT_LT((reached.translation() - sole.translation()).norm(), 0.1f);
    EXPECT_LT((reached.linear().col(2) - sole.linear().col(2)).norm(), 1e-3f); // the sole's tilt
  }
  // The yaw is shared: half of the left sole's wish each.
  EXPECT_GT(std::abs(left.hipYawPitch), 0.05f);
}

TEST(InverseKinematics, OutOfReachStretchesTheLegTowardTheTarget)
{
  const RobotDimensions d;
  const Eigen::Isometry3f far(Eigen::Translation3f(0.f, 50.f, -400.f));
  ForwardKinematics::Leg angles;
  EXPECT_FALSE(InverseKinematics::leg(d, far, true, angles));
  EXPECT_NEAR(angles.kneePitch, 0.f, 1e-3f);
  const Eigen::Isometry3f reached = ForwardKinematics::sole(d, angles, true);
  EXPECT_NEAR(reached.translation().z(), -(d.upperLegLength + d.lowerLegLength + d.footHeight), 0.1f);
  EXPECT_NEAR(reached.translation().x(), 0.f, 0.1f);
}
