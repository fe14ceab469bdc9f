/**
 * @file Platform/Nao/SimulatedClock.h
 * Which clock the robot program runs on (--clock), and the simulated clock that LoLA's cycles of
 * a simulator advance (docs/nao.md, "The clock").
 */
#pragma once

#include <cstdint>
#include <string>

/**
 * The robot program's clock mode and the simulated time of a simulator's LoLA cycles.
 * touchline-naosim (like the Webots LoLA controller) counts the cycles since its start in the
 * last value of the state message's Battery array (docs/formats/camera-server.md, "The tick in
 * LoLA's state message"); the robot's time is Time::simulatedStart + cycle * 12 ms. The cycle
 * wraps at 65536 there and is unwrapped here; camera images carry the same 16-bit tick.
 *
 * Modes: monotonic (a NAO); simulated (the simulated time, the threads pace themselves, for a
 * world that runs in real time); lockStep (the simulated time, and the threads run one after the
 * other per LoLA cycle, Framework/LockStep.h). In both simulated modes a frame of the Motion thread
 * runs only when a state message arrived. If the state messages carry no cycle count (a real
 * LoLA, naosim --no-ticks), the robot's clock falls back to the monotonic clock once and says so.
 */
class SimulatedClock
{
public:
  enum class Mode
  {
    monotonic,
    simulated,
    lockStep,
  };

  /** The mode of --clock ("monotonic", "simulated", "lockstep"); false if the name is none of these. */
  static bool parse(const std::string& name, Mode& mode);
  static const char* name(Mode mode);

  /** Sets the mode (before the threads start); a simulated mode switches Time to the simulated clock. */
  static void setMode(Mode mode);
  static Mode mode();
  /** Whether the program was asked to run on simulated time (simulated or lockStep), even if it fell back. */
  static bool requested() { return mode() != Mode::monotonic; }

  /**
   * A state message arrived whose Battery[3] is value: advances the robot's clock to its cycle.
   * Returns false, and says why in error, if value is no cycle count or does not follow the last
   * one (it must count up by at least 1 and at most 1000 per message); then the robot's clock has
   * fallen back to the monotonic one (for good).
   */
  static bool advance(float value, std::string& error);

  /** The robot's time (ms) of a 16-bit cycle tick: the cycle nearest the last one advance() saw. */
  static unsigned timeOfTick(std::uint16_t tick);
  /** The 16-bit tick of the first cycle at or after a time of the robot's clock. */
  static std::uint16_t tickAt(unsigned time);
  /** The time of the first cycle at or after a time of the robot's clock (an instant of the lock-step). */
  static unsigned instantAt(unsigned time);
  /** The unwrapped cycle the clock stands at (0 before the first state message). */
  static std::uint64_t cycle();

  /** Forgets the cycles seen (a new connection, a test). */
  static void reset();
};
