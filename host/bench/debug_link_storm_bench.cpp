/**
 * @file debug_link_storm_bench.cpp
 * The debug link after a connection storm (docs/performance.md, "Debug link after a connection
 * storm"): runs a robot program, storms its debug port (disconnects in the middle of a frame,
 * then connects that are closed at once) and measures how long the next host waits from its
 * connect to the first byte and to the whole version info. It builds nothing.
 */
#include "BenchProcess.h"
#include "CpuLoad.h"
#include <algorithm>
#include <arpa/inet.h>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <netinet/in.h>
#include <poll.h>
#include <sstream>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace std::chrono_literals;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace
{
  const char* const usage =
    "usage: debug_link_storm_bench [OPTION]...\n"
    "\n"
    "Runs a robot program (built beforehand, nothing is built here) and, for each storm size N,\n"
    "several rounds of: --mid-frame connections that send a frame header and part of its\n"
    "payload and close, N connections that are closed at once, and then one host that connects\n"
    "and waits for the robot's first byte and its whole version info. Prints the times from\n"
    "that host's connect to the first byte and to the version info, per storm size (min, p50,\n"
    "p99 and max by nearest rank: with fewer than 100 rounds, p99 is the largest or close to it),\n"
    "and how much of that time connect() itself took (the kernel's handshake).\n"
    "\n"
    "Options:\n"
    "  --storms N,N,...   Storm sizes (default 0,100,1000,3000).\n"
    "  --rounds R         Rounds per storm size (default 5).\n"
    "  --mid-frame M      Disconnects in the middle of a frame before each storm (default 50).\n"
    "  --pause S          Seconds between rounds, for the robot to settle (default 1).\n"
    "  --load N           Busy-loop processes, not pinned, while measuring (default 0).\n"
    "  --frozen           Stop the robot (SIGSTOP) from before each storm until the host has\n"
    "                     connected, then continue it: the worst case, a robot that did not run\n"
    "                     during the storm and finds all of it waiting to be accepted (storms\n"
    "                     must fit the listen backlog, net.core.somaxconn, 4096 by default).\n"
    "  --robot PATH       The robot program (default: this build's touchline-testrobot).\n"
    "  --config DIR       Its configuration, copied for the run (default: the test robot's).\n"
    "  --timeout S        Give up on the host after S seconds (default 60).\n"
    "  -h, --help         Show this help.\n"
    "\n"
    "The robot's standard error goes to a new /tmp/touchline-storm-bench.XXXXXX/robot.log\n"
    "(printed). Exit status: 0 measured, 1 the measurement failed, 2 usage error.\n";

  struct Options
  {
    std::vector<int> storms{0, 100, 1000, 3000};
    int rounds = 5;
    int midFrame = 50;
    double pause = 1;
    int load = 0;
    bool frozen = false;
    double timeout = 60;
    std::string robot = TOUCHLINE_TESTROBOT_PATH, config = TOUCHLINE_TESTROBOT_CONFIG;
  };

  bool parse(int argc, char** argv, Options& options, std::string& error)
  {
    auto number = [&](int& i, const std::string& arg, double& value) {
      if(i + 1 >= argc)
        return error = arg + " needs a value", false;
      char* end = nullptr;
      value = std::strtod(argv[++i], &end);
      if(!end || *end || value < 0)
        return error = arg + " wants a number >= 0, not '" + argv[i] + "'", false;
      return true;
    };
    for(int i = 1; i < argc; ++i)
    {
      const std::string arg = argv[i];
      double value = 0;
      if(arg == "-h" || arg == "--help")
      {
        std::fputs(usage, stdout);
        std::exit(0);
      }
      else if(arg == "--storms" && i + 1 < argc)
      {
        options.storms.clear();
        std::stringstream list(argv[++i]);
        for(std::string item; std::getline(list, item, ',');)
        {
          char* end = nullptr;
          const long n = std::strtol(item.c_str(), &end, 10);
          if(item.empty() || *end || n < 0)
            return error = "--storms wants sizes like 0,100,1000, not '" + std::string(argv[i]) + "'", false;
          options.storms.push_back(static_cast<int>(n));
        }
      }
      else if(arg == "--rounds" || arg == "--mid-frame" || arg == "--load")
      {
        if(!number(i, arg, value))
          return false;
        (arg == "--rounds" ? options.rounds : arg == "--load" ? options.load : options.midFrame) = static_cast<int>(value);
      }
      else if(arg == "--pause" || arg == "--timeout")
      {
        if(!number(i, arg, value))
          return false;
        (arg == "--pause" ? options.pause : options.timeout) = value;
      }
      else if(arg == "--frozen")
        options.frozen = true;
      else if((arg == "--robot" || arg == "--config") && i + 1 < argc)
        (arg == "--robot" ? options.robot : options.config) = argv[++i];
      else
        return error = "unknown option " + arg, false;
    }
    if(options.rounds < 1 || options.storms.empty())
      return error = "at least one round and one storm size", false;
    return true;
  }

  /** A TCP socket connected to the robot's port on 127.0.0.1 (-1 if that failed). */
  int connectTo(std::uint16_t port)
  {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if(fd >= 0 && ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0)
    {
      ::close(fd);
      return -1;
    }
    return fd;
  }

  /** The storm: disconnects in the middle of a frame, then connects closed at once. */
  bool storm(std::uint16_t port, int midFrame, int connects)
  {
    // A debug request header that announces 100 bytes, and 10 of them.
    const unsigned char partial[] = {0, 0, 0, 3, 0, 0, 0, 100, '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'};
    for(int i = 0; i < midFrame + connects; ++i)
    {
      const int fd = connectTo(port);
      if(fd < 0)
        return false;
      if(i < midFrame)
        static_cast<void>(::send(fd, partial, sizeof(partial), MSG_NOSIGNAL));
      ::close(fd);
    }
    return true;
  }

  struct Wait
  {
    double connectMs = -1; ///< How long connect() took (the handshake, done by the kernel).
    double firstByteMs = -1;
    double versionMs = -1;
  };

  /**
   * A host connects and reads the version info frame; the times from its connect.
   * @param connected Called when the connection is made (before the host waits).
   */
  template<typename Connected> Wait serve(std::uint16_t port, double timeout, Connected connected)
  {
    Wait result;
    const Clock::time_point start = Clock::now();
    const int fd = connectTo(port);
    connected();
    if(fd < 0)
      return result;
    result.connectMs = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    const Clock::time_point deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
    std::string bytes;
    std::size_t needed = 8;
    while(bytes.size() < needed)
    {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      pollfd p{fd, POLLIN, 0};
      if(left <= 0 || ::poll(&p, 1, static_cast<int>(left)) <= 0)
        break;
      char buffer[65536];
      const ssize_t n = ::recv(fd, buffer, sizeof(buffer), 0);
      if(n <= 0)
        break;
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
      if(bytes.empty())
        result.firstByteMs = ms;
      bytes.append(buffer, static_cast<std::size_t>(n));
      if(bytes.size() >= 8 && needed == 8)
      {
        const auto* h = reinterpret_cast<const unsigned char*>(bytes.data());
        needed = 8 + (std::size_t(h[4]) << 24 | std::size_t(h[5]) << 16 | std::size_t(h[6]) << 8 | h[7]);
      }
      if(bytes.size() >= needed)
        result.versionMs = ms;
    }
    ::close(fd);
    return result;
  }

  std::string statistics(std::vector<double> values)
  {
    char text[96];
    if(std::any_of(values.begin(), values.end(), [](double v) { return v < 0; }))
    {
      const auto missing = std::count_if(values.begin(), values.end(), [](double v) { return v < 0; });
      std::snprintf(text, sizeof(text), "%ld of %zu timed out", static_cast<long>(missing), values.size());
      return text;
    }
    std::sort(values.begin(), values.end());
    // Nearest rank: the smallest value that at least p of the values do not exceed.
    const auto rank = [&](double p) { return values[static_cast<std::size_t>(std::ceil(p * static_cast<double>(values.size()))) - 1]; };
    std::snprintf(text, sizeof(text), "%8.1f %8.1f %8.1f %8.1f", values.front(), rank(0.5), rank(0.99), values.back());
    return text;
  }
}

int main(int argc, char** argv)
{
  Options options;
  std::string error;
  if(!parse(argc, argv, options, error))
  {
    std::fprintf(stderr, "debug_link_storm_bench: %s (--help)\n", error.c_str());
    return 2;
  }
  char pattern[] = "/tmp/touchline-storm-bench.XXXXXX";
  const char* directory = ::mkdtemp(pattern);
  if(!directory)
  {
    std::fprintf(stderr, "debug_link_storm_bench: no temporary directory\n");
    return 1;
  }
  const fs::path run = directory;
  std::error_code copyError;
  fs::copy(options.config, run / "Config", fs::copy_options::recursive, copyError);
  if(copyError)
  {
    std::fprintf(stderr, "debug_link_storm_bench: cannot copy %s: %s\n", options.config.c_str(), copyError.message().c_str());
    return 1;
  }
  BenchProcess robot({options.robot, "--config", (run / "Config").string(), "--port", "0", "--no-beacon", "--max-payload", "1048576"}, true,
                     (run / "robot.log").string());
  const std::optional<std::string> line = robot.started() ? robot.readLine("debug port ", 60s) : std::nullopt;
  if(!line)
  {
    std::fprintf(stderr, "debug_link_storm_bench: %s did not start; see %s\n", options.robot.c_str(), (run / "robot.log").c_str());
    return 1;
  }
  const auto port = static_cast<std::uint16_t>(std::stoi(line->substr(11)));
  CpuLoad load;
  if(options.load > 0 && !load.start(std::vector<int>(static_cast<std::size_t>(options.load), -1)))
  {
    std::fprintf(stderr, "debug_link_storm_bench: the busy loops could not be started\n");
    return 1;
  }
  std::printf("robot %s, port %u, log %s\n%d busy loops, %d rounds, %d disconnects in the middle of a frame before each storm%s\n\n",
              options.robot.c_str(), static_cast<unsigned>(port), (run / "robot.log").c_str(), options.load, options.rounds, options.midFrame,
              options.frozen ? ", the robot stopped during each storm" : "");
  std::printf("%8s %12s | %-35s | %-35s | %-35s\n", "storm", "storm ms", "connect -> first byte ms", "connect -> version info ms",
              "of that: connect() ms");
  std::printf("%8s %12s | %8s %8s %8s %8s | %8s %8s %8s %8s | %8s %8s %8s %8s\n", "", "(median)", "min", "p50", "p99", "max", "min", "p50",
              "p99", "max", "min", "p50", "p99", "max");
  std::fflush(stdout);

  bool failed = false;
  for(const int size : options.storms)
  {
    std::vector<double> stormMs, connectTime, firstByte, version;
    for(int round = 0; round < options.rounds; ++round)
    {
      std::this_thread::sleep_for(std::chrono::duration<double>(options.pause));
      if(options.frozen)
        robot.signal(SIGSTOP);
      const Clock::time_point start = Clock::now();
      if(!storm(port, options.midFrame, size))
      {
        std::fprintf(stderr, "debug_link_storm_bench: a storm connect failed\n");
        if(options.frozen)
          robot.signal(SIGCONT);
        failed = true;
        break;
      }
      stormMs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
      const Wait wait = serve(port, options.timeout, [&] {
        if(options.frozen)
          robot.signal(SIGCONT);
      });
      connectTime.push_back(wait.connectMs);
      firstByte.push_back(wait.firstByteMs);
      version.push_back(wait.versionMs);
      failed |= wait.versionMs < 0;
    }
    if(stormMs.empty())
      break;
    std::sort(stormMs.begin(), stormMs.end());
    std::printf("%8d %12.1f | %-35s | %-35s | %-35s\n", size, stormMs[stormMs.size() / 2], statistics(firstByte).c_str(),
                statistics(version).c_str(), statistics(connectTime).c_str());
    std::fflush(stdout);
  }
  load.stop();
  if(!robot.running())
  {
    std::fprintf(stderr, "debug_link_storm_bench: the robot ended during the measurement; see %s\n", (run / "robot.log").c_str());
    return 1;
  }
  robot.signal(SIGTERM);
  robot.wait(10s);
  return failed ? 1 : 0;
}
