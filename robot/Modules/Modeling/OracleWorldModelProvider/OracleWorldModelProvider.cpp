/**
 * @file Modules/Modeling/OracleWorldModelProvider/OracleWorldModelProvider.cpp
 * The true world as the world model.
 */
#include "Modules/Modeling/OracleWorldModelProvider/OracleWorldModelProvider.h"

MAKE_MODULE(OracleWorldModelProvider);

namespace
{
  /** The half width of a robot as an obstacle (mm). */
  constexpr float robotRadius = 150.f;
}

const GroundTruthWorldState::GroundTruthRobot* OracleWorldModelProvider::self() const
{
  const int own = theUpperGroundTruthWorldState.ownRobot;
  return own >= 0 && static_cast<std::size_t>(own) < theUpperGroundTruthWorldState.robots.size()
           ? &theUpperGroundTruthWorldState.robots[static_cast<std::size_t>(own)]
           : nullptr;
}

void OracleWorldModelProvider::update(RobotPose& robotPose)
{
  const GroundTruthWorldState::GroundTruthRobot* own = self();
  if(!own)
  {
    robotPose = RobotPose();
    return;
  }
  if(robotPose.quality == RobotPose::poor || (robotPose.pose.translation - own->pose.translation).norm() > 500.f)
    robotPose.timestampLastJump = theFrameInfo.time; // the first pose, or a robot moved by hand
  robotPose.pose = own->pose;
  robotPose.covariance = Matrix3f::Identity() * 1e-3f;
  robotPose.quality = RobotPose::superb;
}

void OracleWorldModelProvider::update(BallModel& ballModel)
{
  const GroundTruthWorldState::GroundTruthRobot* own = self();
  if(!own)
    return;
  const Pose2f toRobot = own->pose.inverse();
  ballModel.position = toRobot * theUpperGroundTruthWorldState.ballPosition.head<2>();
  ballModel.velocity = Eigen::Rotation2Df(toRobot.rotation) * theUpperGroundTruthWorldState.ballVelocity.head<2>();
  ballModel.covariance = Matrix2f::Identity();
  ballModel.lastPerception = ballModel.position;
  ballModel.timeWhenLastSeen = theFrameInfo.time;
  ballModel.timeWhenDisappeared = theFrameInfo.time;
  ballModel.seenPercentage = 100;
}

void OracleWorldModelProvider::update(ObstacleModel& obstacleModel)
{
  obstacleModel.obstacles.clear();
  const GroundTruthWorldState::GroundTruthRobot* own = self();
  if(!own)
    return;
  const Pose2f toRobot = own->pose.inverse();
  for(const GroundTruthWorldState::GroundTruthRobot& robot : theUpperGroundTruthWorldState.robots)
  {
    if(&robot == own)
      continue;
    ObstacleModel::Obstacle& obstacle = obstacleModel.obstacles.emplace_back();
    const bool teammate = robot.color == own->color;
    obstacle.type = robot.fallen ? (teammate ? ObstacleModel::fallenTeammate : ObstacleModel::fallenOpponent)
                                 : (teammate ? ObstacleModel::teammate : ObstacleModel::opponent);
    obstacle.center = toRobot * robot.pose.translation;
    const Vector2f side = obstacle.center.norm() > 1.f ? Vector2f(-obstacle.center.y(), obstacle.center.x()).normalized() * robotRadius
                                                       : Vector2f(0.f, robotRadius);
    obstacle.left = obstacle.center + side;
    obstacle.right = obstacle.center - side;
    obstacle.number = robot.number;
    obstacle.lastSeen = theFrameInfo.time;
  }
}
