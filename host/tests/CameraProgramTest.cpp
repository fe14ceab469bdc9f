/**
 * @file CameraProgramTest.cpp
 * The robot program touchline with simulated cameras, as real processes on loopback: one
 * touchline-naosim serves LoLA, another one only the cameras (so that it can be killed while the
 * body lives on). The camera threads Upper and Lower deliver images at 30 Hz, the console
 * receives CameraStatus, CameraInfo, FieldBoundary and the threads' JPEGImage, and the robot
 * survives the camera server's death and takes up a new one on the same ports.
 */
#if defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH)
#include "Console/Console.h"
#include "NaoSimTestSupport.h"
#include <filesystem>
#include <memory>
#include <mutex>
#include <regex>

using namespace NaoSimTest;
namespace fs = std::filesystem;

namespace
{
  /** The console's output lines so far, joined. */
  struct Output
  {
    std::mutex mutex;
    std::vector<std::string> lines;
    std::string text()
    {
      std::lock_guard lock(mutex);
      std::string all;
      for(const std::string& line : lines)
        all += line + "\n";
      return all;
    }
  };

  /** A camera server (naosim without LoLA clients) on a pair of ports. */
  std::unique_ptr<Process> cameraServer(const std::string& name, const std::string& port)
  {
    auto process = std::make_unique<Process>(std::vector<std::string>{TOUCHLINE_NAOSIM_PATH, "--socket", socketPath(name), "--cameras",
                                                                       "127.0.0.1:" + port, "--posture", "standing"});
    EXPECT_TRUE(process->waitForOut("(bottom)\n")) << process->err;
    return process;
  }

  /** The number after "key = " in the newest "set representation:<name> ..." line of the output. */
  long valueOf(const std::string& output, const std::string& name, const std::string& key)
  {
    const std::size_t line = output.rfind("set representation:" + name + " ");
    if(line == std::string::npos)
      return -1;
    const std::size_t at = output.find(" " + key + " = ", line);
    if(at == std::string::npos || at > output.find('\n', line))
      return -1;
    return std::stol(output.substr(at + key.size() + 4));
  }
}

TEST(CameraProgram, ImagesReachBothThreadsAndTheConsoleAndAKilledServerIsSurvived)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  const fs::path config = fs::canonical(fs::path(TOUCHLINE_HOST_TEST_DATA) / "../../../Config");
  const std::string socket = socketPath("camera-program");
  Process body({TOUCHLINE_NAOSIM_PATH, "--socket", socket, "--no-cameras", "--posture", "standing"});
  ASSERT_TRUE(body.waitForOut("serves " + socket)) << body.err;
  std::unique_ptr<Process> cameras = cameraServer("camera-program-cameras", "0");
  std::smatch match;
  ASSERT_TRUE(std::regex_search(cameras->out, match, std::regex("cameras on 127\\.0\\.0\\.1:(\\d+) \\(top\\)")));
  const std::string port = match[1];

  const fs::path logs = fs::temp_directory_path() / ("touchline-camera-program-" + std::to_string(::getpid()));
  fs::create_directories(logs);
  Process touchline({TOUCHLINE_PATH, "--lola", socket, "--camera-server", "127.0.0.1:" + port, "--config", config.string(),
                     "--debug-port", "0", "--log-dir", logs.string()});
  const std::optional<std::string> line = touchline.waitForLine("touchline: debug link on port ", 30s);
  ASSERT_TRUE(line) << touchline.err;
  const auto debugPort = static_cast<unsigned short>(std::stoi(line->substr(30)));

  Output output;
  Console console([&](const std::string& text) {
    std::lock_guard lock(output.mutex);
    output.lines.push_back(text);
  });
  console.waitTimeout = 20s;
  std::string error;
  ASSERT_TRUE(console.connect("127.0.0.1", debugPort, error)) << error;
  const auto get = [&](const std::string& thread, const std::string& representation) {
    EXPECT_TRUE(console.execute("for " + thread + " get representation:" + representation));
    for(int i = 0; i < 5; ++i)
      console.update(20ms);
    return output.text();
  };

  // 30 images per second in each camera thread: not more, and not much fewer (a loaded machine
  // slows naosim's renderer, a sanitizer build by 5 to 15 times).
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
  constexpr long leastImagesIn2s = 4, leastLoggedImages = 1;
#else
  constexpr long leastImagesIn2s = 40, leastLoggedImages = 6;
#endif
  std::string text = get("Upper", "CameraStatus");
  const long upperBefore = valueOf(text, "CameraStatus", "images");
  text = get("Lower", "CameraStatus");
  const long lowerBefore = valueOf(text, "CameraStatus", "images");
  ASSERT_GE(upperBefore, 0) << text;
  std::this_thread::sleep_for(2s);
  text = get("Upper", "CameraStatus");
  const long upperAfter = valueOf(text, "CameraStatus", "images");
  text = get("Lower", "CameraStatus");
  const long lowerAfter = valueOf(text, "CameraStatus", "images");
  for(const long images : {upperAfter - upperBefore, lowerAfter - lowerBefore})
  {
    EXPECT_GE(images, leastImagesIn2s) << text;
    EXPECT_LE(images, 72) << text; // 2 s and the console's round trips at 30 Hz
  }
  text = get("Lower", "CameraInfo");
  EXPECT_EQ(valueOf(text, "CameraInfo", "width"), 320) << text;
  text = get("Upper", "CameraInfo");
  EXPECT_EQ(valueOf(text, "CameraInfo", "width"), 640) << text;
  text = get("Upper", "FieldBoundary");
  EXPECT_EQ(valueOf(text, "FieldBoundary", "columns"), 40) << text;
  text = get("Upper", "CameraMatrix");
  EXPECT_NE(text.find("set representation:CameraMatrix "), std::string::npos) << text;

  // The console records what the camera threads send: their JPEG images.
  for(const char* command : {"log clear", "dr representation:JPEGImage", "dr representation:CameraInfo", "log start"})
    ASSERT_TRUE(console.execute(command));
  for(int i = 0; i < 20; ++i)
    console.update(50ms);
  ASSERT_TRUE(console.execute("log stop"));
  const fs::path log = logs / "cameras.log";
  ASSERT_TRUE(console.execute("log save " + log.string()));
  const TestProcess::Run info = TestProcess::run({TOUCHLINE_LOG_TOOL, "info", log.string()});
  EXPECT_EQ(info.status, 0) << info.err;
  const std::regex jpeg("\\n  (Upper|Lower)\\n(    .*\\n)*?    idJPEGImage +([0-9]+)");
  unsigned threadsWithImages = 0;
  for(std::sregex_iterator it(info.out.begin(), info.out.end(), jpeg), end; it != end; ++it)
    threadsWithImages += std::stoi((*it)[3]) >= leastLoggedImages ? 1 : 0;
  EXPECT_EQ(threadsWithImages, 2u) << info.out;

  // The camera server dies; the robot goes on, reports it, and takes up a new server.
  cameras->signal(SIGKILL);
  cameras->wait(10s);
  std::this_thread::sleep_for(2500ms);
  cameras = cameraServer("camera-program-cameras2", port);
  ASSERT_TRUE(waitForState(body, [](auto& s) { return s["client"] == "connected"; }, 5s));
  // Both threads count images again (how soon depends on the reopen's retry and the machine:
  // waited for, up to 30 s).
  long upperAgain = upperAfter, lowerAgain = lowerAfter;
  std::string upperText, lowerText;
  for(const auto deadline = std::chrono::steady_clock::now() + 30s;
      (upperAgain <= upperAfter + 20 || lowerAgain <= lowerAfter + 20) && std::chrono::steady_clock::now() < deadline;)
  {
    std::this_thread::sleep_for(500ms);
    upperText = get("Upper", "CameraStatus");
    upperAgain = valueOf(upperText, "CameraStatus", "images");
    lowerText = get("Lower", "CameraStatus");
    lowerAgain = valueOf(lowerText, "CameraStatus", "images");
  }
  EXPECT_GT(upperAgain, upperAfter + 20) << upperText;
  EXPECT_GE(valueOf(upperText, "CameraStatus", "reopens"), 1) << upperText;
  EXPECT_GT(lowerAgain, lowerAfter + 20) << lowerText;
  EXPECT_TRUE(touchline.waitForErr("delivers images again", 10s)) << touchline.err;

  touchline.signal(SIGTERM);
  EXPECT_EQ(touchline.wait(20s), 0) << touchline.err;
  fs::remove_all(logs);
}
#endif
