// The online logger (Logging/Logger.h) with threads whose frames the tests run by hand: what a
// log holds, the controller starting and ending files, dropped frames recorded in the log, a
// representation too large for a buffer, configuration errors, a missing directory, too little
// free space and a file size limit (the drive fills up). Also its lock-free parts, with threads
// (run under tsan as well).
#include "TestSupport.h"
#include "Debugging/Annotation.h"
#include "Framework/Robot.h"
#include "LogPlayback/LogDataReader.h"
#include "LogPlayback/LogFile.h"
#include "LogPlayback/StopwatchData.h"
#include "Logging/DroppedFrames.h"
#include "Logging/IndexQueue.h"
#include "Logging/IndexStack.h"
#include "Logging/Logger.h"
#include "Platform/FutexSemaphore.h"
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <sched.h>
#include <set>
#include <sys/resource.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

STREAMABLE(LogCounter, {, (int)(0) count, });
STREAMABLE(LogPayload, {, (std::vector<unsigned char>) bytes, });
STREAMABLE(LogSeen, {, (int)(0) lastCount, });

namespace
{
  std::atomic<std::size_t> payloadSize{16};
}

MODULE(LogCounterProvider, {, PROVIDES(LogCounter), });
struct LogCounterProvider : LogCounterProviderBase
{
  void update(LogCounter& counter) override
  {
    if(++counter.count % 10 == 0)
      ANNOTATION("LogCounterProvider", "count " << counter.count);
  }
};
MAKE_MODULE(LogCounterProvider);

MODULE(LogPayloadProvider, {, REQUIRES(LogCounter), PROVIDES(LogPayload), });
struct LogPayloadProvider : LogPayloadProviderBase
{
  void update(LogPayload& payload) override
  {
    payload.bytes.resize(payloadSize);
    std::fill(payload.bytes.begin(), payload.bytes.end(), static_cast<unsigned char>(theLogCounter.count));
  }
};
MAKE_MODULE(LogPayloadProvider);

MODULE(LogWatcher, {, REQUIRES(LogCounter), PROVIDES(LogSeen), });
struct LogWatcher : LogWatcherBase
{
  void update(LogSeen& seen) override { seen.lastCount = theLogCounter.count; }
};
MAKE_MODULE(LogWatcher);

namespace
{
  namespace fs = std::filesystem;

  /** Logs whenever the test says so, with the test's description. */
  class TestController : public LoggingController
  {
  public:
    bool shouldLog() override { return log; }
    std::string_view getDescription() override { return description; }
    bool log = false;
    std::string description = "Testing";
  };

  /** A robot with the threads Motion (LogCounter, LogPayload) and Cognition (LogSeen), run by hand. */
  class LoggerTest : public ::testing::Test
  {
  protected:
    void SetUp() override
    {
      directory = fs::path(TestSupport::configDirectory()) / ("logger-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
      fs::remove_all(directory);
      fs::create_directories(directory);
      Configuration configuration;
      configuration.threads = {TestSupport::threadConfiguration("Motion", "Triggered", {{"LogCounter", "LogCounterProvider"}, {"LogPayload", "LogPayloadProvider"}}),
                               TestSupport::threadConfiguration("Cognition", "Triggered", {{"LogSeen", "LogWatcher"}})};
      std::vector<std::string> errors;
      ASSERT_TRUE(robot.configure(configuration, errors)) << errors.front();
      parameters.path = directory.string();
      parameters.usbPath = "";
      parameters.numOfBuffers = 1024; // more than the frames of a test: none is dropped
      parameters.sizeOfBuffer = 16384;
      parameters.writePriority = 0;
      parameters.minFreeDriveSpace = 0;
      parameters.alwaysLog = true;
      parameters.loggablePerThread = {"LogCounter"};
      parameters.representationsPerThread = {{}, {}};
      parameters.representationsPerThread[0].thread = "Motion";
      parameters.representationsPerThread[0].representations = {"LogCounter", "LogPayload"};
      parameters.representationsPerThread[1].thread = "Cognition";
      parameters.representationsPerThread[1].representations = {"LogSeen", "LogCounter"};
      payloadSize = 16;
    }

    void TearDown() override
    {
      logger.stop();
      fs::remove_all(directory);
    }

    void frames(const std::string& thread, int count)
    {
      for(int i = 0; i < count; ++i)
        robot.getThread(thread)->runFrame();
    }

    bool contains(const std::vector<std::string>& lines, const std::string& text)
    {
      return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) { return line.find(text) != std::string::npos; });
    }

    /** Waits until the writer has stopped logging for good. */
    bool stopsWithin10s()
    {
      for(int i = 0; i < 1000 && logger.getState() != Logger::State::stopped; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      return logger.getState() == Logger::State::stopped;
    }

    /** Opens a log without modifying it. */
    void open(LogFile& log, const std::string& path)
    {
      std::string error;
      LogFile::Options options;
      options.writeIndex = false;
      ASSERT_TRUE(log.open(path, options, error)) << error;
    }

    /** The frames of each thread and the messages by id name. */
    std::map<std::string, int> count(const LogFile& log, const std::string& thread)
    {
      std::map<std::string, int> result;
      for(std::size_t i = 0; i < log.frameCount(); ++i)
        if(const LogFile::Frame frame = log.frame(i); frame.thread == thread)
        {
          ++result["frames"];
          for(const LogFile::Message& message : frame.messages())
            ++result[log.loggedIdName(message.loggedId)];
        }
      return result;
    }

    fs::path directory;
    Robot robot;
    Logger::Parameters parameters;
    Logger logger{Settings()};
  };
}

TEST_F(LoggerTest, LogsTheFramesOfEachThreadIntoAnIndexedLog)
{
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_TRUE(errors.empty()) << errors.front();
  for(int i = 0; i < 50; ++i)
  {
    frames("Motion", 1);
    if(i % 5 < 2)
      frames("Cognition", 1);
  }
  logger.stop();
  EXPECT_EQ(logger.getState(), Logger::State::off);
  const std::vector<std::string> messages = logger.takeMessages();
  EXPECT_TRUE(contains(messages, "Logger: logs go to " + directory.string())) << messages.front();
  EXPECT_TRUE(contains(messages, "Logger: log file written: ")) << messages.back();

  const std::vector<std::string> files = logger.getFiles();
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(fs::path(files[0]).filename(), "Default_Default_Default_Default__Testing_1.log");
  LogFile log;
  open(log, files[0]);
  EXPECT_TRUE(log.indexWasStored());
  EXPECT_FALSE(log.sizeWasUnknown());
  EXPECT_TRUE(log.warnings().empty()) << log.warnings().front();
  ASSERT_TRUE(log.settings());
  EXPECT_EQ(log.settings()->headName, "Default");
  EXPECT_EQ(log.settings()->playerNumber, 1);
  ASSERT_EQ(log.frameCount(), 70u);

  const auto motion = count(log, "Motion");
  EXPECT_EQ(motion.at("frames"), 50);
  EXPECT_EQ(motion.at("idLogCounter"), 50);
  EXPECT_EQ(motion.at("idLogPayload"), 50);
  EXPECT_EQ(motion.at("idStopwatch"), 50);
  EXPECT_EQ(motion.at("idAnnotation"), 5);
  const auto cognition = count(log, "Cognition");
  EXPECT_EQ(cognition.at("frames"), 20);
  EXPECT_EQ(cognition.at("idLogSeen"), 20);
  EXPECT_EQ(cognition.at("idLogCounter"), 20); // received from Motion, allowed by loggablePerThread
  EXPECT_EQ(log.index().annotations.size(), 1u);

  // The representations as they were, frame by frame; every stopwatch name comes round.
  LogDataReader reader(log.typeInfo());
  int expected = 1;
  std::set<std::string> watches;
  for(std::size_t i = 0; i < log.frameCount(); ++i)
  {
    const LogFile::Frame frame = log.frame(i);
    for(const LogFile::Message& message : frame.messages())
      if(frame.thread == "Motion" && log.loggedIdName(message.loggedId) == "idLogCounter")
      {
        LogCounter counter;
        ASSERT_TRUE(reader.read(message, counter));
        EXPECT_EQ(counter.count, expected++);
      }
      else if(message.id == idStopwatch)
      {
        StopwatchData data;
        ASSERT_TRUE(data.decode(message.payload, message.size));
        for(const auto& [id, name] : data.names)
          watches.insert(name);
      }
  }
  EXPECT_EQ(expected, 51);
  for(const char* name : {"LogCounter", "LogPayload", "LogSeen", "AllModules", "Logger"})
    EXPECT_TRUE(watches.contains(name)) << name;
}

TEST_F(LoggerTest, TheControllerStartsAFileEachTimeLoggingStarts)
{
  TestController controller;
  parameters.alwaysLog = false;
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, &controller, "Cognition", errors));
  frames("Motion", 10); // annotated once: it waits for the log
  frames("Cognition", 3);
  EXPECT_EQ(logger.getState(), Logger::State::waiting);

  controller.log = true;
  controller.description = "Opponents_1stHalf";
  frames("Cognition", 1);
  frames("Motion", 5);
  controller.log = false;
  frames("Cognition", 1);
  frames("Motion", 7);
  controller.log = true;
  frames("Cognition", 1);
  frames("Motion", 4);
  logger.stop();

  const std::vector<std::string> files = logger.getFiles();
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(fs::path(files[0]).filename(), "Default_Default_Default_Default__Opponents_1stHalf_1.log");
  EXPECT_EQ(fs::path(files[1]).filename(), "Default_Default_Default_Default__Opponents_1stHalf_1_(01).log");
  LogFile first, second;
  open(first, files[0]);
  open(second, files[1]);
  EXPECT_EQ(count(first, "Motion").at("frames"), 5);
  EXPECT_EQ(count(first, "Motion").at("idAnnotation"), 1); // made before logging started
  EXPECT_EQ(count(second, "Motion").at("frames"), 4);
  EXPECT_EQ(count(first, "Cognition").at("frames"), 1);
}

TEST_F(LoggerTest, ATooSmallPoolDropsFramesAndTheLogSaysHowMany)
{
  // The writer at SCHED_IDLE on the CPU of this thread, which produces frames without pause:
  // the writer hardly runs, four buffers are not enough.
  cpu_set_t original;
  ASSERT_EQ(::sched_getaffinity(0, sizeof(original), &original), 0);
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(::sched_getcpu(), &one);
  ASSERT_EQ(::sched_setaffinity(0, sizeof(one), &one), 0);
  parameters.numOfBuffers = 4;
  parameters.writePriority = -2;
  std::vector<std::string> errors;
  const bool started = logger.start(parameters, robot, nullptr, "", errors);
  constexpr int produced = 20000;
  frames("Motion", produced);
  ::sched_setaffinity(0, sizeof(original), &original);
  ASSERT_TRUE(started);
  logger.stop();

  LogFile log;
  open(log, logger.getFiles().at(0));
  EXPECT_TRUE(log.warnings().empty()) << log.warnings().front();
  LogDataReader reader(log.typeInfo());
  unsigned dropped = 0, droppedMessages = 0;
  int logged = 0, previous = 0;
  for(std::size_t i = 0; i < log.frameCount(); ++i)
  {
    const LogFile::Frame frame = log.frame(i);
    unsigned droppedHere = 0;
    for(const LogFile::Message& message : frame.messages())
    {
      const std::string name = log.loggedIdName(message.loggedId);
      if(name == "idDroppedFrames")
      {
        DroppedFrames droppedFrames;
        ASSERT_TRUE(reader.read(message, droppedFrames));
        droppedHere = droppedFrames.frames;
        ++droppedMessages;
      }
      else if(name == "idLogCounter")
      {
        LogCounter counter;
        ASSERT_TRUE(reader.read(message, counter));
        // The gap before this frame is the number the log gives for it.
        EXPECT_EQ(counter.count - previous - 1, static_cast<int>(droppedHere)) << "frame " << i;
        previous = counter.count;
      }
    }
    dropped += droppedHere;
    ++logged;
  }
  EXPECT_GT(dropped, 0u);
  EXPECT_GT(droppedMessages, 0u);
  // Frames dropped after the last logged one are counted, but no later frame records them.
  EXPECT_EQ(logged + dropped + (produced - previous), static_cast<unsigned>(produced));
  EXPECT_EQ(logger.getDroppedFrames(), dropped + static_cast<unsigned>(produced - previous));
  const std::vector<std::string> messages = logger.takeMessages();
  EXPECT_EQ(std::count_if(messages.begin(), messages.end(), [](const std::string& m) { return m.find("no free buffer") != std::string::npos; }), 1);
  EXPECT_TRUE(contains(messages, "frames dropped: Motion "));
}

TEST_F(LoggerTest, ARepresentationLargerThanABufferIsSkippedWithOneMessage)
{
  parameters.sizeOfBuffer = 4096;
  payloadSize = 10000;
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  frames("Motion", 20);
  logger.stop();
  LogFile log;
  open(log, logger.getFiles().at(0));
  const auto motion = count(log, "Motion");
  EXPECT_EQ(motion.at("frames"), 20);
  EXPECT_EQ(motion.at("idLogCounter"), 20);
  EXPECT_FALSE(motion.contains("idLogPayload"));
  const std::vector<std::string> messages = logger.takeMessages();
  EXPECT_EQ(std::count_if(messages.begin(), messages.end(), [](const std::string& m) {
              return m == "Logger: Motion: LogPayload does not fit into a buffer of 4096 bytes (sizeOfBuffer); it is not logged";
            }),
            1);
}

TEST_F(LoggerTest, ConfigurationProblemsAreNamedAndSkipped)
{
  parameters.loggablePerThread.clear();
  parameters.representationsPerThread.push_back({});
  parameters.representationsPerThread.back().thread = "Upper";
  parameters.representationsPerThread.back().representations = {"LogCounter"};
  parameters.representationsPerThread[0].representations.push_back("NoSuchRepresentation");
  parameters.loggablePerThread = {"NoSuchRepresentation"};
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_EQ(errors, (std::vector<std::string>{"Logger: Representation NoSuchRepresentation does not have a message id",
                                              "Logger: Thread Cognition does not contain representation LogCounter",
                                              "Logger: Thread Upper not found"}));
  frames("Motion", 3);
  frames("Cognition", 2);
  logger.stop();
  LogFile log;
  open(log, logger.getFiles().at(0));
  EXPECT_EQ(count(log, "Motion").at("idLogPayload"), 3);
  EXPECT_EQ(count(log, "Cognition").at("idLogSeen"), 2);
  EXPECT_FALSE(count(log, "Cognition").contains("idLogCounter"));
}

TEST_F(LoggerTest, AMissingDirectoryIsOneClearErrorAndTheThreadsRunOn)
{
  parameters.path = (directory / "missing").string();
  std::vector<std::string> errors;
  EXPECT_FALSE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_EQ(errors, std::vector<std::string>{"Logger: the log directory " + parameters.path +
                                             " does not exist (path in logger.cfg); nothing is logged"});
  frames("Motion", 5);
  EXPECT_EQ(robot.getThread("Motion")->getBlackboard().get<LogCounter>("LogCounter").count, 5);
  EXPECT_EQ(logger.getState(), Logger::State::off);
  EXPECT_TRUE(logger.getFiles().empty());
  EXPECT_TRUE(fs::is_empty(directory));

  // A file is no directory either.
  std::ofstream(directory / "file") << "x";
  parameters.path = (directory / "file").string();
  errors.clear();
  EXPECT_FALSE(logger.start(parameters, robot, nullptr, "", errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("does not exist"), std::string::npos);
}

TEST_F(LoggerTest, ADriveMountedAtTheParentOfUsbPathIsPreferred)
{
  // /dev/shm (a tmpfs of its own) stands in for the USB stick at /media/usb.
  struct stat shm{}, dev{};
  if(::stat("/dev/shm", &shm) != 0 || ::stat("/dev", &dev) != 0 || shm.st_dev == dev.st_dev)
    GTEST_SKIP() << "/dev/shm is no file system of its own here";
  parameters.usbPath = "/dev/shm/touchline-logger-test-" + std::to_string(::getpid());
  fs::remove_all(parameters.usbPath);
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_EQ(logger.getDirectory(), parameters.usbPath);
  EXPECT_TRUE(fs::is_directory(parameters.usbPath)) << "created";
  frames("Motion", 3);
  logger.stop();
  ASSERT_EQ(logger.getFiles().size(), 1u);
  EXPECT_EQ(fs::path(logger.getFiles()[0]).parent_path(), parameters.usbPath);
  fs::remove_all(parameters.usbPath);

  // Nothing mounted at the parent: path.
  parameters.usbPath = (directory / "stick" / "logs").string();
  fs::create_directories(directory / "stick");
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_EQ(logger.getDirectory(), parameters.path);
  EXPECT_FALSE(fs::exists(parameters.usbPath));
}

TEST_F(LoggerTest, APoolLargerThanTheMemoryIsOneClearError)
{
  parameters.numOfBuffers = 1u << 24;
  parameters.sizeOfBuffer = 1u << 30; // 16 PiB
  std::vector<std::string> errors;
  EXPECT_FALSE(logger.start(parameters, robot, nullptr, "", errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("Logger: 16777216 buffers of 1073741824 bytes need "), std::string::npos) << errors[0];
  EXPECT_NE(errors[0].find("; nothing is logged"), std::string::npos) << errors[0];
  frames("Motion", 2);
  EXPECT_EQ(logger.getState(), Logger::State::off);
}

namespace
{
  /** Of the mapping of exactly this many bytes (rounded up to pages) in /proc/self/smaps: its Rss in kB and its VmFlags. */
  bool mapping(std::size_t bytes, std::size_t& rssKilobytes, std::string& flags)
  {
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t kilobytes = (bytes + page - 1) / page * page / 1024;
    std::ifstream smaps("/proc/self/smaps");
    bool inside = false;
    for(std::string line; std::getline(smaps, line);)
    {
      unsigned long long value = 0;
      if(std::sscanf(line.c_str(), "Size: %llu kB", &value) == 1)
        inside = value == kilobytes;
      else if(inside && std::sscanf(line.c_str(), "Rss: %llu kB", &value) == 1)
        rssKilobytes = value;
      else if(inside && line.starts_with("VmFlags:"))
      {
        flags = line;
        return true;
      }
    }
    return false;
  }
}

TEST_F(LoggerTest, ThePoolIsLeftOutOfCoreDumpsAndTouchedWhereUsed)
{
  // 1000 buffers of 100003 bytes (a size no other mapping of the test has): 100 MB reserved, the
  // first Logger::touchedBuffers touched, the others only when a thread takes them.
  parameters.numOfBuffers = 1000;
  parameters.sizeOfBuffer = 100003;
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  std::size_t rss = 0;
  std::string flags;
  ASSERT_TRUE(mapping(std::size_t(1000) * 100003, rss, flags)) << "no mapping of the pool's size";
  EXPECT_NE((flags + " ").find(" dd "), std::string::npos) << "not left out of core dumps: " << flags;
  const std::size_t touched = std::size_t(Logger::touchedBuffers) * 100003 / 1024;
  EXPECT_GE(rss + 8, touched);
  EXPECT_LE(rss, touched + 1024) << "more than the touched buffers are resident";
  frames("Motion", 20); // frames use the touched buffers
  ASSERT_TRUE(mapping(std::size_t(1000) * 100003, rss, flags));
  EXPECT_LE(rss, touched + 1024);
}

TEST_F(LoggerTest, TheBuffersTakeAtMostMaxMemory)
{
  parameters.numOfBuffers = 1000;
  parameters.sizeOfBuffer = 100000;
  parameters.maxMemory = 10;
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_TRUE(contains(logger.takeMessages(), "(100 buffers of 100000 bytes, at most 10 MB (maxMemory) instead of 1000 buffers, always)"));
  logger.stop();

  // The machine's default where logger.cfg says 0; logger.cfg's own value wins over it.
  logger.setDefaultMaxMemory(5, "a simulated body");
  parameters.maxMemory = 0;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_TRUE(contains(logger.takeMessages(), "(50 buffers of 100000 bytes, at most 5 MB (a simulated body) instead of 1000 buffers"));
  logger.stop();
  parameters.maxMemory = 200;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  EXPECT_TRUE(contains(logger.takeMessages(), "(1000 buffers of 100000 bytes, always)"));
  logger.stop();

  parameters.maxMemory = 1; // not even 2 buffers
  parameters.sizeOfBuffer = 800000;
  EXPECT_FALSE(logger.start(parameters, robot, nullptr, "", errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "Logger: maxMemory 1 MB holds fewer than 2 buffers of 800000 bytes; nothing is logged");
}

TEST_F(LoggerTest, ARelativePathIsInTheHomeDirectory)
{
  const char* home = std::getenv("HOME");
  const std::string previous = home ? home : "";
  ::setenv("HOME", directory.c_str(), 1);
  fs::create_directories(directory / "logging");
  parameters.path = "logging";
  std::vector<std::string> errors;
  const bool started = logger.start(parameters, robot, nullptr, "", errors);
  if(home)
    ::setenv("HOME", previous.c_str(), 1);
  else
    ::unsetenv("HOME");
  ASSERT_TRUE(started) << errors.front();
  EXPECT_EQ(logger.getDirectory(), (directory / "logging").string());
}

TEST_F(LoggerTest, AnUnwritableDirectoryIsOneClearError)
{
  if(::geteuid() == 0)
    GTEST_SKIP() << "root may write into any directory";
  fs::permissions(directory, fs::perms::owner_read | fs::perms::owner_exec);
  std::vector<std::string> errors;
  EXPECT_FALSE(logger.start(parameters, robot, nullptr, "", errors));
  fs::permissions(directory, fs::perms::owner_all);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "Logger: the log directory " + parameters.path + " is not writable (Permission denied); nothing is logged");
}

TEST_F(LoggerTest, TooLittleFreeSpaceStopsTheLoggerAndTheThreadsRunOn)
{
  parameters.minFreeDriveSpace = 4000000000u; // MB: more than any drive has
  std::vector<std::string> errors;
  ASSERT_TRUE(logger.start(parameters, robot, nullptr, "", errors));
  frames("Motion", 1); // the controller thread starts the log: the writer finds no room
  EXPECT_TRUE(stopsWithin10s());
  frames("Motion", 5);
  logger.stop();
  EXPECT_EQ(logger.getState(), Logger::State::stopped);
  const std::vector<std::string> messages = logger.takeMessages();
  EXPECT_TRUE(contains(messages, "must be left (minFreeDriveSpace); logging stopped for the rest of this run")) << messages.back();
  EXPECT_TRUE(logger.getFiles().empty());
  EXPECT_TRUE(fs::is_empty(directory)); // the file that could not take its header is gone
}

TEST_F(LoggerTest, AFileThatCannotGrowIsClosedReadableAndLoggingStops)
{
  // The limit of the file size stands for a full drive (and is what FAT's 4 GiB limit does):
  // write() fails with EFBIG (SIGXFSZ ignored, as the robot program does).
  rlimit original{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &original), 0);
  const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
  rlimit limited = original;
  limited.rlim_cur = 200000;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limited), 0);
  payloadSize = 1000;
  std::vector<std::string> errors;
  const bool started = logger.start(parameters, robot, nullptr, "", errors);
  frames("Motion", 500); // about 500 KB
  const bool stopped = stopsWithin10s();
  frames("Motion", 5); // the threads run on
  logger.stop();
  ::setrlimit(RLIMIT_FSIZE, &original);
  std::signal(SIGXFSZ, previousHandler);
  ASSERT_TRUE(started);
  EXPECT_TRUE(stopped);

  const std::vector<std::string> messages = logger.takeMessages();
  EXPECT_TRUE(contains(messages, "File too large; no room for the log; logging stopped for the rest of this run")) << messages.back();
  ASSERT_EQ(logger.getFiles().size(), 1u);
  EXPECT_LE(fs::file_size(logger.getFiles()[0]), 200000u);
  LogFile log;
  open(log, logger.getFiles()[0]);
  EXPECT_TRUE(log.warnings().empty()) << log.warnings().front(); // cut after the last complete frame
  EXPECT_GT(log.frameCount(), 100u);
  EXPECT_EQ(log.dataOffset() + log.dataSize(), fs::file_size(logger.getFiles()[0]));
}

TEST(LoggerParts, IndexStackHandsEachIndexToOneThreadAtATime)
{
  constexpr std::uint32_t count = 64;
  IndexStack stack(count);
  for(std::uint32_t i = 0; i < count; ++i)
    stack.push(i);
  std::unique_ptr<std::atomic<int>[]> owners = std::make_unique<std::atomic<int>[]>(count);
  std::atomic<int> conflicts{0};
  std::vector<std::thread> threads;
  for(int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for(int i = 0; i < 100000; ++i)
        if(const std::uint32_t index = stack.pop(); index != IndexStack::none)
        {
          if(owners[index].fetch_add(1) != 0)
            ++conflicts;
          owners[index].fetch_sub(1);
          stack.push(index);
        }
    });
  for(std::thread& thread : threads)
    thread.join();
  EXPECT_EQ(conflicts, 0);
  std::set<std::uint32_t> left;
  for(std::uint32_t index; (index = stack.pop()) != IndexStack::none;)
    EXPECT_TRUE(left.insert(index).second);
  EXPECT_EQ(left.size(), count);
}

TEST(LoggerParts, IndexQueueKeepsTheOrderOfEachProducerAndLosesNothing)
{
  IndexQueue queue(100);
  EXPECT_EQ(queue.capacity(), 128u);
  std::vector<std::thread> producers;
  for(std::uint32_t p = 0; p < 3; ++p)
    producers.emplace_back([&queue, p] {
      for(std::uint32_t i = 0; i < 20000; ++i)
        while(!queue.push(p << 24 | i))
          std::this_thread::yield();
    });
  std::vector<std::uint32_t> next(3, 0);
  std::uint32_t received = 0;
  while(received < 60000)
    if(std::uint32_t value; queue.pop(value))
    {
      const std::uint32_t producer = value >> 24;
      ASSERT_LT(producer, 3u);
      EXPECT_EQ(value & 0xffffff, next[producer]++);
      ++received;
    }
  for(std::thread& producer : producers)
    producer.join();
  std::uint32_t value;
  EXPECT_FALSE(queue.pop(value));
  for(std::uint32_t i = 0; i < 128; ++i)
    EXPECT_TRUE(queue.push(i));
  EXPECT_FALSE(queue.push(128)); // full
}

TEST(LoggerParts, FutexSemaphoreCountsPostsAndTimesOut)
{
  FutexSemaphore semaphore;
  EXPECT_FALSE(semaphore.wait(std::chrono::milliseconds(1)));
  semaphore.post();
  semaphore.post();
  EXPECT_TRUE(semaphore.wait(std::chrono::milliseconds(0)));
  EXPECT_EQ(semaphore.drain(), 1u);
  std::atomic<int> taken{0};
  std::thread waiter([&] {
    while(taken < 10000)
      if(semaphore.wait(std::chrono::seconds(10)))
        ++taken;
  });
  for(int i = 0; i < 10000; ++i)
    semaphore.post();
  waiter.join();
  EXPECT_EQ(taken, 10000);
  EXPECT_FALSE(semaphore.wait(std::chrono::milliseconds(0)));
}
