/**
 * @file NaoSim.cpp
 * The simulator's event loop: cycles, clients, standard input, reports.
 */
#include "NaoSim.h"
#include "Platform/File.h"
#include "Platform/Nao/LolaProtocol.h"
#include "Representations/Infrastructure/CameraIntrinsics.h"
#include "Representations/Infrastructure/CameraResolution.h"
#include "SceneFile.h"
#include "Streaming/InMap.h"
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <numbers>
#include <poll.h>
#include <sstream>
#include <unistd.h>

namespace
{
  std::atomic<bool> stopRequested{false};

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

void NaoSim::stop()
{
  stopRequested = true;
}

NaoSim::NaoSim(const SimOptions& options)
  : options(options), clock(options.mode, options.factor), shell(robots, world, clock) {}

NaoSim::~NaoSim()
{
  if(statsFile && statsFile != stdout)
    std::fclose(statsFile);
}

void NaoSim::loadConfiguration()
{
  if(!options.config.empty())
    File::setConfigDirectory(options.config);
  File::setSearchPath({"Robots/Default/", "Locations/Default/"});
  CameraIntrinsics cameraIntrinsics;
  CameraResolution resolution;
  // The field is needed by the physics: without its file, the default field.
  std::string error;
  if(!load("fieldDimensions.cfg", field, error))
  {
    field = FieldDimensions();
    std::fprintf(stderr, "touchline-naosim: %s; the field has its default dimensions\n", error.c_str());
  }
  if(!load("robotDimensions.cfg", dimensions, error) || !load("cameraIntrinsics.cfg", cameraIntrinsics, error) ||
     !load("cameraResolution.cfg", resolution, error))
  {
    configurationProblem = error;
    return;
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
  renderer = std::make_unique<CameraRenderer>(field);
  PerceptParameters perceptParameters;
  if(load("simulatedPercepts.cfg", perceptParameters, error))
    perceptSimulator = std::make_unique<PerceptSimulator>(field, perceptParameters);
  else
    std::fprintf(stderr, "touchline-naosim: %s; the cameras serve no percepts\n", error.c_str());
}

bool NaoSim::createWorld()
{
  std::vector<WorldModel::Robot> setups;
  for(const SimOptions::Body& body : options.bodies)
  {
    WorldModel::Robot setup;
    setup.x = body.pose[0] / 1000.0;
    setup.y = body.pose[1] / 1000.0;
    setup.rotation = body.pose[2] * std::numbers::pi / 180.0;
    SceneFile::jerseyColor(body.team, setup.jersey);
    setups.push_back(setup);
  }
  std::string error;
  if(!world.create(field, setups, error))
  {
    std::fprintf(stderr, "touchline-naosim: %s\n", error.c_str());
    return false;
  }
  world.moveBall(options.ball[0] / 1000.0, options.ball[1] / 1000.0, 0.0, 0.0);
  return true;
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
  loadConfiguration();
  if(!createWorld())
    return false;
  findTeams();
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
    robots.push_back(std::make_unique<SimulatedRobot>(static_cast<int>(i), body.name, body.socket, body.identity, body.battery, world, recorder));
    SimulatedRobot& robot = *robots.back();
    robotList.push_back(&robot);
    robot.body.place(body.posture);
    robot.body.setCharging(body.charging);
    robot.body.setTicksInBattery(body.ticks);
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
  stalled.assign(robots.size(), false);
  absent.assign(robots.size(), false);
  if(!startSimulator())
    return false;
  std::fflush(stdout);
  return true;
}

void NaoSim::findTeams()
{
  // The jerseys' colours as Settings names them (the scene's names are the same).
  for(const SimOptions::Body& body : options.bodies)
  {
    Settings::TeamColor& jersey = jerseys.emplace_back(Settings::red);
    FOREACH_ENUM(Settings::TeamColor, color)
      if(const char* colorName = TypeRegistry::getEnumName(color); colorName && body.team == colorName)
        jersey = color;
  }
  // A team whose robots start in the half at positive x on average defends the goal there.
  for(const SimOptions::Body& body : options.bodies)
  {
    float sum = 0.f;
    for(const SimOptions::Body& teammate : options.bodies)
      if(teammate.team == body.team)
        sum += teammate.pose[0];
    defendsPositiveX.push_back(sum > 0.f);
  }
}

bool NaoSim::startSimulator()
{
  if(!options.debugLink)
    return true;
  simulator = std::make_unique<SimulatorRobot>();
  std::string error;
  const bool byDefault = options.debugPort < 0;
  if(!simulator->start(byDefault ? SimulatorRobot::defaultPort : static_cast<std::uint16_t>(options.debugPort), byDefault, error))
  {
    std::fprintf(stderr, "touchline-naosim: %s\n", error.c_str());
    simulator.reset();
    return false;
  }
  const std::string beacons = simulator->beaconTarget();
  std::printf("simulator robot %s: debug link on 127.0.0.1:%u%s\n", SimulatorRobot::name, static_cast<unsigned>(simulator->port()),
              beacons.empty() ? ", no beacons" : (", beacons to " + beacons).c_str());
  publishGroundTruth();
  return true;
}

void NaoSim::fillGroundTruth(GroundTruthWorldState& state) const
{
  state.robots.resize(robots.size());
  for(std::size_t i = 0; i < robots.size(); ++i)
  {
    const SimulatedRobot& robot = *robots[i];
    const SimOptions::Body& body = options.bodies[i];
    GroundTruthWorldState::GroundTruthRobot& truth = state.robots[i];
    truth.name = robot.name;
    truth.color = jerseys[i];
    truth.number = body.number;
    const std::array<float, 3> pose = robot.body.fieldPose();
    truth.pose = Pose2f(Angle::fromDegrees(pose[2]), pose[0], pose[1]);
    truth.torsoHeight = static_cast<float>(world.torsoPosition(i).z() * 1000.0);
    truth.tilt = static_cast<float>(world.torsoTilt(i));
    truth.fallen = truth.tilt > Angle::fromDegrees(50.f);
    truth.headYaw = robot.body.sensors().position[Lola::HeadYaw];
    truth.connected = robot.server.hasClient();
  }
  state.ballPosition = (world.ballPosition() * 1000.0).cast<float>();
  state.ballVelocity = (world.ballVelocity() * 1000.0).cast<float>();
  state.time = static_cast<unsigned>(std::llround(world.getTime() * 1000.0));
  state.realTimeFactor = static_cast<float>(measuredFactor);
  state.paused = clock.isPaused();
}

void NaoSim::publishGroundTruth()
{
  if(!simulator)
    return;
  GroundTruthFeed& feed = simulator->feed();
  GroundTruthFeed::Packet& packet = feed.back();
  fillGroundTruth(packet.state);
  packet.hasSolids = feed.wantsSolids();
  if(packet.hasSolids)
    world.solids(packet.solids);
  feed.publish();
}

double NaoSim::simulatedTime() const
{
  return robots.empty() ? world.getTime() : robots.front()->body.getTime();
}

bool NaoSim::startHold(const std::string& line, bool fromLink, std::uint32_t client)
{
  std::istringstream words(line);
  std::string word, seconds, extra;
  words >> word >> seconds >> extra;
  if(word != "hold")
    return false;
  double time = simulatedTime();
  char* end = nullptr;
  if(!seconds.empty())
    time = std::strtod(seconds.c_str(), &end);
  if(!extra.empty() || (!seconds.empty() && (*end || !std::isfinite(time) || time < 0.0)))
  {
    const std::string error = "hold: expected a simulated time in seconds, got \"" + line.substr(4 + (line.size() > 4)) + "\"";
    if(fromLink)
      simulator->answer(client, "Error: " + error);
    else
      std::fprintf(stderr, "touchline-naosim: %s\n", error.c_str());
    return true;
  }
  hold = Hold{time, fromLink, client};
  clock.pause(false); // a held world runs on to the new time
  return true;
}

void NaoSim::holdReached()
{
  const Hold reached = *hold;
  hold.reset();
  clock.pause(true);
  char text[64];
  std::snprintf(text, sizeof(text), "held at %.3f s", simulatedTime());
  if(reached.fromLink)
    simulator->answer(reached.client, text);
  else
  {
    std::printf("%s\n", text);
    std::fflush(stdout);
  }
  // What the host sent while it waited, in order (a further hold keeps back the rest again).
  std::deque<SimulatorRobot::Command> waiting;
  waiting.swap(heldBack);
  while(!waiting.empty())
  {
    runLinkCommand(waiting.front());
    waiting.pop_front();
    if(hold)
    {
      heldBack.insert(heldBack.end(), waiting.begin(), waiting.end());
      break;
    }
  }
  publishGroundTruth();
}

void NaoSim::runLinkCommand(const SimulatorRobot::Command& command)
{
  if(hold && hold->fromLink && hold->client == command.client)
    heldBack.push_back(command); // answered in order, after the hold's answer
  else if(command.refused)
    simulator->answer(command.client, SimulatorRobot::refusal());
  else if(command.line == "programs")
    simulator->answer(command.client, programs.empty() ? "Error: no robot programs (--run-robots starts them)" : programs.describeDebugLinks());
  else if(!startHold(command.line, true, command.client))
    simulator->answer(command.client, shell.executeRemote(command.line));
}

void NaoSim::runLinkCommands()
{
  for(const SimulatorRobot::Command& command : simulator->takeCommands())
    runLinkCommand(command);
  if(const std::size_t dropped = simulator->takeDropped())
    std::fprintf(stderr, "touchline-naosim: %s: dropped %zu commands of a flooding host unanswered\n", SimulatorRobot::name, dropped);
  publishGroundTruth(); // what the commands changed shows at once, also while paused
}

bool NaoSim::openCameras(std::size_t index)
{
  const SimOptions::Body& body = options.bodies[index];
  if(body.cameraHost.empty())
    return true;
  if(!renderer)
  {
    std::fprintf(stderr, "touchline-naosim: cameras: %s\n", configurationProblem.c_str());
    if(body.camerasByDefault)
      std::fprintf(stderr, "touchline-naosim: body %zu goes on without cameras\n", index);
    return body.camerasByDefault;
  }
  SimulatedRobot& robot = *robots[index];
  SimCameras::Tiers tiers;
  tiers.percepts = perceptSimulator.get();
  tiers.seed = options.seed;
  tiers.flipped = defendsPositiveX[index];
  robot.cameras = std::make_unique<SimCameras>(static_cast<int>(index), *renderer, intrinsics, tiers);
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
  if(!robot.cameras)
    return;
  // 30 images per second are pushed, each taken in the LoLA cycle it falls into (gaps of 24 or
  // 36 ms). Every cycle's scene is handed over (even without clients): a client may connect and
  // ask for its frames at any time, and then for the scene of the cycle it is in.
  const bool push = robot.body.getTime() + 1e-6 >= robot.nextImage;
  if(push)
    robot.nextImage = std::max(robot.nextImage + 1.0 / 30.0, robot.body.getTime() - 0.1);
  if(!cycleSolids)
  {
    // Once per cycle, shared by the bodies' cameras.
    auto shapes = std::make_shared<std::vector<PhysicsWorld::Solid>>();
    world.solids(*shapes);
    cycleSolids = std::move(shapes);
    auto truth = std::make_shared<GroundTruthWorldState>();
    fillGroundTruth(*truth);
    cycleTruth = std::move(truth);
  }
  // The cameras are mounted in the head: from the neck joint as RobotDimensions says.
  const Eigen::Isometry3f neck = robot.body.neckInField();
  SimCameras::Scene scene;
  scene.tick = robot.body.getTick();
  scene.cameras[0] = neck * Eigen::Translation3f(dimensions.xOffsetNeckToUpperCamera, 0.f, dimensions.zOffsetNeckToUpperCamera) *
                     Eigen::AngleAxisf(dimensions.yRotationNeckToUpperCamera, Vector3f::UnitY());
  scene.cameras[1] = neck * Eigen::Translation3f(dimensions.xOffsetNeckToLowerCamera, 0.f, dimensions.zOffsetNeckToLowerCamera) *
                     Eigen::AngleAxisf(dimensions.yRotationNeckToLowerCamera, Vector3f::UnitY());
  scene.ball = (world.ballPosition() * 1000.0).cast<float>();
  scene.solids = cycleSolids;
  scene.truth = cycleTruth;
  scene.self = static_cast<int>(robot.body.getIndex());
  robot.cameras->capture(scene, push);
}

bool NaoSim::answered(SimClock::Clock::time_point now)
{
  const auto timeout = std::chrono::duration<double>(options.stallTimeout);
  const bool waitedLongEnough = now - lastCycle > timeout;
  bool all = true;
  for(std::size_t i = 0; i < robots.size(); ++i)
  {
    LolaServer& server = robots[i]->server;
    if(!server.hasClient())
    {
      // Before the first cycle, and after a program left (the robot program's parent hands LoLA
      // to its child), the world waits for a program, so that lock-step runs begin alike.
      if(absent[i])
        continue;
      if(!waitedLongEnough)
      {
        all = false;
        continue;
      }
      absent[i] = true;
      if(started)
        std::fprintf(stderr, "touchline-naosim: body %zu (%s) has had no program for %.1f s; the world goes on without it\n", i,
                     robots[i]->name.c_str(), options.stallTimeout);
      else
        std::fprintf(stderr, "touchline-naosim: body %zu (%s) has no program after %.1f s; the world starts without it\n", i,
                     robots[i]->name.c_str(), options.stallTimeout);
      continue;
    }
    absent[i] = false;
    const bool waiting = server.awaitsAnswer();
    if(stalled[i] && !waiting)
    {
      stalled[i] = false;
      std::fprintf(stderr, "touchline-naosim: body %zu (%s) answers again; the world waits for it again\n", i, robots[i]->name.c_str());
      situation.stall(world.getTime(), robots[i]->name, false);
    }
    if(!waiting || stalled[i])
      continue;
    if(waitedLongEnough)
    {
      stalled[i] = true;
      std::fprintf(stderr,
                   "touchline-naosim: body %zu (%s) stalls: no answer to its state message for %.1f s; the world goes on without "
                   "waiting for it\n",
                   i, robots[i]->name.c_str(), options.stallTimeout);
      situation.stall(world.getTime(), robots[i]->name, true);
      continue;
    }
    all = false;
  }
  if(all)
    started = true;
  return all;
}

void NaoSim::runCycle()
{
  const double dt = Lola::cycleMilliseconds / 1000.0;
  for(auto& robot : robots)
    robot->body.beginCycle();
  world.step(dt);
  cycleSolids.reset();
  cycleTruth.reset();
  for(auto& robot : robots)
    robot->body.endCycle(dt);
  for(auto& robot : robots)
  {
    robot->server.tick();
    captureImages(*robot);
  }
  if(!options.result.empty())
    situation.record(robots.empty() ? world.getTime() : robots.front()->body.getTime(), robotList, world);
  publishGroundTruth();
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

bool NaoSim::writeResult()
{
  if(options.result.empty())
    return true;
  char factor[32];
  std::snprintf(factor, sizeof(factor), "%.3f", clock.averageFactor());
  char seconds[32];
  std::snprintf(seconds, sizeof(seconds), "%.3f", robots.empty() ? 0.0 : robots.front()->body.getTime());
  const std::vector<std::string> header = {
    "\"scene\": \"" + options.scene + "\"", std::string("\"mode\": \"") + SimClock::name(clock.getMode()) + "\"",
    std::string("\"seconds\": ") + seconds, std::string("\"realTimeFactor\": ") + factor};
  const std::string text = situation.json(header, robotList, world);
  std::FILE* file = options.result == "-" ? stdout : std::fopen(options.result.c_str(), "w");
  const bool written = file && std::fputs(text.c_str(), file) >= 0 && std::fflush(file) == 0;
  if(file && file != stdout)
    std::fclose(file);
  if(!written)
    std::fprintf(stderr, "touchline-naosim: cannot write %s: %s\n", options.result.c_str(), std::strerror(errno));
  return written;
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
    if(line == "programs")
      std::fputs(programs.empty() ? "touchline-naosim: no robot programs (--run-robots starts them)\n" : programs.describeDebugLinks().c_str(),
                 programs.empty() ? stderr : stdout);
    else if(!startHold(line, false, 0) && !shell.execute(line))
      quit = true;
  }
  publishGroundTruth();
  if(stdinBuffer.size() > 65536)
    stdinBuffer.clear();
}

bool NaoSim::serve()
{
  using Clock = SimClock::Clock;
  auto now = Clock::now();
  if(clock.isPaused())
    lastCycle = now; // no program stalls while the world is paused
  const bool ready = clock.getMode() == SimOptions::Mode::realtime || answered(now);
  // A hold is reached once every program has answered the cycle of its time.
  if(hold && simulatedTime() + 1e-9 >= hold->time && ready)
    holdReached();
  if(clock.due(now, ready))
  {
    if(const long long behind = clock.cyclesBehind(now); behind > 5)
      std::fprintf(stderr, "touchline-naosim: fell %lld cycles behind; skipping them\n", behind);
    runCycle();
    clock.ran(now, Lola::cycleMilliseconds / 1000.0);
    lastCycle = now;
    if(options.until > 0 && !robots.empty() && robots.front()->body.getTime() + 1e-9 >= options.until)
      return true;
  }
  if(now >= nextReport)
  {
    for(auto& robot : robots)
      robot->server.report();
    nextReport += std::chrono::seconds(1);
    measuredFactor = clock.realTimeFactor(now);
    shell.setRealTimeFactor(measuredFactor);
  }

  fds.clear();
  owners.clear();
  fds.push_back({stdinOpen ? STDIN_FILENO : -1, POLLIN, 0});
  fds.push_back({simulator ? simulator->commandFd() : -1, POLLIN, 0});
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
  auto wakeUp = std::min(clock.wakeUp(now), nextReport);
  if(clock.getMode() != SimOptions::Mode::realtime)
    wakeUp = std::min(wakeUp, lastCycle + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.stallTimeout)) +
                                std::chrono::milliseconds(1));
  if(clock.getMode() == SimOptions::Mode::fast && clock.due(now, answered(now)))
    wakeUp = now;
  const long long wait = std::max<long long>(0, std::chrono::duration_cast<std::chrono::nanoseconds>(wakeUp - now).count());
  const timespec timeout{static_cast<time_t>(wait / 1000000000), static_cast<long>(wait % 1000000000)};
  const int events = ::ppoll(fds.data(), fds.size(), &timeout, nullptr);
  if(events <= 0)
    return false;
  if(fds[0].revents)
    readStandardInput();
  if(fds[1].revents)
    runLinkCommands();
  for(std::size_t f = 2; f < fds.size(); ++f)
  {
    if(!fds[f].revents)
      continue;
    LolaServer& server = robots[owners[f - 2].first]->server;
    if(owners[f - 2].second == 0)
      server.onAccept();
    else if(fds[f].fd == server.clientFd())
    {
      if(fds[f].revents & POLLOUT)
        server.onWritable();
      if(fds[f].revents & (POLLIN | POLLHUP | POLLERR))
        server.onReadable();
    }
  }
  return false;
}

int NaoSim::run()
{
  if(!options.writeModel.empty())
  {
    loadConfiguration();
    if(!createWorld())
      return 1;
    std::FILE* file = std::fopen(options.writeModel.c_str(), "w");
    const bool written = file && std::fputs(world.model().c_str(), file) >= 0;
    if(file)
      std::fclose(file);
    if(!written)
      std::fprintf(stderr, "touchline-naosim: cannot write %s: %s\n", options.writeModel.c_str(), std::strerror(errno));
    return written ? 0 : 1;
  }
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
  if(!options.runRobots.empty())
  {
    std::string error;
    // The programs get the cameras as they are served (a port 0 was a free one).
    std::vector<SimOptions::Body> bodies = options.bodies;
    for(std::size_t i = 0; i < bodies.size(); ++i)
    {
      bodies[i].cameraHost = robots[i]->cameras ? robots[i]->cameras->getHost() : std::string();
      bodies[i].cameraPort = robots[i]->cameras ? robots[i]->cameras->getPort() : 0;
    }
    if(!programs.start(options.runRobots, options.robotOutput, options.config, bodies, options.mode, error))
    {
      std::fprintf(stderr, "touchline-naosim: %s\n", error.c_str());
      programs.kill();
      for(auto& robot : robots)
      {
        robot->server.close();
        if(robot->cameras)
          robot->cameras->close();
      }
      return 1;
    }
  }
  if(options.holdAt >= 0.0)
    hold = Hold{options.holdAt, false, 0};
  nextReport = SimClock::Clock::now() + std::chrono::seconds(1);
  lastCycle = SimClock::Clock::now();
  bool done = false;
  while(!stopRequested && !quit && !done)
    done = serve();
  const bool result = writeResult();
  if(!programs.empty())
  {
    // The programs sit their robots down: the world goes on (in its mode: the robot programs run on
    // its simulated time, and their sitting down counts LoLA's cycles) until they have ended.
    programs.stop();
    const auto deadline = SimClock::Clock::now() + std::chrono::seconds(10);
    while(!programs.finished() && SimClock::Clock::now() < deadline)
      serve();
    programs.kill();
  }
  for(auto& robot : robots)
  {
    robot->server.close();
    if(robot->cameras)
      robot->cameras->close();
  }
  return writeStats() && result ? 0 : 1;
}
