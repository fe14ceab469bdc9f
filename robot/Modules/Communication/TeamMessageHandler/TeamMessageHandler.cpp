/**
 * @file Modules/Communication/TeamMessageHandler/TeamMessageHandler.cpp
 * Sending team messages within the budget, receiving and dropping foreign ones, filling TeamData.
 */
#include "Modules/Communication/TeamMessageHandler/TeamMessageHandler.h"
#include "Framework/Settings.h"
#include "Platform/Time.h"
#include "Network/RoboCupGameControlData.h"
#include "Streaming/Global.h"
#include "Streaming/InMap.h"
#include "Streaming/Output.h"
#include <algorithm>
#include <chrono>
#include <stdexcept>

MAKE_MODULE(TeamMessageHandler);


TeamMessageHandler::TeamMessageHandler()
{
  InMapFile stream("teamMessage.cfg", InMap::allErrors & ~InMap::missingAttribute, false);
  if(!stream.exists())
    throw std::runtime_error("TeamMessageHandler: teamMessage.cfg not found");
  stream >> schema;
  if(!stream.errors().empty())
    throw std::runtime_error("TeamMessageHandler: " + stream.errors().front());
  if(const std::vector<std::string> errors = schema.check(); !errors.empty())
    throw std::runtime_error("TeamMessageHandler: teamMessage.cfg: " + errors.front());
  for(const std::string& name : schema.representations)
  {
    if(!ownPart(name) || !scratch.part(name))
      throw std::runtime_error("TeamMessageHandler: teamMessage.cfg: " + name + " cannot be sent (it is not in Teammate)");
    parts.push_back(ownPart(name));
  }
  const Settings& settings = Global::getSettings();
  codec = std::make_unique<TeamMessageCodec>(schema, settings.magicNumber);
  if(!UdpSocket::resolve(settings.broadcastAddress, static_cast<std::uint16_t>(settings.teamPort()), destination))
    throw std::runtime_error("TeamMessageHandler: broadcastAddress " + settings.broadcastAddress + " is not an IPv4 address");
  measuredAt.assign(GameControl::maxNumPlayers + 1, 0);
  held.reserve(maxHeld);
}

const Streamable* TeamMessageHandler::ownPart(const std::string& name) const
{
  if(name == "Whistle")
    return &theWhistle;
  if(name == "BehaviorStatus")
    return &theBehaviorStatus;
  return nullptr;
}

unsigned TeamMessageHandler::sendInterval(const GameState& gameState, unsigned now, unsigned minSendInterval, unsigned idleSendInterval,
                                          int budgetReserve, unsigned halfDuration)
{
  if(gameState.isPenalized())
    return 0;
  const bool counted = gameState.phase != GameState::penaltyShootout &&
                       (gameState.state == GameState::ready || gameState.state == GameState::set || gameState.state == GameState::playing);
  if(!counted)
    return gameState.state == GameState::finished ? 0 : std::max(minSendInterval, idleSendInterval);
  const int budget = gameState.ownTeam.messageBudget - budgetReserve;
  if(budget <= 0)
    return 0;
  unsigned long long left = static_cast<unsigned>(gameState.halfTimeLeft(now));
  if(left == 0)
    left = 1000ull * halfDuration;
  if(gameState.firstHalf && gameState.phase == GameState::normal)
    left += 1000ull * halfDuration;
  const unsigned long long interval = left * static_cast<unsigned>(gameState.activePlayers()) / static_cast<unsigned>(budget);
  return static_cast<unsigned>(std::clamp<unsigned long long>(interval, minSendInterval, 3600000));
}

void TeamMessageHandler::update(TeamData& teamData)
{
  if(!socket.isOpen() && (lastOpenAttempt == 0 || theFrameInfo.getTimeSince(lastOpenAttempt) >= static_cast<int>(reopenInterval)))
  {
    lastOpenAttempt = std::max(theFrameInfo.time, 1u);
    std::string error;
    if(!socket.open(static_cast<std::uint16_t>(Global::getSettings().teamPort()), error) && !reportedOpenError)
    {
      OUTPUT_ERROR("TeamMessageHandler: " << error << " (no team communication; trying again every " << reopenInterval << " ms)");
      reportedOpenError = true;
    }
    teamData.teammates.reserve(GameControl::maxNumPlayers);
  }
  if(theGameControllerData.timeLastPacketReceived)
    synchronization.addPacket(theGameControllerData.packetNumber, theGameControllerData.timeLastPacketReceived);
  receive(teamData);

  teamData.sendInterval = sendInterval(theGameState, theFrameInfo.time, minSendInterval, idleSendInterval, budgetReserve, halfDuration);
  if(socket.isOpen() && teamData.sendInterval > 0 &&
     (teamData.timeOfLastSend == 0 || theFrameInfo.getTimeSince(teamData.timeOfLastSend) >= static_cast<int>(teamData.sendInterval)))
    send(teamData);
}

void TeamMessageHandler::receive(TeamData& teamData)
{
  std::array<unsigned char, 1024> buffer;
  UdpSocket::Endpoint from;
  std::chrono::steady_clock::time_point arrival;
  for(long size; (size = socket.receive(buffer.data(), buffer.size(), from, &arrival)) >= 0;)
    if(Time::isSimulated())
      hold(teamData, buffer.data(), size);
    else
      handle(teamData, buffer.data(), size, Time::fromMonotonic(arrival));
  deliverHeld(teamData);
}

void TeamMessageHandler::hold(TeamData& teamData, const unsigned char* data, long size)
{
  TeamMessageHeader header;
  // What is no message of this team is counted at once; a message waits for its arrival time.
  if(static_cast<std::size_t>(size) > std::tuple_size_v<decltype(Held::data)> ||
     !codec->decode(data, static_cast<std::size_t>(size), header, [this](std::size_t i) { return scratch.part(schema.representations[i]); }))
  {
    handle(teamData, data, size, theFrameInfo.time);
    return;
  }
  if(held.size() == maxHeld)
  {
    // Cannot happen with the robots of one field; a flood is handled in order as it comes.
    deliverHeld(teamData);
    if(held.size() == maxHeld)
    {
      handle(teamData, held.front().data.data(), held.front().size, held.front().arrival);
      held.erase(held.begin());
    }
  }
  Held& entry = held.emplace_back();
  // A timestamp far from the own clock is not a simulated teammate's: it arrives now.
  const int age = theFrameInfo.getTimeSince(header.timestamp);
  entry.arrival = age < -10000 || age > 10000 ? theFrameInfo.time : header.timestamp + simulatedLatency;
  entry.sender = header.playerNumber;
  entry.size = static_cast<unsigned short>(size);
  std::copy_n(data, size, entry.data.begin());
}

void TeamMessageHandler::deliverHeld(TeamData& teamData)
{
  std::sort(held.begin(), held.end(), [](const Held& a, const Held& b) {
    return a.arrival != b.arrival ? static_cast<int>(a.arrival - b.arrival) < 0 : a.sender < b.sender;
  });
  std::size_t delivered = 0;
  while(delivered < held.size() && theFrameInfo.getTimeSince(held[delivered].arrival) >= 0)
  {
    handle(teamData, held[delivered].data.data(), held[delivered].size, held[delivered].arrival);
    ++delivered;
  }
  held.erase(held.begin(), held.begin() + static_cast<std::ptrdiff_t>(delivered));
}

void TeamMessageHandler::handle(TeamData& teamData, const unsigned char* data, long size, unsigned arrival)
{
  // The rules' limit for received messages too: longer ones are not team messages of this league.
  if(static_cast<std::size_t>(size) > GameControl::teamMessageSize(theGameState.gameControllerVersion) ||
     static_cast<std::size_t>(size) < TeamMessageCodec::headerSize)
  {
    ++teamData.foreign;
    return;
  }
  TeamMessageHeader header;
  if(!codec->decode(data, static_cast<std::size_t>(size), header, [this](std::size_t i) { return scratch.part(schema.representations[i]); }))
  {
    // Only a wrong first byte makes it foreign: another team's or program's message.
    ++(codec->error().starts_with("byte 0") || codec->error().starts_with(std::to_string(size) + " bytes") ? teamData.foreign : teamData.malformed);
    return;
  }
  if(header.playerNumber == theGameState.playerNumber)
    return; // our own broadcast
  auto teammate = std::find_if(teamData.teammates.begin(), teamData.teammates.end(),
                               [&](const Teammate& t) { return t.number == header.playerNumber; });
  if(teammate != teamData.teammates.end() && teammate->messages > 0 && teammate->timeWhenSent + teammate->clockOffset == header.timestamp)
    return; // the same message again
  if(teammate == teamData.teammates.end())
  {
    teamData.teammates.emplace_back();
    teammate = teamData.teammates.end() - 1;
    teammate->number = header.playerNumber;
  }
  for(std::size_t i = 0; i < schema.representations.size(); ++i)
    if(header.parts & (1u << i))
      teammate->copyPart(schema.representations[i], scratch);

  // Clock offset: measured through the GameController packet the message names, else the last one.
  int offset = 0;
  if(header.gameControllerPacketAge != TeamMessageHeader::noGameControllerPacket &&
     synchronization.offset(header.gameControllerPacket, header.gameControllerPacketAge, header.timestamp, arrival, offset))
  {
    teammate->clockOffset = offset;
    teammate->isSynchronized = true;
    measuredAt[header.playerNumber] = arrival;
  }
  if(teammate->isSynchronized &&
     !TimeSynchronization::plausible(header.timestamp, arrival, teammate->clockOffset, measuredAt[header.playerNumber]))
  {
    OUTPUT_WARNING("TeamMessageHandler: the clock of player " << static_cast<int>(header.playerNumber) << " is no longer synchronized");
    teammate->isSynchronized = false;
    teammate->clockOffset = 0;
  }
  teammate->timeWhenSent = header.timestamp - static_cast<unsigned>(teammate->clockOffset);
  // Timestamps inside the representations are converted the same way (0 stays "never").
  if(teammate->theWhistle.lastTimeWhistleDetected)
    teammate->theWhistle.lastTimeWhistleDetected -= static_cast<unsigned>(teammate->clockOffset);
  if(teammate->theBehaviorStatus.activitySince)
    teammate->theBehaviorStatus.activitySince -= static_cast<unsigned>(teammate->clockOffset);
  teammate->timeWhenLastPacketReceived = arrival;
  ++teammate->messages;
  ++teamData.received;
}

void TeamMessageHandler::send(TeamData& teamData)
{
  TeamMessageHeader header;
  header.playerNumber = static_cast<unsigned char>(theGameState.playerNumber);
  header.timestamp = theFrameInfo.time;
  if(!synchronization.reference(theFrameInfo.time, header.gameControllerPacket, header.gameControllerPacketAge))
    header.gameControllerPacketAge = TeamMessageHeader::noGameControllerPacket;
  std::array<unsigned char, 512> buffer;
  const std::size_t limit = GameControl::teamMessageSize(theGameState.gameControllerVersion);
  const std::size_t size = codec->encode(header, parts, buffer.data(), limit);
  teamData.timeOfLastSend = theFrameInfo.time;
  if(size == 0)
  {
    ++teamData.notSent;
    if(!reportedTooLarge)
      OUTPUT_ERROR("TeamMessageHandler: team message not sent: " << codec->error() << " (limit " << static_cast<unsigned>(limit) << " bytes)");
    reportedTooLarge = true;
    return;
  }
  if(socket.send(buffer.data(), size, destination))
    ++teamData.sent;
  else
  {
    ++teamData.notSent;
    if(!reportedSendError)
      OUTPUT_WARNING("TeamMessageHandler: " << socket.lastError());
    reportedSendError = true;
  }
}
