/**
 * @file Platform/Nao/LolaSensorValues.h
 * The content of one LoLA state message.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <array>
#include <cstdint>
#include <string>

/**
 * The content of one LoLA state message, in LoLA's order and units (docs/formats/lola.md):
 * what the robot program reads and what touchline-naosim sends.
 */
struct LolaSensorValues
{
  std::array<float, Lola::numOfJoints> stiffness{};
  std::array<float, Lola::numOfJoints> position{};
  std::array<float, Lola::numOfJoints> temperature{};  ///< degrees Celsius
  std::array<float, Lola::numOfJoints> current{};      ///< A
  std::array<float, Lola::numOfBatteryValues> battery{};
  std::array<float, 3> accelerometer{};                ///< m/s^2, LoLA's signs (upright: z about -9.81)
  std::array<float, 3> gyroscope{};                    ///< rad/s
  std::array<float, 2> angles{};                       ///< torso roll, pitch (rad)
  std::array<float, 2> sonar{};
  std::array<float, Lola::numOfFsrs> fsr{};            ///< kg
  std::array<std::uint8_t, Lola::numOfJoints> status{}; ///< 0 normal .. 3 critically hot
  std::array<float, Lola::numOfTouches> touch{};       ///< 0 or 1
  std::array<std::string, Lola::numOfRobotConfigValues> robotConfig; ///< body id, body version, head id, head version

  /** The float values of a key (nullptr for Status and RobotConfig). */
  float* floats(Lola::StateKey key);
  const float* floats(Lola::StateKey key) const { return const_cast<LolaSensorValues*>(this)->floats(key); }
};
