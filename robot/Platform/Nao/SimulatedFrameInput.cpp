/**
 * @file Platform/Nao/SimulatedFrameInput.cpp
 * Data frames of a camera server for the camera thread.
 */
#include "Platform/Nao/SimulatedFrameInput.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Platform/Nao/PerceptionExecutionUnit.h"
#include "Platform/Thread.h"
#include "Streaming/InStreams.h"
#include <stdexcept>

namespace
{
  std::unique_ptr<CameraDevice> makeClient(CameraServer::Kind kind, const std::string& server, CameraInfo::Camera camera)
  {
    const std::string address = server.empty() ? CameraServerClient::getDefaultServer() : server;
    if(address.empty())
      throw std::runtime_error(std::string("no camera server to ask for ") + CameraServer::name(kind) +
                               " (touchline-naosim serves them; --camera-server HOST[:PORT])");
    std::string host;
    std::uint16_t port = 0;
    if(const std::string error = CameraServerClient::parse(address, host, port); !error.empty())
      throw std::runtime_error("cameraServer " + error);
    return std::make_unique<CameraServerClient>(host, port, camera, kind);
  }
}

SimulatedFrameInput::SimulatedFrameInput(CameraServer::Kind kind, const std::string& server, unsigned maxGap, unsigned retryInterval)
  : which(Thread::currentName() == "Upper" ? CameraInfo::upper : CameraInfo::lower), input(makeClient(kind, server, which))
{
  CameraInput::Options options;
  options.maxGap = maxGap;
  options.retryInterval = retryInterval;
  input.configure(options);
  PerceptionExecutionUnit::setCamera(&input);
}

SimulatedFrameInput::~SimulatedFrameInput()
{
  PerceptionExecutionUnit::setCamera(nullptr);
}

bool SimulatedFrameInput::take(Streamable& payload, std::string& error)
{
  if(taken == input.images())
    return false;
  taken = input.images();
  const std::vector<std::uint8_t>& data = static_cast<const CameraServerClient&>(input.getDevice()).data();
  InBinaryMemory in(data.data(), data.size());
  in >> payload;
  if(in.failed() || !in.eof())
  {
    error = "frame " + std::to_string(taken) + " of " + input.name() + ": " +
            (in.failed() ? in.error() : std::to_string(data.size()) + " bytes hold more than one payload");
    return false;
  }
  return true;
}
