/**
 * @file ForwardKinematicsTest.cpp
 * The NAO's forward kinematics against poses worked out by hand, the torso on the ground, and
 * the projection between image and ground both ways.
 */
#include "Tools/Kinematics/ForwardKinematics.h"
#include "Tools/Math/Transformation.h"
#include <gtest/gtest.h>
#include <cmath>

namespace
{
  void expectNear(const Vector3f& actual, const Vector3f& expected, float tolerance = 1e-3f)
  {
    EXPECT_LT((actual - expected).norm(), tolerance) << actual.transpose() << " instead of " << expected.transpose();
  }
}

TEST(ForwardKinematics, StraightLegsAndTheCamerasAtRest)
{
  const RobotDimensions d;
  const ForwardKinematics::Leg straight;
  const float legLength = d.upperLegLength + d.lowerLegLength + d.footHeight; // 248.09
  expectNear(ForwardKinematics::sole(d, straight, true).translation(), {0.f, 50.f, -legLength});
  expectNear(ForwardKinematics::sole(d, straight, false).translation(), {0.f, -50.f, -legLength});
  const Eigen::Isometry3f upper = ForwardKinematics::camera(d, 0.f, 0.f, true);
  expectNear(upper.translation(), {58.71f, 0.f, 211.5f + 63.64f});
  // Tilted down by 1.2 degrees: the optical axis points slightly below the horizon.
  expectNear(upper.linear().col(0), {std::cos(Angle::fromDegrees(1.2f)), 0.f, -std::sin(Angle::fromDegrees(1.2f))}, 1e-5f);
  const Eigen::Isometry3f lower = ForwardKinematics::camera(d, 0.f, 0.f, false);
  expectNear(lower.translation(), {50.71f, 0.f, 211.5f + 17.74f});
  expectNear(lower.linear().col(0), {std::cos(Angle::fromDegrees(39.7f)), 0.f, -std::sin(Angle::fromDegrees(39.7f))}, 1e-5f);

  // The torso of a robot with straight legs stands 248.09 mm above the ground.
  const Eigen::Isometry3f torso = ForwardKinematics::torsoInRobot(d, straight, straight, 0.f, 0.f);
  expectNear(torso.translation(), {0.f, 0.f, legLength});
}

TEST(ForwardKinematics, BentKneesKeepTheFootFlat)
{
  const RobotDimensions d;
  const float bend = 1.f; // rad at the knee; hip and ankle take half of it back
  const ForwardKinematics::Leg crouched{0.f, 0.f, -bend / 2.f, bend, -bend / 2.f, 0.f};
  const Eigen::Isometry3f sole = ForwardKinematics::sole(d, crouched, true);
  const float s = std::sin(bend / 2.f), c = std::cos(bend / 2.f);
  expectNear(sole.translation(), {(d.upperLegLength - d.lowerLegLength) * s, 50.f,
                                  -(d.upperLegLength + d.lowerLegLength) * c - d.footHeight});
  EXPECT_TRUE(sole.linear().isApprox(Matrix3f::Identity(), 1e-5f));
}

TEST(ForwardKinematics, HeadYawAndPitchTurnTheCameras)
{
  const RobotDimensions d;
  const Eigen::Isometry3f left = ForwardKinematics::camera(d, static_cast<float>(M_PI) / 2.f, 0.f, true);
  expectNear(left.translation(), {0.f, 58.71f, 211.5f + 63.64f});
  EXPECT_GT(left.linear().col(0).y(), 0.99f);
  // Pitched down by 90 degrees minus the tilt, the upper camera looks straight down.
  const Eigen::Isometry3f down = ForwardKinematics::camera(d, 0.f, static_cast<float>(M_PI) / 2.f - Angle::fromDegrees(1.2f), true);
  expectNear(down.linear().col(0), {0.f, 0.f, -1.f}, 1e-5f);
}

TEST(ForwardKinematics, ATiltedTorsoKeepsTheLowerSoleOnTheGround)
{
  const RobotDimensions d;
  const ForwardKinematics::Leg straight;
  const float roll = 0.1f, pitch = 0.2f;
  const Eigen::Isometry3f torso = ForwardKinematics::torsoInRobot(d, straight, straight, roll, pitch);
  const Vector3f left = torso * ForwardKinematics::sole(d, straight, true).translation();
  const Vector3f right = torso * ForwardKinematics::sole(d, straight, false).translation();
  // Rolled to the left (positive roll), the right foot is the lower one.
  EXPECT_NEAR(right.z(), 0.f, 1e-3f);
  EXPECT_GT(left.z(), 1.f);
  EXPECT_NEAR((left + right).x(), 0.f, 1e-3f);
  EXPECT_NEAR((left + right).y(), 0.f, 1e-3f);
  // The torso's own rotation is the IMU's tilt.
  const Matrix3f tilt = (Eigen::AngleAxisf(pitch, Vector3f::UnitY()) * Eigen::AngleAxisf(roll, Vector3f::UnitX())).toRotationMatrix();
  EXPECT_TRUE(torso.linear().isApprox(tilt, 1e-5f));
}

TEST(Transformation, ImageToGroundAndBack)
{
  const RobotDimensions d;
  CameraInfo info;
  info.width = 320;
  info.height = 240;
  info.opticalCenter = Vector2f(160.f, 120.f);
  info.updateFocalLength();
  CameraMatrix cameraMatrix;
  static_cast<Pose3f&>(cameraMatrix) =
    Pose3f(ForwardKinematics::torsoInRobot(d, {}, {}, 0.f, 0.f) * ForwardKinematics::camera(d, 0.3f, 0.1f, false));
  for(const Vector2f& pixel : {Vector2f(0.f, 0.f), Vector2f(160.f, 120.f), Vector2f(319.f, 239.f), Vector2f(40.f, 200.f)})
  {
    Vector2f onGround;
    ASSERT_TRUE(Transformation::imageToRobot(cameraMatrix, info, pixel, onGround));
    Vector2f back;
    ASSERT_TRUE(Transformation::robotToImage(cameraMatrix, info, Vector3f(onGround.x(), onGround.y(), 0.f), back));
    EXPECT_LT((back - pixel).norm(), 1e-2f) << pixel.transpose() << " -> " << back.transpose();
  }
  // The optical centre of a camera looking 39.7 + 5.7 degrees down from 477 mm sees the ground at about 0.48 m.
  Vector2f centre;
  ASSERT_TRUE(Transformation::imageToRobot(cameraMatrix, info, info.opticalCenter, centre));
  const float height = cameraMatrix.translation.z();
  const float depression = Angle::fromDegrees(39.7f) + 0.1f;
  EXPECT_NEAR((centre - cameraMatrix.translation.head<2>()).norm(), height / std::tan(depression), 0.5f);
  // Above the horizon: no ground.
  static_cast<Pose3f&>(cameraMatrix) = Pose3f(ForwardKinematics::camera(d, 0.f, -0.5f, true) * Eigen::Translation3f(0.f, 0.f, 500.f));
  Vector2f none;
  EXPECT_FALSE(Transformation::imageToRobot(cameraMatrix, info, Vector2f(160.f, 0.f), none));
}

TEST(ForwardKinematics, TheStickFiguresChainsWithAllJointsAtZero)
{
  const RobotDimensions d;
  const ForwardKinematics::Leg straight;
  for(const bool left : {true, false})
  {
    const float side = left ? 1.f : -1.f;
    // Hip, knee, ankle, sole straight below each other: the sole the leg's length below the hip.
    const std::array<Eigen::Isometry3f, 4> leg = ForwardKinematics::legChain(d, straight, left);
    expectNear(leg[0].translation(), {0.f, side * 50.f, 0.f});
    expectNear(leg[1].translation(), {0.f, side * 50.f, -100.f});
    expectNear(leg[2].translation(), {0.f, side * 50.f, -202.9f});
    expectNear(leg[3].translation(), {0.f, side * 50.f, -248.09f});
    EXPECT_TRUE(leg[3].isApprox(ForwardKinematics::sole(d, straight, left)));
    // The arm points forward from the shoulder, the elbow a little outward.
    const std::array<Vector3f, 4> arm = ForwardKinematics::armChain(d, {}, left);
    expectNear(arm[0], {0.f, side * 98.f, 185.f});
    expectNear(arm[1], {105.f, side * 113.f, 185.f});
    expectNear(arm[2], {160.95f, side * 113.f, 185.f});
    expectNear(arm[3], {218.7f, side * 113.f, 185.f});
  }
  // Shoulder pitch 90 degrees: the arm hangs down; a shoulder roll away from the body turns it outward.
  const float quarter = static_cast<float>(M_PI) / 2.f;
  const std::array<Vector3f, 4> down = ForwardKinematics::armChain(d, {quarter, 0.f, 0.f, 0.f, 0.f}, true);
  expectNear(down[3], {0.f, 113.f, 185.f - 218.7f});
  const std::array<Vector3f, 4> outLeft = ForwardKinematics::armChain(d, {0.f, quarter, 0.f, 0.f, 0.f}, true);
  const std::array<Vector3f, 4> outRight = ForwardKinematics::armChain(d, {0.f, -quarter, 0.f, 0.f, 0.f}, false);
  EXPECT_GT(outLeft[3].y(), 250.f);
  EXPECT_LT(outRight[3].y(), -250.f);
  // A bent elbow (left: negative roll) turns the forearm toward the body.
  const std::array<Vector3f, 4> bent = ForwardKinematics::armChain(d, {0.f, 0.f, 0.f, -quarter, 0.f}, true);
  EXPECT_LT(bent[3].y(), bent[1].y() - 100.f);
}

TEST(ForwardKinematics, HipYawPitchTurnsTheFeetApartIntoAV)
{
  // One motor, one angle: both legs pitch the same way, the feet turn in opposite directions
  // (Aldebaran's axes (0, 1, -1) and (0, 1, 1) over sqrt 2; SimRobot's model has the same).
  const RobotDimensions d;
  ForwardKinematics::Leg leg;
  leg.hipYawPitch = -0.3f;
  const Eigen::Isometry3f left = ForwardKinematics::sole(d, leg, true), right = ForwardKinematics::sole(d, leg, false);
  const float leftYaw = std::atan2(left.linear()(1, 0), left.linear()(0, 0));
  const float rightYaw = std::atan2(right.linear()(1, 0), right.linear()(0, 0));
  EXPECT_GT(leftYaw, 0.1f);  // the left toes turn out (counterclockwise)
  EXPECT_LT(rightYaw, -0.1f); // the right toes turn out (clockwise)
  EXPECT_NEAR(leftYaw, -rightYaw, 1e-5f);
  EXPECT_NEAR(left.translation().x(), right.translation().x(), 1e-3f); // both legs swing alike
  EXPECT_NEAR(left.translation().y(), -right.translation().y(), 1e-3f);
}
