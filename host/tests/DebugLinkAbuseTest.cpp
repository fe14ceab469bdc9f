/**
 * @file DebugLinkAbuseTest.cpp
 * The debug link under abuse, against the real test robot: garbage, oversized headers, a host
 * that stops reading, disconnects in the middle of a frame, a thousand connects. The robot's
 * threads keep their pace and the next host is served.
 */
#include "Console/Console.h"
#include "Process.h"
#include <gtest/gtest.h>
#include <arpa/inet.h>
#include <filesystem>
#include <fstream>
#include <memory>
#include <netinet/in.h>
#include <sstream>
#include <sys/socket.h>
#include <thread>

#if defined(TOUCHLINE_TESTROBOT_PATH)

namespace
{
  namespace fs = std::filesystem;

  /** A raw TCP connection to the robot. */
  class RawClient
  {
  public:
    explicit RawClient(unsigned short port)
    {
      fd = socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in address{};
      address.sin_family = AF_INET;
      address.sin_port = htons(port);
      address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      connected = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0;
    }
    ~RawClient() { close(fd); }
    bool send(const std::string& bytes) { return ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(bytes.size()); }
    /** A receive buffer as small as the system allows, so that the robot's queue fills. */
    void shrinkReceiveBuffer()
    {
      int size = 4096;
      setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, sizeof(size));
    }
    bool connected = false;
    int fd = -1;
  };

  std::string header(unsigned component, unsigned type, unsigned size)
  {
    const unsigned char bytes[] = {static_cast<unsigned char>(component >> 8), static_cast<unsigned char>(component),
                                   static_cast<unsigned char>(type >> 8), static_cast<unsigned char>(type),
                                   static_cast<unsigned char>(size >> 24), static_cast<unsigned char>(size >> 16),
                                   static_cast<unsigned char>(size >> 8), static_cast<unsigned char>(size)};
    return std::string(reinterpret_cast<const char*>(bytes), sizeof(bytes));
  }

  /** A debug request frame for all threads, as the console sends it. */
  std::string debugRequest(const std::string& name)
  {
    std::string payload;
    const auto length = static_cast<std::uint32_t>(name.size());
    payload.append(reinterpret_cast<const char*>(&length), 4); // little endian, as Touchline streams
    payload += name;
    payload += '\x01';
    return header(0, idDebugRequest, static_cast<unsigned>(payload.size())) + payload;
  }

  class DebugLinkAbuseTest : public testing::Test
  {
  protected:
    void SetUp() override
    {
#ifdef TOUCHLINE_RELEASE
      GTEST_SKIP() << "release builds compile debug requests and MODIFY out";
#endif
      directory = fs::temp_directory_path() / ("touchline-abuse-test-" + std::to_string(getpid()));
      fs::remove_all(directory);
      fs::create_directories(directory);
      fs::copy(TOUCHLINE_TESTROBOT_CONFIG, directory / "Config", fs::copy_options::recursive);
      robot = std::make_unique<TestProcess::Process>(
        std::vector<std::string>{TOUCHLINE_TESTROBOT_PATH, "--config", (directory / "Config").string(), "--port", "0", "--no-beacon",
                                 "--max-payload", "1048576"});
      ASSERT_TRUE(robot->started());
      const std::optional<std::string> line = robot->waitForLine("debug port ", std::chrono::seconds(20));
      ASSERT_TRUE(line) << "the test robot did not start";
      port = static_cast<unsigned short>(std::stoi(line->substr(11)));
    }

    void TearDown() override
    {
      robot.reset();
      fs::remove_all(directory);
    }

    /** Frames each thread ran during the next report period (about 1 s). */
    std::vector<long> framesPerSecond()
    {
      std::vector<long> previous, current;
      for(std::vector<long>* counts : {&previous, &current})
      {
        const std::optional<std::string> line = robot->waitForLine("frames ", std::chrono::seconds(10));
        if(!line)
          return {};
        std::istringstream stream(line->substr(7));
        for(long n; stream >> n;)
          counts->push_back(n);
      }
      std::vector<long> result;
      for(std::size_t i = 0; i < current.size() && i < previous.size(); ++i)
        result.push_back(current[i] - previous[i]);
      return result;
    }

    /** Cognition runs at 60 Hz, Motion at 83 Hz: at least half of that, even on a loaded machine. */
    void expectPace()
    {
      const std::vector<long> rates = framesPerSecond();
      ASSERT_EQ(rates.size(), 2u);
      EXPECT_GE(rates[0], 30) << "Cognition";
      EXPECT_GE(rates[1], 41) << "Motion";
    }

    /** A host that connects now is served. */
    void expectServed()
    {
      std::vector<std::string> output;
      Console console([&](const std::string& line) { output.push_back(line); });
      console.waitTimeout = std::chrono::seconds(20);
      std::string error;
      ASSERT_TRUE(console.connect("127.0.0.1", port, error)) << error;
      ASSERT_TRUE(console.execute("get module:TestCounterProvider"));
      EXPECT_EQ(output.back(), "set module:TestCounterProvider step = 1; gain = 0.5;");
    }

    /** What the robot printed on its standard error so far. */
    std::string robotLog()
    {
      robot->pump(100);
      return robot->err;
    }

    fs::path directory;
    std::unique_ptr<TestProcess::Process> robot;
    unsigned short port = 0;
  };
}

TEST_F(DebugLinkAbuseTest, GarbageAndOversizedHeadersCloseOnlyThatConnection)
{
  {
    RawClient client(port);
    ASSERT_TRUE(client.connected);
    client.send(header(0, idDebugRequest, 0x7fffffff)); // far above the 1 MiB limit
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  {
    RawClient client(port);
    std::string garbage;
    for(int i = 0; i < 4096; ++i)
      garbage += static_cast<char>((i * 7919) & 0xff);
    client.send(garbage);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  {
    RawClient client(port); // a well-formed frame with a malformed request: answered with an error
    client.send(header(0, idDebugRequest, 3) + "abc");
    client.send(header(77, idDebugRequest, 0)); // a thread that does not exist
  }
  expectServed();
  expectPace();
  const std::string log = robotLog();
  EXPECT_NE(log.find("exceeds the limit"), std::string::npos) << log;
}

TEST_F(DebugLinkAbuseTest, HostThatStopsReadingDoesNotStallTheRobot)
{
  RawClient slow(port);
  ASSERT_TRUE(slow.connected);
  slow.shrinkReceiveBuffer();
  slow.send(debugRequest("test:flood") + debugRequest("representation:Whistle"));
  std::this_thread::sleep_for(std::chrono::seconds(1)); // 60 × 64 KiB per second: the queue fills
  expectPace();
  expectServed(); // another host is served meanwhile
}

TEST_F(DebugLinkAbuseTest, DisconnectsInTheMiddleOfFramesAndManyConnects)
{
  for(int i = 0; i < 50; ++i)
  {
    RawClient client(port);
    client.send(header(0, idDebugRequest, 100) + "0123456789");
  }
  for(int i = 0; i < 1000; ++i)
  {
    RawClient client(port);
    if(i % 100 == 0)
    {
      ASSERT_TRUE(client.connected) << i;
    }
  }
  expectPace();
  expectServed();
}

#endif
