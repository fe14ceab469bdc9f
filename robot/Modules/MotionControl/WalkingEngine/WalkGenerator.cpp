/**
 * @file Modules/MotionControl/WalkingEngine/WalkGenerator.cpp
 * Steps, feet paths, balance feedback and the legs' inverse kinematics.
 */
#include "Modules/MotionControl/WalkingEngine/WalkGenerator.h"
#include "Tools/Kinematics/InverseKinematics.h"
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{
  constexpr float piF = std::numbers::pi_v<float>;

  float approach(float value, float target, float step)
  {
    return value + std::clamp(target - value, -step, step);
  }

  WalkGenerator::FootOffset mix(const WalkGenerator::FootOffset& from, const WalkGenerator::FootOffset& to, float ratio)
  {
    return {from.x + (to.x - from.x) * ratio, from.y + (to.y - from.y) * ratio, from.rotation + (to.rotation - from.rotation) * ratio};
  }

  bool isZero(const Pose2f& pose)
  {
    return std::abs(pose.translation.x()) < 1e-3f && std::abs(pose.translation.y()) < 1e-3f && std::abs(pose.rotation) < 1e-5f;
  }

  bool isNear(const WalkGenerator::FootOffset& foot)
  {
    return std::abs(foot.x) < 1.f && std::abs(foot.y) < 1.f && std::abs(foot.rotation) < 0.01f;
  }
}

Pose2f WalkGenerator::limit(const WalkParameters& p, const Pose2f& request)
{
  // Scaled into the ellipsoid of the maximum speeds (forward and backward differ).
  const float maxX = request.translation.x() >= 0.f ? p.maxSpeed.translation.x() : p.maxBackwardSpeed;
  const float x = request.translation.x() / std::max(maxX, 1.f);
  const float y = request.translation.y() / std::max(p.maxSpeed.translation.y(), 1.f);
  const float r = request.rotation / std::max(static_cast<float>(p.maxSpeed.rotation), 1e-3f);
  const float norm = std::sqrt(x * x + y * y + r * r);
  if(!std::isfinite(norm))
    return Pose2f();
  const float scale = norm > 1.f ? 1.f / norm : 1.f;
  return Pose2f(Angle(request.rotation * scale), request.translation * scale);
}

void WalkGenerator::reset()
{
  walking = false;
  t = 0.f;
  speed = stepSize = Pose2f();
  left = right = swingStart = supportStart = FootOffset();
  gyroX = gyroY = 0.f;
  headingError = 0.f;
  heightNow = 0.f;
  output.standing = true;
}

void WalkGenerator::startStep(const WalkParameters& p, bool firstStep)
{
  if(firstStep)
    output.leftSupport = speed.translation.y() <= 0.f; // sideways to the left: the left foot swings first
  else
    output.leftSupport = !output.leftSupport;
  // The support switches when the swing foot lands, which may be before or after stepDuration:
  // a step is planned for as long as the last ones took, so that its feet arrive and its size
  // gives the speed.
  if(!firstStep)
    duration += 0.3f * (std::clamp(t, p.minStepPhase * p.stepDuration, p.stepDuration) - duration);
  else
    duration = p.stepDuration;
  t = 0.f;
  // The heading correction is limited so that a step turns at most a third more than the
  // fastest turn (the feet must not collide).
  // Stopping (no speed), the heading is left as it is: the feet come together.
  if(isZero(speed))
    headingError = 0.f;
  const float maxTurn = static_cast<float>(p.maxSpeed.rotation) * duration;
  const float turn = std::clamp(speed.rotation * duration + p.headingGain * headingError * duration, -maxTurn * 4.f / 3.f, maxTurn * 4.f / 3.f);
  stepSize = Pose2f(Angle(turn), speed.translation * duration);
  supportStart = output.leftSupport ? left : right;
  swingStart = output.leftSupport ? right : left;
  output.speed = speed;
}

void WalkGenerator::update(const WalkParameters& p, const RobotDimensions& dimensions, const Pose2f& request, const Sensors& sensors, float dt)
{
  gyroX += p.gyroLowPass * ((std::isfinite(sensors.gyroX) ? sensors.gyroX : 0.f) - gyroX);
  gyroY += p.gyroLowPass * ((std::isfinite(sensors.gyroY) ? sensors.gyroY : 0.f) - gyroY);
  if(heightNow == 0.f)
    heightNow = p.standHeight;
  const Pose2f target = limit(p, request);
  const bool wantsToWalk = !isZero(target);
  speed.translation.x() = approach(speed.translation.x(), target.translation.x(), p.maxAcceleration.translation.x() * dt);
  speed.translation.y() = approach(speed.translation.y(), target.translation.y(), p.maxAcceleration.translation.y() * dt);
  speed.rotation = approach(speed.rotation, target.rotation, p.maxAcceleration.rotation * dt);
  heightNow = approach(heightNow, walking || wantsToWalk ? p.height : p.standHeight, 100.f * dt);

  const FootOffset leftBefore = left, rightBefore = right;
  output.odometryOffset = Pose2f();
  if(!walking)
  {
    output.standing = true;
    output.phase = 0.f;
    if(wantsToWalk && std::abs(heightNow - p.height) < 0.5f)
    {
      walking = true;
      output.standing = false;
      headingError = 0.f;
      startStep(p, true);
    }
    else
    {
      output.speed = Pose2f();
      computeJoints(p, dimensions, 0.f, 0.f, heightNow);
      return;
    }
  }

  const float turnRate = std::isfinite(sensors.turnRate) ? sensors.turnRate : static_cast<float>(speed.rotation);
  const float maxHeadingError = p.maxHeadingError;
  headingError = std::clamp(headingError + (static_cast<float>(speed.rotation) - turnRate) * dt, -maxHeadingError, maxHeadingError);
  t += dt;
  float phase = t / duration;
  const float swingWeight = output.leftSupport ? sensors.fsrRight : sensors.fsrLeft;
  if(t >= p.maxStepPhase * p.stepDuration || (t >= p.minStepPhase * p.stepDuration && swingWeight >= p.footContactWeight))
  {
    if(!wantsToWalk && isZero(stepSize) && isZero(speed) && isNear(left) && isNear(right))
    {
      walking = false;
      output.standing = true;
      output.phase = 0.f;
      left = right = FootOffset();
      output.speed = Pose2f();
      computeJoints(p, dimensions, 0.f, 0.f, heightNow);
      return;
    }
    const bool firstStep = false;
    startStep(p, firstStep);
    phase = 0.f;
  }
  output.phase = phase;
  const float progress = std::min(phase, 1.f);
  // Forward and backward, the feet pass each other: the support foot moves from where it landed
  // to half a step behind, the swing foot to half a step ahead. Sideways and turning, the feet
  // must not cross or turn their toes into each other: the support foot moves by the step, the
  // swing foot opens by a step if it leads (it is on the side the robot moves or turns to) and
  // closes back to its place if it trails.
  const float leading = output.leftSupport ? -1.f : 1.f; // the swing foot's side
  const float y = stepSize.translation.y(), r = stepSize.rotation;
  const FootOffset supportEnd{-stepSize.translation.x() / 2.f, supportStart.y - y, supportStart.rotation - r};
  const FootOffset swingEnd{stepSize.translation.x() / 2.f, y * leading > 0.f ? y : 0.f, r * leading > 0.f ? r : 0.f};
  FootOffset& support = output.leftSupport ? left : right;
  FootOffset& swing = output.leftSupport ? right : left;
  support = mix(supportStart, supportEnd, progress);
  // At first both feet are on the ground: the swing foot moves back with the support foot (the
  // torso moves over both) until it lifts; then it swings to where the next step begins.
  const float lifted = std::clamp((progress - p.doubleSupport) / (1.f - p.doubleSupport), 0.f, 1.f);
  const FootOffset liftOff{swingStart.x + (supportEnd.x - supportStart.x) * std::min(progress, p.doubleSupport),
                           swingStart.y + (supportEnd.y - supportStart.y) * std::min(progress, p.doubleSupport),
                           swingStart.rotation + (supportEnd.rotation - supportStart.rotation) * std::min(progress, p.doubleSupport)};
  swing = mix(liftOff, swingEnd, 0.5f - 0.5f * std::cos(piF * lifted));
  const float lift = phase < 1.f ? p.footLift * std::sin(piF * lifted) : 0.f;
  const float sway = p.sway * std::sin(piF * progress) * (output.leftSupport ? 1.f : -1.f);
  computeJoints(p, dimensions, lift, sway, heightNow);

  // Odometry: the torso moves over the support foot as the support foot moves back under it; it
  // turns as the gyroscope says (the feet's turn includes the heading correction, and slips).
  const FootOffset& supportBefore = output.leftSupport ? leftBefore : rightBefore;
  const float dx = support.x - supportBefore.x, dy = support.y - supportBefore.y;
  output.odometryOffset = Pose2f(Angle(turnRate * dt), -dx, -dy);
}

void WalkGenerator::computeJoints(const WalkParameters& p, const RobotDimensions& dimensions, float lift, float swayY, float height)
{
  const Eigen::Isometry3f lean(Eigen::AngleAxisf(-p.lean, Vector3f::UnitY()));
  const auto sole = [&](const FootOffset& foot, bool isLeft, bool swinging) {
    const float side = isLeft ? 1.f : -1.f;
    return lean * Eigen::Translation3f(p.footX + foot.x, side * p.footY + foot.y - swayY, -height + (swinging ? lift : 0.f)) *
           Eigen::AngleAxisf(foot.rotation, Vector3f::UnitZ());
  };
  const bool walkingNow = !output.standing;
  ForwardKinematics::Leg l, r;
  InverseKinematics::legs(dimensions, sole(left, true, walkingNow && !output.leftSupport), sole(right, false, walkingNow && output.leftSupport), l, r);
  // Balance: the torso's filtered pitch and roll rates turn the ankles (and the hips) against them.
  const float pitch = p.anklePitchGyroGain * gyroY, roll = p.ankleRollGyroGain * gyroX, hipRoll = p.hipRollGyroGain * gyroX;
  auto& a = output.angles;
  a[Joints::lHipYawPitch] = a[Joints::rHipYawPitch] = l.hipYawPitch;
  a[Joints::lHipRoll] = l.hipRoll + hipRoll;
  a[Joints::lHipPitch] = l.hipPitch;
  a[Joints::lKneePitch] = l.kneePitch;
  a[Joints::lAnklePitch] = l.anklePitch + pitch;
  a[Joints::lAnkleRoll] = l.ankleRoll + roll;
  a[Joints::rHipRoll] = r.hipRoll + hipRoll;
  a[Joints::rHipPitch] = r.hipPitch;
  a[Joints::rKneePitch] = r.kneePitch;
  a[Joints::rAnklePitch] = r.anklePitch + pitch;
  a[Joints::rAnkleRoll] = r.ankleRoll + roll;
  // The arms hang and swing against the feet.
  const float deg = piF / 180.f;
  a[Joints::lShoulderPitch] = 90.f * deg + p.armSwing * left.x;
  a[Joints::rShoulderPitch] = 90.f * deg + p.armSwing * right.x;
  a[Joints::lShoulderRoll] = 10.f * deg;
  a[Joints::rShoulderRoll] = -10.f * deg;
  a[Joints::lElbowYaw] = 15.f * deg;
  a[Joints::rElbowYaw] = -15.f * deg;
  a[Joints::lElbowRoll] = -30.f * deg;
  a[Joints::rElbowRoll] = 30.f * deg;
  a[Joints::lWristYaw] = -90.f * deg;
  a[Joints::rWristYaw] = 90.f * deg;
}
