/**
 * @file NaoSimStatsTest.cpp
 * touchline-naosim's latency statistics as a real process: a client that stops answering gets
 * the state messages counted as missed, and the commands it then sends at once as late; "stats
 * reset"; --stats FILE at exit. No assertion depends on how fast anything runs.
 */
#ifdef TOUCHLINE_NAOSIM_PATH
#include "NaoSimTestSupport.h"
#include <fstream>

using namespace NaoSimTest;

namespace
{
  /** The key=value fields of naosim's "stats" line for body 0 (empty if none came). */
  std::map<std::string, std::string> stats(Process& naosim)
  {
    const std::size_t from = naosim.out.size();
    naosim.write("stats\n");
    std::map<std::string, std::string> fields;
    naosim.waitFor(
      [&] {
        const std::size_t start = naosim.out.find("stats body=0 ", from);
        const std::size_t end = start == std::string::npos ? start : naosim.out.find('\n', start);
        if(end == std::string::npos)
          return false;
        std::istringstream line(naosim.out.substr(start, end - start));
        for(std::string field; line >> field;)
          if(const std::size_t equals = field.find('='); equals != std::string::npos)
            fields[field.substr(0, equals)] = field.substr(equals + 1);
        return true;
      },
      5s);
    return fields;
  }

  long long count(const std::map<std::string, std::string>& fields, const std::string& key)
  {
    const auto found = fields.find(key);
    return found == fields.end() ? -1 : std::stoll(found->second);
  }
}

TEST(NaoSimStats, CountsMissedCyclesAndLateCommands)
{
  const std::string socket = socketPath("stats");
  const std::string file = "/tmp/tl-" + std::to_string(::getpid()) + "-stats.txt";
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--socket", socket, "--stats", file});
  ASSERT_TRUE(naosim.waitForOut("serves " + socket)) << naosim.err;
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(socket));
  ASSERT_EQ(lola.readState().size(), 896u);
  // Reads what came, so that the socket never fills.
  auto drain = [&] {
    for(pollfd request{lola.fd, POLLIN, 0}; ::poll(&request, 1, 0) == 1 && (request.revents & POLLIN);)
      lola.readState();
  };
  /** naosim's state counter once the commands counter has reached commands. */
  auto statesWhenCommands = [&](long long commands) {
    long long states = -1;
    EXPECT_TRUE(waitForState(naosim, [&](auto& s) {
      drain();
      states = std::stoll(s["states"]);
      return std::stoll(s["commands"]) >= commands;
    }, 10s));
    return states;
  };
  /** Waits until naosim has sent more than `states` state messages. */
  auto waitForStates = [&](long long states) {
    EXPECT_TRUE(waitForState(naosim, [&](auto& s) {
      drain();
      return std::stoll(s["states"]) > states;
    }, 10s));
  };

  // Before the first command nothing is counted.
  EXPECT_EQ(count(stats(naosim), "cycles"), 0);

  // One command, then none: every state message sent after it is missed.
  ASSERT_TRUE(lola.send(command({})));
  const long long first = statesWhenCommands(1);
  waitForStates(first + 6);
  const auto silent = stats(naosim);
  EXPECT_LE(count(silent, "answered"), 1) << naosim.out;
  EXPECT_GE(count(silent, "missed"), 5) << naosim.out;
  EXPECT_EQ(count(silent, "cycles"), count(silent, "answered") + count(silent, "missed")) << naosim.out;
  EXPECT_EQ(count(silent, "late"), 0);

  // Then it answers late, three commands at once: they arrive in one cycle, two of them late.
  std::vector<std::uint8_t> three;
  for(float blue : {0.f, 0.5f, 1.f})
  {
    const std::vector<std::uint8_t> one = command({{"Chest", {0.f, 0.f, blue}}});
    three.insert(three.end(), one.begin(), one.end());
  }
  ASSERT_TRUE(lola.send(three));
  waitForStates(statesWhenCommands(4)); // the cycle they arrived in has ended
  const auto fields = stats(naosim);
  EXPECT_EQ(count(fields, "late"), 2) << naosim.out;
  EXPECT_LE(count(fields, "answered"), 2) << naosim.out;
  EXPECT_GE(count(fields, "missed"), 5) << naosim.out;
  EXPECT_EQ(count(fields, "cycles"), count(fields, "answered") + count(fields, "missed")) << naosim.out;
  EXPECT_EQ(count(fields, "dropped"), 0);
  for(const char* key : {"seconds", "p50us", "p90us", "p99us", "p99.9us", "maxus", "meanus"})
    EXPECT_TRUE(fields.count(key)) << key;
  EXPECT_EQ(fields.at("socket"), socket);

  // Without a client nothing is counted; "stats reset" starts anew.
  lola.close();
  ASSERT_TRUE(naosim.waitForErr("client disconnected"));
  naosim.write("stats reset\n");
  ASSERT_TRUE(naosim.waitForOut("stats reset\n"));
  const auto reset = stats(naosim);
  EXPECT_EQ(count(reset, "cycles"), 0);
  EXPECT_EQ(count(reset, "missed"), 0);
  EXPECT_EQ(count(reset, "late"), 0);

  // At exit, the same line goes to the --stats file.
  naosim.signal(SIGTERM);
  EXPECT_EQ(naosim.wait(10s), 0);
  std::ifstream written(file);
  std::string line;
  std::getline(written, line);
  EXPECT_TRUE(line.starts_with("stats body=0 socket=" + socket + " seconds=0.0 cycles=0 answered=0 missed=0 late=0")) << line;
  std::filesystem::remove(file);
}

TEST(NaoSimStats, RefusesAStatsFileItCannotWrite)
{
  const std::string socket = socketPath("stats-bad");
  Process naosim({TOUCHLINE_NAOSIM_PATH, "--socket", socket, "--stats", "/nonexistent-directory/stats.txt"});
  EXPECT_EQ(naosim.wait(10s), 1);
  EXPECT_NE(naosim.err.find("cannot write /nonexistent-directory/stats.txt"), std::string::npos) << naosim.err;
  Process help({TOUCHLINE_NAOSIM_PATH, "--help"});
  EXPECT_EQ(help.wait(10s), 0);
  EXPECT_NE(help.out.find("--stats FILE"), std::string::npos);
  EXPECT_NE(help.out.find("stats reset"), std::string::npos);
}
#endif
