/**
 * @file NaoSimPerceptsTest.cpp
 * touchline-naosim's simulated percepts (its percepts tier) in-process, without noise: the ball is
 * seen only inside the camera's image and not through a robot, lines, the centre circle and the
 * intersections with their types where the camera looks, robots with their team, posts with their
 * side; and with noise, the misses and errors the parameters ask for.
 */
#include "Percepts/PerceptSimulator.h"
#include "Physics/PhysicsWorld.h"
#include <gtest/gtest.h>
#include <cmath>
#include <numbers>

namespace
{
  /** Every feature seen up to far away, always, exactly where it is. */
  FeatureQuality exact(float maxDistance = 9000.f)
  {
    FeatureQuality quality;
    quality.maxDistance = maxDistance;
    quality.nearDistance = maxDistance;
    quality.detectionNear = quality.detectionFar = 1.f;
    quality.sigmaBase = quality.sigmaPerMeter = quality.falsePositivesPerFrame = 0.f;
    return quality;
  }

  PerceptParameters exactParameters()
  {
    PerceptParameters parameters;
    parameters.ball = parameters.lines = parameters.centerCircle = parameters.intersections = parameters.penaltyMark =
      parameters.goalPosts = parameters.obstacles = exact();
    parameters.minLineLength = 200.f;
    parameters.minCircleArc = 0.2f;
    parameters.intersectionConfusion = 0.f;
    parameters.jerseyDistance = 4000.f;
    parameters.boundaryColumnStep = 16.f;
    return parameters;
  }

  CameraRenderer::Intrinsics upperLens()
  {
    CameraRenderer::Intrinsics lens;
    lens.width = 640;
    lens.height = 480;
    lens.focalLengthX = 640.f / (2.f * std::tan(54.7f * std::numbers::pi_v<float> / 360.f));
    lens.focalLengthY = 480.f / (2.f * std::tan(42.5f * std::numbers::pi_v<float> / 360.f));
    lens.centerX = 320.f;
    lens.centerY = 240.f;
    return lens;
  }

  /** Where a robot stands: x, y (m), rotation (rad). */
  struct Place
  {
    double x, y, rotation;
  };

  /** A field with robots (the first is the one whose camera is used), their shapes and the world. */
  struct Scene
  {
    explicit Scene(const std::vector<Place>& places)
    {
      std::vector<WorldModel::Robot> setups(places.size());
      for(std::size_t i = 0; i < places.size(); ++i)
      {
        setups[i].x = places[i].x;
        setups[i].y = places[i].y;
        setups[i].rotation = places[i].rotation;
      }
      std::string error;
      EXPECT_TRUE(world.create(field, setups, error)) << error;
      world.step(0.012); // the shapes' poses of a first cycle
      world.solids(solids);
      truth.robots.resize(setups.size());
      for(std::size_t i = 0; i < setups.size(); ++i)
      {
        truth.robots[i].pose = Pose2f(static_cast<float>(setups[i].rotation), static_cast<float>(setups[i].x * 1000.0),
                                      static_cast<float>(setups[i].y * 1000.0));
        truth.robots[i].torsoHeight = 330.f;
        truth.robots[i].color = i % 2 ? Settings::blue : Settings::red;
        truth.robots[i].number = static_cast<int>(i + 1);
      }
    }

    /** The view of a camera 500 mm above the first robot, looking along its heading, pitched down. */
    PerceptSimulator::View view(float pitchDegrees, const Vector3f& ball)
    {
      PerceptSimulator::View view;
      const Pose2f& self = truth.robots[0].pose;
      view.camera = Eigen::Translation3f(self.translation.x(), self.translation.y(), 500.f) *
                    Eigen::AngleAxisf(static_cast<float>(self.rotation), Vector3f::UnitZ()) *
                    Eigen::AngleAxisf(pitchDegrees * std::numbers::pi_v<float> / 180.f, Vector3f::UnitY());
      view.lens = upperLens();
      view.self = self;
      view.selfIndex = 0;
      view.ownJersey = Settings::red;
      view.ball = ball;
      view.solids = &solids;
      view.truth = &truth;
      return view;
    }

    FieldDimensions field;
    PhysicsWorld world;
    std::vector<PhysicsWorld::Solid> solids;
    GroundTruthWorldState truth;
  };

  SimulatedPercepts perceive(const PerceptSimulator::View& view, const PerceptParameters& parameters = exactParameters())
  {
    FieldDimensions field;
    PerceptSimulator simulator(field, parameters);
    std::mt19937 random(1);
    SimulatedPercepts percepts;
    simulator.compute(view, random, percepts);
    return percepts;
  }
}

TEST(NaoSimPercepts, TheBallIsSeenOnlyInTheImageAndNotThroughARobot)
{
  // A robot at -3000 facing +x, another one 1 m in front of it.
  Scene scene({{-3.0, 0.0, 0.0}, {-2.0, 0.0, std::numbers::pi}});
  const auto seen = [&](const Vector3f& ball) { return perceive(scene.view(20.f, ball)).ballPercept; };

  const BallPercept inFront = seen({-1500.f, 600.f, 50.f}); // 1.5 m ahead, beside the other robot
  ASSERT_EQ(inFront.status, BallPercept::seen);
  EXPECT_NEAR(inFront.positionOnField.x(), 1500.f, 1.f);
  EXPECT_NEAR(inFront.positionOnField.y(), 600.f, 1.f);
  EXPECT_GT(inFront.radiusInImage, 5.f);
  EXPECT_GT(inFront.positionInImage.x(), 0.f);
  EXPECT_LT(inFront.positionInImage.x(), 320.f) << "to the left of the image's centre";

  EXPECT_EQ(seen({-4000.f, 0.f, 50.f}).status, BallPercept::notSeen) << "behind the camera";
  EXPECT_EQ(seen({-2500.f, 2500.f, 50.f}).status, BallPercept::notSeen) << "beside the image";
  EXPECT_EQ(seen({-1000.f, 0.f, 50.f}).status, BallPercept::notSeen) << "behind the other robot";
  EXPECT_EQ(seen({-1000.f, 900.f, 50.f}).status, BallPercept::seen) << "beside the other robot";
}

TEST(NaoSimPercepts, LinesTheCentreCircleAndItsIntersectionsWhereTheCameraLooks)
{
  // Looking across the centre circle from 1.5 m in front of it.
  Scene scene({{-1.5, 0.0, 0.0}});
  const SimulatedPercepts percepts = perceive(scene.view(18.f, {0.f, 4000.f, 50.f}));
  EXPECT_TRUE(percepts.linesPercept.circle.found);
  EXPECT_NEAR(percepts.linesPercept.circle.centerOnField.x(), 1500.f, 1.f);
  EXPECT_NEAR(percepts.linesPercept.circle.centerOnField.y(), 0.f, 1.f);
  // The halfway line crosses the image: a piece across the robot's path at x = 1500.
  bool halfway = false;
  for(const LinesPercept::Line& line : percepts.linesPercept.lines)
    halfway = halfway || (std::abs(line.firstOnField.x() - 1500.f) < 1.f && std::abs(line.lastOnField.x() - 1500.f) < 1.f);
  EXPECT_TRUE(halfway);
  // The circle crosses the halfway line in X at (1500, +-750) relative to the robot.
  int crossings = 0;
  for(const IntersectionsPercept::Intersection& intersection : percepts.intersectionsPercept.intersections)
    if(std::abs(intersection.positionOnField.x() - 1500.f) < 1.f && std::abs(std::abs(intersection.positionOnField.y()) - 750.f) < 1.f)
    {
      EXPECT_EQ(intersection.type, IntersectionsPercept::X);
      ++crossings;
    }
  EXPECT_EQ(crossings, 2);
  // The opponent's penalty mark, 4.7 m ahead, is in the image; the own one behind the robot is not.
  ASSERT_TRUE(percepts.penaltyMarkPercept.wasSeen);
  EXPECT_NEAR(percepts.penaltyMarkPercept.positionOnField.x(), 4700.f, 1.f);
  EXPECT_TRUE(percepts.fieldBoundary.isValid);
  for(const Vector2f& point : percepts.fieldBoundary.boundaryOnField)
    EXPECT_GT(point.x(), 4500.f) << "the field ends beyond the opponent's goal line";

  // Looking up into the air: nothing of the field.
  const SimulatedPercepts sky = perceive(scene.view(-40.f, {1000.f, 0.f, 50.f}));
  EXPECT_TRUE(sky.linesPercept.lines.empty());
  EXPECT_EQ(sky.ballPercept.status, BallPercept::notSeen);
  EXPECT_FALSE(sky.fieldBoundary.isValid);
}

TEST(NaoSimPercepts, ACornerIsAnLAndTheGoalAreaMeetsTheGoalLineInAT)
{
  // In the opponent half, looking at the right corner of the goal area from (3500, -1600).
  Scene scene({{3.5, -1.6, std::numbers::pi / 4.0}});
  const SimulatedPercepts percepts = perceive(scene.view(25.f, {0.f, 0.f, 50.f}));
  bool l = false, t = false;
  for(const IntersectionsPercept::Intersection& intersection : percepts.intersectionsPercept.intersections)
  {
    const Vector2f onField = scene.truth.robots[0].pose * intersection.positionOnField;
    if((onField - Vector2f(3900.f, -1100.f)).norm() < 5.f)
      l = intersection.type == IntersectionsPercept::L;
    if((onField - Vector2f(4500.f, -1100.f)).norm() < 5.f)
      t = intersection.type == IntersectionsPercept::T;
  }
  EXPECT_TRUE(l) << "the goal area's corner";
  EXPECT_TRUE(t) << "where the goal area's side meets the goal line";
}

TEST(NaoSimPercepts, RobotsWithTheirTeamAndPostsWithTheirSide)
{
  // At the centre looking at the opponent goal; an opponent 2 m ahead, a teammate beside it.
  Scene scene({{0.0, 0.0, 0.0}, {2.0, -0.9, std::numbers::pi}, {2.0, 1.0, 0.0}});
  scene.truth.robots[2].color = Settings::red;
  const SimulatedPercepts percepts = perceive(scene.view(8.f, {0.f, 4000.f, 50.f}));
  ASSERT_EQ(percepts.obstaclesPercept.obstacles.size(), 2u);
  for(const ObstaclesPercept::Obstacle& obstacle : percepts.obstaclesPercept.obstacles)
  {
    EXPECT_NEAR(obstacle.positionOnField.x(), 2000.f, 1.f);
    EXPECT_EQ(obstacle.team, obstacle.positionOnField.y() < 0.f ? ObstaclesPercept::opponent : ObstaclesPercept::own);
    EXPECT_LT(obstacle.topLeftInImage.y(), obstacle.bottomRightInImage.y());
    EXPECT_FALSE(obstacle.fallen);
  }
  ASSERT_EQ(percepts.goalPostsPercept.posts.size(), 2u);
  for(const GoalPostsPercept::GoalPost& post : percepts.goalPostsPercept.posts)
  {
    EXPECT_NEAR(post.positionOnField.x(), 4525.f, 1.f);
    EXPECT_EQ(post.side, post.positionOnField.y() > 0.f ? GoalPostsPercept::left : GoalPostsPercept::right);
  }
}

TEST(NaoSimPercepts, NoiseMissesAndFalsePositivesFollowTheParameters)
{
  Scene scene({{-3.0, 0.0, 0.0}});
  PerceptParameters parameters = exactParameters();
  parameters.ball.detectionNear = parameters.ball.detectionFar = 0.7f;
  parameters.ball.sigmaBase = 50.f;
  parameters.ball.sigmaPerMeter = 0.f;
  FieldDimensions field;
  PerceptSimulator simulator(field, parameters);
  std::mt19937 random(7);
  const PerceptSimulator::View view = scene.view(20.f, {-1500.f, 0.f, 50.f});
  int seen = 0;
  double sum = 0.0, squares = 0.0;
  for(int i = 0; i < 4000; ++i)
  {
    SimulatedPercepts percepts;
    simulator.compute(view, random, percepts);
    if(percepts.ballPercept.status != BallPercept::seen)
      continue;
    ++seen;
    const double error = percepts.ballPercept.positionOnField.x() - 1500.0;
    sum += error;
    squares += error * error;
  }
  EXPECT_NEAR(seen / 4000.0, 0.7, 0.03);
  EXPECT_NEAR(sum / seen, 0.0, 5.0);
  EXPECT_NEAR(std::sqrt(squares / seen), 50.0, 4.0);

  // Without a ball in view, false positives at their rate.
  parameters = exactParameters();
  parameters.ball.falsePositivesPerFrame = 0.1f;
  PerceptSimulator falseBalls(field, parameters);
  const PerceptSimulator::View empty = scene.view(20.f, {-4500.f, 0.f, 50.f});
  int fakes = 0;
  for(int i = 0; i < 4000; ++i)
  {
    SimulatedPercepts percepts;
    falseBalls.compute(empty, random, percepts);
    fakes += percepts.ballPercept.status == BallPercept::seen;
  }
  EXPECT_NEAR(fakes / 4000.0, 0.1, 0.02);
}
