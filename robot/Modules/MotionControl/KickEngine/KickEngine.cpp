/**
 * @file Modules/MotionControl/KickEngine/KickEngine.cpp
 * The kick's phases, the feet and the legs' inverse kinematics.
 */
#include "Modules/MotionControl/KickEngine/KickEngine.h"
#include "Math/Constants.h"
#include "Tools/Kinematics/InverseKinematics.h"
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

MAKE_MODULE(KickEngine);

KickEngine::KickEngine()
{
  const std::string file = Module::parameterFileName("KickEngine");
  if(kick.phases.empty())
    throw std::runtime_error("KickEngine: " + file + ", kick.phases: a kick needs phases");
  for(std::size_t i = 0; i < kick.phases.size(); ++i)
    if(kick.phases[i].duration == 0)
      throw std::runtime_error("KickEngine: " + file + ", kick.phases[" + std::to_string(i) + "].duration: must be > 0 ms");
}

Vector2f KickEngine::ballOffset(const KickParameters& parameters, bool left, Angle requested)
{
  const float k = left ? 1.f : -1.f;
  const float direction = std::clamp(Angle::normalize(static_cast<float>(requested)), -static_cast<float>(parameters.maxDirection),
                                     static_cast<float>(parameters.maxDirection));
  const float half = direction / 2.f;
  // The torso pivots by half the direction on the support foot, which carries the kicking foot's
  // start along; the foot then swings along the whole direction.
  const Vector2f fromSupport(0.f, 2.f * k * parameters.footY);
  const Vector2f pivoted = Eigen::Rotation2Df(half) * fromSupport;
  const float reach = parameters.ballAt + 100.f + 50.f; // the toes are 100 mm ahead of the ankle; the ball's radius
  return pivoted - fromSupport + Eigen::Rotation2Df(direction) * Vector2f(reach, k * parameters.ballOutward);
}

void KickEngine::computeJoints(const KickPhase& pose, KickEngineOutput& output) const
{
  const float k = left ? 1.f : -1.f; // the kicking foot's side
  const Eigen::Isometry3f lean(Eigen::AngleAxisf(-kick.lean, Vector3f::UnitY()));
  // The torso over the support foot: the feet move toward the kicking side in its frame.
  const float shiftY = pose.shift * k;
  // Turning: both feet open by half of the turned direction (a V: one HipYawPitch angle).
  const float half = pose.turn * direction / 2.f;
  const Eigen::Isometry3f support =
    lean * Eigen::Translation3f(0.f, -k * kick.footY + shiftY, -kick.height) * Eigen::AngleAxisf(-half, Vector3f::UnitZ());
  const Vector2f along(std::cos(half), std::sin(half));
  const Vector2f offset = along * pose.footX + Vector2f(-along.y(), along.x()) * (pose.footY * k);
  const Eigen::Isometry3f kicking = lean * Eigen::Translation3f(offset.x(), k * kick.footY + shiftY + offset.y(), -kick.height + pose.footZ) *
                                    Eigen::AngleAxisf(half, Vector3f::UnitZ()) * Eigen::AngleAxisf(-pose.footPitch, Vector3f::UnitY());
  ForwardKinematics::Leg l, r;
  // The kicking foot turns exactly (the shared HipYawPitch is its); the support foot follows on the ground.
  InverseKinematics::legs(theRobotDimensions, left ? kicking : support, left ? support : kicking, l, r, left ? 1.f : 0.f);
  ForwardKinematics::Leg& supportLeg = left ? r : l;
  supportLeg.anklePitch += kick.anklePitchGyroGain * gyroY;
  supportLeg.ankleRoll += kick.ankleRollGyroGain * gyroX;
  auto& a = output.angles;
  a[Joints::lHipYawPitch] = a[Joints::rHipYawPitch] = l.hipYawPitch;
  a[Joints::lHipRoll] = l.hipRoll;
  a[Joints::lHipPitch] = l.hipPitch;
  a[Joints::lKneePitch] = l.kneePitch;
  a[Joints::lAnklePitch] = l.anklePitch;
  a[Joints::lAnkleRoll] = l.ankleRoll;
  a[Joints::rHipRoll] = r.hipRoll;
  a[Joints::rHipPitch] = r.hipPitch;
  a[Joints::rKneePitch] = r.kneePitch;
  a[Joints::rAnklePitch] = r.anklePitch;
  a[Joints::rAnkleRoll] = r.ankleRoll;
  // The arms hang a little away from the body; the one on the kicking side swings against the foot.
  a[Joints::lShoulderPitch] = Angle::fromDegrees(90.f) + (left ? 0.004f * pose.footX : 0.f);
  a[Joints::rShoulderPitch] = Angle::fromDegrees(90.f) + (left ? 0.f : 0.004f * pose.footX);
  a[Joints::lShoulderRoll] = Angle::fromDegrees(12.f);
  a[Joints::rShoulderRoll] = Angle::fromDegrees(-12.f);
  a[Joints::lElbowYaw] = Angle::fromDegrees(15.f);
  a[Joints::rElbowYaw] = Angle::fromDegrees(-15.f);
  a[Joints::lElbowRoll] = Angle::fromDegrees(-30.f);
  a[Joints::rElbowRoll] = Angle::fromDegrees(30.f);
  a[Joints::lWristYaw] = Angle::fromDegrees(-90.f);
  a[Joints::rWristYaw] = Angle::fromDegrees(90.f);
}

void KickEngine::update(KickEngineOutput& output)
{
  const float x = theInertialSensorData.gyro.x(), y = theInertialSensorData.gyro.y();
  gyroX += kick.gyroLowPass * ((std::isfinite(x) ? x : 0.f) - gyroX);
  gyroY += kick.gyroLowPass * ((std::isfinite(y) ? y : 0.f) - gyroY);
  output.setAllAngles(JointRequest::ignore);
  FOREACH_ENUM(Joints::Joint, joint)
    if(joint != Joints::headYaw && joint != Joints::headPitch && !Joints::isHand(joint))
      output.stiffnesses[joint] = stiffness;

  if(theMotionSelection.engine == MotionSelection::kickEngine && theMotionSelection.since != startedAt)
  {
    // A new kick.
    running = true;
    startedAt = theMotionSelection.since;
    start = theFrameInfo.time;
    left = theMotionRequest.kickLeg == Legs::left;
    direction = std::clamp(Angle::normalize(static_cast<float>(theMotionRequest.kickDirection)), -static_cast<float>(kick.maxDirection),
                           static_cast<float>(kick.maxDirection));
  }
  if(theMotionSelection.engine != MotionSelection::kickEngine)
    running = false;

  KickPhase pose; // standing: all zero
  pose.duration = 0;
  std::size_t phase = 0;
  if(running)
  {
    unsigned elapsed = static_cast<unsigned>(std::max(theFrameInfo.getTimeSince(start), 0));
    KickPhase from = pose;
    while(phase < kick.phases.size() && elapsed >= kick.phases[phase].duration)
    {
      elapsed -= kick.phases[phase].duration;
      from = kick.phases[phase];
      ++phase;
    }
    if(phase < kick.phases.size())
    {
      const KickPhase& to = kick.phases[phase];
      const float ratio = 0.5f - 0.5f * std::cos(pi * static_cast<float>(elapsed) / static_cast<float>(to.duration));
      pose.shift = from.shift + (to.shift - from.shift) * ratio;
      pose.footX = from.footX + (to.footX - from.footX) * ratio;
      pose.footY = from.footY + (to.footY - from.footY) * ratio;
      pose.footZ = from.footZ + (to.footZ - from.footZ) * ratio;
      pose.footPitch = from.footPitch + (to.footPitch - from.footPitch) * ratio;
      pose.turn = from.turn + (to.turn - from.turn) * ratio;
    }
    else
    {
      pose = kick.phases.back();
      running = false;
      ++kicks;
    }
  }
  computeJoints(pose, output);
  output.isDone = !running;
  output.phase = static_cast<unsigned>(phase);
  output.ballOffset = ballOffset(kick, theMotionRequest.kickLeg == Legs::left, theMotionRequest.kickDirection);
  output.kicks = kicks;
}
