/**
 * @file Platform/Nao/CameraServerClient.cpp
 * Images from a camera server over TCP.
 */
#include "Platform/Nao/CameraServerClient.h"
#include "Platform/Nao/SimulatedClock.h"
#include "Platform/Time.h"
#include <array>
#include <mutex>

namespace
{
  std::mutex defaultServerMutex;
  std::string defaultServer;
}

std::string CameraServerClient::getDefaultServer()
{
  std::lock_guard lock(defaultServerMutex);
  return defaultServer;
}

void CameraServerClient::setDefaultServer(const std::string& server)
{
  std::lock_guard lock(defaultServerMutex);
  defaultServer = server;
}

std::string CameraServerClient::parse(const std::string& text, std::string& host, std::uint16_t& port)
{
  const std::size_t colon = text.rfind(':');
  host = text.substr(0, colon);
  port = CameraServer::defaultPort;
  if(colon != std::string::npos)
  {
    const std::string number = text.substr(colon + 1);
    if(number.empty() || number.size() > 5 || number.find_first_not_of("0123456789") != std::string::npos ||
       std::stoul(number) < 1 || std::stoul(number) > 65534)
      return "'" + text + "' is not HOST[:PORT] with a port of 1..65534 (the lower camera's server is at PORT + 1)";
    port = static_cast<std::uint16_t>(std::stoul(number));
  }
  if(host.empty())
    return "'" + text + "' names no host";
  return {};
}

CameraServerClient::CameraServerClient(std::string host, std::uint16_t port, int camera, CameraServer::Kind kind)
  : host(std::move(host)), port(static_cast<std::uint16_t>(port + (camera == 1 ? 1 : 0))), camera(camera), kind(kind), reader(camera) {}

std::string CameraServerClient::name() const
{
  return "camera server " + host + ":" + std::to_string(port) + (kind == CameraServer::image ? "" : std::string(" (") + CameraServer::name(kind) + ")");
}

bool CameraServerClient::request(unsigned time, std::string& error)
{
  if(!socket.isOpen())
  {
    error = name() + ": not connected";
    return false;
  }
  std::array<std::uint8_t, CameraServer::requestSize> bytes;
  CameraServer::write(CameraServer::Request{SimulatedClock::tickAt(time), kind}, bytes.data());
  if(socket.send(bytes.data(), bytes.size(), error) == StreamSocket::Result::ok)
    return true;
  error = name() + ": " + error;
  return false;
}

bool CameraServerClient::open(const Format&, std::string& error)
{
  reader.reset();
  if(socket.connect("tcp:" + host + ":" + std::to_string(port), error, std::chrono::milliseconds(500)))
    return true;
  error = name() + ": " + error;
  return false;
}

void CameraServerClient::close()
{
  socket.close();
  reader.reset();
}

CameraDevice::Result CameraServerClient::read(CameraImage& image, std::chrono::milliseconds timeout, std::string& error)
{
  if(!socket.isOpen())
  {
    error = name() + ": not connected";
    return Result::failed;
  }
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for(;;)
  {
    const std::span<std::uint8_t> target = reader.next(image);
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    std::size_t count = 0;
    switch(socket.receive(target.data(), target.size(), count, std::max(left, std::chrono::milliseconds(0)), error))
    {
      case StreamSocket::Result::ok:
        break;
      case StreamSocket::Result::timeout:
        return Result::timeout;
      case StreamSocket::Result::closed:
        error = name() + " closed the connection";
        return Result::failed;
      case StreamSocket::Result::error:
        error = name() + ": " + error;
        return Result::failed;
    }
    switch(reader.received(count, image))
    {
      case CameraServerReader::Status::image:
      case CameraServerReader::Status::data:
        if(reader.header().kind != kind)
        {
          error = name() + ": sent a frame of kind " + CameraServer::name(reader.header().kind) + ", not " + CameraServer::name(kind);
          return Result::failed;
        }
        image.timestamp = Time::isSimulated() ? SimulatedClock::timeOfTick(reader.header().tick) : Time::getCurrentSystemTime();
        return Result::image;
      case CameraServerReader::Status::malformed:
        error = name() + ": " + reader.error();
        return Result::failed;
      case CameraServerReader::Status::incomplete:
        break;
    }
  }
}
