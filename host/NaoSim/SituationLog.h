/**
 * @file SituationLog.h
 * What happened in a simulated situation: the robots' paths and falls, the ball's path.
 */
#pragma once

#include <array>
#include <string>
#include <vector>

class PhysicsWorld;
struct SimulatedRobot;

/**
 * Records a situation for touchline-naosim --result (docs/naosim.md, "Results"): every 100 ms
 * of simulated time the true pose of each robot and the ball, every fall (the torso tilted more
 * than 50 degrees, with its direction) and every getting up, and at the end the final poses,
 * written as one JSON object.
 */
class SituationLog
{
public:
  /** Records the state after a cycle (samples every 100 ms, falls at once). */
  void record(double time, const std::vector<const SimulatedRobot*>& robots, const PhysicsWorld& world);
  /** A program stalled the lock-step (or answered again). */
  void stall(double time, const std::string& robot, bool stalled);

  /**
   * The JSON object.
   * @param header Fields that come first (scene, mode, real-time factor ...), as "\"key\": value" texts.
   */
  std::string json(const std::vector<std::string>& header, const std::vector<const SimulatedRobot*>& robots, const PhysicsWorld& world) const;

private:
  struct Fall
  {
    double time;
    std::string direction; ///< front, back, left, right
    double upAgain = -1;   ///< When the torso was upright again (-1: not yet).
  };
  struct Track
  {
    std::vector<std::array<double, 4>> path; ///< time, x, y (mm), rotation (degrees)
    std::vector<Fall> falls;
    bool down = false;
    double distance = 0; ///< mm walked (the torso's path on the ground)
  };
  std::vector<Track> tracks;
  std::vector<std::array<double, 3>> ballPath; ///< time, x, y (mm)
  std::vector<std::string> stalls;
  double nextSample = 0;
};
