/**
 * @file MotionLabTest.cpp
 * The motions on naosim's physics, in the motion lab (the Motion thread's modules in lock-step
 * with the simulated body): walking a metre and stopping, turning in place, a kick that moves
 * the ball, a push that makes the robot fall, the fall protection and getting up (from the front
 * after the push, from the back when put down lying), no joint jumping between cycles while the
 * engines take turns, a request that changes every cycle, and motor faults.
 */
#include "MotionLab.h"
#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "Representations/MotionControl/KickEngineOutput.h"
#include "Representations/MotionControl/MotionSelection.h"
#include "Representations/MotionControl/WalkingEngineOutput.h"
#include "Representations/Sensing/MotorHealth.h"
#include "Streaming/TypeRegistry.h"
#include <gtest/gtest.h>
#include <cmath>
#include <numbers>
#include <random>
#include <tuple>

namespace
{
  MotionLab::Options standing()
  {
    MotionLab::Options options;
    options.config = TOUCHLINE_CONFIG_DIR;
    return options;
  }

  /** Stands the robot up with the walk (from the placed standing pose). */
  void stand(MotionLab& lab)
  {
    lab.motionRequest().motion = MotionRequest::stand;
    lab.run(3.0);
    ASSERT_TRUE(lab.motionInfo().isStanding());
  }
}

TEST(MotionLab, WalksAMetreForwardAndStops)
{
  MotionLab lab(standing());
  stand(lab);
  const Vector3d start = lab.world().torsoPosition(0);
  lab.motionRequest().motion = MotionRequest::walk;
  lab.motionRequest().walkToTarget = true;
  lab.motionRequest().walkTarget = Pose2f(0.f, 1000.f, 0.f);
  double t = 0;
  while(t < 20.0 && !lab.get<WalkingEngineOutput>("WalkingEngineOutput").targetReached)
  {
    lab.step();
    t += 0.012;
  }
  lab.run(1.0);
  const Vector3d end = lab.world().torsoPosition(0);
  EXPECT_NEAR(end.x() - start.x(), 1.0, 0.15);
  EXPECT_NEAR(end.y() - start.y(), 0.0, 0.15);
  EXPECT_EQ(lab.fallDownState().falls, 0u);
  EXPECT_EQ(lab.motionInfo().executedMotion, MotionRequest::stand);
  EXPECT_LT(lab.world().torsoTilt(0), 10.0 * std::numbers::pi / 180.0);
  EXPECT_NEAR(lab.odometry().odometry.translation.x(), 1000.f, 150.f);
}

TEST(MotionLab, TurnsInPlace)
{
  MotionLab lab(standing());
  stand(lab);
  lab.motionRequest().motion = MotionRequest::walk;
  lab.motionRequest().walkSpeed = Pose2f(Angle::fromDegrees(60.f), 0.f, 0.f);
  double turned = 0, last = lab.world().torsoYaw(0);
  const Vector3d start = lab.world().torsoPosition(0);
  for(int i = 0; i < 500; ++i)
  {
    lab.step();
    double now = lab.world().torsoYaw(0), d = now - last;
    d = std::remainder(d, 2.0 * std::numbers::pi);
    turned += d;
    last = now;
  }
  EXPECT_GT(turned, 2.0); // rad in 6 s at 60 deg/s: 6.3 asked, the walk accelerates and slips
  EXPECT_LT((lab.world().torsoPosition(0) - start).head<2>().norm(), 0.15);
  EXPECT_EQ(lab.fallDownState().falls, 0u);
}

TEST(MotionLab, AKickMovesTheBall)
{
  MotionLab lab(standing());
  stand(lab);
  // The ball in front of the left foot.
  const Vector3d torso = lab.world().torsoPosition(0);
  lab.world().moveBall(torso.x() + 0.19, torso.y() + 0.055, 0.0, 0.0);
  lab.motionRequest().motion = MotionRequest::kick;
  lab.motionRequest().kickLeg = Legs::left;
  lab.run(4.0);
  lab.motionRequest().motion = MotionRequest::stand;
  lab.run(6.0);
  const Vector3d ball = lab.world().ballPosition();
  EXPECT_GT(ball.x() - torso.x(), 1.0) << "the ball at " << ball.transpose();
  EXPECT_EQ(lab.fallDownState().falls, 0u);
  EXPECT_EQ(lab.get<KickEngineOutput>("KickEngineOutput").kicks, 1u);
}

TEST(MotionLab, APushMakesItFallProtectedAndItGetsUp)
{
  MotionLab lab(standing());
  stand(lab);
  lab.motionRequest().motion = MotionRequest::stand;
  lab.world().push(0, Vector3d(45.0, 0.0, 0.0), 0.2);
  bool protectedSeen = false, falling = false;
  for(int i = 0; i < 150; ++i)
  {
    lab.step();
    falling = falling || lab.fallDownState().state == FallDownState::falling;
    protectedSeen = protectedSeen || lab.get<MotionSelection>("MotionSelection").engine == MotionSelection::fallProtection;
  }
  EXPECT_TRUE(falling);
  EXPECT_TRUE(protectedSeen);
  EXPECT_EQ(lab.fallDownState().state, FallDownState::fallen);
  EXPECT_EQ(lab.fallDownState().direction, FallDownState::front);
  EXPECT_GE(lab.motionInfo().fallProtections, 1u);
  // The behaviour asks to get up.
  lab.motionRequest().motion = MotionRequest::getUp;
  lab.run(12.0);
  EXPECT_TRUE(lab.fallDownState().isUpright()) << lab.world().torsoTilt(0);
  EXPECT_TRUE(lab.motionInfo().isStanding());
}

TEST(MotionLab, ItGetsUpFromItsBackWithinTenSeconds)
{
  MotionLab::Options options = standing();
  options.posture = SimulatedBody::Posture::lying; // on its back
  MotionLab lab(options);
  lab.motionRequest().motion = MotionRequest::playDead;
  lab.run(1.0);
  ASSERT_EQ(lab.fallDownState().state, FallDownState::fallen);
  ASSERT_EQ(lab.fallDownState().direction, FallDownState::back);
  lab.motionRequest().motion = MotionRequest::getUp;
  bool backMotion = false;
  double upAfter = -1.0;
  for(int i = 0; i < static_cast<int>(10.0 / 0.012) && upAfter < 0.0; ++i)
  {
    lab.step();
    backMotion = backMotion || lab.get<KeyFrameEngineOutput>("KeyFrameEngineOutput").motion == KeyFrameEngineOutput::getUpBack;
    if(lab.motionInfo().isStanding() && lab.fallDownState().isUpright())
      upAfter = i * 0.012;
  }
  EXPECT_TRUE(backMotion);
  EXPECT_GT(upAfter, 0.0) << "still down after 10 s, tilt " << lab.world().torsoTilt(0);
  // And it stays up.
  lab.motionRequest().motion = MotionRequest::stand;
  lab.run(2.0);
  EXPECT_TRUE(lab.fallDownState().isUpright());
  EXPECT_TRUE(lab.motionInfo().isStanding());
}

TEST(MotionLab, NoJointJumpsWhileTheEnginesTakeTurns)
{
  MotionLab::Options options = standing();
  options.posture = SimulatedBody::Posture::sitting;
  MotionLab lab(options);
  lab.motionRequest().motion = MotionRequest::sitDown;
  lab.run(1.0);
  const MotionRequest::Motion sequence[] = {MotionRequest::stand, MotionRequest::walk, MotionRequest::stand, MotionRequest::walk,
                                            MotionRequest::sitDown, MotionRequest::walk, MotionRequest::kick, MotionRequest::sitDown};
  for(MotionRequest::Motion motion : sequence)
  {
    lab.motionRequest().motion = motion;
    lab.motionRequest().walkSpeed = Pose2f(Angle::fromDegrees(20.f), 150.f, 30.f);
    lab.motionRequest().kickLeg = Legs::right;
    lab.run(2.5);
  }
  // At most the speed of the fastest joints (about 8 rad/s: 0.1 rad per cycle).
  EXPECT_LT(lab.largestJointStep().first, 0.1f) << TypeRegistry::getEnumName(lab.largestJointStep().second);
  EXPECT_EQ(lab.fallDownState().falls, 0u);
}

TEST(MotionLab, ARequestThatChangesEveryCycleDoesNotMakeItFall)
{
  MotionLab lab(standing());
  stand(lab);
  std::mt19937 random(3);
  std::uniform_real_distribution<float> any(-1.f, 1.f);
  lab.motionRequest().motion = MotionRequest::walk;
  for(int i = 0; i < 1000; ++i)
  {
    lab.motionRequest().walkSpeed = Pose2f(Angle::fromDegrees(150.f * any(random)), 350.f * any(random), 300.f * any(random));
    lab.step();
  }
  EXPECT_EQ(lab.fallDownState().falls, 0u);
  EXPECT_FALSE(lab.motionInfo().motorFault);
  lab.motionRequest().walkSpeed = Pose2f();
  lab.run(2.0);
  EXPECT_TRUE(lab.motionInfo().isStanding());
}

TEST(MotionLab, AMotorFaultIsDetectedAndTheRobotGoesDownSafely)
{
  // A knee that loses its stiffness while walking sideways (the robot falls), a hip while
  // walking forward and an elbow while turning (it sits down). A limp ankle under a flat foot
  // is held where it should be by the ground: the walk goes on, nothing to detect.
  const std::tuple<Lola::Joint, Joints::Joint, Pose2f> faults[] = {
    {Lola::LKneePitch, Joints::lKneePitch, Pose2f(0.f, 0.f, 200.f)},
    {Lola::RHipPitch, Joints::rHipPitch, Pose2f(0.f, 200.f, 0.f)},
    {Lola::LElbowRoll, Joints::lElbowRoll, Pose2f(Angle::fromDegrees(60.f), 0.f, 0.f)}};
  for(const auto& [lolaJoint, joint, speed] : faults)
  {
    SCOPED_TRACE(TypeRegistry::getEnumName(joint));
    MotionLab lab(standing());
    stand(lab);
    lab.motionRequest().motion = MotionRequest::walk;
    lab.motionRequest().walkSpeed = speed;
    lab.run(2.0);
    ASSERT_FALSE(lab.motionInfo().motorFault);
    lab.body().setFault(lolaJoint, true);
    int frames = 0;
    while(!lab.motionInfo().motorFault && frames < 100)
    {
      lab.step();
      ++frames;
    }
    ASSERT_TRUE(lab.motionInfo().motorFault) << "not detected in 1.2 s";
    EXPECT_EQ(lab.get<MotorHealth>("MotorHealth").notFollowing, joint);
    lab.run(4.0);
    // Down: sitting, or lying limp after a fall that the protection caught.
    const FallDownState& state = lab.fallDownState();
    if(state.falls > 0)
    {
      EXPECT_GE(lab.motionInfo().fallProtections, state.falls);
      EXPECT_EQ(lab.motionInfo().executedMotion, MotionRequest::playDead);
    }
    else
    {
      EXPECT_EQ(lab.motionInfo().executedMotion, MotionRequest::sitDown);
      EXPECT_TRUE(lab.motionInfo().isMotionFinished);
    }
    // It stays down while the request stays; a new request lets it try again.
    EXPECT_TRUE(lab.motionInfo().motorFault);
    lab.motionRequest().motion = MotionRequest::sitDown;
    lab.step();
    EXPECT_FALSE(lab.motionInfo().motorFault);
  }
}

TEST(MotionLab, AKickFromTheWalkStopsFirstAndKicks)
{
  // Walking toward the ball; the kick is asked for while the robot walks: it stops, settles and
  // kicks without falling. Several speeds, both feet.
  const std::pair<Pose2f, Legs::Leg> runs[] = {{Pose2f(0.f, 250.f, 0.f), Legs::left},
                                               {Pose2f(Angle::fromDegrees(30.f), 150.f, 50.f), Legs::right},
                                               {Pose2f(0.f, -100.f, 150.f), Legs::left}};
  for(const auto& [speed, leg] : runs)
  {
    SCOPED_TRACE(speed.translation.x());
    MotionLab lab(standing());
    stand(lab);
    lab.motionRequest().motion = MotionRequest::walk;
    lab.motionRequest().walkSpeed = speed;
    lab.run(2.0);
    lab.motionRequest().motion = MotionRequest::kick;
    lab.motionRequest().kickLeg = leg;
    int frames = 0;
    while(lab.get<KickEngineOutput>("KickEngineOutput").kicks == 0 && frames < 500)
    {
      lab.step();
      ++frames;
    }
    EXPECT_EQ(lab.get<KickEngineOutput>("KickEngineOutput").kicks, 1u);
    lab.run(1.0);
    EXPECT_EQ(lab.fallDownState().falls, 0u);
    EXPECT_TRUE(lab.motionInfo().isStanding());
  }
}
