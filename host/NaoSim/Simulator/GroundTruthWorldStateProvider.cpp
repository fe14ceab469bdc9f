/**
 * @file Simulator/GroundTruthWorldStateProvider.cpp
 * The ground truth of the simulated world, and its drawings.
 */
#include "Simulator/GroundTruthWorldStateProvider.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "SceneFile.h"
#include "Simulator/GroundTruthFeed.h"
#include <cmath>
#include <cstdio>
#include <numbers>

MAKE_MODULE(GroundTruthWorldStateProvider);

#ifndef TOUCHLINE_RELEASE // the drawings are compiled out there
namespace
{
  constexpr const char* drawing = "representation:GroundTruthWorldState";
  /** Half the side of the square around a robot (mm) and the ball that the field view lets drag. */
  constexpr float robotSpot = 180.f, ballSpot = 150.f;
  constexpr float ballRadius = 50.f;

  const char* colorName(Settings::TeamColor color)
  {
    const char* name = TypeRegistry::getEnumName(color);
    return name ? name : "?";
  }

  ColorRGBA jersey(Settings::TeamColor color)
  {
    std::array<float, 4> rgba{0.5f, 0.5f, 0.5f, 1.f};
    SceneFile::jerseyColor(colorName(color), rgba);
    const auto byte = [](float value) { return static_cast<unsigned char>(std::lround(std::clamp(value, 0.f, 1.f) * 255.f)); };
    return ColorRGBA(byte(rgba[0]), byte(rgba[1]), byte(rgba[2]));
  }

  float degrees(float radians)
  {
    return radians * 180.f / std::numbers::pi_v<float>;
  }
}
#endif

void GroundTruthWorldStateProvider::update(GroundTruthWorldState& state)
{
  const GroundTruthFeed::Packet* packet = GroundTruthFeed::current();
  if(packet)
    state = packet->state;
#ifndef TOUCHLINE_RELEASE // the drawings are compiled out there
  DECLARE_DEBUG_DRAWING(drawing, "drawingOnField");
  DECLARE_DEBUG_DRAWING3D(drawing, "field");
  bool wants3D = false;
  COMPLEX_DRAWING3D(drawing) wants3D = true;
  if(GroundTruthFeed* feed = GroundTruthFeed::currentFeed())
    feed->setWantsSolids(wants3D);
  COMPLEX_DRAWING(drawing) draw(state);
  if(wants3D)
    draw3D(state, packet && packet->hasSolids ? &packet->solids : nullptr);
#endif
}

#ifndef TOUCHLINE_RELEASE
void GroundTruthWorldStateProvider::draw(const GroundTruthWorldState& state) const
{
  const ColorRGBA head(225, 225, 225), lines(30, 30, 30);
  for(const GroundTruthWorldState::GroundTruthRobot& robot : state.robots)
  {
    const float x = robot.pose.translation.x(), y = robot.pose.translation.y();
    const Vector2f heading(250.f, 0.f);
    const Vector2f looks(250.f * std::cos(robot.headYaw), 250.f * std::sin(robot.headYaw));
    ROBOT(drawing, robot.pose, heading, looks, robot.connected ? 1.f : 0.5f, jersey(robot.color), head, lines);
    DRAWTEXT(drawing, x + 110.f, y + 110.f, 180, ColorRGBA::white, robot.number);
    if(robot.fallen)
      CROSS(drawing, x, y, 130, 30, Drawings::solidPen, ColorRGBA::red);
    SPOT(drawing, x - robotSpot, y - robotSpot, x + robotSpot, y + robotSpot, "mv " << robot.name << " $1 $2");
    char where[160];
    std::snprintf(where, sizeof(where), "%.0f %.0f mm, %.1f deg; torso %.0f mm high, tilted %.1f deg", x, y, degrees(robot.pose.rotation),
                  robot.torsoHeight, degrees(robot.tilt));
    TIP(drawing, x, y, robotSpot, robot.name << " (" << colorName(robot.color) << " " << robot.number << "): " << std::string(where)
                                             << (robot.fallen ? ", fallen" : "") << (robot.connected ? "" : ", no program"));
  }

  const Vector3f& ball = state.ballPosition;
  CIRCLE(drawing, ball.x(), ball.y(), ballRadius, 10, Drawings::solidPen, ColorRGBA::black, Drawings::solidBrush, ColorRGBA::white);
  const Vector2f velocity = state.ballVelocity.head<2>();
  if(velocity.norm() > 10.f)
    ARROW(drawing, ball.x(), ball.y(), ball.x() + velocity.x() / 2.f, ball.y() + velocity.y() / 2.f, 12, Drawings::solidPen, ColorRGBA::white);
  SPOT(drawing, ball.x() - ballSpot, ball.y() - ballSpot, ball.x() + ballSpot, ball.y() + ballSpot, "mvb $1 $2");
  char rolling[96];
  std::snprintf(rolling, sizeof(rolling), "%.0f %.0f mm, rolling %.0f %.0f mm/s", ball.x(), ball.y(), velocity.x(), velocity.y());
  TIP(drawing, ball.x(), ball.y(), ballSpot, "ball: " << std::string(rolling));

  char clock[96];
  std::snprintf(clock, sizeof(clock), "simulated %.1f s, real-time factor %.2f%s", static_cast<double>(state.time) / 1000.,
                static_cast<double>(state.realTimeFactor), state.paused ? ", paused" : "");
  DRAWTEXT(drawing, -4500, 3250, 160, ColorRGBA::white, std::string(clock));
}

void GroundTruthWorldStateProvider::draw3D(const GroundTruthWorldState& state, const std::vector<PhysicsWorld::Solid>* solids) const
{
  const Vector3f& ball = state.ballPosition;
  SPHERE3D(drawing, ball.x(), ball.y(), ball.z(), ballRadius, ColorRGBA::white);
  if(!solids)
  {
    // The shapes come with the next packet; until then each robot is a column in its jersey.
    for(const GroundTruthWorldState::GroundTruthRobot& robot : state.robots)
      CYLINDER3D(drawing, robot.pose.translation.x(), robot.pose.translation.y(), robot.torsoHeight / 2.f, 0, 0, 0, 80,
                 robot.torsoHeight, jersey(robot.color));
    return;
  }
  for(const PhysicsWorld::Solid& solid : *solids)
  {
    if(solid.robot < 0)
      continue; // the goals: the scene view draws the field's own
    const ColorRGBA color(solid.rgb[0], solid.rgb[1], solid.rgb[2]);
    const Vector3f& center = solid.pose.translation();
    const Eigen::Matrix3f& r = solid.pose.linear();
    // CYLINDER3D turns about z, then y, then x (fixed axes: R = Rz * Ry * Rx).
    const float yaw = std::atan2(r(1, 0), r(0, 0)), pitch = std::asin(std::clamp(-r(2, 0), -1.f, 1.f)), roll = std::atan2(r(2, 1), r(2, 2));
    switch(solid.type)
    {
      case PhysicsWorld::Solid::box:
      {
        Vector3f corner[8];
        for(int i = 0; i < 8; ++i)
          corner[i] = solid.pose * Vector3f((i & 1) ? solid.size.x() : -solid.size.x(), (i & 2) ? solid.size.y() : -solid.size.y(),
                                            (i & 4) ? solid.size.z() : -solid.size.z());
        const int faces[6][4] = {{0, 1, 3, 2}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 3, 7, 5}};
        for(const auto& face : faces)
          QUAD3D(drawing, corner[face[0]], corner[face[1]], corner[face[2]], corner[face[3]], color);
        break;
      }
      case PhysicsWorld::Solid::sphere:
        SPHERE3D(drawing, center.x(), center.y(), center.z(), solid.size.x(), color);
        break;
      case PhysicsWorld::Solid::capsule:
      {
        CYLINDER3D(drawing, center.x(), center.y(), center.z(), roll, pitch, yaw, solid.size.x(), 2.f * solid.size.y(), color);
        for(const float end : {-solid.size.y(), solid.size.y()})
        {
          const Vector3f cap = solid.pose * Vector3f(0.f, 0.f, end);
          SPHERE3D(drawing, cap.x(), cap.y(), cap.z(), solid.size.x(), color);
        }
        break;
      }
      case PhysicsWorld::Solid::cylinder:
        CYLINDER3D(drawing, center.x(), center.y(), center.z(), roll, pitch, yaw, solid.size.x(), 2.f * solid.size.y(), color);
        break;
    }
  }
}
#endif
