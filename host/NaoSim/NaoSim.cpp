/**
 * @file NaoSim.cpp
 * The simulator's event loop: ticks, clients, standard input, reports.
 */
#include "NaoSim.h"
#include "SimShell.h"
#include "Platform/Nao/LolaProtocol.h"
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
  }
  std::fflush(stdout);
  return true;
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
  SimShell commands(robots);
  for(std::size_t end; (end = stdinBuffer.find('\n')) != std::string::npos;)
  {
    const std::string line = stdinBuffer.substr(0, end);
    stdinBuffer.erase(0, end + 1);
    if(!commands.execute(line))
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
      robot->server.close();
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
      for(auto& robot : robots)
      {
        robot->body.step(dt);
        robot->server.tick();
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
    now = Clock::now();
    const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(nextTick - now).count();
    const int ready = ::poll(fds.data(), fds.size(), static_cast<int>(std::max<long long>(0, wait) + (nextTick > now ? 1 : 0)));
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
    robot->server.close();
  return writeStats() ? 0 : 1;
}
