/**
 * @file Modules/Communication/TeamMessageHandler/TeamMessageHandler.h
 * Team communication: bit-packed team messages over UDP, within the message budget (docs/game.md).
 */
#pragma once

#include "Framework/Module.h"
#include "Modules/Communication/TeamMessageHandler/TimeSynchronization.h"
#include "Network/UdpSocket.h"
#include "Representations/BehaviorControl/BehaviorStatus.h"
#include "Representations/Communication/TeamData.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/GameControllerData.h"
#include "Representations/Infrastructure/GameState.h"
#include "Representations/Modeling/Whistle.h"
#include "Tools/Communication/TeamMessageCodec.h"
#include <array>
#include <memory>
#include <vector>

MODULE(TeamMessageHandler,
{,
  REQUIRES(BehaviorStatus),
  REQUIRES(FrameInfo),
  REQUIRES(GameControllerData),
  REQUIRES(GameState),
  REQUIRES(Whistle),
  PROVIDES(TeamData),
  LOADS_PARAMETERS(
  {,
    (unsigned) minSendInterval,  /**< Never more often than this (ms). */
    (unsigned) idleSendInterval, /**< While messages are not counted (initial, finished, shoot-out) (ms). */
    (int) budgetReserve,         /**< Messages of the budget kept back for the end of the game. */
    (unsigned) halfDuration,     /**< Length of a half (s) when the GameController does not tell the time left. */
    (unsigned) reopenInterval,   /**< A port that could not be opened is tried again this often (ms). */
    (unsigned) simulatedLatency, /**< On simulated time: a message arrives this long after it was sent (ms). */
  }),
});

/**
 * Receives the teammates' messages on UDP 10000 + team number and sends the own one to
 * Settings::broadcastAddress (loopback on desktops, the robot's network on the robot). A message
 * carries the representations of teamMessage.cfg, bit-packed by its rules; one that would be
 * larger than the rules allow (128 bytes in version 18, 512 in 19) is not sent. The budget: in
 * the states the GameController counts (ready, set, playing), the remaining messages
 * (messageBudget minus budgetReserve) are spread over the remaining game time and the players
 * not penalized. Foreign and malformed datagrams are dropped and counted. Never blocks.
 *
 * On simulated time (touchline-naosim) every robot's clock is the simulation's, so a message
 * arrives exactly simulatedLatency after its timestamp: it is held until then and handled in the
 * order of (arrival, sender). In lock-step the robots' threads run in parallel within an instant;
 * this is what makes what a robot hears independent of how the operating system schedules them
 * (docs/game.md, "Team communication").
 */
class TeamMessageHandler : public TeamMessageHandlerBase
{
public:
  TeamMessageHandler();

  /**
   * The interval between two messages of this robot that the budget allows (ms), 0: do not send.
   * @param now The current time (ms).
   */
  static unsigned sendInterval(const GameState& gameState, unsigned now, unsigned minSendInterval, unsigned idleSendInterval,
                               int budgetReserve, unsigned halfDuration);

private:
  void update(TeamData& teamData) override;

  void receive(TeamData& teamData);
  /** On simulated time: keeps a datagram until its arrival time. */
  void hold(TeamData& teamData, const unsigned char* data, long size);
  /** On simulated time: handles the held datagrams whose arrival time has come, in order. */
  void deliverHeld(TeamData& teamData);
  void handle(TeamData& teamData, const unsigned char* data, long size, unsigned arrival);
  void send(TeamData& teamData);
  /** The own representation of this name, nullptr if none. */
  const Streamable* ownPart(const std::string& name) const;

  TeamMessageSchema schema;
  std::unique_ptr<TeamMessageCodec> codec;
  UdpSocket socket;
  UdpSocket::Endpoint destination;
  TimeSynchronization synchronization;
  std::vector<const Streamable*> parts;
  std::vector<unsigned> measuredAt;   ///< Per teammate slot: when its offset was measured (ms).
  Teammate scratch;                   ///< A message is read into this first.
  /** A datagram held until it arrives (simulated time). */
  struct Held
  {
    unsigned arrival = 0;              ///< ms
    unsigned char sender = 0;
    unsigned short size = 0;
    std::array<unsigned char, 512> data{};
  };
  std::vector<Held> held;             ///< Reserved once (maxHeld).
  static constexpr std::size_t maxHeld = 64;
  unsigned lastOpenAttempt = 0;
  bool reportedOpenError = false;
  bool reportedTooLarge = false;
  bool reportedSendError = false;
};
