/**
 * @file Replay/LogPlayer.h
 * Plays a log into the threads of a replay robot (docs/logs.md, "Replaying a log"): frame by
 * frame, each to the thread that logged it (ReplayFeed), at the speed it was recorded or as
 * fast as possible; steps, jumps to frames, plays in a loop; trims the log and filters its
 * messages (what is played and saved). Frame numbers count the frames of all threads (after a
 * trim: of the frames kept).
 *
 *   LogPlayer player(log, feeds);   // feeds: thread name -> ReplayFeed
 *   player.gotoFrame(120);          // returns when frame 120 has run
 *   player.play();                  // plays on in its own thread
 *
 * Every function may be called from any thread. Navigation waits until the frames it replays
 * have run; play() returns at once.
 */
#pragma once
#include "LogPlayback/FrameTime.h"
#include "Replay/FrameRates.h"
#include "LogPlayback/LogDataReader.h"
#include "LogPlayback/LogFile.h"
#include "Tools/Logging/ReplayFeed.h"
#include <atomic>
#include <bitset>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

class LogSync;

class LogPlayer
{
public:
  enum class State
  {
    stopped, ///< At the start, nothing played (current() is none).
    paused,
    playing,
  };

  /** An annotation of the log, with the frame number of this player. */
  struct Annotation
  {
    std::size_t frame;
    std::string thread;
    std::string source;
    std::string text;
  };

  static constexpr std::size_t none = static_cast<std::size_t>(-1);

  /**
   * @param log The log (must outlive nothing: the player keeps it).
   * @param feeds The threads of the replay robot by name; frames of other threads are skipped.
   */
  LogPlayer(std::shared_ptr<const LogFile> log, std::map<std::string, ReplayFeed*> feeds);
  ~LogPlayer();
  LogPlayer(const LogPlayer&) = delete;
  LogPlayer& operator=(const LogPlayer&) = delete;

  // Navigation (log start | stop | pause | forward | backward | goto | repeat).
  /** Plays from the next frame on (from the first if stopped). */
  void play();
  void pause();
  /** Stops and goes back to the start (nothing played). */
  void stop();
  /** Replays frame n (replaying frames before it first so that the threads' state is that of frame n). false if there is no frame n. */
  bool gotoFrame(std::size_t n);
  /** Steps by frames (negative: back); pauses. false if there is no such frame. */
  bool step(long frames);
  /** Steps to the next (forward) or previous frame that holds an image; pauses. false if there is none. */
  bool stepImage(bool forward);
  /** Replays the current frame again. */
  bool repeat();
  /** Stops playing at the end (false) or goes on from the first frame (true; log cycle / once). */
  void setLoop(bool loop);
  bool loop() const { return looping.load(); }
  /** Playback speed: 1 = as recorded, 0 = as fast as possible (0.25 .. 8 else). */
  void setSpeed(double speed);
  double speed() const;

  // State.
  State state() const;
  /** The frame played last (none when stopped). */
  std::size_t current() const { return currentFrame.load(); }
  std::size_t frameCount() const;
  /** The thread of a frame. */
  std::string threadOf(std::size_t frame) const;
  bool hasImage(std::size_t frame) const;
  /** The recording time of a frame (ms on the robot's clock), if it has one. */
  std::optional<unsigned> timeOf(std::size_t frame) const;
  /** Frames per second each thread of the log played in the last second (for the status bar). */
  std::map<std::string, float> frameRates() const { return playedRates.rates(); }
  /** The time of the first frame that has one (the start of the log). */
  std::optional<unsigned> startTime() const;
  /** The frame whose time is the last one <= time (or the first frame); binary search, reads few frames. */
  std::size_t frameAt(unsigned time) const;
  /** The annotations of the frames kept (from the log's index), in frame order. */
  std::vector<Annotation> annotations() const;
  /** Increases whenever something of the above changed (a view polls it). */
  unsigned version() const { return changes.load(); }
  /** Increases whenever annotations() changed (log trim). */
  unsigned annotationsVersion() const { return annotationChanges.load(); }

  /** While playing, pauses at a frame that holds an annotation for which this is true (nullptr: never). */
  void setStopAt(std::function<bool(const Annotation&)> matches);

  // Editing (log trim | keep | remove): what is played and saved.
  /** Keeps only the frames first..last (frame numbers as now); stops. false if the range is empty or out of range. */
  bool trim(std::size_t first, std::size_t last);
  /** Plays and saves only messages with these ids (today's ids; frame markers are always kept); empty: all. */
  void keepOnly(const std::vector<MessageID>& ids);
  /** Plays and saves no messages with these ids. */
  void remove(const std::vector<MessageID>& ids);
  /** Whether a message id is played. */
  bool isKept(MessageID id) const;
  /** The frame range of the log that is kept: log frame numbers first, last. */
  std::pair<std::size_t, std::size_t> keptRange() const;

  /** The messages of a frame as played (filtered: copied into buffer; else the log's bytes). */
  LogFile::Frame playedFrame(std::size_t frame, std::string& buffer) const;

  const LogFile& log() const { return *logFile; }
  /** What happened that the user should read (conversions, skipped threads, a thread that did not run a frame); taken once. */
  std::vector<std::string> takeMessages();

  /** Plays together with the other players of a group (nullptr: alone); see LogSync. */
  void setSync(LogSync* sync);

private:
  friend class LogSync;
  // What the navigation functions do to this player alone (with a LogSync, to every player of it).
  void playAlone();
  void pauseAlone();
  void stopAlone();
  bool gotoAlone(std::size_t n);
  /** The LogSync this player is in, or nullptr. */
  LogSync* group() const;
  /** Time of a frame since the start of the log (LogSync). */
  std::optional<long> relativeTime(std::size_t frame) const;
  void collectAnnotations();
  /** Plays one frame (frame number of this player); the play lock is held. */
  bool deliver(std::size_t frame);
  /** Replays up to frame n (with the frames before it that fill the threads' state); the play lock is held. */
  bool replayTo(std::size_t n);
  void run();
  void note(const std::string& message);
  void changed() { ++changes; }
  /** Lets the pages of the frames played before this one go from memory (the play lock is held). */
  void releasePlayed(std::size_t frame);
  /** Waits until the frame's time has come at the current speed; false if interrupted. */
  bool pace(std::size_t frame);

  std::shared_ptr<const LogFile> logFile;
  std::map<std::string, ReplayFeed*> feeds;
  LogDataReader reader;
  FrameTime frameTime;
  FrameRates playedRates; ///< Of the frames deliver() had run.

  mutable std::mutex playMutex; ///< Held while frames are delivered.
  mutable std::mutex stateMutex;
  std::condition_variable wake;
  State playState = State::stopped;
  double playSpeed = 1;
  std::function<bool(const Annotation&)> stopAt;
  std::size_t first = 0;                    ///< Kept log frames first .. last - 1.
  std::size_t last = 0;
  std::bitset<256> removed;                  ///< By today's id.
  std::map<std::size_t, std::vector<Annotation>> annotationsOf; ///< Frame number -> annotations.
  std::vector<std::string> messages;
  std::size_t reportedWarnings = 0;
  std::uint64_t releasedUpTo = 0; ///< Offset in the data up to which played pages were released (play lock).
  std::set<std::string> skippedThreads; ///< Threads of the log the robot does not have (reported once).

  std::atomic<std::size_t> currentFrame{none};
  std::atomic<bool> looping{false};
  std::atomic<bool> cancel{false};  ///< Stops a frame that waits for its thread (destruction).
  std::atomic<bool> interrupt{false}; ///< Ends pacing (a navigation command came).
  std::atomic<unsigned> changes{0};
  std::atomic<unsigned> annotationChanges{0};
  LogSync* sync = nullptr;
  // Pacing: the wall clock time at which the frame of time anchorTime is played.
  std::chrono::steady_clock::time_point anchorWall;
  std::optional<unsigned> anchorTime;
  std::optional<unsigned> previousTime;     ///< Of the frame paced last.
  mutable std::optional<std::optional<unsigned>> start; ///< startTime(), once known (stateMutex).
  bool quit = false;
  std::thread worker;
};
