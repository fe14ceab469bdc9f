/**
 * @file SituationLog.cpp
 * Recording a situation and writing it as JSON.
 */
#include "SituationLog.h"
#include "Physics/PhysicsWorld.h"
#include "SimulatedRobot.h"
#include <cmath>
#include <cstdio>
#include <numbers>

namespace
{
  constexpr double sampleInterval = 0.1;
  constexpr double fallenTilt = 50.0 * std::numbers::pi / 180.0;
  constexpr double uprightTilt = 30.0 * std::numbers::pi / 180.0;

  std::string number(double value, const char* format = "%.1f")
  {
    char text[32];
    std::snprintf(text, sizeof(text), format, std::isfinite(value) ? value : 0.0);
    return text;
  }

  std::string hex(std::uint64_t value)
  {
    char text[17];
    std::snprintf(text, sizeof(text), "%016llx", static_cast<unsigned long long>(value));
    return text;
  }

  std::string quoted(const std::string& text)
  {
    std::string out = "\"";
    for(char c : text)
    {
      if(c == '"' || c == '\\')
        out += '\\';
      if(static_cast<unsigned char>(c) >= 0x20)
        out += c;
    }
    return out + "\"";
  }
}

void SituationLog::record(double time, const std::vector<const SimulatedRobot*>& robots, const PhysicsWorld& world)
{
  tracks.resize(robots.size());
  for(std::size_t i = 0; i < robots.size(); ++i)
  {
    Track& track = tracks[i];
    const double tilt = world.torsoTilt(i);
    if(!track.down && tilt > fallenTilt)
    {
      // Which way: the torso's z axis leans toward the robot's front, back or side.
      const Eigen::Isometry3d torso = world.bodyPose(i, NaoV6Model::torso);
      const Vector3d up = torso.linear().row(2).transpose(); // the world's up in the torso's frame
      const char* direction = std::abs(up.x()) >= std::abs(up.y()) ? (up.x() < 0 ? "front" : "back") : (up.y() < 0 ? "left" : "right");
      track.falls.push_back({time, direction});
      track.down = true;
    }
    else if(track.down && tilt < uprightTilt && robots[i]->body.getPosture() == SimulatedBody::Posture::standing)
    {
      track.down = false;
      track.falls.back().upAgain = time;
    }
  }
  if(time + 1e-9 < nextSample)
    return;
  nextSample = time + sampleInterval;
  for(std::size_t i = 0; i < robots.size(); ++i)
  {
    const std::array<float, 3> pose = robots[i]->body.fieldPose();
    Track& track = tracks[i];
    if(!track.path.empty())
      track.distance += std::hypot(pose[0] - track.path.back()[1], pose[1] - track.path.back()[2]);
    track.path.push_back({time, pose[0], pose[1], pose[2]});
  }
  const Vector3d ball = world.ballPosition();
  ballPath.push_back({time, ball.x() * 1000.0, ball.y() * 1000.0});
}

void SituationLog::stall(double time, const std::string& robot, bool stalled)
{
  stalls.push_back("{\"time\": " + number(time, "%.3f") + ", \"robot\": " + quoted(robot) + ", \"stalled\": " + (stalled ? "true" : "false") +
                   "}");
}

std::string SituationLog::json(const std::vector<std::string>& header, const std::vector<const SimulatedRobot*>& robots,
                               const PhysicsWorld& world) const
{
  std::string out = "{\n";
  for(const std::string& field : header)
    out += "  " + field + ",\n";
  out += "  \"robots\": [";
  for(std::size_t i = 0; i < robots.size(); ++i)
  {
    const SimulatedRobot& robot = *robots[i];
    const std::array<float, 3> pose = robot.body.fieldPose();
    const Track empty;
    const Track& track = i < tracks.size() ? tracks[i] : empty;
    out += std::string(i ? "," : "") + "\n    {\"name\": " + quoted(robot.name) + ", \"x\": " + number(pose[0]) + ", \"y\": " + number(pose[1]) +
           ", \"rotation\": " + number(pose[2]) + ", \"posture\": " + quoted(SimulatedBody::name(robot.body.getPosture())) +
           ", \"tilt\": " + number(world.torsoTilt(i) * 180.0 / std::numbers::pi) + ", \"distance\": " + number(track.distance) +
           ", \"lola\": " + quoted(hex(robot.server.digest())) + ",\n     \"falls\": [";
    for(std::size_t f = 0; f < track.falls.size(); ++f)
    {
      const Fall& fall = track.falls[f];
      out += std::string(f ? ", " : "") + "{\"time\": " + number(fall.time, "%.3f") + ", \"direction\": " + quoted(fall.direction) +
             (fall.upAgain >= 0 ? ", \"upAgain\": " + number(fall.upAgain, "%.3f") : std::string()) + "}";
    }
    out += "],\n     \"path\": [";
    for(std::size_t p = 0; p < track.path.size(); ++p)
      out += std::string(p ? ", " : "") + "[" + number(track.path[p][0], "%.2f") + ", " + number(track.path[p][1]) + ", " +
             number(track.path[p][2]) + ", " + number(track.path[p][3]) + "]";
    out += "]}";
  }
  const Vector3d ball = world.ballPosition();
  double travelled = 0;
  for(std::size_t p = 1; p < ballPath.size(); ++p)
    travelled += std::hypot(ballPath[p][1] - ballPath[p - 1][1], ballPath[p][2] - ballPath[p - 1][2]);
  out += "\n  ],\n  \"ball\": {\"x\": " + number(ball.x() * 1000.0) + ", \"y\": " + number(ball.y() * 1000.0) +
         ", \"travelled\": " + number(travelled) + ",\n    \"path\": [";
  for(std::size_t p = 0; p < ballPath.size(); ++p)
    out += std::string(p ? ", " : "") + "[" + number(ballPath[p][0], "%.2f") + ", " + number(ballPath[p][1]) + ", " + number(ballPath[p][2]) + "]";
  out += "]},\n  \"stalls\": [";
  for(std::size_t s = 0; s < stalls.size(); ++s)
    out += std::string(s ? ", " : "") + stalls[s];
  out += "]\n}\n";
  return out;
}
