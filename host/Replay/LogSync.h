/**
 * @file Replay/LogSync.h
 * Plays the logs of several robots of one game together by their timestamps (docs/logs.md,
 * "Several logs"): playing, pausing, stopping and jumping in one of them does the same in all,
 * and frames are paced by one clock, by their time since the start of their log. Robots start
 * their online logs when they enter the ready state, which the GameController makes the same
 * moment for all of them, so the starts of their logs match.
 *
 *   LogSync sync;
 *   sync.add(first); sync.add(second);   // first.play() now plays both
 */
#pragma once
#include <chrono>
#include <cstddef>
#include <mutex>
#include <vector>

class LogPlayer;

class LogSync
{
public:
  ~LogSync();
  /** Adds a player (it then follows the others' position when they next move). */
  void add(LogPlayer& player);
  void remove(LogPlayer& player);
  std::vector<LogPlayer*> players() const;

  void play(LogPlayer& origin);
  void pause();
  void stop();
  /** Frame n of origin, and in the others the frame at the same time since their start. */
  bool gotoFrame(LogPlayer& origin, std::size_t n);

  /** When a frame whose time since the start of its log is relative is due. */
  std::chrono::steady_clock::time_point due(long relative, double speed) const;

private:
  mutable std::mutex mutex;
  std::vector<LogPlayer*> members;
  std::chrono::steady_clock::time_point anchorWall;
  long anchorRelative = 0;
};
