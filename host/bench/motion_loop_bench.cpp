/**
 * @file motion_loop_bench.cpp
 * The Motion loop against the simulated body (docs/performance.md, "Motion loop against the
 * simulated body"): runs touchline-naosim and touchline, makes the robot stand up (the head
 * scans), keeps the cores the Motion thread is not on busy, and after --duration seconds prints
 * what naosim measured: state messages without a command before the next one (goal 0) and the
 * time from each state message to its command (goal p99 <= 2 ms); then what touchline measured
 * itself (the Motion loop's own timing) and what its online logger wrote. It builds nothing.
 */
#include "BenchProcess.h"
#include "CpuLoad.h"
#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sched.h>
#include <sstream>
#include <sys/utsname.h>
#include <thread>
#include <unistd.h>

using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace
{
  constexpr double goalP99Ms = 2.0;

  const char* const usage =
    "usage: motion_loop_bench [OPTION]...\n"
    "\n"
    "Runs touchline-naosim and touchline (built beforehand, nothing is built here), presses the\n"
    "chest button so that the robot stands up and its head scans, keeps the other cores busy,\n"
    "and reports what naosim measured: state messages without a command before the next one\n"
    "(goal 0) and the latency from each state message to its command (goal p99 <= 2 ms).\n"
    "\n"
    "Options:\n"
    "  --duration S           Seconds to measure (default 600).\n"
    "  --load N               Busy-loop processes (default: one per CPU but the Motion CPU).\n"
    "  --motion-cpu C         Pin the Motion thread to CPU C and the busy loops to the other\n"
    "                         CPUs (default 0); -1 pins nothing.\n"
    "  --naosim-priority P    Run naosim at SCHED_FIFO P, like LoLA on the robot (default 21,\n"
    "                         one above Motion); 0 the normal scheduler.\n"
    "  --no-stand             Do not press the chest button (the robot stays sitting).\n"
    "  --cameras PORT         naosim renders both cameras and serves them at 127.0.0.1:PORT and\n"
    "                         PORT + 1; touchline takes them from there (--camera-server), so\n"
    "                         Upper and Lower run with their perception and JPEG images.\n"
    "  --no-logger            Run without the online logger (by default it logs from start to end\n"
    "                         into the run's directory, as the simulated body's logger.cfg says).\n"
    "  --touchline PATH       The robot program (default: the one of this build).\n"
    "  --naosim PATH          The simulator (default: the one of this build).\n"
    "  --config DIR           Configuration to copy for the run (default: the repository's).\n"
    "  -h, --help             Show this help.\n"
    "\n"
    "Logs (and the robot's log file) go to a new directory /tmp/touchline-motion-bench.XXXXXX\n"
    "(printed). Exit status: 0\n"
    "both goals met, 3 a goal missed, 1 the measurement failed, 2 usage error.\n";

  std::atomic<bool> interrupted{false};
  void onSignal(int) { interrupted = true; }

  struct Options
  {
    double duration = 600;
    int load = -1; ///< -1: one per CPU but the Motion CPU
    int motionCpu = 0;
    int naosimPriority = 21;
    bool stand = true;
    bool logger = true;
    int cameraPort = 0; ///< 0: touchline without cameras
    std::string touchline = TOUCHLINE_PATH, naosim = TOUCHLINE_NAOSIM_PATH, config = TOUCHLINE_CONFIG_DIR;
  };

  bool parse(int argc, char** argv, Options& options, std::string& error)
  {
    for(int i = 1; i < argc; ++i)
    {
      const std::string arg = argv[i];
      if(arg == "-h" || arg == "--help")
      {
        std::fputs(usage, stdout);
        std::exit(0);
      }
      if(arg == "--no-stand")
      {
        options.stand = false;
        continue;
      }
      if(arg == "--no-logger")
      {
        options.logger = false;
        continue;
      }
      static const char* const withValue[] = {"--duration", "--load", "--motion-cpu", "--naosim-priority",
                                              "--touchline", "--naosim", "--config", "--cameras"};
      if(std::find(std::begin(withValue), std::end(withValue), arg) == std::end(withValue))
      {
        error = "unknown option " + arg;
        return false;
      }
      if(i + 1 >= argc)
      {
        error = arg + " needs a value";
        return false;
      }
      const std::string value = argv[++i];
      char* end = nullptr;
      const double number = std::strtod(value.c_str(), &end);
      const bool isNumber = !value.empty() && !*end;
      const bool isInteger = isNumber && number == static_cast<int>(number);
      if(arg == "--duration" && isNumber && number > 0 && number <= 86400)
        options.duration = number;
      else if(arg == "--load" && isInteger && number >= 0 && number <= 64)
        options.load = static_cast<int>(number);
      else if(arg == "--motion-cpu" && isInteger && number >= -1 && number < CPU_SETSIZE)
        options.motionCpu = static_cast<int>(number);
      else if(arg == "--naosim-priority" && isInteger && number >= 0 && number <= 99)
        options.naosimPriority = static_cast<int>(number);
      else if(arg == "--cameras" && isInteger && number >= 1 && number <= 65534)
        options.cameraPort = static_cast<int>(number);
      else if(arg == "--touchline")
        options.touchline = value;
      else if(arg == "--naosim")
        options.naosim = value;
      else if(arg == "--config")
        options.config = value;
      else
      {
        error = "invalid value for " + arg + ": " + value;
        return false;
      }
    }
    return true;
  }

  /** The key=value fields of a line. */
  std::map<std::string, std::string> fields(const std::string& line)
  {
    std::map<std::string, std::string> result;
    std::istringstream words(line);
    for(std::string word; words >> word;)
      if(const std::size_t equals = word.find('='); equals != std::string::npos)
        result[word.substr(0, equals)] = word.substr(equals + 1);
    return result;
  }

  double number(const std::map<std::string, std::string>& line, const std::string& key)
  {
    const auto found = line.find(key);
    return found == line.end() ? -1 : std::strtod(found->second.c_str(), nullptr);
  }

  /** Asks naosim with a stdin command for the line that starts with prefix. */
  std::map<std::string, std::string> ask(BenchProcess& naosim, const std::string& command, const std::string& prefix)
  {
    naosim.writeLine(command);
    const std::optional<std::string> line = naosim.readLine(prefix, 5s);
    return line ? fields(*line) : std::map<std::string, std::string>{};
  }

  std::string firstLine(const std::string& path, const std::string& prefix)
  {
    std::ifstream file(path);
    for(std::string line; std::getline(file, line);)
      if(line.starts_with(prefix))
        return line;
    return "";
  }

  std::string lastLine(const std::string& path, const std::string& prefix)
  {
    std::ifstream file(path);
    std::string last;
    for(std::string line; std::getline(file, line);)
      if(line.starts_with(prefix))
        last = line;
    return last;
  }

  std::string loadAverage()
  {
    std::ifstream file("/proc/loadavg");
    double one = 0, five = 0, fifteen = 0;
    file >> one >> five >> fifteen;
    char text[64];
    std::snprintf(text, sizeof(text), "%.2f, %.2f, %.2f", one, five, fifteen);
    return text;
  }

  /** CPU time of all CPUs from /proc/stat: {stolen by the hypervisor, total} in ticks. */
  std::pair<double, double> cpuTimes()
  {
    std::istringstream fields(firstLine("/proc/stat", "cpu "));
    std::string name;
    fields >> name;
    double total = 0, steal = 0, value = 0;
    for(int i = 0; i < 8 && fields >> value; ++i) // user nice system idle iowait irq softirq steal
    {
      total += value;
      if(i == 7)
        steal = value;
    }
    return {steal, total};
  }

  std::string machine()
  {
    const std::string model = firstLine("/proc/cpuinfo", "model name");
    utsname name{};
    ::uname(&name);
    return (model.empty() ? "CPU unknown" : model.substr(model.find(':') + 2)) + ", " +
           std::to_string(std::thread::hardware_concurrency()) + " CPUs, " + name.sysname + " " + name.release;
  }

  /** One line of the statistics: counts and latencies. */
  std::string summary(const std::map<std::string, std::string>& stats)
  {
    char text[256];
    std::snprintf(text, sizeof(text),
                  "cycles %.0f, answered %.0f, missed %.0f, late commands %.0f, not sent %.0f; latency us: p50 %.0f, p90 %.0f, "
                  "p99 %.0f, p99.9 %.0f, max %.0f (at %.1f s), mean %.1f",
                  number(stats, "cycles"), number(stats, "answered"), number(stats, "missed"), number(stats, "late"),
                  number(stats, "dropped"), number(stats, "p50us"), number(stats, "p90us"), number(stats, "p99us"),
                  number(stats, "p99.9us"), number(stats, "maxus"), number(stats, "maxcycle") * 0.012, number(stats, "meanus"));
    return text;
  }

  int fail(const std::string& text, const std::string& directory)
  {
    std::fprintf(stderr, "motion_loop_bench: %s (logs: %s)\n", text.c_str(), directory.c_str());
    return 1;
  }
}

int main(int argc, char** argv)
{
  Options options;
  std::string error;
  if(!parse(argc, argv, options, error))
  {
    std::fprintf(stderr, "motion_loop_bench: %s\n\n%s", error.c_str(), usage);
    return 2;
  }
  for(const std::string& program : {options.touchline, options.naosim})
    if(::access(program.c_str(), X_OK) != 0)
    {
      std::fprintf(stderr, "motion_loop_bench: %s is missing; build it first (targets touchline touchline-naosim)\n", program.c_str());
      return 1;
    }
  const int cpus = static_cast<int>(std::thread::hardware_concurrency());
  if(options.motionCpu >= cpus)
  {
    std::fprintf(stderr, "motion_loop_bench: --motion-cpu %d, but this machine has %d CPUs\n", options.motionCpu, cpus);
    return 2;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0);

  char pattern[] = "/tmp/touchline-motion-bench.XXXXXX";
  if(!::mkdtemp(pattern))
    return fail("cannot create a directory in /tmp", "-");
  const std::string directory = pattern;
  std::error_code copyError;
  fs::copy(options.config, directory + "/Config", fs::copy_options::recursive, copyError);
  if(copyError)
    return fail("cannot copy " + options.config + ": " + copyError.message(), directory);
  if(!options.logger)
  {
    // The simulated body's logger.cfg with enabled = false.
    const std::string file = directory + "/Config/Robots/Sim1/Body/logger.cfg";
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t enabled = text.find("enabled = true;");
    if(enabled == std::string::npos)
      return fail(file + " has no line \"enabled = true;\"", directory);
    text.replace(enabled, 15, "enabled = false;");
    std::ofstream(file) << text;
  }
  const std::string socket = directory + "/robocup";
  const std::string loadBefore = loadAverage();

  struct sigaction action = {};
  action.sa_handler = onSignal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  std::signal(SIGPIPE, SIG_IGN);

  std::printf("motion_loop_bench: the Motion loop against touchline-naosim for %.0f s (logs: %s)\n", options.duration, directory.c_str());
  std::printf("machine: %s; load average before: %s\n", machine().c_str(), loadBefore.c_str());
  std::printf("cameras: %s\n", options.cameraPort > 0 ? ("naosim renders both, touchline --camera-server 127.0.0.1:" + std::to_string(options.cameraPort)).c_str()
                                                  : "off (touchline has no camera)");

  // The simulated body, at a real-time priority like LoLA, so that its time stamps are taken on time.
  std::vector<std::string> naosimArguments = {options.naosim, "--socket", socket, "--stats", directory + "/naosim-stats.txt"};
  std::vector<std::string> touchlineArguments = {options.touchline, "--lola", socket, "--config", directory + "/Config", "--debug-port", "0", "--log-dir", directory};
  if(options.cameraPort > 0)
  {
    const std::string address = "127.0.0.1:" + std::to_string(options.cameraPort);
    naosimArguments.insert(naosimArguments.end(), {"--cameras", address});
    touchlineArguments.insert(touchlineArguments.end(), {"--camera-server", address});
  }
  BenchProcess naosim(naosimArguments, true, directory + "/naosim.log");
  if(!naosim.started() || !naosim.readLine("body 0 serves", 10s))
    return fail("touchline-naosim did not start", directory);
  std::string naosimScheduling = "normal scheduler";
  if(options.naosimPriority > 0)
  {
    sched_param parameter{};
    parameter.sched_priority = options.naosimPriority;
    naosimScheduling = ::sched_setscheduler(naosim.processId(), SCHED_FIFO, &parameter) == 0
                         ? "SCHED_FIFO " + std::to_string(options.naosimPriority)
                         : "normal scheduler (SCHED_FIFO not permitted)";
  }

  // The robot program; it runs the robot code in a child process.
  BenchProcess touchline(touchlineArguments, false, directory + "/touchline.log");
  if(!touchline.started())
    return fail("touchline did not start", directory);
  const auto startupDeadline = std::chrono::steady_clock::now() + 30s;
  while(number(ask(naosim, "state", "body=0 "), "commands") < 20)
    if(!touchline.running() || interrupted || std::chrono::steady_clock::now() > startupDeadline)
      return fail("the robot code did not start answering LoLA", directory);
    else
      std::this_thread::sleep_for(50ms);
  pid_t motion = 0;
  while(!(motion = CpuLoad::findThread(touchline.processId(), "Motion")))
    if(std::chrono::steady_clock::now() > startupDeadline)
      return fail("no thread named Motion in touchline's child process", directory);
    else
      std::this_thread::sleep_for(50ms);

  // The load: busy loops on the CPUs the Motion thread is not pinned to.
  std::vector<int> otherCpus;
  for(int cpu = 0; cpu < cpus; ++cpu)
    if(cpu != options.motionCpu || cpus == 1)
      otherCpus.push_back(cpu);
  const int load = options.load >= 0 ? options.load : std::max(cpus - 1, 0);
  std::vector<int> loadCpus;
  for(int i = 0; i < load; ++i)
    loadCpus.push_back(options.motionCpu >= 0 ? otherCpus[static_cast<std::size_t>(i) % otherCpus.size()] : -1);
  if(options.motionCpu >= 0)
    if(const std::string pinError = CpuLoad::pin(motion, options.motionCpu); !pinError.empty())
      return fail("cannot pin the Motion thread: " + pinError, directory);
  CpuLoad busy;
  if(!busy.start(loadCpus))
    return fail("cannot start the busy loops", directory);
  std::string loadText = std::to_string(load) + " busy-loop process" + (load == 1 ? "" : "es") + " (nice 0)";
  if(options.motionCpu >= 0 && load > 0)
  {
    loadText += " pinned to CPU";
    for(int cpu : loadCpus)
      loadText += " " + std::to_string(cpu);
  }
  const std::string motionScheduling = CpuLoad::describe(motion);
  std::printf("load: %s; Motion thread: %s; naosim: %s\n", loadText.c_str(), motionScheduling.c_str(), naosimScheduling.c_str());

  // The measurement: from now, with the robot standing up and its head scanning.
  ask(naosim, "stats reset", "stats reset");
  if(options.stand)
  {
    // Without a GameController, as the SPL's button interface wants it: penalized, then playing.
    naosim.writeLine("press chest 0.2");
    std::this_thread::sleep_for(1s);
    naosim.writeLine("press chest 0.2");
  }
  const auto start = std::chrono::steady_clock::now();
  const auto cpuBefore = cpuTimes();
  const auto end = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(options.duration));
  auto nextProgress = start + 10s;
  std::string stopReason;
  while(std::chrono::steady_clock::now() < end && stopReason.empty())
  {
    std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(200ms, end - std::chrono::steady_clock::now()));
    if(interrupted)
      stopReason = "interrupted";
    else if(!touchline.running())
      stopReason = "touchline ended";
    else if(!naosim.running())
      stopReason = "touchline-naosim ended";
    else if(std::chrono::steady_clock::now() >= nextProgress)
    {
      const auto stats = ask(naosim, "stats", "stats body=0 ");
      std::printf("  %4.0f/%.0f s: %s\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                  options.duration, summary(stats).c_str());
      nextProgress += 10s;
    }
  }
  const auto stats = ask(naosim, "stats", "stats body=0 ");
  const auto state = ask(naosim, "state", "body=0 ");
  const double measured = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string loadAtEnd = loadAverage();
  const auto cpuAfter = cpuTimes();
  const double stolen = cpuAfter.second > cpuBefore.second
                          ? 100. * (cpuAfter.first - cpuBefore.first) / (cpuAfter.second - cpuBefore.second)
                          : 0.;
  busy.stop();

  // Stopping: the robot program sits the robot down and ends; then the simulator.
  touchline.signal(SIGTERM);
  const int touchlineStatus = touchline.wait(30s);
  const std::string sat = lastLine(directory + "/touchline.log", "touchline: sat down");
  const auto whole = ask(naosim, "state", "body=0 ");
  naosim.writeLine("quit");
  const int naosimStatus = naosim.wait(10s);

  if(stats.empty())
    return fail("touchline-naosim did not answer \"stats\"", directory);
  const double missed = number(stats, "missed") + number(stats, "dropped");
  const double p99 = number(stats, "p99us") / 1000.;
  const bool missedMet = missed == 0, latencyMet = p99 <= goalP99Ms && number(stats, "answered") > 0;
  std::printf("\nMotion loop against touchline-naosim, %.1f s measured%s\n", measured, stopReason.empty() ? "" : (" (" + stopReason + ")").c_str());
  std::printf("  machine: %s\n", machine().c_str());
  std::printf("  load: %s; Motion thread: %s; naosim: %s\n", loadText.c_str(), motionScheduling.c_str(), naosimScheduling.c_str());
  std::printf("  load average: %s before, %s at the end (incl. the busy loops); CPU time stolen by the hypervisor: %.2f %%\n",
              loadBefore.c_str(), loadAtEnd.c_str(), stolen);
  std::printf("  robot: %s, posture at the end %s\n", options.stand ? "chest button pressed at the start" : "not stood up",
              state.count("posture") ? state.at("posture").c_str() : "unknown");
  std::printf("  %s\n", summary(stats).c_str());
  std::printf("  goal: missed cycles (no command before the next state message, or not sent) = 0: %s (%.0f)\n",
              missedMet ? "met" : "MISSED", missed);
  std::printf("  goal: latency p99 <= %.0f ms: %s (%.3f ms)\n", goalP99Ms, latencyMet ? "met" : "MISSED", p99);
  std::printf("  whole run incl. start-up and sit-down (naosim's counters): states %.0f, commands %.0f, missing %.0f, dropped %.0f\n",
              number(whole, "states"), number(whole, "commands"), number(whole, "missing"), number(whole, "dropped"));
  std::printf("  touchline: exit status %d%s%s; touchline-naosim: exit status %d\n", touchlineStatus, sat.empty() ? "" : ", ",
              sat.c_str(), naosimStatus);
  // What touchline measured itself (whole run) and what its logger did.
  const std::string ownTiming = lastLine(directory + "/touchline.log", "touchline: Motion loop: ");
  std::printf("  robot side (whole run): %s\n", ownTiming.empty() ? "no summary (touchline did not end normally)" : ownTiming.substr(11).c_str());
  if(options.logger)
  {
    const std::string written = lastLine(directory + "/touchline.log", "touchline: Logger: log file written: ");
    const std::string stopped = lastLine(directory + "/touchline.log", "touchline: Logger: ");
    std::printf("  logger: %s\n", !written.empty() ? written.substr(19).c_str() : stopped.empty() ? "no output" : stopped.substr(11).c_str());
  }
  else
    std::printf("  logger: off (--no-logger)\n");
  if(!stopReason.empty())
    return fail(stopReason + " before the end of the measurement", directory);
  if(touchlineStatus != 0 || naosimStatus != 0)
    return fail("touchline or touchline-naosim did not end cleanly", directory);
  return missedMet && latencyMet ? 0 : 3;
}
