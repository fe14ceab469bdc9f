/**
 * @file ScenarioThreadsTest.cpp
 * The threads of touchline-naosim's tiers (Config/Scenarios/Percepts and Oracle): valid with the
 * robot program's modules, and the same as Default's but for the threads the tier replaces, so
 * that the scenarios cannot drift apart from Default.
 */
#include "Framework/ModuleGraphCreator.h"
#include "Framework/Robot.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace
{
  Configuration read(const std::string& scenario)
  {
    Configuration configuration;
    std::vector<std::string> errors;
    EXPECT_TRUE(Robot::read(std::string(TOUCHLINE_CONFIG_DIR) + "/Scenarios/" + scenario + "/threads.cfg", configuration, errors))
      << scenario << ": " << (errors.empty() ? "" : errors.front());
    return configuration;
  }

  /** A thread as text: its settings and its providers (sorted) but those of some representations, to compare. */
  std::string describe(const Configuration::Thread* thread, const std::vector<std::string>& leaveOut = {})
  {
    if(!thread)
      return "(none)";
    std::vector<std::string> providers;
    for(const Configuration::RepresentationProvider& provider : thread->representationProviders)
      if(std::find(leaveOut.begin(), leaveOut.end(), provider.representation) == leaveOut.end())
        providers.push_back(provider.representation + "=" + provider.provider);
    std::sort(providers.begin(), providers.end());
    std::string text = thread->name + " " + thread->executionUnit + " " + std::to_string(thread->priority) + " " +
                       std::to_string(thread->debugReceiverSize) + " " + std::to_string(thread->debugSenderSize) + " " +
                       std::to_string(thread->debugSenderInfrastructureSize) + ":";
    for(const std::string& provider : providers)
      text += " " + provider;
    return text;
  }

  void expectValid(const Configuration& configuration, const std::string& scenario)
  {
    ModuleGraphCreator graph;
    std::vector<ExecutionValues> values;
    std::vector<std::string> errors;
    EXPECT_TRUE(Robot::check(configuration, graph, values, errors)) << scenario << ": " << (errors.empty() ? "" : errors.front());
  }
}

TEST(ScenarioThreads, PerceptsReplacesOnlyTheImageProcessingOfUpperAndLower)
{
  const Configuration defaults = read("Default"), percepts = read("Percepts");
  expectValid(percepts, "Percepts");
  for(const char* thread : {"Motion", "Cognition", "Audio"})
    EXPECT_EQ(describe(percepts.find(thread)), describe(defaults.find(thread)));
  for(const char* thread : {"Upper", "Lower"})
  {
    ASSERT_NE(percepts.find(thread), nullptr) << thread;
    for(const char* representation : {"BallPercept", "LinesPercept", "IntersectionsPercept", "PenaltyMarkPercept", "GoalPostsPercept",
                                      "ObstaclesPercept", "FieldBoundary", "FrameInfo", "CameraInfo"})
    {
      const Configuration::RepresentationProvider* provider = percepts.find(thread)->find(representation);
      ASSERT_NE(provider, nullptr) << thread << " " << representation;
      EXPECT_EQ(provider->provider, "SimulatedPerceptsProvider") << thread << " " << representation;
    }
    EXPECT_EQ(percepts.find(thread)->find("CameraImage"), nullptr) << thread << ": no images in the percepts tier";
  }
}

TEST(ScenarioThreads, OracleGivesCognitionTheTrueWorldAndKeepsMotionAndAudio)
{
  const Configuration defaults = read("Default"), oracle = read("Oracle");
  expectValid(oracle, "Oracle");
  for(const char* thread : {"Motion", "Audio"})
    EXPECT_EQ(describe(oracle.find(thread)), describe(defaults.find(thread)));
  // The world model is the oracle's; everything else of Cognition is Default's.
  const std::vector<std::string> worldModel = {"RobotPose", "BallModel", "ObstacleModel", "TeamBallModel"};
  EXPECT_EQ(describe(oracle.find("Cognition"), worldModel), describe(defaults.find("Cognition"), worldModel));
  for(const char* representation : {"RobotPose", "BallModel", "ObstacleModel"})
  {
    const Configuration::RepresentationProvider* provider = oracle.find("Cognition")->find(representation);
    ASSERT_NE(provider, nullptr) << representation;
    EXPECT_EQ(provider->provider, "OracleWorldModelProvider");
  }
  ASSERT_NE(oracle.find("Upper"), nullptr);
  EXPECT_EQ(oracle.find("Upper")->find("GroundTruthWorldState")->provider, "SimulatedWorldProvider");
  EXPECT_EQ(oracle.find("Lower"), nullptr);
}
