/**
 * @file Apps/RobotProcess.cpp
 * The child process of touchline that runs the robot code.
 */
#include "RobotProcess.h"
#include "Framework/Robot.h"
#include "Framework/Settings.h"
#include "Logging/Logger.h"
#include "Platform/File.h"
#include "Platform/Nao/LolaStatus.h"
#include "Platform/Nao/MotionLoopTiming.h"
#include "Platform/Nao/SimulatedClock.h"
#include "ProgramSignals.h"
#include "Threads/DebugThread.h"
#include "Tools/Logging/GameLoggingController.h"
#include <chrono>
#include <csignal>
#include <cstdio>
#include <sys/prctl.h>
#include <thread>
#include <unistd.h>

namespace
{
  void print(const std::vector<std::string>& messages, const char* prefix)
  {
    for(const std::string& message : messages)
      std::fprintf(stderr, "touchline: %s%s\n", prefix, message.c_str());
  }

  /** The thread that decides when to log: the first that provides GameState (else the first). */
  std::string controllerThread(const Robot& robot)
  {
    for(const Configuration::Thread& thread : robot.getConfiguration().threads)
      if(thread.find("GameState"))
        return thread.name;
    return "";
  }
}

void RobotProcess::announceRunning(const Robot& robot, std::chrono::steady_clock::time_point started, RobotCodeStatus& status,
                                   bool& announced, bool& late)
{
  std::string threads, waiting;
  std::size_t waitingCount = 0;
  for(const auto& frame : robot.getThreads())
  {
    std::string& list = frame->getFrameCount() > 0 ? threads : waiting;
    list += (list.empty() ? "" : ", ") + frame->name();
    waitingCount += frame->getFrameCount() == 0;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if(waiting.empty())
  {
    std::printf("touchline: running (every thread has run its first frame: %s; %.2f s after the start)\n", threads.c_str(), seconds);
    std::fflush(stdout);
    status.running();
    announced = true;
  }
  else if(!late && seconds >= firstFrameWarningSeconds)
  {
    std::fprintf(stderr, "touchline: warning: %s %s not run a first frame %d s after the start\n", waiting.c_str(),
                 waitingCount == 1 ? "has" : "have", firstFrameWarningSeconds);
    late = true;
  }
}

int RobotProcess::run(const RobotNames& names, int debugPort, const std::string& logDirectory, const std::string& settingOverrides,
                      RobotCodeStatus& status)
{
  const auto started = std::chrono::steady_clock::now();
  // The robot code does not outlive the program that sits the robot down.
  const pid_t parent = ::getppid();
  ::prctl(PR_SET_PDEATHSIG, SIGTERM);
  if(::getppid() != parent)
    return stopped;
  LolaStatus::reset();

  Settings settings;
  std::vector<std::string> errors = settings.load(names.head, names.body, settingOverrides);
  if(!errors.empty())
  {
    print(errors, "");
    status.failed(errors.front());
    return failed;
  }
  Robot robot(settings);
  if(!robot.load("threads.cfg", errors))
  {
    print(errors, "");
    status.failed(errors.empty() ? "threads.cfg was rejected" : errors.front());
    return failed;
  }
#ifndef TOUCHLINE_RELEASE
  // The debug link. A robot without it still plays: a port in use is only a warning.
  DebugThread::Options debugOptions = DebugThread::fromSettings(settings);
  if(debugPort >= 0)
    debugOptions.port = static_cast<std::uint16_t>(debugPort);
  // The Debug thread takes the threads' errors (and keeps the last ones for consoles that connect later).
  debugOptions.onThreadError = [](const std::string& error) { std::fprintf(stderr, "touchline: %s\n", error.c_str()); };
  DebugThread debug(robot, settings, debugOptions);
  std::string debugError;
  if(debug.start(debugError))
  {
    std::printf("touchline: debug link on port %u\n", static_cast<unsigned>(debug.port()));
    if(const std::string target = debug.beaconTarget(); !target.empty())
      std::printf("touchline: discovery beacons to %s\n", target.c_str());
  }
  else
    std::fprintf(stderr, "touchline: warning: no debug link: %s\n", debugError.c_str());
  std::fflush(stdout);
#else
  static_cast<void>(debugPort);
#endif

  // The online logger, before the threads start. A file that may not grow any further (FAT's
  // 4 GiB, a file size limit) is then an error of write(), not the end of the program.
  std::signal(SIGXFSZ, SIG_IGN);
  File::setSearchPath(settings.searchPath());
  std::string teamsError;
  GameLoggingController loggingController(GameLoggingController::loadTeams(teamsError));
  File::setSearchPath({});
  if(!teamsError.empty())
    std::fprintf(stderr, "touchline: %s; the logs are named without the opponent\n", teamsError.c_str());
  Logger logger(settings);
  if(names.simulated)
    logger.setDefaultMaxMemory(simulatedLoggerMemory, "a simulated body");
  {
    Logger::Parameters parameters;
    std::vector<std::string> loggerErrors;
    if(logger.loadParameters(parameters, loggerErrors))
    {
      if(!logDirectory.empty())
      {
        parameters.path = logDirectory;
        parameters.usbPath.clear();
      }
      logger.start(parameters, robot, &loggingController, controllerThread(robot), loggerErrors);
    }
    print(loggerErrors, "");
    print(logger.takeMessages(), "");
  }

  std::vector<std::string> warnings;
  robot.setLockStep(SimulatedClock::mode() == SimulatedClock::Mode::lockStep);
  if(!robot.start(warnings))
  {
    print(warnings, "");
    std::fprintf(stderr, "touchline: the threads could not be started\n");
    status.failed(warnings.empty() ? "the threads could not be started" : warnings.front());
    return failed;
  }
  if(SimulatedClock::requested())
    std::printf("touchline: the robot's clock is the simulated time of LoLA's cycles%s\n",
                robot.isLockStep() ? "; the threads run in lock-step" : "");
  print(warnings, "warning: ");

  bool announced = false, late = false;
  while(!ProgramSignals::received() && !LolaStatus::closed())
  {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if(!announced)
      announceRunning(robot, started, status, announced, late);
    print(logger.takeMessages(), "");
#ifndef TOUCHLINE_RELEASE
    if(!debug.isRunning()) // else the Debug thread prints the threads' errors
      print(robot.takeErrors(), "");
    print(debug.takeLog(), "debug link: ");
#else
    print(robot.takeErrors(), "");
#endif
  }
  robot.stop();
  logger.stop();
  print(logger.takeMessages(), "");
  if(const std::string timing = MotionLoopTiming::summary(); !timing.empty())
    std::fprintf(stderr, "touchline: %s\n", timing.c_str());
#ifndef TOUCHLINE_RELEASE
  debug.stop();
#endif
  print(robot.takeErrors(), "");
  if(LolaStatus::closed())
  {
    std::fprintf(stderr, "touchline: %s; the robot code ends\n", LolaStatus::message().c_str());
    return lolaClosed;
  }
  return stopped;
}
