/**
 * @file Replay/ReplayRobot.cpp
 * Starting and stopping a robot that replays a log.
 */
#include "Replay/ReplayRobot.h"
#include "Platform/File.h"
#include <map>

std::unique_ptr<ReplayRobot> ReplayRobot::open(const std::string& file, std::vector<std::string>& messages, std::string& error)
{
  auto log = std::make_shared<LogFile>();
  if(!log->open(file, {}, error))
    return nullptr;
  for(const std::string& warning : log->warnings())
    messages.push_back("Warning: " + file + ": " + warning);
  if(log->frameCount() == 0)
    messages.push_back("Warning: " + file + " holds no complete frame");

  std::unique_ptr<ReplayRobot> replay(new ReplayRobot);
  replay->logFile = log;
  // The configuration files of the robot, location and scenario the log was recorded with.
  const LoggingTools::LogSettings logged = log->settings().value_or(LoggingTools::LogSettings());
  for(const std::string& problem : replay->robotSettings.load(logged.headName, logged.bodyName))
    messages.push_back("Warning: " + problem);
  replay->robotSettings.location = logged.location;
  replay->robotSettings.scenario = logged.scenario;
  if(logged.playerNumber > 0)
    replay->robotSettings.playerNumber = logged.playerNumber;

  std::vector<std::string> errors;
  File::setSearchPath(replay->robotSettings.searchPath());
  const bool read = Robot::read("threads.cfg", replay->original, errors);
  File::setSearchPath({});
  if(!read)
  {
    error = "cannot replay " + file + ": " + (errors.empty() ? std::string("threads.cfg not found") : errors.front());
    return nullptr;
  }
  replay->replay = ReplayConfiguration::make(replay->original, *log, replay->replayChanges);
  for(const std::string& thread : replay->replayChanges.missingThreads)
    messages.push_back("Warning: threads.cfg has no thread " + thread + ": its frames are skipped");

  replay->robot = std::make_unique<Robot>(replay->robotSettings);
  if(!replay->robot->configure(replay->replay, errors))
  {
    error = "cannot replay " + file + ": the modules cannot run on its data: " + errors.front();
    return nullptr;
  }
  std::map<std::string, ReplayFeed*> feeds;
  for(const auto& thread : replay->robot->getThreads())
  {
    replay->feeds.push_back(std::make_unique<ReplayFeed>(*thread));
    feeds[thread->name()] = replay->feeds.back().get();
  }
  replay->logPlayer = std::make_unique<LogPlayer>(log, feeds);

  DebugThread::Options options;
  options.port = 0;
  options.bindAddress = "127.0.0.1";
  options.allowedAddresses = {"127.0.0.1"};
  options.beacon = false;
  options.onThreadError = [](const std::string&) {}; // the console prints them (sent as text)
  replay->debug = std::make_unique<DebugThread>(*replay->robot, replay->robotSettings, options);
  std::vector<std::string> warnings;
  if(!replay->robot->start(warnings))
  {
    error = "cannot replay " + file + ": its threads cannot be started";
    return nullptr;
  }
  if(!replay->debug->start(error))
  {
    error = "cannot replay " + file + ": " + error;
    return nullptr;
  }
  return replay;
}

ReplayRobot::~ReplayRobot()
{
  // The player first (no frame is handed over any more), then the threads, then their feeds.
  logPlayer.reset();
  if(debug)
    debug->stop();
  if(robot)
    robot->stop();
  feeds.clear();
}
