/**
 * @file NaoSimCameraTest.cpp
 * touchline-naosim's simulated cameras as a real process on loopback: both camera servers at
 * 30 Hz, the images' ticks against LoLA's Battery[3], what the images show (the field from the
 * body's pose, the ball where stdin puts it), clients that leave and come back, busy ports.
 * The client is the robot's own CameraServerClient.
 */
#ifdef TOUCHLINE_NAOSIM_PATH
#include "CameraRenderer.h"
#include "NaoSimTestSupport.h"
#include "Platform/Nao/CameraServerClient.h"
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <netinet/in.h>
#include <regex>
#include <sys/socket.h>

using namespace NaoSimTest;

namespace
{
  /** naosim with cameras on a free pair of loopback ports. */
  struct CameraSimulator
  {
    explicit CameraSimulator(const std::string& name, std::vector<std::string> extra = {})
      : socket(socketPath(name)), process([&] {
          std::vector<std::string> args = {TOUCHLINE_NAOSIM_PATH, "--socket", socketPath(name), "--cameras", "127.0.0.1:0"};
          args.insert(args.end(), extra.begin(), extra.end());
          return args;
        }())
    {
      EXPECT_TRUE(process.waitForOut("(bottom)\n")) << process.err;
      std::smatch match;
      if(std::regex_search(process.out, match, std::regex("body 0 cameras on 127\\.0\\.0\\.1:(\\d+) \\(top\\) and 127\\.0\\.0\\.1:(\\d+) \\(bottom\\)")))
      {
        port = static_cast<std::uint16_t>(std::stoi(match[1]));
        EXPECT_EQ(std::stoi(match[2]), port + 1);
      }
      EXPECT_NE(port, 0) << process.out;
    }

    /** Sends a line to naosim's stdin and waits for its answer. */
    void command(const std::string& line, const std::string& answer)
    {
      const std::size_t out = process.out.size(), err = process.err.size();
      process.write(line + "\n");
      EXPECT_TRUE(process.waitFor([&] { return process.out.find(answer, out) != std::string::npos || process.err.find(answer, err) != std::string::npos; }, 5s))
        << process.out << process.err;
    }

    std::string socket;
    Process process;
    std::uint16_t port = 0;
  };

  /** Reads the next image; a test failure if none comes within 2 s. */
  bool next(CameraServerClient& client, CameraImage& image)
  {
    std::string error;
    for(int attempt = 0; attempt < 20; ++attempt)
    {
      switch(client.read(image, std::chrono::milliseconds(100), error))
      {
        case CameraDevice::Result::image:
          return true;
        case CameraDevice::Result::failed:
          ADD_FAILURE() << error;
          return false;
        default:
          break;
      }
    }
    ADD_FAILURE() << "no image within 2 s";
    return false;
  }

  /**
   * An image rendered after now: those already waiting are dropped (however many the socket
   * holds on a loaded machine), and of the next two the second one, since the first may have been
   * in the renderer's hands already.
   */
  bool fresh(CameraServerClient& client, CameraImage& image)
  {
    std::string error;
    for(int i = 0; i < 100 && client.read(image, std::chrono::milliseconds(1), error) == CameraDevice::Result::image; ++i)
      ;
    return next(client, image) && next(client, image);
  }

  /** How many image pixels have Y, U and V within 6 of the colour (in the rows from, to). */
  unsigned count(const CameraImage& image, const std::uint8_t (&color)[3], unsigned from = 0, unsigned to = ~0u)
  {
    unsigned n = 0;
    const auto near = [](int a, int b) { return std::abs(a - b) <= 6; };
    for(unsigned y = from; y < std::min(to, image.height); ++y)
      for(unsigned x = 0; x < image.width; ++x)
      {
        const YUYVPixel& p = image(x, y);
        if(near(p.u, color[1]) && near(p.v, color[2]))
          n += (near(p.y0, color[0]) ? 1 : 0) + (near(p.y1, color[0]) ? 1 : 0);
      }
    return n;
  }

  const auto& colors = CameraRenderer::colors;
}

TEST(NaoSimCameras, BothCamerasAt30HzWithTheTicksOfLoLA)
{
  CameraSimulator sim("cameras-rate", {"--posture", "standing"});
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  // Battery[3] counts the state messages' cycles.
  const float first = lola.readParsedState().floats["Battery"].at(3);
  const float second = lola.readParsedState().floats["Battery"].at(3);
  EXPECT_EQ(second, first + 1.f);

  CameraServerClient upper("127.0.0.1", sim.port, 0), lower("127.0.0.1", sim.port, 1);
  std::string error;
  ASSERT_TRUE(upper.open({}, error)) << error;
  ASSERT_TRUE(lower.open({}, error)) << error;
  CameraImage upperImage, lowerImage;
  ASSERT_TRUE(next(upper, upperImage));
  ASSERT_TRUE(next(lower, lowerImage));
  EXPECT_EQ(upperImage.getImageWidth(), 640u);
  EXPECT_EQ(upperImage.height, 480u);
  EXPECT_EQ(lowerImage.getImageWidth(), 320u);
  EXPECT_EQ(lowerImage.height, 240u);

  const auto start = std::chrono::steady_clock::now();
  std::uint16_t tick = upper.tick();
  std::vector<std::uint16_t> upperTicks, lowerTicks;
  int slots = 0; // 30-Hz slots the 30 images span (more than 30 when the renderer skipped some)
  int largestGap = 0;
  for(int i = 0; i < 30; ++i)
  {
    ASSERT_TRUE(next(upper, upperImage));
    // Images are taken in LoLA cycles on a 30-Hz schedule: m slots apart are floor or ceil of
    // m * 83.33 / 30 cycles (m = 1: 2 or 3 cycles). A renderer that cannot keep up (a loaded
    // machine, a sanitizer) skips slots, it does not shift the schedule.
    const int gap = static_cast<std::uint16_t>(upper.tick() - tick);
    const double cyclesPerSlot = (1000.0 / 12.0) / 30.0;
    const int m = std::max(1, static_cast<int>(std::lround(gap / cyclesPerSlot)));
    EXPECT_TRUE(gap == static_cast<int>(std::floor(m * cyclesPerSlot)) || gap == static_cast<int>(std::ceil(m * cyclesPerSlot)))
      << "gap of " << gap << " cycles";
    slots += m;
    largestGap = std::max(largestGap, gap);
    tick = upper.tick();
    upperTicks.push_back(tick);
    ASSERT_TRUE(next(lower, lowerImage));
    lowerTicks.push_back(lower.tick());
  }
  // Both cameras take their images in the same cycles.
  for(const std::uint16_t lowerTick : lowerTicks)
  {
    if(lowerTick >= upperTicks.front() && lowerTick <= upperTicks.back())
    {
      EXPECT_NE(std::find(upperTicks.begin(), upperTicks.end(), lowerTick), upperTicks.end()) << lowerTick;
    }
  }
  // The slots are 1/30 s: the time the images took is the time of the slots they span.
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_GT(seconds, slots / 30.0 * 0.85) << slots << " slots";
  EXPECT_LT(seconds, slots / 30.0 * 1.3 + 0.1) << slots << " slots";

  // The images' ticks count the same cycles as the state messages: a state message with tick t
  // falls between two consecutive images, the one before has a tick below t, the next one t or
  // more, and at most one schedule gap (2 or 3 cycles, more if the renderer skipped slots) later.
  lola.close();
  ASSERT_TRUE(lola.connect(sim.socket));
  const float now = lola.readParsedState().floats["Battery"].at(3);
  float before = static_cast<float>(upper.tick());
  for(int i = 0; i < 100 && static_cast<float>(upper.tick()) < now; ++i)
  {
    before = static_cast<float>(upper.tick());
    ASSERT_TRUE(next(upper, upperImage));
  }
  EXPECT_LT(before, now);
  EXPECT_GE(static_cast<float>(upper.tick()), now);
  EXPECT_LE(static_cast<float>(upper.tick()) - before, static_cast<float>(2 * largestGap))
    << "the image after the state message came " << static_cast<float>(upper.tick()) - now << " cycles after it";

  sim.command("cameras", "body=0 cameras=127.0.0.1:" + std::to_string(sim.port) + " top=client,");
  EXPECT_NE(sim.process.out.find("bottom=client,"), std::string::npos) << sim.process.out;
}

TEST(NaoSimCameras, TheImagesShowTheFieldAndTheBallFromTheBodysPose)
{
  CameraSimulator sim("cameras-scene", {"--posture", "standing", "--pose", "-1500,0,0"});
  StandingProgram program(sim.socket); // without a program, the robot would collapse
  ASSERT_TRUE(program.answered(10));
  CameraServerClient upper("127.0.0.1", sim.port, 0), lower("127.0.0.1", sim.port, 1);
  std::string error;
  ASSERT_TRUE(upper.open({}, error)) << error;
  ASSERT_TRUE(lower.open({}, error)) << error;
  CameraImage image;

  // Looking ahead, standing: the upper half of the upper image is the wall, the lower half the
  // carpet with lines, the ball at the centre spot, the opponent goal.
  sim.command("ball 0 0", "ball at 0 0");
  ASSERT_TRUE(fresh(upper, image));
  const unsigned pixels = 320 * 240;
  EXPECT_GT(count(image, colors[CameraRenderer::wall], 0, 120), pixels * 9 / 10);
  EXPECT_GT(count(image, colors[CameraRenderer::carpet], 360, 480), pixels * 7 / 10);
  EXPECT_GT(count(image, colors[CameraRenderer::line], 240, 480), 1000u);
  EXPECT_GT(count(image, colors[CameraRenderer::goal]), 1000u);
  EXPECT_GT(count(image, colors[CameraRenderer::ballBlack]), 100u);

  // Without the ball in view there is nothing black; with it 30 cm in front of the feet, the
  // lower camera sees it.
  sim.command("ball 3000 2500", "ball at 3000 2500");
  ASSERT_TRUE(fresh(lower, image));
  EXPECT_EQ(count(image, colors[CameraRenderer::ballBlack]), 0u);
  EXPECT_GT(count(image, colors[CameraRenderer::carpet]), 320u * 240u * 8 / 10);
  sim.command("ball -1200 0", "ball at -1200 0");
  ASSERT_TRUE(fresh(lower, image));
  EXPECT_GT(count(image, colors[CameraRenderer::ballBlack]), 50u);

  // Turned around toward the own goal, 3 m away: still a goal; off the field, facing out:
  // no lines, no goal.
  sim.command("pose -1500 0 180", "body 0: at -1500 0 turned 180.0 deg");
  ASSERT_TRUE(fresh(upper, image));
  EXPECT_GT(count(image, colors[CameraRenderer::goal]), 1000u);
  sim.command("pose 0 3500 90", "body 0: at 0 3500 turned 90.0 deg");
  ASSERT_TRUE(fresh(upper, image));
  EXPECT_EQ(count(image, colors[CameraRenderer::goal]), 0u);
  EXPECT_EQ(count(image, colors[CameraRenderer::line]), 0u);
  EXPECT_GT(count(image, colors[CameraRenderer::floor], 240, 480), pixels * 8 / 10);

  // A rolling ball: it moves and slows down.
  sim.command("pose -1500 0 0", "body 0: at -1500 0 turned 0.0 deg");
  sim.command("ball -1000 0 1000 0", "ball at -1000 0 rolling 1000 0");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const std::size_t from = sim.process.out.size();
  sim.command("ball", "rolling");
  ASSERT_NE(sim.process.out.find("ball at", from), std::string::npos);
  float x = 0, y = 0, vx = 0, vy = 0;
  ASSERT_EQ(std::sscanf(sim.process.out.c_str() + sim.process.out.find("ball at", from), "ball at %f %f rolling %f %f", &x, &y, &vx, &vy), 4);
  EXPECT_GT(x, -850.f);
  EXPECT_LT(x, -500.f);
  EXPECT_EQ(y, 0.f);
  EXPECT_LT(vx, 950.f);
  EXPECT_GT(vx, 700.f);
}

TEST(NaoSimCameras, ClientsLeaveAndComeBack)
{
  CameraSimulator sim("cameras-clients");
  CameraImage image;
  std::string error;
  {
    CameraServerClient upper("127.0.0.1", sim.port, 0);
    ASSERT_TRUE(upper.open({}, error)) << error;
    ASSERT_TRUE(next(upper, image));
  }
  EXPECT_TRUE(sim.process.waitFor([&] { return sim.process.err.find("top: client left") != std::string::npos; }, 5s)) << sim.process.err;
  CameraServerClient upper("127.0.0.1", sim.port, 0);
  ASSERT_TRUE(upper.open({}, error)) << error;
  ASSERT_TRUE(next(upper, image));

  // "cameras disconnect" closes the connection: the client's read fails, it connects again.
  sim.command("cameras disconnect", "body 0: camera clients disconnected");
  CameraDevice::Result result = CameraDevice::Result::image;
  for(int i = 0; i < 50 && result != CameraDevice::Result::failed; ++i)
    result = upper.read(image, std::chrono::milliseconds(100), error);
  EXPECT_EQ(result, CameraDevice::Result::failed);
  upper.close();
  ASSERT_TRUE(upper.open({}, error)) << error;
  ASSERT_TRUE(next(upper, image));
}

TEST(NaoSimCameras, NoTicksKeepsTheBatteryTemperature)
{
  CameraSimulator sim("cameras-noticks", {"--no-ticks"});
  LolaConnection lola;
  ASSERT_TRUE(lola.connect(sim.socket));
  EXPECT_EQ(lola.readParsedState().floats["Battery"].at(3), 3.f);
  EXPECT_EQ(lola.readParsedState().floats["Battery"].at(3), 3.f);
}

TEST(NaoSimCameras, BusyPortsAndBadOptions)
{
  // A port that is taken: asked for explicitly, that is an error.
  const int blocker = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(blocker, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
  ASSERT_EQ(::listen(blocker, 1), 0);
  socklen_t length = sizeof(address);
  ASSERT_EQ(::getsockname(blocker, reinterpret_cast<sockaddr*>(&address), &length), 0);
  const std::string taken = std::to_string(ntohs(address.sin_port));
  Process busy({TOUCHLINE_NAOSIM_PATH, "--socket", socketPath("cameras-busy"), "--cameras", "127.0.0.1:" + taken});
  EXPECT_EQ(busy.wait(10s), 1);
  EXPECT_NE(busy.err.find("body 0 cameras: top: "), std::string::npos) << busy.err;
  ::close(blocker);

  for(const char* bad : {"127.0.0.1:65535", ":10001", "127.0.0.1:x"})
  {
    Process wrong({TOUCHLINE_NAOSIM_PATH, "--cameras", bad});
    EXPECT_EQ(wrong.wait(10s), 2) << bad;
  }
  // Without the cameras' configuration files: an error if the cameras were asked for, else the
  // body goes on without them.
  const std::string empty = "/tmp/tl-" + std::to_string(::getpid()) + "-no-config";
  std::filesystem::create_directories(empty);
  Process noConfig({TOUCHLINE_NAOSIM_PATH, "--socket", socketPath("cameras-noconfig"), "--cameras", "127.0.0.1:0", "--config", empty});
  EXPECT_EQ(noConfig.wait(10s), 1);
  EXPECT_NE(noConfig.err.find("touchline-naosim: cameras: robotDimensions.cfg not found in " + empty), std::string::npos) << noConfig.err;
  Process byDefault({TOUCHLINE_NAOSIM_PATH, "--socket", socketPath("cameras-default"), "--config", empty});
  EXPECT_TRUE(byDefault.waitForErr("body 0 goes on without cameras")) << byDefault.err;
  EXPECT_TRUE(byDefault.waitForOut("serves " + socketPath("cameras-default"))) << byDefault.out;
  byDefault.write("quit\n");
  EXPECT_EQ(byDefault.wait(10s), 0);
  std::filesystem::remove_all(empty);

  Process pose({TOUCHLINE_NAOSIM_PATH, "--pose", "1,2"});
  EXPECT_EQ(pose.wait(10s), 2);
  Process same({TOUCHLINE_NAOSIM_PATH, "--socket", socketPath("a"), "--cameras", "127.0.0.1:20000", "--socket", socketPath("b"),
                "--cameras", "127.0.0.1:20001"});
  EXPECT_EQ(same.wait(10s), 2);
  EXPECT_NE(same.err.find("the cameras of bodies 0 and 1 need the same ports"), std::string::npos) << same.err;
}
#endif
