/**
 * @file Percepts/PerceptSimulator.cpp
 * Percepts from the true world: visibility, occlusion, noise, misses, false positives.
 */
#include "PerceptSimulator.h"
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{
  constexpr float nearPlane = 50.f; ///< mm in front of the camera
  constexpr float lineStep = 100.f; ///< mm between the points tested along a line
  constexpr int circlePoints = 36;

  float uniform(std::mt19937& random)
  {
    return std::uniform_real_distribution<float>(0.f, 1.f)(random);
  }
}

struct PerceptSimulator::Camera
{
  explicit Camera(const View& view)
    : view(view), toCamera(view.camera.inverse()), origin(view.camera.translation()), toRobot(view.self.inverse()) {}

  /** The point in camera coordinates. */
  Vector3f inCamera(const Vector3f& point) const { return toCamera * point; }

  /** The pixel of a point; false if it is behind the camera. */
  bool project(const Vector3f& point, Vector2f& pixel) const
  {
    const Vector3f c = inCamera(point);
    if(c.x() < nearPlane)
      return false;
    pixel = Vector2f(view.lens.centerX - view.lens.focalLengthX * c.y() / c.x(), view.lens.centerY - view.lens.focalLengthY * c.z() / c.x());
    return true;
  }

  /** Whether a point shows in the image (at least margin pixels inside); its pixel. */
  bool inImage(const Vector3f& point, Vector2f& pixel, float margin = 0.f) const
  {
    return project(point, pixel) && pixel.x() >= margin && pixel.y() >= margin && pixel.x() < static_cast<float>(view.lens.width) - margin &&
           pixel.y() < static_cast<float>(view.lens.height) - margin;
  }

  Vector2f relative(const Vector2f& onField) const { return toRobot * onField; }
  float distance(const Vector2f& onField) const { return relative(onField).norm(); }

  /** The pixel of a position relative to the robot on the ground (the noisy one of a percept); the fallback if it is behind the camera. */
  Vector2f pixelOf(const Vector2f& relativePosition, float height, const Vector2f& fallback) const
  {
    Vector2f pixel;
    const Vector2f onField = view.self * relativePosition;
    return project(Vector3f(onField.x(), onField.y(), height), pixel) ? pixel : fallback;
  }

  /** Where the ray of a pixel meets the ground (field coordinates); false above the horizon. */
  bool groundOf(const Vector2f& pixel, Vector2f& onField) const
  {
    const Vector3f ray = view.camera.linear() * Vector3f(1.f, (view.lens.centerX - pixel.x()) / view.lens.focalLengthX,
                                                         (view.lens.centerY - pixel.y()) / view.lens.focalLengthY);
    if(ray.z() > -1e-6f)
      return false;
    const float t = -origin.z() / ray.z();
    onField = (origin + t * ray).head<2>();
    return true;
  }

  /** Whether a point on the field (height z) is in the image, within range of the robot and not hidden by a robot. */
  bool perceivable(const Vector2f& onField, float z, float maxDistance, const Occlusion& occlusion, Vector2f& pixel) const
  {
    const Vector3f point(onField.x(), onField.y(), z);
    return distance(onField) <= maxDistance && inImage(point, pixel) && !occlusion.hidden(origin, point, 20.f);
  }

  const View& view;
  Eigen::Isometry3f toCamera;
  Vector3f origin;
  Pose2f toRobot;
};

PerceptSimulator::PerceptSimulator(const FieldDimensions& field, const PerceptParameters& parameters)
  : field(field), features(field), parameters(parameters) {}

bool PerceptSimulator::detected(const FeatureQuality& quality, float distance, std::mt19937& random)
{
  if(distance > quality.maxDistance)
    return false;
  const float probability = distance <= quality.nearDistance || quality.maxDistance <= quality.nearDistance
                              ? quality.detectionNear
                              : quality.detectionNear + (quality.detectionFar - quality.detectionNear) * (distance - quality.nearDistance) /
                                                          (quality.maxDistance - quality.nearDistance);
  return uniform(random) < probability;
}

Vector2f PerceptSimulator::noisy(const FeatureQuality& quality, const Vector2f& relative, std::mt19937& random)
{
  const float sigma = std::max(0.f, quality.sigmaBase + quality.sigmaPerMeter * relative.norm() / 1000.f);
  std::normal_distribution<float> normal(0.f, 1.f);
  const float dx = normal(random), dy = normal(random);
  return relative + sigma * Vector2f(dx, dy);
}

bool PerceptSimulator::randomGroundPoint(const Camera& camera, float maxDistance, std::mt19937& random, Vector2f& relative)
{
  for(int attempt = 0; attempt < 8; ++attempt)
  {
    const Vector2f pixel(uniform(random) * static_cast<float>(camera.view.lens.width), uniform(random) * static_cast<float>(camera.view.lens.height));
    Vector2f onField;
    if(camera.groundOf(pixel, onField) && camera.distance(onField) <= maxDistance)
    {
      relative = camera.relative(onField);
      return true;
    }
  }
  return false;
}

void PerceptSimulator::compute(const View& view, std::mt19937& random, SimulatedPercepts& percepts) const
{
  static const std::vector<PhysicsWorld::Solid> noSolids;
  const Camera camera(view);
  const Occlusion occlusion(view.solids ? *view.solids : noSolids, view.selfIndex);
  ball(camera, occlusion, random, percepts.ballPercept);
  lines(camera, occlusion, random, percepts.linesPercept);
  intersections(camera, occlusion, random, percepts.intersectionsPercept);
  penaltyMark(camera, occlusion, random, percepts.penaltyMarkPercept);
  goalPosts(camera, occlusion, random, percepts.goalPostsPercept);
  obstacles(camera, occlusion, random, percepts.obstaclesPercept);
  fieldBoundary(camera, percepts.fieldBoundary);
}

void PerceptSimulator::ball(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, BallPercept& percept) const
{
  const FeatureQuality& quality = parameters.ball;
  percept = BallPercept();
  percept.radiusOnField = field.ballRadius;
  const Vector2f onField = camera.view.ball.head<2>();
  Vector2f pixel;
  const bool visible = camera.distance(onField) <= quality.maxDistance && camera.inImage(camera.view.ball, pixel) &&
                       !occlusion.hidden(camera.origin, camera.view.ball, field.ballRadius);
  Vector2f relative;
  if(visible && detected(quality, camera.distance(onField), random))
    relative = noisy(quality, camera.relative(onField), random);
  else if(!(uniform(random) < quality.falsePositivesPerFrame && randomGroundPoint(camera, quality.maxDistance, random, relative)))
    return;
  percept.status = BallPercept::seen;
  percept.positionOnField = relative;
  percept.positionInImage = camera.pixelOf(relative, field.ballRadius, pixel);
  const Vector2f ballOnField = camera.view.self * relative;
  const float depth = camera.inCamera(Vector3f(ballOnField.x(), ballOnField.y(), field.ballRadius)).x();
  percept.radiusInImage = depth > nearPlane ? camera.view.lens.focalLengthX * field.ballRadius / depth : 0.f;
  percept.confidence = visible ? 0.9f : 0.6f;
}

void PerceptSimulator::lines(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, LinesPercept& percept) const
{
  const FeatureQuality& quality = parameters.lines;
  percept.lines.clear();
  for(const FieldDimensions::Line& line : features.lines)
  {
    const float length = (line.to - line.from).norm();
    const int steps = std::max(1, static_cast<int>(std::ceil(length / lineStep)));
    // The runs of points that can be seen, one percept each.
    int runStart = -1;
    for(int step = 0; step <= steps + 1; ++step)
    {
      const float t = static_cast<float>(step) / static_cast<float>(steps);
      Vector2f pixel;
      const bool visible = step <= steps && camera.perceivable(line.from + t * (line.to - line.from), 0.f, quality.maxDistance, occlusion, pixel);
      if(visible && runStart < 0)
        runStart = step;
      if(visible || runStart < 0)
        continue;
      const Vector2f first = line.from + (static_cast<float>(runStart) / static_cast<float>(steps)) * (line.to - line.from);
      const Vector2f last = line.from + (static_cast<float>(step - 1) / static_cast<float>(steps)) * (line.to - line.from);
      runStart = -1;
      if((last - first).norm() < parameters.minLineLength || !detected(quality, camera.distance((first + last) / 2.f), random))
        continue;
      LinesPercept::Line& seen = percept.lines.emplace_back();
      seen.firstOnField = noisy(quality, camera.relative(first), random);
      seen.lastOnField = noisy(quality, camera.relative(last), random);
      Vector2f firstPixel, lastPixel;
      camera.project(Vector3f(first.x(), first.y(), 0.f), firstPixel);
      camera.project(Vector3f(last.x(), last.y(), 0.f), lastPixel);
      seen.firstInImage = camera.pixelOf(seen.firstOnField, 0.f, firstPixel);
      seen.lastInImage = camera.pixelOf(seen.lastOnField, 0.f, lastPixel);
    }
  }

  // The centre circle: enough of it must be visible.
  const FeatureQuality& circleQuality = parameters.centerCircle;
  percept.circle = LinesPercept::Circle();
  int visible = 0;
  for(int i = 0; i < circlePoints; ++i)
  {
    const float angle = 2.f * std::numbers::pi_v<float> * static_cast<float>(i) / circlePoints;
    Vector2f pixel;
    visible += camera.perceivable(features.centerCircleRadius * Vector2f(std::cos(angle), std::sin(angle)), 0.f, circleQuality.maxDistance,
                                  occlusion, pixel);
  }
  if(static_cast<float>(visible) >= parameters.minCircleArc * circlePoints && detected(circleQuality, camera.distance(Vector2f::Zero()), random))
  {
    percept.circle.found = true;
    percept.circle.radiusOnField = features.centerCircleRadius;
    percept.circle.centerOnField = noisy(circleQuality, camera.relative(Vector2f::Zero()), random);
    Vector2f truePixel = Vector2f::Zero();
    camera.project(Vector3f::Zero(), truePixel);
    percept.circle.centerInImage = camera.pixelOf(percept.circle.centerOnField, 0.f, truePixel);
  }
}

void PerceptSimulator::intersections(const Camera& camera, const Occlusion& occlusion, std::mt19937& random,
                                     IntersectionsPercept& percept) const
{
  const FeatureQuality& quality = parameters.intersections;
  percept.intersections.clear();
  const Angle rotation = -camera.view.self.rotation;
  const Eigen::Rotation2Df toRobot(rotation);
  for(const FieldFeatures::Intersection& truth : features.intersections)
  {
    Vector2f pixel;
    if(!camera.perceivable(truth.position, 0.f, quality.maxDistance, occlusion, pixel) || !detected(quality, camera.distance(truth.position), random))
      continue;
    IntersectionsPercept::Intersection& seen = percept.intersections.emplace_back();
    seen.type = truth.type;
    if(uniform(random) < parameters.intersectionConfusion)
      seen.type = static_cast<IntersectionsPercept::Type>((truth.type + 1 + static_cast<int>(uniform(random) * 2.f) % 2) % IntersectionsPercept::numOfTypes);
    seen.positionOnField = noisy(quality, camera.relative(truth.position), random);
    seen.positionInImage = camera.pixelOf(seen.positionOnField, 0.f, pixel);
    seen.direction1 = toRobot * truth.direction1;
    seen.direction2 = toRobot * truth.direction2;
  }
  Vector2f relative;
  if(uniform(random) < quality.falsePositivesPerFrame && randomGroundPoint(camera, quality.maxDistance, random, relative))
  {
    IntersectionsPercept::Intersection& fake = percept.intersections.emplace_back();
    fake.type = static_cast<IntersectionsPercept::Type>(static_cast<int>(uniform(random) * 3.f) % IntersectionsPercept::numOfTypes);
    fake.positionOnField = relative;
    fake.positionInImage = camera.pixelOf(relative, 0.f, Vector2f::Zero());
    fake.direction1 = Vector2f::UnitX();
    fake.direction2 = Vector2f::UnitY();
  }
}

void PerceptSimulator::penaltyMark(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, PenaltyMarkPercept& percept) const
{
  const FeatureQuality& quality = parameters.penaltyMark;
  percept = PenaltyMarkPercept();
  Vector2f relative, pixel = Vector2f::Zero();
  bool found = false;
  for(const Vector2f& mark : features.penaltyMarks)
    if(!found && camera.perceivable(mark, 0.f, quality.maxDistance, occlusion, pixel) && detected(quality, camera.distance(mark), random))
    {
      relative = noisy(quality, camera.relative(mark), random);
      found = true;
    }
  if(!found && !(uniform(random) < quality.falsePositivesPerFrame && randomGroundPoint(camera, quality.maxDistance, random, relative)))
    return;
  percept.wasSeen = true;
  percept.positionOnField = relative;
  percept.positionInImage = camera.pixelOf(relative, 0.f, pixel);
}

void PerceptSimulator::goalPosts(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, GoalPostsPercept& percept) const
{
  const FeatureQuality& quality = parameters.goalPosts;
  percept.posts.clear();
  std::array<bool, 4> visible{};
  std::array<Vector2f, 4> pixels{};
  for(std::size_t i = 0; i < features.posts.size() && i < visible.size(); ++i)
    visible[i] = camera.perceivable(features.posts[i].position, 0.f, quality.maxDistance, occlusion, pixels[i]);
  for(std::size_t i = 0; i < features.posts.size() && i < visible.size(); ++i)
  {
    const FieldFeatures::Post& post = features.posts[i];
    if(!visible[i] || !detected(quality, camera.distance(post.position), random))
      continue;
    // The side shows when the other post of the goal, or the crossbar above this one, is in the image.
    const std::size_t other = i ^ 1;
    Vector2f top;
    const bool sideKnown = visible[other] || camera.inImage(Vector3f(post.position.x(), post.position.y(), field.goalHeight), top);
    GoalPostsPercept::GoalPost& seen = percept.posts.emplace_back();
    seen.side = sideKnown ? post.side : GoalPostsPercept::unknown;
    seen.positionOnField = noisy(quality, camera.relative(post.position), random);
    seen.baseInImage = camera.pixelOf(seen.positionOnField, 0.f, pixels[i]);
  }
}

void PerceptSimulator::obstacles(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, ObstaclesPercept& percept) const
{
  const FeatureQuality& quality = parameters.obstacles;
  percept.obstacles.clear();
  if(camera.view.truth)
    for(std::size_t index = 0; index < camera.view.truth->robots.size(); ++index)
    {
      const GroundTruthWorldState::GroundTruthRobot& robot = camera.view.truth->robots[index];
      if(static_cast<int>(index) == camera.view.selfIndex)
        continue;
      const Vector2f ground = robot.pose.translation;
      if(camera.distance(ground) > quality.maxDistance)
        continue;
      // Seen if its feet, torso or head show and no other robot hides them.
      const float heights[] = {0.f, robot.fallen ? 100.f : robot.torsoHeight, robot.fallen ? 150.f : robot.torsoHeight + 200.f};
      bool visible = false, torsoVisible = false;
      for(std::size_t h = 0; h < 3; ++h)
      {
        const Vector3f point(ground.x(), ground.y(), heights[h]);
        Vector2f pixel;
        const bool shows = camera.inImage(point, pixel) && !occlusion.hiddenBy(camera.origin, point, static_cast<int>(index), 20.f);
        visible = visible || shows;
        torsoVisible = torsoVisible || (h == 1 && shows);
      }
      if(!visible || !detected(quality, camera.distance(ground), random))
        continue;
      // Its box in the image and its width on the ground from its shapes.
      Vector2f low(1e9f, 1e9f), high(-1e9f, -1e9f);
      float halfWidth = 100.f;
      for(const Occlusion::Bounds& bounds : occlusion.robots())
        if(bounds.robot == static_cast<int>(index))
          for(const PhysicsWorld::Solid* solid : bounds.solids)
          {
            const Vector3f center = solid->pose.translation();
            const float extent = solid->type == PhysicsWorld::Solid::box ? solid->size.norm() : solid->size.x() + solid->size.y();
            halfWidth = std::max(halfWidth, (center.head<2>() - ground).norm() + extent);
            Vector2f pixel;
            if(!camera.project(center, pixel))
              continue;
            const float radius = camera.view.lens.focalLengthX * extent / std::max(nearPlane, camera.inCamera(center).x());
            low = low.cwiseMin(pixel - Vector2f(radius, radius));
            high = high.cwiseMax(pixel + Vector2f(radius, radius));
          }
      ObstaclesPercept::Obstacle& seen = percept.obstacles.emplace_back();
      const Vector2f size(static_cast<float>(camera.view.lens.width - 1), static_cast<float>(camera.view.lens.height - 1));
      low = low.cwiseMax(Vector2f::Zero()).cwiseMin(size);
      high = high.cwiseMax(Vector2f::Zero()).cwiseMin(size);
      seen.topLeftInImage = low.cast<int>();
      seen.bottomRightInImage = high.cast<int>();
      seen.positionOnField = noisy(quality, camera.relative(ground), random);
      Vector2f footPixel((low.x() + high.x()) / 2.f, high.y());
      camera.project(Vector3f(ground.x(), ground.y(), 0.f), footPixel);
      seen.footInImage = camera.pixelOf(seen.positionOnField, 0.f, footPixel);
      seen.widthOnField = 2.f * halfWidth;
      seen.fallen = robot.fallen;
      seen.confidence = 0.9f;
      if(torsoVisible && camera.distance(ground) <= parameters.jerseyDistance)
      {
        seen.jersey = robot.color;
        seen.team = robot.color == camera.view.ownJersey ? ObstaclesPercept::own : ObstaclesPercept::opponent;
      }
    }
  Vector2f relative;
  if(uniform(random) < quality.falsePositivesPerFrame && randomGroundPoint(camera, quality.maxDistance, random, relative))
  {
    ObstaclesPercept::Obstacle& fake = percept.obstacles.emplace_back();
    fake.positionOnField = relative;
    fake.footInImage = camera.pixelOf(relative, 0.f, Vector2f::Zero());
    fake.topLeftInImage = fake.bottomRightInImage = fake.footInImage.cast<int>();
    fake.widthOnField = 200.f;
    fake.confidence = 0.5f;
  }
}

void PerceptSimulator::fieldBoundary(const Camera& camera, FieldBoundary& boundary) const
{
  boundary = FieldBoundary();
  const float xBorder = field.xPosOpponentFieldBorder, yBorder = field.yPosLeftFieldBorder;
  const float step = std::max(1.f, parameters.boundaryColumnStep);
  const float width = static_cast<float>(camera.view.lens.width), height = static_cast<float>(camera.view.lens.height);
  for(float u = step / 2.f; u < width; u += step)
  {
    ++boundary.columns;
    // The ground points of the column: from its lowest pixel that sees the ground outward.
    Vector2f near, far;
    float v = height - 0.5f;
    while(v > 0.f && !camera.groundOf({u, v}, near))
      v -= step;
    if(v <= 0.f || !camera.groundOf({u, std::max(0.5f, v - 1.f)}, far))
      continue;
    const Vector2f direction = far - near;
    if(direction.squaredNorm() < 1e-6f)
      continue;
    // Where the line of those points leaves the carpet (Liang-Barsky against the carpet's rectangle).
    float enter = 0.f, leave = 1e6f;
    bool inside = true;
    for(int axis = 0; axis < 2 && inside; ++axis)
    {
      const float limit = axis == 0 ? xBorder : yBorder;
      if(std::abs(direction[axis]) < 1e-9f)
      {
        inside = std::abs(near[axis]) <= limit;
        continue;
      }
      float t0 = (-limit - near[axis]) / direction[axis], t1 = (limit - near[axis]) / direction[axis];
      if(t0 > t1)
        std::swap(t0, t1);
      enter = std::max(enter, t0);
      leave = std::min(leave, t1);
      inside = enter <= leave;
    }
    if(!inside)
      continue;
    ++boundary.columnsWithField;
    const Vector2f exit = near + leave * direction;
    Vector2f pixel;
    if(!camera.project(Vector3f(exit.x(), exit.y(), 0.f), pixel) || pixel.y() < 0.f || pixel.y() >= height)
      continue; // the field reaches above the image
    boundary.boundaryInImage.emplace_back(static_cast<int>(u), static_cast<int>(pixel.y()));
    boundary.boundaryOnField.push_back(camera.relative(exit));
  }
  boundary.isValid = !boundary.boundaryInImage.empty();
}
