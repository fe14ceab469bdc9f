/**
 * @file Simulator/GroundTruthFeed.h
 * How the simulated world reaches the simulator robot's thread (docs/naosim.md, "The simulator
 * robot"): touchline-naosim's event loop fills a packet after every cycle and publishes it
 * without a lock (a triple buffer: the loop never waits for the thread); the thread's execution
 * unit "Simulator" runs a frame on the newest packet, at most 100 times a second, and while a
 * frame runs, GroundTruthWorldStateProvider reads it from GroundTruthFeed::current().
 *
 *   GroundTruthFeed feed(*robot.getThread("Simulator"));   // before robot.start()
 *   GroundTruthFeed::Packet& packet = feed.back();          // naosim's loop, after a cycle
 *   packet.state.time = ...;
 *   feed.publish();
 */
#pragma once

#include "Framework/ExecutionUnit.h"
#include "Framework/TripleBuffer.h"
#include "Physics/PhysicsWorld.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"
#include <atomic>
#include <chrono>
#include <vector>

class ThreadFrame;

class GroundTruthFeed
{
public:
  /** What the loop hands over: the ground truth and, while the 3-D drawing is requested, the bodies' shapes. */
  struct Packet
  {
    GroundTruthWorldState state;
    std::vector<PhysicsWorld::Solid> solids; ///< Every collision shape of the robots and goals (mm, field coordinates).
    bool hasSolids = false;                  ///< solids were filled (wantsSolids() was true).
  };

  /** Feeds a thread (its execution unit "Simulator" finds the feed until it is destroyed). */
  explicit GroundTruthFeed(ThreadFrame& thread);
  ~GroundTruthFeed();
  GroundTruthFeed(const GroundTruthFeed&) = delete;
  GroundTruthFeed& operator=(const GroundTruthFeed&) = delete;

  /** The loop's side: the packet to fill completely (it may hold an old one). */
  Packet& back() { return buffer.back(); }
  /** The loop's side: hands the filled packet over and wakes the thread; never waits. */
  void publish();
  /** Whether the thread wants the shapes of the bodies (someone asked for the 3-D drawing). */
  bool wantsSolids() const { return solidsWanted.load(std::memory_order_relaxed); }

  /** The thread's side: asks the loop for the shapes of the bodies, or no longer. */
  void setWantsSolids(bool on) { solidsWanted.store(on, std::memory_order_relaxed); }
  /** The thread's side: takes the newest packet if one came (true), and makes the newest one current(). */
  bool begin();
  /** The thread's side: the frame has run. */
  void end();

  /** The feed of a thread, or nullptr. */
  static GroundTruthFeed* of(const ThreadFrame& thread);
  /** The feed of the frame the calling thread runs, or nullptr. */
  static GroundTruthFeed* currentFeed();
  /** The newest packet of the frame the calling thread runs, or nullptr (none came yet). */
  static const Packet* current();

private:
  ThreadFrame& thread;
  TripleBuffer<Packet> buffer;
  const Packet* newest = nullptr; ///< The thread's: the last packet taken (valid until the next take).
  std::atomic<bool> solidsWanted{false};
};

/**
 * The execution unit "Simulator": a frame whenever the simulator published a new packet, at most
 * every 10 ms (in --fast mode the world runs thousands of cycles a second), and a frame on the last
 * packet when the host sent something (within 20 ms).
 */
class SimulatorExecutionUnit : public ExecutionUnit
{
public:
  bool beforeFrame(ThreadFrame& frame) override;
  void afterFrame(ThreadFrame& frame) override;

  /** The shortest time between two frames. */
  static constexpr std::chrono::milliseconds minPeriod{10};

private:
  GroundTruthFeed* began = nullptr;
  std::chrono::steady_clock::time_point lastFrame;
};
