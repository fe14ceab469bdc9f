/**
 * @file Modules/Sensing/TorsoMatrixProvider/TorsoMatrixProvider.cpp
 * The torso in the robot's frame.
 */
#include "Modules/Sensing/TorsoMatrixProvider/TorsoMatrixProvider.h"
#include "Tools/Kinematics/ForwardKinematics.h"

MAKE_MODULE(TorsoMatrixProvider);

void TorsoMatrixProvider::update(TorsoMatrix& torsoMatrix)
{
  static_cast<Pose3f&>(torsoMatrix) =
    Pose3f(ForwardKinematics::torsoInRobot(theRobotModel.soleLeft.isometry(), theRobotModel.soleRight.isometry(),
                                           theInertialSensorData.angle.x(), theInertialSensorData.angle.y()));
  torsoMatrix.isValid = true;
}
