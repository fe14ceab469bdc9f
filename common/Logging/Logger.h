/**
 * @file Logging/Logger.h
 * The online logger: every thread's frames go into pre-allocated buffers, a writer thread of low
 * priority writes them into a log file on the robot (docs/logs.md, "Recording on the robot").
 *
 *   Logger logger(settings);
 *   std::vector<std::string> errors;
 *   Logger::Parameters parameters;
 *   if(logger.loadParameters(parameters, errors))           // logger.cfg
 *     logger.start(parameters, robot, &controller, "Cognition", errors);  // before robot.start()
 *   robot.start(warnings);
 *   ...  logger.takeMessages() ...                         // what happened, for the user
 *   robot.stop();
 *   logger.stop();                                          // the open log is finished
 */
#pragma once

#include "Debugging/ThreadDebugging.h"
#include "Framework/FrameRecorder.h"
#include "Framework/LoggingTools.h"
#include "Framework/Settings.h"
#include "Logging/IndexQueue.h"
#include "Logging/IndexStack.h"
#include "Logging/LoggingController.h"
#include "Logging/OnlineLogFile.h"
#include "Platform/FutexSemaphore.h"
#include "Platform/Thread.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/MessageQueue.h"
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

class Robot;
class Streamable;

/**
 * After each frame of a thread that logs, the representations logger.cfg names for the thread,
 * the annotations of the frame and its stopwatch data go into a free buffer of the pool
 * (numOfBuffers x sizeOfBuffer bytes, at most maxMemory MB, reserved at start()), which is
 * handed to the writer. The pool is left out of core dumps (MADV_DONTDUMP); its first
 * touchedBuffers buffers are touched at start(), the others when first used (free buffers are
 * taken last in, first out, so that the ones in use stay few and touched). Taking and handing
 * over buffers is lock-free: a thread never waits for the writer or the disk. Without a free
 * buffer the frame is dropped; the thread's next logged frame says how many frames are missing
 * (idDroppedFrames), and one warning is given per log file.
 *
 * When to log is decided in every frame of one thread (the controller thread) by a
 * LoggingController, or always with alwaysLog. A new log file is started each time logging
 * starts; its name is LoggingTools::createName with the controller's description, in the
 * directory path (or usbPath, if a file system is mounted there).
 *
 * The writer thread (priority writePriority) wakes up every 20 ms, or earlier when a quarter of
 * the pool (at most 64 frames) waits, writes whole frames with as few system calls as possible
 * and gives the buffers back. Less than minFreeDriveSpace MB left, a full disk or a
 * file that cannot grow: the file is closed, and the logger stops for the rest of the run.
 */
class Logger
{
public:
  /** The settings of logger.cfg (docs/logs.md, "logger.cfg"). */
  STREAMABLE(Parameters,
  {
    /** The representations a thread logs. */
    STREAMABLE(ThreadRepresentations,
    {,
      (std::string) thread,
      (std::vector<std::string>) representations,
    }),

    (bool)(true) enabled,                       /**< Log at all. */
    (std::string)("logging") path,              /**< The directory of the log files; it must exist and be writable. Relative: in the home directory ($HOME). */
    (std::string)("/media/usb/logs") usbPath,   /**< Used instead of path if a file system is mounted on its parent directory when the program starts (created if missing); "": never. Relative: in $HOME. */
    (unsigned)(12000) numOfBuffers,             /**< The number of frame buffers. */
    (unsigned)(200000) sizeOfBuffer,            /**< The bytes of each buffer: the largest frame of any thread. */
    (unsigned)(0) maxMemory,                    /**< MB the buffers may take at most (fewer buffers then); 0: the machine's default (setDefaultMaxMemory, else no limit). */
    (int)(-2) writePriority,                    /**< The writer's priority: > 0 SCHED_FIFO, 0 normal, -1 SCHED_BATCH, -2 SCHED_IDLE. */
    (unsigned)(100) minFreeDriveSpace,          /**< MB that must remain free on the drive; below it, logging stops. */
    (bool)(false) alwaysLog,                    /**< Log from start to end, whatever the controller says (desktop runs, tests). */
    (std::vector<std::string>) loggablePerThread, /**< Representations that may be logged in threads that do not provide them. */
    (std::vector<ThreadRepresentations>) representationsPerThread, /**< What each thread logs. */
  });

  /** What the logger does. */
  enum class State
  {
    off,     ///< Disabled, not started, or it could not start (no directory, no memory).
    waiting, ///< Ready; the controller does not want to log now.
    logging, ///< A log file is being written.
    stopped, ///< Stopped for good: too little space, or the file system failed.
  };

  explicit Logger(const Settings& settings);
  ~Logger();
  Logger(const Logger&) = delete;
  Logger& operator=(const Logger&) = delete;

  /** Buffers touched at start(); the others are touched when first used. */
  static constexpr unsigned touchedBuffers = 128;

  /**
   * The limit of the buffers' memory where logger.cfg's maxMemory is 0 (before start()).
   * @param megabytes 0: no limit (the memory available still limits).
   * @param reason Says why, in the messages ("a simulated body").
   */
  void setDefaultMaxMemory(unsigned megabytes, const std::string& reason);

  /**
   * Reads logger.cfg through the configuration search path of the settings.
   * @return false (with the errors) if it is missing or broken: then nothing is logged.
   */
  bool loadParameters(Parameters& parameters, std::vector<std::string>& errors) const;

  /**
   * Checks the parameters against the threads of the robot, finds the directory, allocates the
   * buffers, starts the writer and gives the threads that log (and the controller thread) their
   * recorders. Call it before robot.start(). Problems with single representations or threads
   * are reported and skipped; a missing or unwritable directory or memory that cannot be had
   * mean no logging (one error each). Disabled: nothing happens.
   * @param controller Decides when to log; nullptr: only alwaysLog logs.
   * @param controllerThread The thread that asks the controller; "": the first thread.
   * @param errors Receives one line per problem.
   * @return Whether the logger runs.
   */
  bool start(const Parameters& parameters, Robot& robotToLog, LoggingController* controller, const std::string& controllerThread,
             std::vector<std::string>& errors);

  /** Finishes the log being written and ends the writer. Call it after robot.stop(). */
  void stop();

  State getState() const { return state.load(std::memory_order_acquire); }
  /** The directory logs go to ("" before start()). */
  const std::string& getDirectory() const { return directory; }
  /** The log files written (completely or not) so far. */
  std::vector<std::string> getFiles() const;
  /** Frames dropped so far (all threads, all files). */
  std::uint64_t getDroppedFrames() const { return droppedTotal.load(std::memory_order_relaxed); }
  /** What happened since the last call (files written, drops, errors), one line each. */
  std::vector<std::string> takeMessages();

  /** The running logger of this program (nullptr if there is none): for the status of the robot's LEDs. */
  static const Logger* getRunning() { return running.load(std::memory_order_acquire); }

private:
  class Recorder;

  /** Starts or stops a log file as the controller says (the controller thread only). */
  void control();
  /** The writer thread's loop. */
  void write();
  /** Writes the collected frames and gives their buffers back. */
  void flush(bool& fileOpen);
  void openFile(std::uint32_t buffer, bool& fileOpen);
  void closeFile(bool& fileOpen);
  /** The writer's reports of what the threads flagged. */
  void report();
  void message(const std::string& text);
  void release(std::uint32_t buffer);

  static constexpr std::uint32_t stopEntry = 0xfffffffeu; ///< In the queue: the log ends here.
  static inline std::atomic<const Logger*> running{nullptr};

  unsigned defaultMaxMemory = 0;             ///< MB; 0: no limit.
  std::string defaultMaxMemoryReason;
  LoggingTools::LogSettings logSettings;
  std::vector<std::string> searchPath;      ///< Where logger.cfg is looked for.
  Parameters parameters;
  std::string directory;
  LoggingController* controller = nullptr;
  Robot* robot = nullptr;
  std::vector<std::unique_ptr<Recorder>> recorders;
  MessageID droppedFramesId = undefined;

  char* memory = nullptr;                   ///< The pool: numOfBuffers x sizeOfBuffer bytes.
  std::size_t memorySize = 0;
  std::unique_ptr<MessageQueue[]> buffers;  ///< One queue over each buffer of the pool.
  std::unique_ptr<IndexStack> freeBuffers;
  std::unique_ptr<IndexQueue> filledBuffers;
  FutexSemaphore wake;
  std::atomic<unsigned> unannounced{0};     ///< Frames handed over since the writer last woke up.
  unsigned wakeBatch = 1;                   ///< The frame that completes this many wakes the writer.
  static constexpr std::chrono::milliseconds writerPeriod{20}; ///< The writer wakes up by itself this often.
  Thread writer;
  std::atomic<bool> stopping{false};

  std::atomic<State> state{State::off};
  std::atomic<bool> active{false};          ///< The threads log their frames (a file was started).
  bool controllerWantsToLog = false;        ///< The controller thread's view (only it uses this).
  std::atomic<std::uint64_t> droppedTotal{0};

  // The writer's own.
  OnlineLogFile file;
  std::vector<iovec> batch;
  std::vector<std::uint32_t> batchBuffers;
  std::uint64_t droppedInFile = 0;

  mutable std::mutex messageMutex;
  std::vector<std::string> messages;
  std::vector<std::string> files;
};
