/**
 * @file Modules/Sensing/RobotModelProvider/RobotModelProvider.cpp
 * The legs' forward kinematics.
 */
#include "Modules/Sensing/RobotModelProvider/RobotModelProvider.h"
#include "Tools/Kinematics/ForwardKinematics.h"

MAKE_MODULE(RobotModelProvider);

void RobotModelProvider::update(RobotModel& robotModel)
{
  const auto& a = theJointSensorData.angles;
  const ForwardKinematics::Leg left{a[Joints::lHipYawPitch], a[Joints::lHipRoll], a[Joints::lHipPitch],
                                    a[Joints::lKneePitch], a[Joints::lAnklePitch], a[Joints::lAnkleRoll]};
  const ForwardKinematics::Leg right{a[Joints::lHipYawPitch], a[Joints::rHipRoll], a[Joints::rHipPitch],
                                     a[Joints::rKneePitch], a[Joints::rAnklePitch], a[Joints::rAnkleRoll]};
  robotModel.soleLeft = Pose3f(ForwardKinematics::sole(theRobotDimensions, left, true));
  robotModel.soleRight = Pose3f(ForwardKinematics::sole(theRobotDimensions, right, false));
}
