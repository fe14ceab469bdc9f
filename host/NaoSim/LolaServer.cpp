/**
 * @file LolaServer.cpp
 * Serving one simulated body on one Unix socket like LoLA.
 */
#include "LolaServer.h"
#include "CommandLine/TextLayout.h"
#include "Platform/Nao/LolaCommandParser.h"
#include "Platform/Nao/LolaStateWriter.h"
#include <cmath>
#include <cstdio>
#include <sstream>

namespace
{
  constexpr std::size_t maxInput = 65536;
  constexpr std::size_t maxCommand = 4096;
  constexpr unsigned maxMalformedReports = 3; ///< per report window

  std::string format(const char* pattern, double value)
  {
    char text[32];
    std::snprintf(text, sizeof(text), pattern, value);
    return text;
  }

  /** "r,g,b" of the mean of an eye's 8 segments (or of an RGB LED). */
  std::string color(const LolaActuatorValues& values, Lola::CommandKey key)
  {
    const std::size_t perColor = Lola::commandKeys[key].count / 3;
    std::string text;
    for(std::size_t c = 0; c < 3; ++c)
    {
      float sum = 0.f;
      for(std::size_t i = 0; i < perColor; ++i)
        sum += values.values[key][c * perColor + i];
      text += (c ? "," : "") + format("%.2f", sum / static_cast<float>(perColor));
    }
    return text;
  }

  float mean(const LolaActuatorValues& values, Lola::CommandKey key)
  {
    float sum = 0.f;
    for(std::size_t i = 0; i < Lola::commandKeys[key].count; ++i)
      sum += values.values[key][i];
    return sum / static_cast<float>(Lola::commandKeys[key].count);
  }
}

LolaServer::LolaServer(int index, std::string path, SimulatedBody& body, CommandRecorder* recorder)
  : index(index), path(std::move(path)), body(body), recorder(recorder) {}

void LolaServer::message(const std::string& text) const
{
  std::fprintf(stderr, "touchline-naosim: body %d (%s): %s\n", index, path.c_str(), text.c_str());
}

bool LolaServer::open(std::string& error)
{
  if(!listener.open(path, error))
    return false;
  path = listener.address(); // a TCP port 0 becomes the port that was bound
  return true;
}

void LolaServer::close()
{
  if(client)
    dropClient("the simulator ends");
  listener.close();
}

void LolaServer::onAccept()
{
  std::string error;
  const int fd = listener.accept(error);
  if(fd < 0)
  {
    if(!error.empty())
      message(error);
    return;
  }
  if(client)
    dropClient("a new client connected");
  client = std::make_unique<ClientConnection>(fd);
  input.clear();
  streamOffset = 0;
  clientStates = clientCommands = 0;
  cycleCommands = 0;
  stateDelivered = false;
  reportedMiss = reportedSilence = false;
  connectTime = body.getTime();
  message("client connected");
}

void LolaServer::dropClient(const std::string& why)
{
  message("client disconnected (" + why + ") after " + TextLayout::count(clientStates, "state message") + " and " +
          TextLayout::count(clientCommands, "command"));
  client.reset();
  input.clear();
  // A robot whose program is gone loses its stiffness and falls, unless another program took over.
  if(why != "a new client connected")
    body.goLimp();
}

void LolaServer::disconnect(const std::string& why)
{
  if(client)
    dropClient(why);
}

void LolaServer::onReadable()
{
  if(!client)
    return;
  const auto received = std::chrono::steady_clock::now();
  std::string error;
  const ClientConnection::Result result = client->receive(input, maxInput, error);
  parseCommands(received);
  if(result == ClientConnection::Result::closed)
    dropClient("it closed the connection");
  else if(result == ClientConnection::Result::error)
    dropClient(error);
}

void LolaServer::onWritable()
{
  if(!client)
    return;
  std::string error;
  const ClientConnection::Result result = client->flush(error);
  if(result != ClientConnection::Result::ok)
    dropClient(result == ClientConnection::Result::closed ? "it closed the connection" : error);
  else if(stateSending && !client->hasPending())
  {
    stateSentAt = std::chrono::steady_clock::now();
    stateSending = false;
  }
}

void LolaServer::addToDigest(std::span<const std::uint8_t> bytes)
{
  for(const std::uint8_t byte : bytes)
    streamDigest = (streamDigest ^ byte) * 1099511628211ull;
}

void LolaServer::parseCommands(std::chrono::steady_clock::time_point received)
{
  std::size_t offset = 0;
  while(offset < input.size())
  {
    LolaActuatorValues command;
    std::size_t consumed = 0;
    std::string error;
    const std::span<const std::uint8_t> data(input.data() + offset, input.size() - offset);
    const MsgPackReader::Status status = LolaCommandParser::parse(data, command, consumed, error);
    if(status == MsgPackReader::Status::incomplete && data.size() <= maxCommand)
      break;
    if(status == MsgPackReader::Status::ok)
    {
      std::string invalid;
      for(std::size_t k = 0; k < Lola::numOfCommandKeys && invalid.empty(); ++k)
        if(command.present[k])
          for(std::size_t i = 0; i < Lola::commandKeys[k].count && invalid.empty(); ++i)
            if(!std::isfinite(command.values[k][i]))
              invalid = std::string(Lola::commandKeys[k].name) + "[" + std::to_string(i) + "] is not a finite number";
      if(invalid.empty())
      {
        addToDigest(data.first(consumed));
        body.apply(command);
        if(recorder)
          recorder->record(body.getTime(), index, stateNumber, command);
        if(cycleCommands == 0)
          firstCommandAt = received;
        ++clientCommands;
        ++totalCommands;
        ++cycleCommands;
      }
      else
      {
        ++totalMalformed;
        if(windowMalformed++ < maxMalformedReports)
          message("command at stream offset " + std::to_string(streamOffset + offset) + " ignored: " + invalid);
      }
      offset += consumed;
      continue;
    }
    // Malformed (or too large to be a command): where the next command starts cannot be known,
    // so everything received so far is dropped.
    ++totalMalformed;
    if(windowMalformed++ < maxMalformedReports)
      message("malformed command at stream offset " + std::to_string(streamOffset + offset) + ": " +
              (status == MsgPackReader::Status::incomplete ? "no complete command in " + std::to_string(data.size()) + " bytes" : error) +
              "; dropping " + std::to_string(data.size()) + " received bytes");
    offset = input.size();
  }
  input.erase(input.begin(), input.begin() + static_cast<std::ptrdiff_t>(offset));
  streamOffset += offset;
}

void LolaServer::tick()
{
  if(!client)
    return;
  if(stateDelivered && clientCommands > 0)
  {
    // Judged now, counted now: the misses and the states they are out of belong to the same second.
    ++windowJudged;
    if(cycleCommands == 0)
    {
      ++totalMissing;
      ++windowMissing;
      if(!reportedMiss)
        message("no command answered state message " + std::to_string(stateNumber) +
                " before the next one was due (the client is late or skipped it); further misses are summed up every second");
      reportedMiss = true;
    }
    else if(cycleCommands > 1)
      ++windowExtra;
    countCycle();
  }
  cycleCommands = 0;
  if(!reportedSilence && clientCommands == 0 && clientStates > 0 && body.getTime() - connectTime >= 1.0)
  {
    message("the client has not sent a command within 1 s of connecting");
    reportedSilence = true;
  }

  std::string error;
  if(client->hasPending() && client->flush(error) != ClientConnection::Result::ok)
  {
    dropClient(error.empty() ? "it closed the connection" : error);
    return;
  }
  if(client->hasPending())
  {
    if(clientCommands > 0)
      stats.dropped();
    ++totalDropped;
    ++windowDropped;
    stateDelivered = false;
    return;
  }
  LolaStateWriter::write(body.sensors(), output);
  addToDigest(output);
  const ClientConnection::Result result = client->send(output, error);
  if(result != ClientConnection::Result::ok)
  {
    dropClient(result == ClientConnection::Result::closed ? "it closed the connection" : error);
    return;
  }
  ++stateNumber;
  ++clientStates;
  stateDelivered = true;
  stateSending = client->hasPending();
  stateSentAt = std::chrono::steady_clock::now();
}

void LolaServer::countCycle()
{
  if(stats.getCycles() == 0)
    statsStart = std::chrono::steady_clock::now();
  // Only a command after the whole state message was sent can answer it.
  if(cycleCommands == 0 || stateSending || firstCommandAt < stateSentAt)
    stats.missed();
  else
  {
    const auto latency = std::chrono::duration_cast<std::chrono::microseconds>(firstCommandAt - stateSentAt).count();
    stats.answered(static_cast<std::uint64_t>(latency));
  }
  if(cycleCommands > 1)
    stats.late(cycleCommands - 1);
}

void LolaServer::resetStats()
{
  stats.reset();
}

std::string LolaServer::describeStats() const
{
  const double seconds =
    stats.getCycles() ? std::chrono::duration<double>(std::chrono::steady_clock::now() - statsStart).count() : 0.;
  return "stats body=" + std::to_string(index) + " socket=" + path + " seconds=" + format("%.1f", seconds) + " " + stats.describe();
}

void LolaServer::report()
{
  if(windowMissing > 0)
    message(std::to_string(windowMissing) + " of " + std::to_string(windowJudged) +
            " state messages in the last second got no command before the next one (late or missing commands)");
  if(windowExtra > 0)
    message(TextLayout::count(windowExtra, "cycle") + " in the last second received several commands (the client is catching up)");
  if(windowDropped > 0)
    message(std::to_string(windowDropped) + " state messages in the last second were not sent: the client does not read them");
  if(windowMalformed > maxMalformedReports)
    message(std::to_string(windowMalformed - maxMalformedReports) + " more malformed commands in the last second");
  windowJudged = windowMissing = windowExtra = windowDropped = windowMalformed = 0;
}

std::string LolaServer::describe() const
{
  const LolaActuatorValues& commanded = body.actuators();
  const LolaSensorValues& sensors = body.sensors();
  float minStiffness = 1.f, maxStiffness = 0.f;
  for(float s : sensors.stiffness)
  {
    minStiffness = std::min(minStiffness, s);
    maxStiffness = std::max(maxStiffness, s);
  }
  std::ostringstream line;
  line << "body=" << index << " socket=" << path << " client=" << (client ? "connected" : "none")
       << " posture=" << SimulatedBody::name(body.getPosture()) << " time=" << format("%.3f", body.getTime())
       << " states=" << stateNumber << " commands=" << totalCommands << " missing=" << totalMissing
       << " malformed=" << totalMalformed << " dropped=" << totalDropped
       << " stiffness=" << format("%.2f", body.meanStiffness()) << " minStiffness=" << format("%.2f", minStiffness)
       << " maxStiffness=" << format("%.2f", maxStiffness) << " leftEye=" << color(commanded, Lola::LEye)
       << " rightEye=" << color(commanded, Lola::REye) << " chest=" << color(commanded, Lola::Chest)
       << " leftFoot=" << color(commanded, Lola::LFoot) << " rightFoot=" << color(commanded, Lola::RFoot)
       << " leftEar=" << format("%.2f", mean(commanded, Lola::LEar)) << " rightEar=" << format("%.2f", mean(commanded, Lola::REar))
       << " skull=" << format("%.2f", mean(commanded, Lola::Skull)) << " torso=" << format("%.2f", sensors.angles[0]) << ","
       << format("%.2f", sensors.angles[1]) << " battery=" << format("%.3f", sensors.battery[Lola::BatteryCharge])
       << " charging=" << (body.isCharging() ? "yes" : "no") << " pressed=" << body.getButtons().pressedNames(body.getTime());
  return line.str();
}

std::string LolaServer::describeJoints() const
{
  const LolaSensorValues& sensors = body.sensors();
  std::ostringstream line;
  line << "body=" << index;
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    line << " " << Lola::jointNames[j] << "=" << format("%.3f", sensors.position[j]) << "/" << format("%.2f", sensors.stiffness[j]);
  return line.str();
}
