// The robot's threads.cfg with real threads: Upper and Lower (their cameras from a test camera
// server), Cognition (60 Hz) and Motion (83 Hz, with TestNaoProvider instead of the NaoProvider)
// and Audio. Without a GameController, the chest button drives the game state as in the SPL:
// penalized (the robot stays limp), playing (it stands up), penalized (it sits down and goes
// limp). The camera threads run a frame per image and survive their camera server's end.
#include "RobotTestSupport.h"
#include "TestCameraServer.h"
#include "TestNaoProvider.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Framework/Robot.h"
#include "Streaming/InMap.h"
#include <algorithm>
#include <chrono>
#include <fstream>
#include <thread>

namespace
{
  /** Waits until a condition holds (at most 20 s: the machine may be busy). */
  template<typename F> bool eventually(F condition)
  {
    for(int i = 0; i < 2000; ++i)
    {
      if(condition())
        return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }

  Configuration readConfiguration(const std::string& fileName)
  {
    Configuration configuration;
    InMapFile stream(fileName);
    EXPECT_TRUE(stream.exists()) << fileName;
    stream >> configuration;
    EXPECT_TRUE(stream.errors().empty()) << stream.errors().front();
    return configuration;
  }

  /** Presses the chest button for frames Motion frames and waits until it is released. */
  void click(int frames = 20)
  {
    TestNaoProvider::chestPressFrames = frames;
    ASSERT_TRUE(eventually([] { return TestNaoProvider::chestPressFrames == 0; }));
  }

  using Motion = MotionRequest::Motion;
}

TEST(RobotThreads, TheTestConfigurationIsTheRobotsWithASimulatedNao)
{
  const Configuration robot = readConfiguration(std::string(TOUCHLINE_SOURCE_CONFIG) + "/Scenarios/Default/threads.cfg");
  Configuration test = readConfiguration(std::string(TOUCHLINE_ROBOT_TEST_DATA) + "/threads.cfg");
  ASSERT_EQ(robot.threads.size(), 5u);
  EXPECT_EQ(robot.threads[0].name, "Upper");
  EXPECT_EQ(robot.threads[0].executionUnit, "Perception");
  EXPECT_EQ(robot.threads[1].name, "Lower");
  EXPECT_EQ(robot.threads[1].executionUnit, "Perception");
  EXPECT_EQ(robot.threads[2].name, "Cognition");
  EXPECT_EQ(robot.threads[2].executionUnit, "60Hz");
  EXPECT_EQ(robot.threads[3].name, "Motion");
  EXPECT_EQ(robot.threads[3].executionUnit, "LoLA");
  EXPECT_EQ(robot.threads[4].name, "Audio");
  EXPECT_EQ(robot.threads[4].executionUnit, "Audio");
  std::size_t naoProviders = 0;
  for(auto& provider : robot.threads[3].representationProviders)
    naoProviders += provider.provider == "NaoProvider" ? 1 : 0;
  EXPECT_EQ(naoProviders, 6u);

  ASSERT_EQ(test.threads.size(), 5u);
  EXPECT_EQ(test.threads[3].executionUnit, "83Hz");
  test.threads[3].executionUnit = "LoLA";
  for(auto& provider : test.threads[3].representationProviders)
    if(provider.provider == "TestNaoProvider")
      provider.provider = "NaoProvider";
  EXPECT_EQ(TestSupport::bytes(test), TestSupport::bytes(robot));

  // Valid with every module but the NaoProvider, and what travels between the threads.
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  ASSERT_TRUE(ModuleGraphCreator().compute(readConfiguration(std::string(TOUCHLINE_ROBOT_TEST_DATA) + "/threads.cfg"), nullptr, values, errors))
    << errors.front();
  ASSERT_EQ(values.size(), 5u);
  const auto names = [](const ExecutionValues::NameLists& lists, const std::string& thread) {
    for(const auto& [name, list] : lists)
      if(name == thread)
        return list;
    return std::vector<std::string>();
  };
  std::vector<std::string> fromMotion = names(values[2].received, "Motion");
  std::sort(fromMotion.begin(), fromMotion.end());
  EXPECT_EQ(fromMotion, (std::vector<std::string>{"FallDownState", "HeadMotionInfo", "InertialSensorData", "KeyStates", "MotionFrameInfo", "MotionInfo"}));
  EXPECT_EQ(names(values[2].received, "Audio"), std::vector<std::string>{"Whistle"});
  std::vector<std::string> fromCognition = names(values[3].received, "Cognition");
  std::sort(fromCognition.begin(), fromCognition.end());
  EXPECT_EQ(fromCognition, (std::vector<std::string>{"GameState", "HeadMotionRequest", "LoggerStatus", "MotionRequest"}));
  EXPECT_TRUE(values[3].defaults.empty());
  // The camera threads take what their camera matrix needs from Motion.
  for(std::size_t camera : {0u, 1u})
  {
    std::vector<std::string> fromMotionToCamera = names(values[camera].received, "Motion");
    std::sort(fromMotionToCamera.begin(), fromMotionToCamera.end());
    EXPECT_EQ(fromMotionToCamera, (std::vector<std::string>{"JointSensorData", "RobotDimensions", "TorsoMatrix"}));
    EXPECT_EQ(values[camera].received.size(), 1u);
  }

  // Where the NaoProvider is linked (touchline_robot_nao), the robot's file itself is valid.
  if(Module::find("NaoProvider"))
  {
    std::vector<ExecutionValues> robotValues;
    EXPECT_TRUE(ModuleGraphCreator().compute(robot, nullptr, robotValues, errors)) << errors.front();
  }
}

TEST(RobotThreads, ChestClicksPenalizePlayAndPenalizeTheRobot)
{
  RobotTestSupport::installConfig();
  TestCameraServer cameras;
  CameraServerClient::setDefaultServer("127.0.0.1:" + std::to_string(cameras.port()));
  TestNaoProvider::reset();
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.load(std::string(TOUCHLINE_ROBOT_TEST_DATA) + "/threads.cfg", errors)) << errors.front();
  ASSERT_TRUE(robot.start(errors)); // warnings (e.g. no permission for real-time priorities) do not matter here
  TestNaoProvider::Observation& seen = TestNaoProvider::observation;

  // Limp at the start.
  ASSERT_TRUE(eventually([&] { return seen.frames > 30; }));
  EXPECT_EQ(seen.executedMotion, MotionRequest::playDead);
  EXPECT_EQ(seen.stiffnessSum, 0);
  EXPECT_GT(seen.eyeBlue, 0.f);
  EXPECT_NEAR(seen.lKneePitch, 124_deg, 1e-4f);

  click(); // initial -> penalized: the robot already sits and stays limp
  ASSERT_TRUE(eventually([&] { return seen.chestRed == 1.f; })) << "penalized: red chest";
  EXPECT_EQ(seen.executedMotion, MotionRequest::playDead);

  click(); // penalized -> playing: it stands up
  ASSERT_TRUE(eventually([&] { return seen.executedMotion == MotionRequest::stand && seen.motionFinished; }));
  ASSERT_TRUE(eventually([&] { return seen.chestGreen == 1.f && seen.chestRed == 0.f; })) << "playing: green chest";
  // In simulated time; the observation lags one frame behind the MotionInfo.
  EXPECT_LE(seen.finishedTime - seen.motionStartTime, 2000u + 2u * 12u) << "standing up takes about 2 s at most";
  EXPECT_NEAR(seen.lKneePitch, 50_deg, 1e-3f);
  EXPECT_GT(seen.stiffnessSum, 0);
  ASSERT_TRUE(eventually([&] { return seen.eyeGreen == 1.f; }));

  // The head scans: it reaches the left side, then turns to the right.
  ASSERT_TRUE(eventually([&] { return seen.headActive && seen.headYaw > 55_deg; }));
  ASSERT_TRUE(eventually([&] { return seen.headYaw < 30_deg; }));

  click(); // playing -> penalized: it sits down and goes limp
  ASSERT_TRUE(eventually([&] { return seen.executedMotion == MotionRequest::sitDown; }));
  ASSERT_TRUE(eventually([&] { return seen.executedMotion == MotionRequest::playDead; }));
  EXPECT_NEAR(seen.lKneePitch, 124_deg, 1e-3f);
  ASSERT_TRUE(eventually([&] { return seen.stiffnessSum == 0; }));
  robot.stop();
  EXPECT_EQ(robot.takeErrors(), std::vector<std::string>());
}

TEST(RobotThreads, ABrokenKeyFrameFileIsReportedAndTheRobotStaysLimp)
{
  const std::string config = RobotTestSupport::installConfig();
  TestCameraServer cameras;
  CameraServerClient::setDefaultServer("127.0.0.1:" + std::to_string(cameras.port()));
  std::ofstream(config + "Robots/Default/keyFrameEngine.cfg") << "motions = {playDead = {stiffness = 0; holdStiffness = 0; keyFrames = [];};};\n";
  TestNaoProvider::reset();
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.load(std::string(TOUCHLINE_ROBOT_TEST_DATA) + "/threads.cfg", errors)) << errors.front();
  ASSERT_TRUE(robot.start(errors));
  ASSERT_TRUE(eventually([] { return TestNaoProvider::observation.frames > 20; }));
  click();
  ASSERT_TRUE(eventually([] { return TestNaoProvider::observation.frames > 60; }));
  robot.stop();
  std::filesystem::remove(config + "Robots/Default/keyFrameEngine.cfg");
  EXPECT_EQ(TestNaoProvider::observation.stiffnessSum, 0);
  EXPECT_NEAR(TestNaoProvider::observation.lKneePitch, 124_deg, 1e-4f);
  errors = robot.takeErrors();
  ASSERT_FALSE(errors.empty());
  EXPECT_TRUE(errors[0].starts_with("Motion: module KeyFrameEngine could not be created: KeyFrameEngine: ")) << errors[0];
  EXPECT_NE(errors[0].find("keyFrameEngine.cfg, motions.sitDown"), std::string::npos) << errors[0];
  // Without the KeyFrameEngine nothing in Motion uses the MotionRequest; the framework reports
  // each packet that still carries it.
  for(std::size_t i = 1; i < errors.size(); ++i)
    EXPECT_EQ(errors[i], "Motion: received MotionRequest from Cognition, but nothing here uses it");
}

TEST(RobotThreads, CameraThreadsRunAFramePerImageAndSurviveTheirServer)
{
  RobotTestSupport::installConfig();
  TestNaoProvider::reset();
  auto cameras = std::make_unique<TestCameraServer>();
  const std::uint16_t port = cameras->port();
  CameraServerClient::setDefaultServer("127.0.0.1:" + std::to_string(port));
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.load(std::string(TOUCHLINE_ROBOT_TEST_DATA) + "/threads.cfg", errors)) << errors.front();
  ASSERT_TRUE(robot.start(errors));
  ThreadFrame& upper = *robot.getThread("Upper");
  ThreadFrame& lower = *robot.getThread("Lower");
  ASSERT_TRUE(eventually([&] { return upper.getFrameCount() > 20 && lower.getFrameCount() > 20; }));
  // A frame per image (and the first one, which makes the CameraProvider, without one).
  EXPECT_LE(upper.getFrameCount(), cameras->sent(0) + 1);
  EXPECT_LE(lower.getFrameCount(), cameras->sent(1) + 1);

  // The server ends; a new one on the same ports is taken up.
  cameras.reset();
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  cameras = std::make_unique<TestCameraServer>(port);
  ASSERT_TRUE(eventually([&] { return cameras->sent(0) > 10 && cameras->sent(1) > 10; }));
  const unsigned upperBefore = upper.getFrameCount(), lowerBefore = lower.getFrameCount();
  ASSERT_TRUE(eventually([&] { return upper.getFrameCount() > upperBefore + 10 && lower.getFrameCount() > lowerBefore + 10; }));
  robot.stop();
  CameraServerClient::setDefaultServer("");
  EXPECT_EQ(robot.takeErrors(), std::vector<std::string>());
}
