/**
 * @file Network/RoboCupGameControlData.h
 * The GameController's packets (docs/game.md): RoboCupGameControlData "RGme" version 18 (SPL,
 * 118 bytes) and version 19 (Humanoid Soccer League 2026, 198 bytes), decoded into one form,
 * and the robots' answer RoboCupGameControlReturnData "RGrt" version 4 (32 bytes).
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

/** Numbers of the GameController protocol (ports, versions, sizes, special values). */
namespace GameControl
{
  inline constexpr std::uint16_t dataPort = 3838;   ///< GameController -> robots.
  inline constexpr std::uint16_t returnPort = 3939; ///< Robots -> GameController.
  inline constexpr std::uint8_t splVersion = 18;    ///< SPL 2024-2025.
  inline constexpr std::uint8_t hslVersion = 19;    ///< Humanoid Soccer League 2026.
  inline constexpr std::size_t splSize = 118;
  inline constexpr std::size_t hslSize = 198;
  inline constexpr std::size_t maxSize = hslSize;
  inline constexpr std::uint8_t returnVersion = 4;
  inline constexpr std::size_t returnSize = 32;
  inline constexpr std::size_t maxNumPlayers = 20;
  inline constexpr std::uint8_t kickingTeamNone = 255;
  /** The largest team message payload the rules allow per version. */
  inline constexpr std::size_t teamMessageSize(unsigned version) { return version == hslVersion ? 512 : 128; }
  /** The team message budget of a whole game per version (without extra time). */
  inline constexpr unsigned messageBudget(unsigned version) { return version == hslVersion ? 12000 : 1200; }

  /** The packet size of a RoboCupGameControlData version, 0 if the version is unknown. */
  inline constexpr std::size_t sizeOf(unsigned version)
  {
    return version == splVersion ? splSize : version == hslVersion ? hslSize : 0;
  }
}

/** One player as the GameController sees it (warnings and cautions: version 19 only). */
STREAMABLE(GameControlRobotInfo,
{,
  (unsigned char)(0) penalty,             ///< Version-specific penalty number (0: none).
  (unsigned char)(0) secsTillUnpenalised,
  (unsigned char)(0) warnings,
  (unsigned char)(0) cautions,
});

/** One team as the GameController sees it. */
STREAMABLE(GameControlTeamInfo,
{,
  (unsigned char)(0) teamNumber,
  (unsigned char)(0) fieldPlayerColour,
  (unsigned char)(0) goalkeeperColour,
  (unsigned char)(0) goalkeeper,          ///< Player number of the goalkeeper (0: none).
  (unsigned char)(0) score,
  (unsigned char)(0) penaltyShot,         ///< Shoot-out counter (version 18: fallback-mode flag outside shoot-outs).
  (unsigned short)(0) singleShots,        ///< Bit i: shot i of the shoot-out scored.
  (unsigned short)(0) messageBudget,      ///< Team messages left in this game.
  (std::array<GameControlRobotInfo, GameControl::maxNumPlayers>) players,
});

/**
 * The content of a RoboCupGameControlData packet of either version. Fields a version does not
 * have are 0 (competitionPhase in 19, stopped, warnings and cautions in 18). The numbers are
 * those of the packet; what they mean depends on the version (docs/game.md).
 */
STREAMABLE(RoboCupGameControlData,
{,
  (unsigned char)(GameControl::splVersion) version,
  (unsigned char)(0) packetNumber,
  (unsigned char)(0) playersPerTeam,
  (unsigned char)(0) competitionPhase,    ///< 18 only: 0 round robin, 1 play-off.
  (unsigned char)(0) competitionType,
  (unsigned char)(0) stopped,             ///< 19 only: play is stopped.
  (unsigned char)(0) gamePhase,
  (unsigned char)(0) state,
  (unsigned char)(0) setPlay,
  (unsigned char)(1) firstHalf,
  (unsigned char)(GameControl::kickingTeamNone) kickingTeam,
  (short)(0) secsRemaining,
  (short)(0) secondaryTime,
  (std::array<GameControlTeamInfo, 2>) teams,
});

/** A robot's status for the GameController (its player number, pose and ball). */
STREAMABLE(RoboCupGameControlReturnData,
{,
  (unsigned char)(0) playerNum,
  (unsigned char)(0) teamNum,
  (unsigned char)(0) fallen,              ///< 1: fallen, 0: can play.
  (std::array<float, 3>)() pose, ///< x, y (mm, field centre, +x to the opponent goal), rotation (rad).
  (float)(-1.f) ballAge,                  ///< Seconds since the ball was seen, -1: never.
  (std::array<float, 2>)() ball, ///< Ball relative to the robot (mm).
});

namespace GameControl
{
  /**
   * Decodes a datagram as RoboCupGameControlData of version 18 or 19.
   * @param error Why it is not one (header, version, size), naming the field.
   */
  bool parse(const void* data, std::size_t size, RoboCupGameControlData& packet, std::string& error);

  /**
   * Encodes a packet in the layout of packet.version (18 or 19).
   * @return The number of bytes written to buffer, 0 if the version is unknown.
   */
  std::size_t write(const RoboCupGameControlData& packet, std::array<char, maxSize>& buffer);

  /** Decodes a datagram as RoboCupGameControlReturnData version 4, checked as the GameController does. */
  bool parseReturn(const void* data, std::size_t size, RoboCupGameControlReturnData& packet, std::string& error);

  /** Encodes the robot's answer (always returnSize bytes). */
  void writeReturn(const RoboCupGameControlReturnData& packet, std::array<char, returnSize>& buffer);
}
