// Threads exchanging data through triple buffers, triggered and frequency-paced threads, module
// requests at run time, settings and the configuration search path. Also run under tsan.
#include "TestSupport.h"
#include "Framework/Robot.h"
#include <atomic>
#include <fstream>
#include <thread>

STREAMABLE(TickCount, {, (int)(0) ticks, (int)(0) step, });
STREAMABLE(SeenTicks, {, (int)(0) last, (int)(0) frames, (int)(0) increasing, (int)(0) lastStep, });
STREAMABLE(CameraData, {, (int)(0) frame, });
STREAMABLE_WITH_BASE(UpperCameraData, CameraData, {,});
STREAMABLE_WITH_BASE(LowerCameraData, CameraData, {,});
STREAMABLE(FusedData, {, (int)(0) upper, (int)(0) lower, (int)(0) frames, });
STREAMABLE(Service, {
  FUNCTION(int()) which,
});

MODULE(TickerA, {, PROVIDES(TickCount), });
struct TickerA : TickerABase
{
  int ticks = 0;
  void update(TickCount& t) override
  {
    t.ticks = ++ticks;
    t.step = 1;
  }
};
MAKE_MODULE(TickerA);

MODULE(TickerB, {, PROVIDES(TickCount), });
struct TickerB : TickerBBase
{
  int ticks = 1000000;
  void update(TickCount& t) override
  {
    t.ticks = ++ticks;
    t.step = 2;
  }
};
MAKE_MODULE(TickerB);

MODULE(NeedsAFile, {, PROVIDES(TickCount), LOADS_PARAMETERS({, (int) x, }), });
struct NeedsAFile : NeedsAFileBase
{
  void update(TickCount& t) override { t.ticks = x; }
};
MAKE_MODULE(NeedsAFile);

MODULE(TickWatcher, {, REQUIRES(TickCount), PROVIDES(SeenTicks), });
struct TickWatcher : TickWatcherBase
{
  void update(SeenTicks& s) override
  {
    if(theTickCount.ticks > s.last)
      ++s.increasing;
    s.last = theTickCount.ticks;
    s.lastStep = theTickCount.step;
    ++s.frames;
  }
};
MAKE_MODULE(TickWatcher);

MODULE(Camera, {, PROVIDES(CameraData), });
struct Camera : CameraBase
{
  void update(CameraData& c) override { ++c.frame; }
};
MAKE_MODULE(Camera);

MODULE(Fusion, {, REQUIRES(UpperCameraData), REQUIRES(LowerCameraData), PROVIDES(FusedData), });
struct Fusion : FusionBase
{
  void update(FusedData& f) override
  {
    f.upper = theUpperCameraData.frame;
    f.lower = theLowerCameraData.frame;
    ++f.frames;
  }
};
MAKE_MODULE(Fusion);

MODULE(ServiceA, {, PROVIDES(Service), });
struct ServiceA : ServiceABase
{
  void update(Service& s) override
  {
    if(!s.which)
      s.which = [] { return 1; };
  }
};
MAKE_MODULE(ServiceA);

MODULE(ServiceB, {, PROVIDES(Service), });
struct ServiceB : ServiceBBase
{
  void update(Service& s) override
  {
    if(!s.which)
      s.which = [] { return 2; };
  }
};
MAKE_MODULE(ServiceB);

namespace
{
  /** Waits until a condition holds (at most 5 s). */
  template<typename F> bool eventually(F condition)
  {
    for(int i = 0; i < 500; ++i)
    {
      if(condition())
        return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }
}

TEST(Threads, TwoThreadsExchangeData)
{
  Configuration configuration;
  configuration.threads = {TestSupport::threadConfiguration("Motion", "500Hz", {{"TickCount", "TickerA"}}),
                           TestSupport::threadConfiguration("Cognition", "Triggered", {{"SeenTicks", "TickWatcher"}})};
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.configure(configuration, errors)) << errors.front();
  ASSERT_TRUE(robot.start(errors));
  ThreadFrame* cognition = robot.getThread("Cognition");
  ASSERT_TRUE(eventually([&] { return cognition->getFrameCount() > 50; }));
  robot.stop();
  const SeenTicks& seen = cognition->getBlackboard().get<SeenTicks>("SeenTicks");
  EXPECT_GT(seen.last, 0);
  EXPECT_GT(seen.increasing, 10); // Cognition runs when triggered by Motion and sees newer data
  EXPECT_LE(seen.last, static_cast<int>(robot.getThread("Motion")->getFrameCount()));
  EXPECT_TRUE(robot.takeErrors().empty());
}

TEST(Threads, ThreeThreadsWithAliases)
{
  Configuration configuration;
  configuration.threads = {TestSupport::threadConfiguration("Upper", "300Hz", {{"CameraData", "Camera"}}), TestSupport::threadConfiguration("Lower", "200Hz", {{"CameraData", "Camera"}}),
                           TestSupport::threadConfiguration("Cognition", "Triggered", {{"FusedData", "Fusion"}})};
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.configure(configuration, errors)) << errors.front();
  ASSERT_TRUE(robot.start(errors));
  ThreadFrame* cognition = robot.getThread("Cognition");
  ASSERT_TRUE(eventually([&] {
    return cognition->getFrameCount() > 40;
  }));
  robot.stop();
  const FusedData& fused = cognition->getBlackboard().get<FusedData>("FusedData");
  EXPECT_GT(fused.upper, 0);
  EXPECT_GT(fused.lower, 0);
  EXPECT_LE(fused.upper, static_cast<int>(robot.getThread("Upper")->getFrameCount()));
  EXPECT_LE(fused.lower, static_cast<int>(robot.getThread("Lower")->getFrameCount()));
}

TEST(Threads, ProviderSwitchAtRunTime)
{
  Configuration configuration;
  configuration.threads = {TestSupport::threadConfiguration("Motion", "500Hz", {{"TickCount", "TickerA"}, {"Service", "ServiceA"}}),
                           TestSupport::threadConfiguration("Cognition", "Triggered", {{"SeenTicks", "TickWatcher"}})};
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.configure(configuration, errors)) << errors.front();
  ASSERT_TRUE(robot.start(errors));
  ThreadFrame* cognition = robot.getThread("Cognition");
  ASSERT_TRUE(eventually([&] { return cognition->getFrameCount() > 20; }));

  Configuration switched = configuration;
  switched.threads[0] = TestSupport::threadConfiguration("Motion", "500Hz", {{"TickCount", "TickerB"}, {"Service", "ServiceB"}});
  ASSERT_TRUE(robot.requestConfiguration(switched, errors)) << errors.front();
  ThreadFrame* motion = robot.getThread("Motion");
  ASSERT_TRUE(eventually([&] { return motion->getTimestamp() == 0 && cognition->getFrameCount() > 0; }));
  const unsigned framesAtSwitch = cognition->getFrameCount();
  ASSERT_TRUE(eventually([&] { return cognition->getFrameCount() > framesAtSwitch + 20; }));
  robot.stop();
  const SeenTicks& seen = cognition->getBlackboard().get<SeenTicks>("SeenTicks"); // read after the threads stopped
  EXPECT_EQ(seen.lastStep, 2);       // data of the new provider
  EXPECT_GT(seen.last, 1000000);
  // The FUNCTION of Service was reset when its provider changed: ServiceB installed its own.
  EXPECT_EQ(motion->getBlackboard().get<Service>("Service").which(), 2);

  // Invalid requests are rejected and change nothing.
  Configuration invalid = switched;
  invalid.threads[1] = TestSupport::threadConfiguration("Cognition", "Triggered", {{"SeenTicks", "NoSuchModule"}});
  EXPECT_FALSE(robot.requestConfiguration(invalid, errors));
  EXPECT_EQ(errors, std::vector<std::string>{"Cognition: Module NoSuchModule is unknown!"});
  invalid.threads.pop_back();
  EXPECT_FALSE(robot.requestConfiguration(invalid, errors));
  EXPECT_EQ(robot.getConfiguration().threads[0].representationProviders[0].provider, "TickerB");
}

TEST(Threads, UnknownExecutionUnitsAreRejected)
{
  Configuration configuration;
  configuration.threads = {TestSupport::threadConfiguration("Motion", "Warp", {{"TickCount", "TickerA"}})};
  Robot robot;
  std::vector<std::string> errors;
  EXPECT_FALSE(robot.configure(configuration, errors));
  EXPECT_EQ(errors, std::vector<std::string>{"Motion: execution unit Warp is unknown!"});
}

TEST(Threads, RealTimePrioritiesWarnWhenNotPermitted)
{
  std::string warning;
  std::thread([&] { warning = Thread::setPriority("Motion", 20); }).join();
  if(!warning.empty()) // running as root (as in CI) may set it
  {
    EXPECT_NE(warning.find("thread Motion: priority 20 not set"), std::string::npos) << warning;
  }
}

TEST(Threads, SettingsAndSearchPath)
{
  const std::string config = TestSupport::configDirectory();
  std::ofstream(config + "settings.cfg") << "teamNumber = 12; playerNumber = 3; location = Lab; scenario = Demo; fieldPlayerColor = blue;\n";
  Settings settings;
  EXPECT_TRUE(settings.load("Nao07", "B12").empty());
  std::filesystem::remove(config + "settings.cfg");
  EXPECT_EQ(settings.teamNumber, 12);
  EXPECT_EQ(settings.teamPort(), 10012);
  EXPECT_EQ(settings.fieldPlayerColor, Settings::blue);
  EXPECT_EQ(settings.searchPath(), (std::vector<std::string>{"Robots/Nao07/Head/", "Robots/B12/Body/", "Robots/Nao07/B12/", "Locations/Lab/",
                                                             "Scenarios/Demo/", "Robots/Default/", "Locations/Default/", "Scenarios/Default/"}));

  // The most specific directory wins; the configuration directory itself comes last.
  std::filesystem::create_directories(config + "Scenarios/Demo");
  std::filesystem::create_directories(config + "Robots/B12/Body");
  std::ofstream(config + "Scenarios/Demo/threads.cfg") << "demo";
  std::ofstream(config + "Robots/B12/Body/threads.cfg") << "body";
  File::setSearchPath(settings.searchPath());
  EXPECT_EQ(File::resolve("threads.cfg"), config + "Robots/B12/Body/threads.cfg");
  std::filesystem::remove(config + "Robots/B12/Body/threads.cfg");
  EXPECT_EQ(File::resolve("threads.cfg"), config + "Scenarios/Demo/threads.cfg");
  std::filesystem::remove(config + "Scenarios/Demo/threads.cfg");
  EXPECT_EQ(File::resolve("threads.cfg"), config + "threads.cfg");
  EXPECT_EQ(File::getFullNames("x.cfg").front(), config + "Robots/Nao07/Head/x.cfg");
  File::setSearchPath({});
}

TEST(Threads, OneRobotsSettingsOverrideTheTeamsFieldByField)
{
  const std::string config = TestSupport::configDirectory();
  std::ofstream(config + "settings.cfg") << "teamNumber = 12; playerNumber = 3;\n";
  std::filesystem::create_directories(config + "Robots/Nao07");
  std::ofstream(config + "Robots/Nao07/settings.cfg") << "playerNumber = 4; broadcastAddress = \"10.0.12.255\";\n";
  Settings nao07, nao08;
  EXPECT_TRUE(nao07.load("Nao07", "B12").empty());
  EXPECT_TRUE(nao08.load("Nao08", "B13").empty());
  std::filesystem::remove(config + "settings.cfg");
  std::filesystem::remove_all(config + "Robots/Nao07");
  EXPECT_EQ(nao07.teamNumber, 12);
  EXPECT_EQ(nao07.playerNumber, 4);
  EXPECT_EQ(nao07.broadcastAddress, "10.0.12.255");
  EXPECT_EQ(nao08.playerNumber, 3);
  // Desktop builds broadcast on loopback unless configured otherwise (docs/network.md).
  EXPECT_EQ(nao08.broadcastAddress, "127.255.255.255");
}

TEST(Threads, RobotLoadsThreadsCfg)
{
  const std::string config = TestSupport::configDirectory();
  std::filesystem::create_directories(config + "Scenarios/Default");
  std::ofstream(config + "Scenarios/Default/threads.cfg") << R"(
defaultRepresentations = [];
threads = [
  {
    name = Motion; priority = 0; debugReceiverSize = 500000; debugSenderSize = 130000;
    debugSenderInfrastructureSize = 100000; executionUnit = 500Hz;
    representationProviders = [{representation = TickCount; provider = TickerA;}];
  },
  {
    name = Cognition; priority = 0; debugReceiverSize = 2000000; debugSenderSize = 2000000;
    debugSenderInfrastructureSize = 200000; executionUnit = Triggered;
    representationProviders = [{representation = SeenTicks; provider = TickWatcher;}];
  },
];
)";
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.load("threads.cfg", errors)) << errors.front();
  EXPECT_EQ(robot.getThreads().size(), 2u);
  EXPECT_EQ(robot.getConfiguration().threads[1].debugSenderSize, 2000000u);

  std::ofstream(config + "Scenarios/Default/threads.cfg") << "threads = [{name = Motion; executionUnit = 500Hz; representationProviders = [{representation = X; provider = Y;}];}];";
  Robot broken;
  EXPECT_FALSE(broken.load("threads.cfg", errors));
  EXPECT_EQ(errors, std::vector<std::string>{"Motion: Module Y is unknown!"});
  std::filesystem::remove(config + "Scenarios/Default/threads.cfg");
}

TEST(Threads, ModulesThatCannotBeCreatedAreReportedOnce)
{
  Configuration configuration;
  configuration.threads = {TestSupport::threadConfiguration("Motion", "500Hz", {{"TickCount", "NeedsAFile"}}),
                           TestSupport::threadConfiguration("Cognition", "Triggered", {{"SeenTicks", "TickWatcher"}})};
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.configure(configuration, errors)) << errors.front();
  ASSERT_TRUE(robot.start(errors));
  ThreadFrame* motion = robot.getThread("Motion");
  ASSERT_TRUE(eventually([&] { return motion->getFrameCount() > 50; }));
  robot.stop();
  errors = robot.takeErrors();
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_TRUE(errors[0].starts_with("Motion: module NeedsAFile could not be created: NeedsAFile: parameter file needsAFile.cfg not found"))
    << errors[0];
  // Cognition was never triggered: Motion has no TickCount to send. It only ran its first frame.
  EXPECT_EQ(robot.getThread("Cognition")->getBlackboard().get<SeenTicks>("SeenTicks").frames, 1);
}

TEST(Threads, OnlyProvidersChangeAtRunTime)
{
  Configuration configuration;
  configuration.threads = {TestSupport::threadConfiguration("Motion", "500Hz", {{"TickCount", "TickerA"}})};
  Robot robot;
  std::vector<std::string> errors;
  ASSERT_TRUE(robot.configure(configuration, errors));
  configuration.threads[0].priority = 10;
  EXPECT_FALSE(robot.requestConfiguration(configuration, errors));
  EXPECT_EQ(errors, std::vector<std::string>{"Motion: only the providers can change at run time, not the execution unit, priority or queue sizes"});
  EXPECT_EQ(robot.getConfiguration().threads[0].priority, 0);
}
