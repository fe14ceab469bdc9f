/**
 * @file Platform/Nao/SitDownSequence.cpp
 * Sitting the robot down after the robot code has ended.
 */
#include "Platform/Nao/SitDownSequence.h"
#include "Platform/Nao/LolaCommandTemplate.h"
#include "Platform/Nao/LolaStateReader.h"
#include "Platform/Nao/NaoPoses.h"
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace
{
  constexpr float maxUprightTilt = 45.f * NaoPoses::deg;
  constexpr float sittingKnees = 100.f * NaoPoses::deg;
  constexpr auto receiveTimeout = std::chrono::milliseconds(1000);

  /** Receives and reads the next state message; false (report says why) if there is none. */
  bool receive(LolaClient& client, LolaStateReader& reader, LolaSensorValues& sensors, std::string& report)
  {
    switch(client.receive(receiveTimeout))
    {
      case LolaClient::Result::message:
        if(reader.read(client.message(), sensors) != LolaStateReader::Result::malformed)
          return true;
        report = reader.error();
        return false;
      case LolaClient::Result::timeout:
        report = "no state message from LoLA for 1 s";
        return false;
      default:
        report = client.error();
        return false;
    }
  }
}

bool SitDownSequence::isSitting(const float* positions)
{
  return positions[Lola::LKneePitch] >= sittingKnees && positions[Lola::RKneePitch] >= sittingKnees;
}

const char* SitDownSequence::describe(Ending ending)
{
  switch(ending)
  {
    case Ending::normal:
      return "blue (ended normally)";
    case Ending::failedToStart:
      return "yellow (failed to start)";
    default:
      return "red (crashed)";
  }
}

bool SitDownSequence::run(LolaClient& client, Ending ending, std::string& report)
{
  LolaStateReader reader;
  LolaSensorValues sensors;
  LolaCommandTemplate command;
  if(!receive(client, reader, sensors, report))
    return false;

  const bool sitting = isSitting(sensors.position.data());
  if(!sitting)
  {
    const bool tilted = std::abs(sensors.angles[0]) > maxUprightTilt || std::abs(sensors.angles[1]) > maxUprightTilt;
    command.fill(Lola::StiffnessCommand, tilted ? 0.2f : 1.f);
    const std::array<float, Lola::numOfJoints> start = sensors.position;
    const int steps = durationMilliseconds / Lola::cycleMilliseconds;
    for(int step = 1; step <= steps; ++step)
    {
      const float ratio = static_cast<float>(step) / static_cast<float>(steps);
      const float progress = (1.f - std::cos(std::numbers::pi_v<float> * ratio)) / 2.f;
      for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
        command.set(Lola::PositionCommand, j, start[j] + (NaoPoses::sitting[j] - start[j]) * progress);
      if(!client.send(command.data()))
      {
        report = client.error();
        return false;
      }
      if(!receive(client, reader, sensors, report))
        return false;
    }
  }

  command.fill(Lola::StiffnessCommand, 0.f);
  for(std::size_t k = Lola::REar; k <= Lola::Skull; ++k)
    command.fill(static_cast<Lola::CommandKey>(k), 0.f);
  // The eyes have a red, a green and a blue block of 8 segments each.
  const float red = ending == Ending::normal ? 0.f : 1.f;
  const float green = ending == Ending::failedToStart ? 1.f : 0.f;
  const float blue = ending == Ending::normal ? 0.1f : 0.f;
  for(std::size_t i = 0; i < 8; ++i)
    for(const Lola::CommandKey eye : {Lola::LEye, Lola::REye})
    {
      command.set(eye, i, red);
      command.set(eye, 8 + i, green);
      command.set(eye, 16 + i, blue);
    }
  for(int i = 0; i < finalCommands; ++i)
  {
    for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
      command.set(Lola::PositionCommand, j, sensors.position[j]);
    if(!client.send(command.data()))
    {
      report = client.error();
      return false;
    }
    if(i + 1 < finalCommands && !receive(client, reader, sensors, report))
      return false;
  }
  char text[160];
  std::snprintf(text, sizeof(text), "%s, joints off, eyes %s", sitting ? "was already sitting" : "sat down in 2 s", describe(ending));
  report = text;
  return true;
}
