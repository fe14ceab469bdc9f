// The KeyFrameEngine with the MotionSelector, the walk and the MotionCombinator on a
// blackboard: standing up (the walk takes over the standing robot), sitting down, playing
// dead, a get-up tried again after a failed balance check, and its parameter file.
#include "RobotTestSupport.h"
#include "Modules/MotionControl/KeyFrameEngine/KeyFrameEngine.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/MotionControl/HeadMotionInfo.h"
#include "Representations/MotionControl/MotionInfo.h"
#include "Representations/MotionControl/MotionSelection.h"
#include <algorithm>
#include <cmath>
#include <fstream>
#include <vector>

using RobotTestSupport::ModuleRunner;

namespace
{
  using Angles = ENUM_INDEXED_ARRAY(Angle, Joints::Joint);

  /** The Motion thread's motion modules on a blackboard, with a body that follows the JointRequest. */
  struct MotionChain
  {
    ModuleRunner runner;
    FrameInfo& frameInfo;
    JointSensorData& sensors;
    MotionRequest& motionRequest;
    const JointRequest& jointRequest;
    const MotionInfo& motionInfo;
    const KeyFrameEngineOutput& keyFrameEngineOutput;

    MotionChain()
      : frameInfo(init(runner)),
        sensors(runner.get<JointSensorData>("JointSensorData")),
        motionRequest(runner.get<MotionRequest>("MotionRequest")),
        jointRequest(runner.get<JointRequest>("JointRequest")),
        motionInfo(runner.get<MotionInfo>("MotionInfo")),
        keyFrameEngineOutput(runner.get<KeyFrameEngineOutput>("KeyFrameEngineOutput"))
    {
      frameInfo.time = 5000;
      sensors.angles = RobotTestSupport::sittingPose();
    }

    static FrameInfo& init(ModuleRunner& runner)
    {
      RobotTestSupport::installConfig();
      for(const char* module : {"FallDownStateProvider", "MotionSelector", "KeyFrameEngine", "WalkingEngine", "KickEngine", "HeadMotionEngine",
                                "MotionCombinator"})
        runner.add(module);
      runner.provide("FallDownState", "FallDownStateProvider");
      runner.provide("MotionSelection", "MotionSelector");
      runner.provide("KeyFrameEngineOutput", "KeyFrameEngine");
      runner.provide("WalkingEngineOutput", "WalkingEngine");
      runner.provide("KickEngineOutput", "KickEngine");
      runner.provide("HeadMotionEngineOutput", "HeadMotionEngine");
      runner.provide("JointRequest", "MotionCombinator");
      runner.provide("MotionInfo", "MotionCombinator");
      runner.provide("HeadMotionInfo", "MotionCombinator");
      return runner.get<FrameInfo>("FrameInfo");
    }

    /** One 12 ms frame; the body then measures what was requested (limp joints stay). */
    void step()
    {
      frameInfo.time += 12;
      sensors.timestamp = frameInfo.time;
      runner.run();
      FOREACH_ENUM(Joints::Joint, joint)
        if(jointRequest.stiffnesses[joint] > 0 && jointRequest.angles[joint] != JointRequest::off)
          sensors.angles[joint] = jointRequest.angles[joint];
    }
  };

  /** The standing pose of keyFrameEngine.cfg (the last key frame of standUp). */
  Angles standingPose()
  {
    RobotTestSupport::installConfig();
    ModuleRunner runner; // the module needs a blackboard
    KeyFrameEngine engine;
    const Angles& pose = engine.motions[KeyFrameEngineOutput::standUp].keyFrames.back().angles;
    return pose;
  }
}

TEST(KeyFrameEngine, StandsUpFromSittingWithinTwoSecondsSmoothly)
{
  const Angles standing = standingPose();
  MotionChain chain;
  chain.motionRequest.motion = MotionRequest::stand;

  Angles previous = chain.sensors.angles;
  Angles previousStep(0.f);
  float maxStep = 0.f;
  float maxStepChange = 0.f;
  int frames = 0;
  for(; frames < 200 && !(frames > 0 && chain.keyFrameEngineOutput.motion == KeyFrameEngineOutput::standUp && chain.keyFrameEngineOutput.isDone);
      ++frames)
  {
    chain.step();
    ASSERT_TRUE(chain.jointRequest.isValid());
    EXPECT_EQ(chain.motionInfo.executedMotion, MotionRequest::stand);
    FOREACH_ENUM(Joints::Joint, joint)
    {
      const float step = chain.jointRequest.angles[joint] - previous[joint];
      maxStep = std::max(maxStep, std::abs(step));
      maxStepChange = std::max(maxStepChange, std::abs(step - previousStep[joint]));
      previousStep[joint] = step;
      EXPECT_GT(chain.jointRequest.stiffnesses[joint], 0) << TypeRegistry::getEnumName(joint);
    }
    previous = chain.jointRequest.angles;
  }
  EXPECT_LE(frames * 12, 2000 + 12) << "standing up must take about 2 s at most";
  EXPECT_GE(frames * 12, 1000) << "too fast to be safe";
  ASSERT_TRUE(chain.keyFrameEngineOutput.isDone);
  FOREACH_ENUM(Joints::Joint, joint)
  {
    if(joint != Joints::rHipYawPitch)
    {
      EXPECT_NEAR(chain.jointRequest.angles[joint], standing[joint], 1e-5f) << TypeRegistry::getEnumName(joint);
    }
  }
  EXPECT_NEAR(chain.jointRequest.angles[Joints::lKneePitch], 50_deg, 1e-5f);
  // Largest change of the knees (74 deg in 1.8 s with a cosine ramp): pi/2 * 74 deg * 12 / 1800 = 0.78 deg per frame.
  EXPECT_LT(maxStep, 1_deg);
  EXPECT_GT(maxStep, 0.5_deg);
  // Smooth: the step changes gradually (no jump in speed at the start, the end, or in between).
  EXPECT_LT(maxStepChange, 0.05_deg);
  EXPECT_NEAR(chain.jointRequest.angles[Joints::rHipYawPitch], chain.jointRequest.angles[Joints::lHipYawPitch], 1e-6f);

  // Then the walk holds the robot standing, a little lower, blended in over 300 ms without a
  // jump; the head engine takes the head.
  for(int i = 0; i < 50; ++i)
  {
    chain.step();
    FOREACH_ENUM(Joints::Joint, joint)
    {
      if(!Joints::isHand(joint))
      {
        EXPECT_LT(std::abs(chain.jointRequest.angles[joint] - previous[joint]), 2_deg) << TypeRegistry::getEnumName(joint);
      }
    }
    previous = chain.jointRequest.angles;
  }
  EXPECT_TRUE(chain.motionInfo.isStanding());
  EXPECT_EQ(chain.runner.get<MotionSelection>("MotionSelection").engine, MotionSelection::walkingEngine);
  EXPECT_TRUE(chain.runner.get<HeadMotionInfo>("HeadMotionInfo").isActive);
}

TEST(KeyFrameEngine, SitsDownIntoTheShutdownPose)
{
  MotionChain chain;
  chain.motionRequest.motion = MotionRequest::stand;
  for(int i = 0; i < 200; ++i)
    chain.step();
  ASSERT_TRUE(chain.motionInfo.isStanding());

  chain.motionRequest.motion = MotionRequest::sitDown;
  Angles previous = chain.jointRequest.angles;
  int frames = 0;
  for(; frames < 300 && !(chain.motionInfo.executedMotion == MotionRequest::sitDown && chain.motionInfo.isMotionFinished); ++frames)
  {
    chain.step();
    FOREACH_ENUM(Joints::Joint, joint)
      EXPECT_LT(std::abs(chain.jointRequest.angles[joint] - previous[joint]), 1_deg) << TypeRegistry::getEnumName(joint);
    previous = chain.jointRequest.angles;
  }
  EXPECT_NEAR(frames * 12, 2000, 24); // the frame that starts the motion sends the measured angles
  const Angles sitting = RobotTestSupport::sittingPose();
  FOREACH_ENUM(Joints::Joint, joint)
    EXPECT_NEAR(chain.jointRequest.angles[joint], sitting[joint], 1e-5f) << TypeRegistry::getEnumName(joint);
  EXPECT_FALSE(chain.runner.get<HeadMotionInfo>("HeadMotionInfo").isActive);
}

TEST(KeyFrameEngine, PlayDeadIsLimpAndPassesTheMeasuredAnglesOn)
{
  MotionChain chain;
  chain.motionRequest.motion = MotionRequest::stand;
  for(int i = 0; i < 60; ++i)
    chain.step();
  EXPECT_FALSE(chain.motionInfo.isMotionFinished);

  chain.motionRequest.motion = MotionRequest::playDead;
  for(int i = 0; i < 5; ++i)
  {
    chain.sensors.angles[Joints::lKneePitch] = static_cast<float>(90_deg) + static_cast<float>(i) * 0.01f; // sagging
    chain.step();
    EXPECT_EQ(chain.motionInfo.executedMotion, MotionRequest::playDead);
    EXPECT_TRUE(chain.motionInfo.isMotionFinished);
    FOREACH_ENUM(Joints::Joint, joint)
    {
      EXPECT_EQ(chain.jointRequest.stiffnesses[joint], 0) << TypeRegistry::getEnumName(joint);
      EXPECT_EQ(chain.jointRequest.angles[joint], chain.sensors.angles[joint == Joints::rHipYawPitch ? Joints::lHipYawPitch : joint])
        << TypeRegistry::getEnumName(joint);
    }
  }
}

TEST(KeyFrameEngine, ASwitchMidwayStartsFromTheMeasuredAngles)
{
  MotionChain chain;
  chain.motionRequest.motion = MotionRequest::stand;
  for(int i = 0; i < 70; ++i)
    chain.step();
  const Angles before = chain.jointRequest.angles;
  chain.motionRequest.motion = MotionRequest::sitDown;
  chain.step();
  EXPECT_EQ(chain.keyFrameEngineOutput.motion, KeyFrameEngineOutput::sitDown);
  EXPECT_FALSE(chain.keyFrameEngineOutput.isDone);
  // Half-way through standing up the knees move fastest; sitting down starts from rest there.
  FOREACH_ENUM(Joints::Joint, joint)
    EXPECT_LT(std::abs(chain.jointRequest.angles[joint] - before[joint]), 0.01_deg) << TypeRegistry::getEnumName(joint);
}

TEST(KeyFrameEngine, ParameterFileErrorsNameTheField)
{
  const std::string config = RobotTestSupport::installConfig();
  std::filesystem::create_directories(config + "Robots/Broken/Head");
  std::string text = TestSupport::readFile(config + "Scenarios/Default/keyFrameEngine.cfg");
  const std::size_t knee = text.find("lKneePitch = 124deg");
  ASSERT_NE(knee, std::string::npos);
  text.replace(knee, 19, "lKneePitch = 124");
  std::ofstream(config + "Robots/Broken/Head/keyFrameEngine.cfg") << text;
  File::setSearchPath({"Robots/Broken/Head/", "Scenarios/Default/"});
  Blackboard blackboard;
  Blackboard::setInstance(&blackboard);
  try
  {
    KeyFrameEngine engine;
    ADD_FAILURE() << "an angle in radians out of range is an error";
  }
  catch(const std::runtime_error& e)
  {
    EXPECT_NE(std::string(e.what()).find("motions.sitDown.keyFrames[0].angles.lKneePitch"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("deg"), std::string::npos) << e.what();
  }

  std::ofstream(config + "Robots/Broken/Head/keyFrameEngine.cfg") << "motions = {\n  playDead = {stiffness = 0; holdStiffness = 0; keyFrames = [];\n";
  try
  {
    KeyFrameEngine engine;
    ADD_FAILURE() << "a syntax error is an error";
  }
  catch(const std::runtime_error& e)
  {
    EXPECT_NE(std::string(e.what()).find("keyFrameEngine.cfg("), std::string::npos) << e.what();
  }
  std::filesystem::remove(config + "Robots/Broken/Head/keyFrameEngine.cfg");
  Blackboard::setInstance(nullptr);
  File::setSearchPath({});
}

TEST(KeyFrameEngine, AGetUpThatFailsItsBalanceCheckIsTriedAgainAfterLyingStill)
{
  MotionChain chain;
  InertialSensorData& inertial = chain.runner.get<InertialSensorData>("InertialSensorData");
  // Lying on the front, and the robot never comes up: each try fails at its first balance check.
  inertial.angle = Vector3a(0.f, 85_deg, 0.f);
  chain.motionRequest.motion = MotionRequest::getUp;
  const MotionSelection& selection = chain.runner.get<MotionSelection>("MotionSelection");
  std::vector<unsigned> starts, fails;
  KeyFrameEngineOutput::Motion last = KeyFrameEngineOutput::playDead;
  bool failed = false; // the key-frame engine's output of the frame before
  for(int i = 0; i < 2500; ++i) // 30 s
  {
    chain.step();
    const KeyFrameEngineOutput::Motion now = selection.engine == MotionSelection::keyFrameEngine ? selection.keyFrameMotion : KeyFrameEngineOutput::playDead;
    if(now == KeyFrameEngineOutput::getUpFront && last != now)
      starts.push_back(chain.frameInfo.time);
    if(now == KeyFrameEngineOutput::playDead && last == KeyFrameEngineOutput::getUpFront)
    {
      EXPECT_TRUE(failed) << "only a failed balance check ends a get-up of a robot that stays down";
      fails.push_back(chain.frameInfo.time);
    }
    last = now;
    failed = chain.keyFrameEngineOutput.failed;
  }
  // getUpTries (3) tries, each after lying limp for lieStill (500 ms) since the last one failed; then limp.
  ASSERT_EQ(starts.size(), 3u);
  ASSERT_EQ(fails.size(), 3u);
  for(std::size_t i = 0; i + 1 < starts.size(); ++i)
  {
    EXPECT_GE(static_cast<int>(starts[i + 1] - fails[i]), 500);
    EXPECT_LE(static_cast<int>(starts[i + 1] - fails[i]), 500 + 2 * 12);
  }
  EXPECT_EQ(selection.keyFrameMotion, KeyFrameEngineOutput::playDead);
  FOREACH_ENUM(Joints::Joint, joint)
    EXPECT_EQ(chain.jointRequest.stiffnesses[joint], 0) << TypeRegistry::getEnumName(joint);
}
