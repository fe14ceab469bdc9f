/**
 * @file RobotPrograms.cpp
 * Starting and ending the robot programs of a scene.
 */
#include "RobotPrograms.h"
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

RobotPrograms::~RobotPrograms()
{
  kill();
}

std::vector<std::string> RobotPrograms::arguments(const std::string& program, const std::string& config, const SimOptions::Body& body,
                                                  SimOptions::Mode mode)
{
  std::vector<std::string> args = {program, "--lola", body.socket, "--debug-port", "0", "--setting",
                                   "playerNumber=" + std::to_string(body.number), "--setting", "fieldPlayerColor=" + body.team};
  if(body.ticks)
    args.insert(args.end(), {"--clock", mode == SimOptions::Mode::realtime ? "simulated" : "lockstep"});
  if(body.tier == SimOptions::Tier::percepts)
    args.insert(args.end(), {"--setting", "scenario=Percepts"});
  else if(body.tier == SimOptions::Tier::oracle)
    args.insert(args.end(), {"--setting", "scenario=Oracle"});
  if(body.teamNumber > 0)
    args.insert(args.end(), {"--setting", "teamNumber=" + std::to_string(body.teamNumber)});
  if(!body.cameraHost.empty())
    args.insert(args.end(), {"--camera-server", body.cameraHost + ":" + std::to_string(body.cameraPort)});
  if(!config.empty())
    args.insert(args.end(), {"--config", config});
  return args;
}

bool RobotPrograms::start(const std::string& program, std::string outputDirectory, const std::string& config,
                          const std::vector<SimOptions::Body>& bodies, SimOptions::Mode mode, std::string& error)
{
  if(::access(program.c_str(), X_OK) != 0)
  {
    error = "cannot run the robot program " + program + ": " + std::strerror(errno);
    return false;
  }
  if(outputDirectory.empty())
  {
    char pattern[] = "/tmp/naosim-robots.XXXXXX";
    if(!::mkdtemp(pattern))
    {
      error = std::string("cannot make a directory for the robot programs' output: ") + std::strerror(errno);
      return false;
    }
    outputDirectory = pattern;
  }
  else if(::mkdir(outputDirectory.c_str(), 0755) != 0 && errno != EEXIST)
  {
    error = "cannot make " + outputDirectory + ": " + std::strerror(errno);
    return false;
  }
  directory = outputDirectory;
  for(const SimOptions::Body& body : bodies)
  {
    const std::string log = directory + "/" + body.name + ".log";
    const int output = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if(output < 0)
    {
      error = "cannot write " + log + ": " + std::strerror(errno);
      return false;
    }
    std::vector<std::string> args = arguments(program, config, body, mode);
    std::vector<char*> argv;
    for(std::string& arg : args)
      argv.push_back(arg.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, output, 1);
    posix_spawn_file_actions_adddup2(&actions, output, 2);
    // A process group of its own: Ctrl-C in naosim's terminal reaches naosim only, which ends the programs in order.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    pid_t pid = -1;
    const int result = posix_spawn(&pid, argv.front(), &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(output);
    if(result != 0)
    {
      error = "cannot start " + program + ": " + std::strerror(result);
      return false;
    }
    programs.push_back({body.name, pid, log, 0});
    std::printf("robot program for %s runs (pid %d, output in %s)\n", body.name.c_str(), static_cast<int>(pid), log.c_str());
  }
  return true;
}

void RobotPrograms::stop()
{
  for(const Program& program : programs)
    if(program.pid > 0)
      ::kill(program.pid, SIGTERM);
}

bool RobotPrograms::finished()
{
  bool all = true;
  for(Program& program : programs)
  {
    if(program.pid <= 0)
      continue;
    int status = 0;
    const pid_t ended = ::waitpid(program.pid, &status, WNOHANG);
    if(ended == 0)
    {
      all = false;
      continue;
    }
    if(ended == program.pid)
    {
      if(WIFEXITED(status))
        std::printf("robot program for %s ended with status %d\n", program.name.c_str(), WEXITSTATUS(status));
      else if(WIFSIGNALED(status))
        std::printf("robot program for %s was killed by signal %d\n", program.name.c_str(), WTERMSIG(status));
    }
    program.pid = -1;
  }
  return all;
}

std::string RobotPrograms::describeDebugLinks()
{
  std::string text;
  for(Program& program : programs)
  {
    if(!program.debugPort)
    {
      std::ifstream output(program.log);
      static const std::string announcement = "touchline: debug link on port ";
      for(std::string line; std::getline(output, line);)
        if(line.starts_with(announcement))
          program.debugPort = static_cast<unsigned>(std::strtoul(line.c_str() + announcement.size(), nullptr, 10));
    }
    text += program.name + (program.debugPort ? " 127.0.0.1 " + std::to_string(program.debugPort) : std::string(" -")) + "\n";
  }
  return text;
}

void RobotPrograms::kill()
{
  for(Program& program : programs)
    if(program.pid > 0)
    {
      ::kill(program.pid, SIGKILL);
      ::waitpid(program.pid, nullptr, 0);
      program.pid = -1;
    }
}
