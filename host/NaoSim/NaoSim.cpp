/**
 * @file NaoSim.cpp
 * The simulator's event loop: ticks, clients, standard input, reports.
 */
#include "NaoSim.h"
#include "Platform/File.h"
#include "Platform/Nao/LolaProtocol.h"
#include "Representations/Configuration/FieldDimensions.h"
#include "Representations/Infrastructure/CameraIntrinsics.h"
#include "Representations/Infrastructure/CameraResolution.h"
#include "Streaming/InMap.h"
#include "Tools/Kinematics/ForwardKinematics.h"
#include <cmath>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <poll.h>
#include <unistd.h>

namespace
{
  std::atomic<bool> stopRequested{false};
}

void NaoSim::stop()
{
  stopRequested = true;
}

NaoSim::~NaoSim()
{
  if(statsFile && statsFile != stdout)
    std::fclose(statsFile);
}

bool NaoSim::open()
{
  if(!options.stats.empty())
  {
    statsFile = options.stats == "-" ? stdout : std::fopen(options.stats.c_str(), "w");
    if(!statsFile)
    {
      std::fprintf(stderr, "touchline-naosim: cannot write %s: %s\n", options.stats.c_str(), std::strerror(errno));
      return false;
    }
  }
  for(std::size_t i = 0; i < options.bodies.size(); ++i)
  {
    const SimOptions::Body& body = options.bodies[i];
    CommandRecorder* recorder = nullptr;
    std::string error;
    if(!body.record.empty())
    {
      auto& entry = recorders[body.record];
      if(!entry)
      {
        entry = std::make_unique<CommandRecorder>();
        if(!entry->open(body.record, error))
        {
          std::fprintf(stderr, "touchline-naosim: %s\n", error.c_str());
          return false;
        }
      }
      recorder = entry.get();
    }
    robots.push_back(std::make_unique<SimulatedRobot>(static_cast<int>(i), body.socket, body.identity, body.battery, body.posture, recorder));
    SimulatedRobot& robot = *robots.back();
    robot.body.setCharging(body.charging);
    robot.body.setTicksInBattery(body.ticks);
    robot.pose = body.pose;
    for(const ButtonPress& press : body.presses)
      if(!robot.body.getButtons().add(press, 0, error))
      {
        std::fprintf(stderr, "touchline-naosim: --press for body %zu: %s\n", i, error.c_str());
        return false;
      }
    if(!robot.server.open(error))
    {
      std::fprintf(stderr, "touchline-naosim: %s\n", error.c_str());
      return false;
    }
    std::printf("body %zu serves %s (body %s %s, head %s %s)\n", i, robot.server.getPath().c_str(), body.identity.bodyId.c_str(),
                body.identity.bodyVersion.c_str(), body.identity.headId.c_str(), body.identity.headVersion.c_str());
    if(!openCameras(i))
      return false;
  }
  std::fflush(stdout);
  return true;
}

namespace
{
  /** Reads a configuration file through the search path; false (and error) if it is missing or broken. */
  bool load(const char* name, Streamable& value, std::string& error)
  {
    InMapFile stream(name, InMap::allErrors, false);
    if(!stream.exists())
    {
      error = std::string(name) + " not found in " + File::getConfigDirectory() +
              (stream.errors().empty() ? std::string() : ": " + stream.errors().front());
      return false;
    }
    stream >> value;
    if(!stream.errors().empty())
    {
      error = stream.errors().front();
      return false;
    }
    return true;
  }
}

bool NaoSim::loadCameraConfiguration()
{
  if(renderer)
    return true;
  if(!options.config.empty())
    File::setConfigDirectory(options.config);
  File::setSearchPath({"Robots/Default/", "Locations/Default/"});
  FieldDimensions field;
  CameraIntrinsics cameraIntrinsics;
  CameraResolution resolution;
  std::string error;
  if(!load("robotDimensions.cfg", dimensions, error) || !load("cameraIntrinsics.cfg", cameraIntrinsics, error) ||
     !load("cameraResolution.cfg", resolution, error) || !load("fieldDimensions.cfg", field, error))
  {
    std::fprintf(stderr, "touchline-naosim: cameras: %s\n", error.c_str());
    return false;
  }
  for(std::size_t camera = 0; camera < 2; ++camera)
  {
    const CameraInfo::Camera which = camera == 0 ? CameraInfo::upper : CameraInfo::lower;
    const CameraIntrinsics::Parameters& lens = cameraIntrinsics.cameras[which];
    CameraRenderer::Intrinsics& out = intrinsics[camera];
    out.width = CameraResolution::width(resolution.resolutions[which]);
    out.height = CameraResolution::height(resolution.resolutions[which]);
    out.focalLengthX = static_cast<float>(out.width) / (2.f * std::tan(lens.openingAngleWidth / 2.f));
    out.focalLengthY = static_cast<float>(out.height) / (2.f * std::tan(lens.openingAngleHeight / 2.f));
    out.centerX = lens.opticalCenter.x() * static_cast<float>(out.width);
    out.centerY = lens.opticalCenter.y() * static_cast<float>(out.height);
  }
  world.carpet = Vector2f(field.xPosOpponentFieldBorder, field.yPosLeftFieldBorder);
  renderer = std::make_unique<CameraRenderer>(field);
  return true;
}

bool NaoSim::openCameras(std::size_t index)
{
  const SimOptions::Body& body = options.bodies[index];
  if(body.cameraHost.empty())
    return true;
  if(!loadCameraConfiguration())
  {
    if(body.camerasByDefault)
      std::fprintf(stderr, "touchline-naosim: body %zu goes on without cameras\n", index);
    return body.camerasByDefault;
  }
  SimulatedRobot& robot = *robots[index];
  robot.cameras = std::make_unique<SimCameras>(static_cast<int>(index), *renderer, intrinsics);
  std::string error;
  if(!robot.cameras->open(body.cameraHost, body.cameraPort, error))
  {
    robot.cameras.reset();
    std::fprintf(stderr, "touchline-naosim: body %zu cameras: %s%s\n", index, error.c_str(),
                 body.camerasByDefault ? " (going on without cameras; --cameras HOST:PORT serves them elsewhere)" : "");
    return body.camerasByDefault;
  }
  const std::string& host = robot.cameras->getHost();
  const unsigned port = robot.cameras->getPort();
  std::printf("body %zu cameras on %s:%u (top) and %s:%u (bottom)\n", index, host.c_str(), port, host.c_str(), port + 1);
  return true;
}

void NaoSim::captureImages(SimulatedRobot& robot)
{
  if(!robot.cameras || robot.body.getTime() + 1e-6 < robot.nextImage)
    return;
  // 30 images per second, each taken in the LoLA cycle it falls into (gaps of 24 or 36 ms).
  robot.nextImage = std::max(robot.nextImage + 1.0 / 30.0, robot.body.getTime() - 0.1);
  const LolaSensorValues& sensors = robot.body.sensors();
  const auto& p = sensors.position;
  const ForwardKinematics::Leg left{p[Lola::LHipYawPitch], p[Lola::LHipRoll], p[Lola::LHipPitch],
                                    p[Lola::LKneePitch], p[Lola::LAnklePitch], p[Lola::LAnkleRoll]};
  const ForwardKinematics::Leg right{p[Lola::LHipYawPitch], p[Lola::RHipRoll], p[Lola::RHipPitch],
                                     p[Lola::RKneePitch], p[Lola::RAnklePitch], p[Lola::RAnkleRoll]};
  const Eigen::Isometry3f robotInField = Eigen::Translation3f(robot.pose[0], robot.pose[1], 0.f) *
                                         Eigen::AngleAxisf(robot.pose[2] * static_cast<float>(M_PI) / 180.f, Vector3f::UnitZ());
  const Eigen::Isometry3f torso = robotInField * ForwardKinematics::torsoInRobot(dimensions, left, right, sensors.angles[0], sensors.angles[1]);
  SimCameras::Scene scene;
  scene.tick = robot.body.getTick();
  for(std::size_t camera = 0; camera < 2; ++camera)
    scene.cameras[camera] = torso * ForwardKinematics::camera(dimensions, p[Lola::HeadYaw], p[Lola::HeadPitch], camera == 0);
  scene.ball = world.ball;
  robot.cameras->capture(scene);
}

bool NaoSim::writeStats()
{
  if(!statsFile)
    return true;
  for(auto& robot : robots)
    std::fprintf(statsFile, "%s\n", robot->server.describeStats().c_str());
  if(std::fflush(statsFile) != 0 || std::ferror(statsFile))
  {
    std::fprintf(stderr, "touchline-naosim: cannot write %s\n", options.stats.c_str());
    return false;
  }
  return true;
}

void NaoSim::readStandardInput()
{
  char chunk[4096];
  const ssize_t bytes = ::read(STDIN_FILENO, chunk, sizeof(chunk));
  if(bytes <= 0)
  {
    if(bytes == 0 || (errno != EINTR && errno != EAGAIN))
      stdinOpen = false;
    return;
  }
  stdinBuffer.append(chunk, static_cast<std::size_t>(bytes));
  for(std::size_t end; (end = stdinBuffer.find('\n')) != std::string::npos;)
  {
    const std::string line = stdinBuffer.substr(0, end);
    stdinBuffer.erase(0, end + 1);
    if(!shell.execute(line))
      quit = true;
  }
  if(stdinBuffer.size() > 65536)
    stdinBuffer.clear();
}

int NaoSim::run()
{
  if(!open())
  {
    for(auto& robot : robots)
    {
      robot->server.close();
      if(robot->cameras)
        robot->cameras->close();
    }
    return 1;
  }
  using Clock = std::chrono::steady_clock;
  const auto cycle = std::chrono::milliseconds(Lola::cycleMilliseconds);
  const double dt = Lola::cycleMilliseconds / 1000.0;
  auto nextTick = Clock::now();
  auto nextReport = nextTick + std::chrono::seconds(1);
  std::vector<pollfd> fds;
  std::vector<std::pair<std::size_t, int>> owners; // (robot, 0 listener / 1 client) per fd after stdin

  while(!stopRequested && !quit)
  {
    auto now = Clock::now();
    if(now >= nextTick)
    {
      const auto behind = (now - nextTick) / cycle;
      if(behind > 5)
      {
        std::fprintf(stderr, "touchline-naosim: fell %lld cycles behind; skipping them\n", static_cast<long long>(behind));
        nextTick = now;
      }
      world.step(dt);
      for(auto& robot : robots)
      {
        robot->body.step(dt);
        robot->server.tick();
        captureImages(*robot);
      }
      nextTick += cycle;
    }
    if(now >= nextReport)
    {
      for(auto& robot : robots)
        robot->server.report();
      nextReport += std::chrono::seconds(1);
    }

    fds.clear();
    owners.clear();
    fds.push_back({stdinOpen ? STDIN_FILENO : -1, POLLIN, 0});
    for(std::size_t i = 0; i < robots.size(); ++i)
    {
      fds.push_back({robots[i]->server.listenerFd(), POLLIN, 0});
      owners.emplace_back(i, 0);
      if(robots[i]->server.clientFd() >= 0)
      {
        fds.push_back({robots[i]->server.clientFd(), static_cast<short>(POLLIN | (robots[i]->server.wantsWrite() ? POLLOUT : 0)), 0});
        owners.emplace_back(i, 1);
      }
    }
    // Wait on the nanosecond clock: a timeout in whole milliseconds would wake up to 1 ms late
    // and make the gaps between state messages alternate (11.4 / 12.3 ms instead of 12).
    now = Clock::now();
    const long long wait = std::max<long long>(0, std::chrono::duration_cast<std::chrono::nanoseconds>(nextTick - now).count());
    const timespec timeout{static_cast<time_t>(wait / 1000000000), static_cast<long>(wait % 1000000000)};
    const int ready = ::ppoll(fds.data(), fds.size(), &timeout, nullptr);
    if(ready <= 0)
      continue;
    if(fds[0].revents)
      readStandardInput();
    for(std::size_t f = 1; f < fds.size(); ++f)
    {
      if(!fds[f].revents)
        continue;
      LolaServer& server = robots[owners[f - 1].first]->server;
      if(owners[f - 1].second == 0)
        server.onAccept();
      else if(fds[f].fd == server.clientFd())
      {
        if(fds[f].revents & POLLOUT)
          server.onWritable();
        if(fds[f].revents & (POLLIN | POLLHUP | POLLERR))
          server.onReadable();
      }
    }
  }
  for(auto& robot : robots)
  {
    robot->server.close();
    if(robot->cameras)
      robot->cameras->close();
  }
  return writeStats() ? 0 : 1;
}
