/**
 * @file Percepts/PerceptSimulator.h
 * What a camera of a simulated robot would perceive, computed from the true world.
 */
#pragma once

#include "CameraRenderer.h"
#include "FieldFeatures.h"
#include "Framework/Settings.h"
#include "Math/Pose2f.h"
#include "Occlusion.h"
#include "PerceptParameters.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"
#include "Platform/Nao/SimulatedPercepts.h"
#include <random>
#include <vector>

/**
 * Computes a camera's percepts for touchline-naosim's percepts tier (docs/naosim.md, "Tiers")
 * from the true world: the ball, the visible pieces of the field lines, the centre circle, the
 * intersections with their types, the penalty marks, the goal posts' bases, the other robots with
 * their team where the jersey can be seen, and the field boundary. A feature is perceivable if it
 * lies in the camera's image, within its kind's maximum distance, and no robot stands between it
 * and the camera; then it is seen with a probability that falls with the distance, its position
 * (relative to the robot's torso on the ground, as RobotPose is measured) gets normally
 * distributed noise that grows with the distance, and false positives appear at their rates
 * (PerceptParameters). Image coordinates are those of the noisy position through the true camera
 * and the camera's pinhole intrinsics. The same random generator in the same state gives the
 * same percepts: the caller keeps one per camera, seeded from the scene's seed.
 */
class PerceptSimulator
{
public:
  /** One camera at one moment. */
  struct View
  {
    Eigen::Isometry3f camera = Eigen::Isometry3f::Identity(); ///< In field coordinates (mm; x along the optical axis, y left, z up).
    CameraRenderer::Intrinsics lens;
    Pose2f self;                                      ///< The perceiving robot's torso on the field (mm).
    int selfIndex = -1;
    Settings::TeamColor ownJersey = Settings::red;
    Vector3f ball = Vector3f::Zero();                 ///< The ball's centre (mm).
    const std::vector<PhysicsWorld::Solid>* solids = nullptr;
    const GroundTruthWorldState* truth = nullptr;     ///< Every robot as it is (in the order of the solids' robot indices).
  };

  PerceptSimulator(const FieldDimensions& field, const PerceptParameters& parameters);

  /** The percepts of the view; random advances with every draw. */
  void compute(const View& view, std::mt19937& random, SimulatedPercepts& percepts) const;

private:
  /** The camera's geometry for one computation. */
  struct Camera;

  void ball(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, BallPercept& percept) const;
  void lines(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, LinesPercept& percept) const;
  void intersections(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, IntersectionsPercept& percept) const;
  void penaltyMark(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, PenaltyMarkPercept& percept) const;
  void goalPosts(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, GoalPostsPercept& percept) const;
  void obstacles(const Camera& camera, const Occlusion& occlusion, std::mt19937& random, ObstaclesPercept& percept) const;
  void fieldBoundary(const Camera& camera, FieldBoundary& boundary) const;

  /** Whether a feature at this distance is seen (draws once). */
  static bool detected(const FeatureQuality& quality, float distance, std::mt19937& random);
  /** A position with the noise of this kind at its distance. */
  static Vector2f noisy(const FeatureQuality& quality, const Vector2f& relative, std::mt19937& random);
  /** A random point of the ground in the image within maxDistance, false if none was found. */
  static bool randomGroundPoint(const Camera& camera, float maxDistance, std::mt19937& random, Vector2f& relative);

  FieldDimensions field;
  FieldFeatures features;
  PerceptParameters parameters;
};
