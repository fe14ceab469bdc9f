// The HeadMotionEngine on a blackboard: speed, acceleration and joint limits.
#include "RobotTestSupport.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/MotionControl/HeadMotionEngineOutput.h"
#include "Representations/MotionControl/HeadMotionRequest.h"
#include <cmath>
#include <fstream>

namespace
{
  /** The head engine alone; its output is fed back as the previous JointRequest. */
  struct HeadChain
  {
    RobotTestSupport::ModuleRunner runner;
    FrameInfo& frameInfo = init(runner);
    HeadMotionRequest& request = runner.get<HeadMotionRequest>("HeadMotionRequest");
    JointSensorData& sensors = runner.get<JointSensorData>("JointSensorData");
    JointRequest& jointRequest = runner.get<JointRequest>("JointRequest");
    const HeadMotionEngineOutput& output = runner.get<HeadMotionEngineOutput>("HeadMotionEngineOutput");

    HeadChain() { frameInfo.time = 1000; }

    static FrameInfo& init(RobotTestSupport::ModuleRunner& runner)
    {
      RobotTestSupport::installConfig();
      runner.add("HeadMotionEngine");
      runner.provide("HeadMotionEngineOutput", "HeadMotionEngine");
      return runner.get<FrameInfo>("FrameInfo");
    }

    /** One 12 ms frame; the head joints are then sent what the engine computed. */
    void step()
    {
      frameInfo.time += 12;
      runner.run();
      jointRequest.angles[Joints::headYaw] = output.pan;
      jointRequest.angles[Joints::headPitch] = output.tilt;
      jointRequest.stiffnesses[Joints::headYaw] = jointRequest.stiffnesses[Joints::headPitch] = output.stiffness;
    }
  };
}

TEST(HeadMotionEngine, RespectsTheRequestedSpeedAndTheJointLimits)
{
  HeadChain chain;
  chain.sensors.angles[Joints::headYaw] = 10_deg;
  chain.sensors.angles[Joints::headPitch] = 0_deg;
  chain.request.pan = 200_deg; // beyond the joint range
  chain.request.tilt = -90_deg;
  chain.request.speed = 90_deg;

  float pan = 10_deg; // the JointRequest is off: the engine starts from the measured angles
  float tilt = 0.f;
  float maxSpeed = 0.f;
  int frames = 0;
  for(; frames < 1000 && (frames == 0 || chain.output.moving); ++frames)
  {
    chain.step();
    const float dPan = chain.output.pan - pan;
    const float dTilt = chain.output.tilt - tilt;
    const float speed = std::sqrt(dPan * dPan + dTilt * dTilt) / 0.012f;
    EXPECT_LE(speed, 90_deg + 1e-3f) << "frame " << frames;
    if(frames > 0)
    {
      EXPECT_LE(speed - maxSpeed, 1200_deg * 0.012f + 1e-3f) << "accelerates too fast in frame " << frames;
    }
    maxSpeed = std::max(maxSpeed, speed);
    EXPECT_GE(chain.output.pan, -119.5_deg - 1e-5f);
    EXPECT_LE(chain.output.pan, 119.5_deg + 1e-5f);
    EXPECT_GE(chain.output.tilt, -38.5_deg - 1e-5f);
    EXPECT_LE(chain.output.tilt, 29.5_deg + 1e-5f);
    pan = chain.output.pan;
    tilt = chain.output.tilt;
  }
  EXPECT_GT(maxSpeed, 89_deg); // it does reach the requested speed
  EXPECT_FLOAT_EQ(chain.output.pan, 119.5_deg);
  EXPECT_FLOAT_EQ(chain.output.tilt, -38.5_deg);
  EXPECT_FLOAT_EQ(chain.output.targetPan, 119.5_deg);
  EXPECT_EQ(chain.output.stiffness, 60);
  // Distance about 119 deg at 90 deg/s: about 1.3 s plus braking and accelerating.
  EXPECT_GT(frames * 12, 1300);
  EXPECT_LT(frames * 12, 1600);
}

TEST(HeadMotionEngine, LimitsTheSpeedToItsMaximumAndDoesNotOvershoot)
{
  HeadChain chain;
  chain.request.pan = -30_deg;
  chain.request.speed = 10000_deg;
  float previous = 0.f;
  bool reached = false;
  for(int i = 0; i < 200; ++i)
  {
    chain.step();
    EXPECT_LE(std::abs(chain.output.pan - previous), 240_deg * 0.012f + 1e-4f);
    EXPECT_GE(chain.output.pan, -30_deg - 1e-6f) << "overshoot";
    reached |= !chain.output.moving;
    previous = chain.output.pan;
  }
  EXPECT_TRUE(reached);
  EXPECT_FLOAT_EQ(chain.output.pan, -30_deg);
}

TEST(HeadMotionEngine, TakesOverFromWhereTheHeadWasSent)
{
  HeadChain chain;
  chain.request.pan = 0_deg;
  chain.request.speed = 100_deg;
  chain.step();
  // Something else (the key frames) sent the head to 40 deg: the engine continues from there, from rest.
  chain.jointRequest.angles[Joints::headYaw] = 40_deg;
  chain.jointRequest.stiffnesses[Joints::headYaw] = 70;
  chain.jointRequest.angles[Joints::headPitch] = 5_deg;
  chain.jointRequest.stiffnesses[Joints::headPitch] = 70;
  chain.frameInfo.time += 12;
  chain.runner.run();
  EXPECT_LT(std::abs(chain.output.pan - 40_deg), 1200_deg * 0.012f * 0.012f + 1e-5f);
  EXPECT_LT(chain.output.pan, 40_deg);
}

TEST(HeadMotionEngine, BrokenParametersAreReported)
{
  const std::string config = RobotTestSupport::installConfig();
  std::filesystem::create_directories(config + "Robots/BrokenHead/Head");
  std::ofstream(config + "Robots/BrokenHead/Head/headMotionEngine.cfg") << "minPan = -119.5deg; maxPan = 119.5deg;\n";
  File::setSearchPath({"Robots/BrokenHead/Head/", "Scenarios/Default/"});
  RobotTestSupport::ModuleRunner runner;
  try
  {
    runner.add("HeadMotionEngine");
    ADD_FAILURE() << "missing parameters are an error";
  }
  catch(const std::runtime_error& e)
  {
    EXPECT_NE(std::string(e.what()).find("HeadMotionEngine: "), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("headMotionEngine.cfg"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("minTilt"), std::string::npos) << e.what();
  }
  std::filesystem::remove(config + "Robots/BrokenHead/Head/headMotionEngine.cfg");
  File::setSearchPath({});
}
