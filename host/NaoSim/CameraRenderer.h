/**
 * @file CameraRenderer.h
 * Renders what a NAO camera sees of the field: carpet, lines, goals and the ball.
 */
#pragma once

#include "Math/Eigen.h"
#include "Physics/PhysicsWorld.h"
#include "Representations/Configuration/FieldDimensions.h"
#include <array>
#include <cstdint>
#include <vector>

/**
 * Renders YUYV camera images of the SPL field by casting a ray per pixel (docs/naosim.md,
 * "Cameras"): the green carpet with its white lines (fieldDimensions.cfg), the area beyond the
 * carpet and the walls in greys, the goals as white posts and crossbars, the ball as a white
 * sphere with black patches, and the robots as the solid shapes of the physics in their
 * colours (jerseys on torso and thighs), lit from above. The carpet and its lines are
 * rasterised once (10 mm cells), so a pixel that sees the ground costs one lookup; posts,
 * crossbars, the ball and every robot shape are only tested in the part of the image their
 * bounding boxes project to. No noise and no shadows. Thread-safe: the cameras of all bodies
 * share one renderer.
 */
class CameraRenderer
{
public:
  /** The pinhole model of a camera: the focal lengths and the optical centre in pixels. */
  struct Intrinsics
  {
    unsigned width = 640, height = 480;
    float focalLengthX = 0.f, focalLengthY = 0.f;
    float centerX = 0.f, centerY = 0.f;
  };

  /** What moves: the ball and the robots. */
  struct View
  {
    Vector3f ball = Vector3f::Zero();                          ///< The ball's centre (mm).
    const std::vector<PhysicsWorld::Solid>* solids = nullptr; ///< The robots' shapes (nullptr: none).
    int self = -1;                                             ///< The robot whose head holds the camera (not drawn).
  };

  explicit CameraRenderer(const FieldDimensions& field);

  /**
   * Renders an image.
   * @param cameraInField The camera's pose in field coordinates (mm; x along the optical axis,
   *                      y to the image's left, z to its top).
   * @param pixels Receives width * height * 2 bytes, Y0 U Y1 V.
   */
  void render(const Eigen::Isometry3f& cameraInField, const Intrinsics& intrinsics, const View& view, std::uint8_t* pixels) const;

  /** Y, U, V of an RGB colour. */
  static std::array<std::uint8_t, 3> yuv(const std::array<std::uint8_t, 3>& rgb);

  /** What a pixel shows; colors has its Y, U and V. */
  enum Surface : std::uint8_t
  {
    carpet,
    line,
    floor,   ///< Beyond the carpet.
    wall,    ///< Above the horizon.
    goal,
    ballWhite,
    ballBlack,
    numOfSurfaces
  };
  /** Y, U, V of (roughly) the colours a NAO camera sees on an SPL field. */
  static constexpr std::uint8_t colors[numOfSurfaces][3] = {
    {100, 100, 95},  // carpet: green
    {215, 128, 128}, // line: white
    {60, 128, 128},  // floor: dark grey
    {150, 132, 125}, // wall: light grey
    {225, 128, 128}, // goal: white
    {235, 128, 128}, // ball: white
    {25, 128, 128},  // ball: black
  };

private:
  /** What a ray from origin in direction hits, and how far (t in direction units, infinity: nothing). */
  Surface trace(const Vector3f& origin, const Vector3f& direction, bool testBall, bool testGoals, const Vector3f& ball, float& t) const;
  /** Draws a robot's shape over what is nearer than depth. */
  void drawSolid(const PhysicsWorld::Solid& solid, const Eigen::Isometry3f& cameraInField, const Intrinsics& intrinsics,
                 float* depth, std::uint8_t* yuvPixels) const;
  /** Whether the ray hits a goal before maxT. */
  bool hitsGoal(const Vector3f& origin, const Vector3f& direction, float maxT) const;

  FieldDimensions field;
  float cellSize = 10.f;
  int cellsX = 0, cellsY = 0;
  std::vector<std::uint8_t> raster; ///< Per cell: carpet or line; floor beyond.
};
