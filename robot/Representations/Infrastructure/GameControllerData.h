/**
 * @file Representations/Infrastructure/GameControllerData.h
 * The last GameController packet for the own team, and what was ignored (docs/game.md).
 */
#pragma once

#include "Network/RoboCupGameControlData.h"

/**
 * The content of the last RoboCupGameControlData packet that names the own team, when it came
 * and from where, and counters of the packets that were ignored.
 */
STREAMABLE_WITH_BASE(GameControllerData, RoboCupGameControlData,
{,
  (unsigned)(0) timeLastPacketReceived, /**< ms, 0: never. */
  (unsigned)(0) senderAddress,          /**< IPv4 address of the GameController (host byte order). */
  (unsigned)(0) packetsAccepted,
  (unsigned)(0) ignoredMalformed,       /**< Wrong header, unknown version or wrong size. */
  (unsigned)(0) ignoredVersion,         /**< Valid, but not the expected version. */
  (unsigned)(0) ignoredOtherTeams,      /**< Valid, but for a game without the own team. */
  (unsigned)(0) returnPacketsSent,
});
