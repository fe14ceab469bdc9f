/**
 * @file SimCameras.cpp
 * Two camera servers of one body and their rendering thread.
 */
#include "SimCameras.h"
#include "Platform/Nao/CameraServerProtocol.h"
#include "Streaming/OutStreams.h"
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace
{
  const char* const cameraNames[2] = {"top", "bottom"};
}

SimCameras::SimCameras(int index, const CameraRenderer& renderer, const std::array<CameraRenderer::Intrinsics, 2>& intrinsics, const Tiers& tiers)
  : index(index), renderer(renderer), intrinsics(intrinsics), tiers(tiers)
{
  for(std::size_t camera = 0; camera < random.size(); ++camera)
  {
    std::seed_seq seeds{tiers.seed, static_cast<unsigned>(index), static_cast<unsigned>(camera)};
    random[camera].seed(seeds);
  }
}

SimCameras::~SimCameras()
{
  close();
}

void SimCameras::message(const std::string& text) const
{
  std::fprintf(stderr, "touchline-naosim: body %d camera %s\n", index, text.c_str());
}

bool SimCameras::open(const std::string& newHost, std::uint16_t newPort, std::string& error)
{
  host = newHost;
  // Port 0: the system picks the upper camera's port; the lower one needs the next, which may be taken.
  for(int attempt = 0; attempt < 50; ++attempt)
  {
    if(!servers[0].listener.open("tcp:" + host + ":" + std::to_string(newPort), error))
    {
      if(newPort == 0)
        continue;
      error = cameraNames[0] + std::string(": ") + error;
      return false;
    }
    port = servers[0].listener.port();
    if(port < 65535 && servers[1].listener.open("tcp:" + host + ":" + std::to_string(port + 1), error))
      break;
    servers[0].listener.close();
    if(newPort != 0)
    {
      error = cameraNames[1] + std::string(": ") + (port == 65535 ? "no port after 65535" : error);
      return false;
    }
  }
  if(servers[1].listener.fd() < 0)
  {
    error = "no free pair of neighbouring ports on " + host + " (" + error + ")";
    return false;
  }
  wakeFd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if(wakeFd < 0)
  {
    error = std::string("eventfd: ") + std::strerror(errno);
    close();
    return false;
  }
  stopping = false;
  thread = std::thread([this] { run(); });
  return true;
}

void SimCameras::close()
{
  if(thread.joinable())
  {
    stopping = true;
    const std::uint64_t one = 1;
    [[maybe_unused]] const ssize_t written = ::write(wakeFd, &one, sizeof(one));
    thread.join();
  }
  for(std::size_t camera = 0; camera < servers.size(); ++camera)
  {
    if(servers[camera].client >= 0)
      ::close(servers[camera].client);
    servers[camera].client = -1;
    servers[camera].connected = false;
    servers[camera].listener.close();
  }
  if(wakeFd >= 0)
    ::close(wakeFd);
  wakeFd = -1;
}

void SimCameras::capture(const Scene& newScene, bool pushImage)
{
  if(!thread.joinable())
    return;
  // Kept also without clients: one that connects and asks for this cycle is served from it.
  const bool clients = servers[0].connected || servers[1].connected;
  {
    std::lock_guard lock(mutex);
    scene = newScene;
    haveScene = true;
    if(clients && pushImage)
    {
      dueScene = newScene;
      pushScene = true;
    }
  }
  if(!clients)
    return;
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t written = ::write(wakeFd, &one, sizeof(one));
}

void SimCameras::disconnect()
{
  disconnectRequested = true;
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t written = ::write(wakeFd, &one, sizeof(one));
}

std::string SimCameras::describe() const
{
  std::string text = "cameras=" + host + ":" + std::to_string(port);
  for(std::size_t camera = 0; camera < servers.size(); ++camera)
    text += std::string(" ") + cameraNames[camera] + "=" + (servers[camera].connected ? "client" : "none") + "," +
            std::to_string(servers[camera].images) + " images," + std::to_string(servers[camera].dropped) + " dropped";
  return text;
}

void SimCameras::closeClient(std::size_t camera, const std::string& why)
{
  Server& server = servers[camera];
  if(server.client < 0)
    return;
  ::close(server.client);
  server.client = -1;
  server.connected = false;
  server.requesting = false;
  server.requests.clear();
  server.requestFilled = 0;
  server.sent = server.buffer.size();
  message(std::string(cameraNames[camera]) + ": client left (" + why + ")");
}

void SimCameras::accept(std::size_t camera)
{
  Server& server = servers[camera];
  std::string error;
  const int client = server.listener.accept(error);
  if(client < 0)
  {
    if(!error.empty())
      message(std::string(cameraNames[camera]) + ": " + error);
    return;
  }
  if(server.client >= 0)
    closeClient(camera, "a new client connected");
  server.client = client;
  server.sent = server.buffer.size();
  server.requesting = false;
  server.requests.clear();
  server.requestFilled = 0;
  server.connected = true;
  message(std::string(cameraNames[camera]) + ": client connected");
}

void SimCameras::makeFrame(std::size_t camera, const Scene& current, CameraServer::Kind kind)
{
  Server& server = servers[camera];
  ++server.images;
  if(kind == CameraServer::percepts && tiers.percepts && current.truth && current.self >= 0 &&
     static_cast<std::size_t>(current.self) < current.truth->robots.size())
  {
    const GroundTruthWorldState::GroundTruthRobot& self = current.truth->robots[static_cast<std::size_t>(current.self)];
    PerceptSimulator::View view;
    view.camera = current.cameras[camera];
    view.lens = intrinsics[camera];
    view.self = self.pose;
    view.selfIndex = current.self;
    view.ownJersey = self.color;
    view.ball = current.ball;
    view.solids = current.solids.get();
    view.truth = current.truth.get();
    tiers.percepts->compute(view, random[camera], percepts);
    makeDataFrame(camera, current, kind, percepts);
    return;
  }
  if(kind == CameraServer::world && current.truth)
  {
    // The true world in the field coordinates of the body's team (its own goal at negative x).
    world = *current.truth;
    world.ownRobot = current.self;
    if(tiers.flipped)
    {
      const Pose2f turn(Angle::fromDegrees(180.f));
      for(GroundTruthWorldState::GroundTruthRobot& robot : world.robots)
        robot.pose = turn * robot.pose;
      world.ballPosition.head<2>() = -world.ballPosition.head<2>();
      world.ballVelocity.head<2>() = -world.ballVelocity.head<2>();
    }
    makeDataFrame(camera, current, kind, world);
    return;
  }
  const CameraRenderer::Intrinsics& lens = intrinsics[camera];
  CameraServer::Header header;
  header.tick = current.tick;
  header.camera = static_cast<std::uint8_t>(camera);
  header.width = static_cast<std::uint16_t>(lens.width);
  header.height = static_cast<std::uint16_t>(lens.height);
  server.buffer.resize(CameraServer::headerSize + header.imageSize());
  CameraServer::write(header, server.buffer.data());
  renderer.render(current.cameras[camera], lens, {current.ball, current.solids.get(), current.self}, server.buffer.data() + CameraServer::headerSize);
  server.sent = 0;
}

void SimCameras::makeDataFrame(std::size_t camera, const Scene& current, CameraServer::Kind kind, const Streamable& payload)
{
  Server& server = servers[camera];
  OutBinaryMemory out;
  out << payload;
  CameraServer::Header header;
  header.kind = kind;
  header.tick = current.tick;
  header.camera = static_cast<std::uint8_t>(camera);
  header.dataSize = static_cast<std::uint32_t>(std::min<std::size_t>(out.size(), CameraServer::maxDataSize));
  server.buffer.resize(CameraServer::headerSize + header.dataSize);
  CameraServer::write(header, server.buffer.data());
  std::memcpy(server.buffer.data() + CameraServer::headerSize, out.data(), header.dataSize);
  server.sent = 0;
}

void SimCameras::send(std::size_t camera)
{
  Server& server = servers[camera];
  while(server.client >= 0 && server.sent < server.buffer.size())
  {
    const ssize_t bytes = ::send(server.client, server.buffer.data() + server.sent, server.buffer.size() - server.sent, MSG_NOSIGNAL);
    if(bytes > 0)
      server.sent += static_cast<std::size_t>(bytes);
    else if(bytes < 0 && errno == EINTR)
      continue;
    else if(bytes < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
      return;
    else
      closeClient(camera, bytes < 0 ? std::strerror(errno) : "closed");
  }
}

void SimCameras::receive(std::size_t camera)
{
  Server& server = servers[camera];
  for(;;)
  {
    const ssize_t bytes = ::recv(server.client, server.requestBytes.data() + server.requestFilled,
                                 server.requestBytes.size() - server.requestFilled, MSG_DONTWAIT);
    if(bytes == 0 || (bytes < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
    {
      closeClient(camera, bytes == 0 ? "it closed the connection" : std::strerror(errno));
      return;
    }
    if(bytes < 0)
      return;
    server.requestFilled += static_cast<std::size_t>(bytes);
    if(server.requestFilled < server.requestBytes.size())
      continue;
    server.requestFilled = 0;
    CameraServer::Request request;
    if(const std::string error = CameraServer::parse(server.requestBytes.data(), request); !error.empty())
    {
      closeClient(camera, error);
      return;
    }
    if(server.requests.size() >= maxRequests)
    {
      closeClient(camera, "more than " + std::to_string(maxRequests) + " requests wait");
      return;
    }
    if(request.kind == CameraServer::percepts && !tiers.percepts)
    {
      closeClient(camera, "it asked for percepts, which this body's cameras do not serve");
      return;
    }
    server.requests.push_back(request);
    server.requesting = true;
  }
}

bool SimCameras::takeScene(bool* push)
{
  std::lock_guard lock(mutex);
  const bool fresh = haveScene;
  haveScene = false;
  if(push)
  {
    *push = pushScene;
    if(pushScene)
      due = dueScene;
    pushScene = false;
  }
  if(fresh)
  {
    current = scene;
    haveCurrent = true;
  }
  return fresh;
}

void SimCameras::serveRequests(std::size_t camera)
{
  Server& server = servers[camera];
  takeScene(nullptr); // the newest scene, also one handed over while no client was there to wake the thread
  // One frame is sent at a time; the next request is served when it has gone.
  while(haveCurrent && server.client >= 0 && !server.requests.empty() && server.sent >= server.buffer.size())
  {
    // Asked for a later cycle: it is served when the scene of that cycle comes.
    if(static_cast<std::int16_t>(static_cast<std::uint16_t>(server.requests.front().tick - current.tick)) > 0)
      return;
    const CameraServer::Kind kind = server.requests.front().kind;
    server.requests.erase(server.requests.begin());
    makeFrame(camera, current, kind);
    send(camera);
  }
}

void SimCameras::run()
{
  std::array<pollfd, 5> fds;
  while(!stopping)
  {
    fds[0] = {wakeFd, POLLIN, 0};
    for(std::size_t camera = 0; camera < 2; ++camera)
    {
      const Server& server = servers[camera];
      fds[1 + camera] = {server.listener.fd(), POLLIN, 0};
      fds[3 + camera] = {server.client, static_cast<short>(POLLIN | (server.sent < server.buffer.size() ? POLLOUT : 0)), 0};
    }
    if(::poll(fds.data(), fds.size(), 1000) <= 0)
      continue;
    if(fds[0].revents)
    {
      std::uint64_t count;
      [[maybe_unused]] const ssize_t bytes = ::read(wakeFd, &count, sizeof(count));
      if(disconnectRequested.exchange(false))
        for(std::size_t camera = 0; camera < 2; ++camera)
          closeClient(camera, "disconnect");
      bool push = false;
      const bool fresh = takeScene(&push);
      if(fresh || push)
        for(std::size_t camera = 0; camera < 2; ++camera)
        {
          Server& server = servers[camera];
          if(server.client < 0)
            continue;
          if(server.requesting)
            serveRequests(camera);
          else if(!push)
            continue;
          else if(server.sent < server.buffer.size())
            ++server.dropped; // the client has not taken the previous image yet
          else
          {
            makeFrame(camera, due, CameraServer::image);
            send(camera);
          }
        }
    }
    for(std::size_t camera = 0; camera < 2; ++camera)
    {
      if(fds[1 + camera].revents)
        accept(camera);
      Server& server = servers[camera];
      const short events = fds[3 + camera].revents;
      if(server.client < 0 || server.client != fds[3 + camera].fd || !events)
        continue;
      if(events & POLLOUT)
        send(camera);
      if(server.client >= 0 && (events & (POLLIN | POLLHUP | POLLERR)))
        receive(camera);
      serveRequests(camera);
    }
  }
}
