/**
 * @file RobotCodeStatusTest.cpp
 * The pipe from the robot code to touchline's parent process (robot/Apps/RobotCodeStatus): a
 * forked child says that it runs, why it failed to start, and that it crashed (its crash
 * handler, before the process has ended), for faults, signals sent by others and abort(). Also
 * robots.cfg's robotType and the ids of simulated bodies (robot/Apps/RobotsConfig).
 */
#include "RobotCodeStatus.h"
#include "RobotsConfig.h"
#include "Platform/File.h"
#include "Platform/Sanitizers.h"
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>


namespace
{
  using namespace std::chrono_literals;

  /** Forks a child that runs body() with the status's writing end (no core dumps), then _exit(0). */
  template<typename Body>
  pid_t fork(RobotCodeStatus& status, Body body)
  {
    std::string error;
    EXPECT_TRUE(status.open(error)) << error;
    const pid_t child = ::fork();
    if(child == 0)
    {
      const rlimit noCore{0, 0};
      ::setrlimit(RLIMIT_CORE, &noCore);
      status.startChild();
      body();
      ::_exit(0);
    }
    status.startParent();
    return child;
  }

  /** The next event other than none, within 10 s. */
  RobotCodeStatus::Event next(RobotCodeStatus& status)
  {
    for(int i = 0; i < 1000; ++i)
      if(const RobotCodeStatus::Event event = status.wait(10ms); event != RobotCodeStatus::Event::none)
        return event;
    return RobotCodeStatus::Event::none;
  }

  int waitFor(pid_t child)
  {
    int waitStatus = 0;
    EXPECT_EQ(::waitpid(child, &waitStatus, 0), child);
    return waitStatus;
  }
}

TEST(RobotCodeStatus, TheChildSaysThatItRunsThenItsEndClosesThePipe)
{
  RobotCodeStatus status;
  const pid_t child = fork(status, [&] {
    status.running();
    ::usleep(100000);
  });
  EXPECT_EQ(next(status), RobotCodeStatus::Event::running);
  EXPECT_EQ(next(status), RobotCodeStatus::Event::ended);
  const int waitStatus = waitFor(child);
  EXPECT_TRUE(WIFEXITED(waitStatus) && WEXITSTATUS(waitStatus) == 0);
}

TEST(RobotCodeStatus, AFailureToStartCarriesTheFirstErrorOnOneLine)
{
  RobotCodeStatus status;
  const pid_t child = fork(status, [&] { status.failed("threads.cfg(8, 26): expected a value\nsecond line"); });
  EXPECT_EQ(next(status), RobotCodeStatus::Event::failed);
  EXPECT_EQ(status.failure(), "threads.cfg(8, 26): expected a value second line");
  EXPECT_EQ(next(status), RobotCodeStatus::Event::ended);
  waitFor(child);
}

TEST(RobotCodeStatus, CrashesAreReportedBeforeTheProcessEnds)
{
#ifdef TOUCHLINE_SANITIZED
  GTEST_SKIP() << "sanitizers report crashes themselves; the handlers are not installed";
#endif
  // A fault, a signal from another process (kill -SEGV), abort() (a failed ASSERT), a bus error.
  const std::vector<std::pair<int, std::function<void()>>> crashes = {
    {SIGSEGV, [] {
       volatile int* volatile pointer = nullptr; // not known to the compiler
       *pointer = 1;
     }},
    {SIGSEGV, [] { ::kill(::getpid(), SIGSEGV); ::pause(); }},
    {SIGABRT, [] { std::abort(); }},
    {SIGBUS, [] { ::raise(SIGBUS); }},
  };
  for(const auto& [signal, crash] : crashes)
  {
    RobotCodeStatus status;
    const pid_t child = fork(status, [&] {
      status.running();
      crash();
    });
    EXPECT_EQ(next(status), RobotCodeStatus::Event::running) << signal;
    EXPECT_EQ(next(status), RobotCodeStatus::Event::crashed) << signal;
    EXPECT_EQ(status.crashSignal(), signal);
    EXPECT_EQ(next(status), RobotCodeStatus::Event::ended) << signal;
    // The handler let the signal take its course: the process ended by it, as without a handler.
    const int waitStatus = waitFor(child);
    EXPECT_TRUE(WIFSIGNALED(waitStatus)) << signal;
    EXPECT_EQ(WTERMSIG(waitStatus), signal);
  }
}

TEST(RobotCodeStatus, ASigkillIsOnlyTheEnd)
{
  RobotCodeStatus status;
  const pid_t child = fork(status, [&] { ::pause(); });
  ::kill(child, SIGKILL);
  EXPECT_EQ(next(status), RobotCodeStatus::Event::ended);
  EXPECT_EQ(WTERMSIG(waitFor(child)), SIGKILL);
}

TEST(RobotsConfig, RobotTypesAndSimulatedBodies)
{
  const std::filesystem::path file = std::filesystem::temp_directory_path() / ("robots-" + std::to_string(::getpid()) + ".cfg");
  std::ofstream(file) << "robotsIdentification = [\n"
                         "  {name = Nao42; headId = P0000074A05S93M00061; bodyId = P0000073A07S94700012;},\n"
                         "  {name = Sim2; robotType = simulated; headId = P0000074SIM000000002; bodyId = P0000073SIM000000002;},\n"
                         "];\n";
  RobotsConfig robots;
  bool found = false;
  std::vector<std::string> errors;
  ASSERT_TRUE(robots.load(file.string(), found, errors)) << errors.front();
  EXPECT_EQ(robots.bodyType("P0000073A07S94700012"), "nao");
  EXPECT_EQ(robots.bodyType("P0000073SIM000000002"), "simulated");
  EXPECT_EQ(robots.bodyType("P0000073SIM000000003"), "");

  std::ofstream(file) << "robotsIdentification = [{name = Nao42; robotType = nao6; bodyId = P0000073A07S94700012;}];\n";
  RobotsConfig wrong;
  EXPECT_FALSE(wrong.load(file.string(), found, errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("robotsIdentification[0].robotType: 'nao6' is neither nao nor simulated"), std::string::npos) << errors[0];
  std::filesystem::remove(file);

  EXPECT_TRUE(RobotsConfig::isSimulatedBodyId("P0000073SIM000000014"));
  EXPECT_TRUE(RobotsConfig::isSimulatedBodyId("P0000073SIM000000099"));
  EXPECT_FALSE(RobotsConfig::isSimulatedBodyId("P0000073A07S94700012"));
  EXPECT_FALSE(RobotsConfig::isSimulatedBodyId("P0000074SIM000000001")); // a head
  EXPECT_FALSE(RobotsConfig::isSimulatedBodyId("P0000073SIM00000001"));
}

TEST(RobotsConfig, TheRepositorysFileNamesEverySimulatedBody)
{
  // touchline-naosim simulates up to 14 bodies with the ids P0000073SIM000000001 ... 014.
  RobotsConfig robots;
  bool found = false;
  std::vector<std::string> errors;
  ASSERT_TRUE(robots.load(std::string(TOUCHLINE_SOURCE_CONFIG) + "/Robots/robots.cfg", found, errors)) << errors.front();
  for(int body = 1; body <= 14; ++body)
  {
    char id[32];
    std::snprintf(id, sizeof(id), "P0000073SIM%09d", body);
    EXPECT_EQ(robots.bodyName(id), "Sim" + std::to_string(body)) << id;
    EXPECT_EQ(robots.bodyType(id), "simulated") << id;
  }
}
