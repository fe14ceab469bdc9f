/**
 * @file SimulatedRobot.h
 * For the studio tests against the real robot program: touchline-naosim serving LoLA on a Unix
 * socket of the test and touchline on it with the repository's configuration, its debug link on
 * a free port of loopback.
 */
#pragma once

#include "NaoSimTestSupport.h"
#include <memory>
#include <optional>
#include <string>

namespace StudioTest
{
  class SimulatedRobot
  {
  public:
    SimulatedRobot()
    {
      const std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
      socket = NaoSimTest::socketPath(name.substr(0, 40));
      naosim = std::make_unique<TestProcess::Process>(std::vector<std::string>{TOUCHLINE_NAOSIM_PATH, "--socket", socket});
      if(!naosim->waitForOut("serves " + socket))
        return;
      touchline = std::make_unique<TestProcess::Process>(
        std::vector<std::string>{TOUCHLINE_PATH, "--lola", socket, "--config", TOUCHLINE_CONFIG_DIR, "--debug-port", "0"});
      if(const std::optional<std::string> line = touchline->waitForLine("touchline: debug link on port ", std::chrono::seconds(30)))
        address = "127.0.0.1:" + line->substr(30);
    }
    /** What went wrong if it did not start. */
    std::string errors() const { return touchline ? touchline->err : naosim->err; }

    std::string socket;
    std::string address; ///< "127.0.0.1:<port>", empty if it did not start.
    std::unique_ptr<TestProcess::Process> naosim;
    std::unique_ptr<TestProcess::Process> touchline;
  };
}
