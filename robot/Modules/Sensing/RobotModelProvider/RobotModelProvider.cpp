/**
 * @file Modules/Sensing/RobotModelProvider/RobotModelProvider.cpp
 * The legs' forward kinematics, and the body drawn from all joints.
 */
#include "Modules/Sensing/RobotModelProvider/RobotModelProvider.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Tools/Kinematics/ForwardKinematics.h"

MAKE_MODULE(RobotModelProvider);

namespace
{
  const ColorRGBA leftColor(40, 110, 255);
  const ColorRGBA rightColor(240, 60, 40);
  const ColorRGBA bodyColor(200, 200, 200);
  /** A sole's outline around the point below the ankle (mm; roughly the NAO v6's foot). */
  constexpr float soleFront = 100.f, soleBack = -55.f, soleInner = 38.f, soleOuter = 50.f;
  /** The head as a sphere around a point in the neck's frame (the cameras lie on its surface). */
  const Vector3f headCenter(5.f, 0.f, 45.f);
  constexpr float headRadius = 60.f;
}

void RobotModelProvider::update(RobotModel& robotModel)
{
  const auto& a = theJointSensorData.angles;
  const ForwardKinematics::Leg left{a[Joints::lHipYawPitch], a[Joints::lHipRoll], a[Joints::lHipPitch],
                                    a[Joints::lKneePitch], a[Joints::lAnklePitch], a[Joints::lAnkleRoll]};
  const ForwardKinematics::Leg right{a[Joints::lHipYawPitch], a[Joints::rHipRoll], a[Joints::rHipPitch],
                                     a[Joints::rKneePitch], a[Joints::rAnklePitch], a[Joints::rAnkleRoll]};
  robotModel.soleLeft = Pose3f(ForwardKinematics::sole(theRobotDimensions, left, true));
  robotModel.soleRight = Pose3f(ForwardKinematics::sole(theRobotDimensions, right, false));
#ifndef TOUCHLINE_RELEASE // the drawings are compiled out there
  DECLARE_DEBUG_DRAWING3D("representation:RobotModel", "robot");
  DECLARE_DEBUG_DRAWING("representation:RobotModel", "drawingOnField");
  // Only computed while one of the two is requested.
  bool requested = false;
  COMPLEX_DRAWING3D("representation:RobotModel") requested = true;
  COMPLEX_DRAWING("representation:RobotModel") requested = true;
  if(requested)
    draw(robotModel);
#endif
}

#ifndef TOUCHLINE_RELEASE
void RobotModelProvider::draw(const RobotModel& robotModel) const
{
  const auto& a = theJointSensorData.angles;
  const RobotDimensions& d = theRobotDimensions;
  // The torso on the ground, as the TorsoMatrix will put it.
  const Eigen::Isometry3f torso = ForwardKinematics::torsoInRobot(robotModel.soleLeft.isometry(), robotModel.soleRight.isometry(),
                                                                  theInertialSensorData.angle.x(), theInertialSensorData.angle.y());
  const ForwardKinematics::Leg legs[2] = {
    {a[Joints::lHipYawPitch], a[Joints::lHipRoll], a[Joints::lHipPitch], a[Joints::lKneePitch], a[Joints::lAnklePitch], a[Joints::lAnkleRoll]},
    {a[Joints::lHipYawPitch], a[Joints::rHipRoll], a[Joints::rHipPitch], a[Joints::rKneePitch], a[Joints::rAnklePitch], a[Joints::rAnkleRoll]}};
  const ForwardKinematics::Arm arms[2] = {
    {a[Joints::lShoulderPitch], a[Joints::lShoulderRoll], a[Joints::lElbowYaw], a[Joints::lElbowRoll], a[Joints::lWristYaw]},
    {a[Joints::rShoulderPitch], a[Joints::rShoulderRoll], a[Joints::rElbowYaw], a[Joints::rElbowRoll], a[Joints::rWristYaw]}};
  const Eigen::Isometry3f neck = torso * Eigen::Translation3f(0.f, 0.f, d.hipToNeckLength) *
                                 Eigen::AngleAxisf(a[Joints::headYaw], Vector3f::UnitZ()) *
                                 Eigen::AngleAxisf(a[Joints::headPitch], Vector3f::UnitY());
  const std::array<Eigen::Isometry3f, 4> legChains[2] = {ForwardKinematics::legChain(d, legs[0], true),
                                                          ForwardKinematics::legChain(d, legs[1], false)};
  const std::array<Vector3f, 4> armChains[2] = {ForwardKinematics::armChain(d, arms[0], true), ForwardKinematics::armChain(d, arms[1], false)};
  const auto line3D = [](const Vector3f& from, const Vector3f& to, float width, const ColorRGBA& color) {
    LINE3D("representation:RobotModel", from.x(), from.y(), from.z(), to.x(), to.y(), to.z(), width, color);
  };

  COMPLEX_DRAWING3D("representation:RobotModel")
  {
    COORDINATES3D("representation:RobotModel", 150, 2);
    const Vector3f origin = torso.translation();
    const Vector3f neckJoint = neck.translation();
    line3D(origin, neckJoint, 6.f, bodyColor);
    line3D(torso * legChains[0][0].translation(), torso * legChains[1][0].translation(), 6.f, bodyColor);
    line3D(torso * armChains[0][0], torso * armChains[1][0], 6.f, bodyColor);
    const Vector3f head = neck * headCenter;
    SPHERE3D("representation:RobotModel", head.x(), head.y(), head.z(), headRadius, bodyColor);
    for(int side = 0; side < 2; ++side)
    {
      const ColorRGBA& color = side == 0 ? leftColor : rightColor;
      for(std::size_t i = 1; i < 4; ++i)
      {
        line3D(torso * legChains[side][i - 1].translation(), torso * legChains[side][i].translation(), 5.f, color);
        line3D(torso * armChains[side][i - 1], torso * armChains[side][i], 4.f, color);
      }
      for(std::size_t i = 1; i < 3; ++i)
      {
        const Vector3f knee = torso * legChains[side][i].translation(), elbow = torso * armChains[side][i];
        DOT3D("representation:RobotModel", knee.x(), knee.y(), knee.z(), 8, color);
        DOT3D("representation:RobotModel", elbow.x(), elbow.y(), elbow.z(), 7, color);
      }
      // The sole, flat below the ankle.
      const Eigen::Isometry3f sole = torso * legChains[side][3];
      const float inner = side == 0 ? -soleInner : soleInner, outer = side == 0 ? soleOuter : -soleOuter;
      const Vector3f corners[4] = {sole * Vector3f(soleFront, inner, 0.f), sole * Vector3f(soleFront, outer, 0.f),
                                   sole * Vector3f(soleBack, outer, 0.f), sole * Vector3f(soleBack, inner, 0.f)};
      QUAD3D("representation:RobotModel", corners[0], corners[1], corners[2], corners[3], color);
    }
  }

  COMPLEX_DRAWING("representation:RobotModel")
  {
    // The soles' outlines on the ground and the robot's heading (the robot frame is the field's
    // until Touchline localises itself, as for the other field drawings).
    for(int side = 0; side < 2; ++side)
    {
      const Eigen::Isometry3f sole = torso * legChains[side][3];
      const float inner = side == 0 ? -soleInner : soleInner, outer = side == 0 ? soleOuter : -soleOuter;
      const Vector3f corners[4] = {sole * Vector3f(soleFront, inner, 0.f), sole * Vector3f(soleFront, outer, 0.f),
                                   sole * Vector3f(soleBack, outer, 0.f), sole * Vector3f(soleBack, inner, 0.f)};
      const ColorRGBA& color = side == 0 ? leftColor : rightColor;
      const Vector2f outline[4] = {corners[0].head<2>(), corners[1].head<2>(), corners[2].head<2>(), corners[3].head<2>()};
      POLYGON("representation:RobotModel", 4, outline, 8, Drawings::solidPen, color, Drawings::solidBrush, color.alpha(90));
    }
    ARROW("representation:RobotModel", 0, 0, 250, 0, 15, Drawings::solidPen, ColorRGBA::black);
  }
}
#endif
