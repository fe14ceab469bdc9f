/**
 * @file Platform/Nao/LolaProtocol.h
 * The vocabulary of LoLA, the NAO's low-level interface (docs/formats/lola.md): the keys of the
 * state message (LoLA -> client, always 896 bytes) and of the command message (client -> LoLA,
 * 777 bytes with the 10 keys a client normally sends, 786 with Sonar), the number and type of
 * their values, and the order of joints, touch sensors, FSRs, battery and RobotConfig entries.
 * Everything is in LoLA's order and with LoLA's names, not Touchline's.
 */
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace Lola
{
  /** The size of every state message. */
  constexpr std::size_t stateSize = 896;
  /** The size of a command with the 10 keys Touchline sends (all but Sonar). */
  constexpr std::size_t commandSize = 777;
  /** The size of a command with all 11 keys. */
  constexpr std::size_t fullCommandSize = 786;
  /** The period of LoLA's state messages. */
  constexpr int cycleMilliseconds = 12;
  /** Where LoLA listens. */
  constexpr const char* defaultSocketPath = "/tmp/robocup";

  /** The 25 joints in LoLA's order (there is no RHipYawPitch: one motor for both hips). */
  enum Joint : std::uint8_t
  {
    HeadYaw, HeadPitch,
    LShoulderPitch, LShoulderRoll, LElbowYaw, LElbowRoll, LWristYaw,
    LHipYawPitch, LHipRoll, LHipPitch, LKneePitch, LAnklePitch, LAnkleRoll,
    RHipRoll, RHipPitch, RKneePitch, RAnklePitch, RAnkleRoll,
    RShoulderPitch, RShoulderRoll, RElbowYaw, RElbowRoll, RWristYaw,
    LHand, RHand,
    numOfJoints
  };
  constexpr std::array<std::string_view, numOfJoints> jointNames = {
    "HeadYaw", "HeadPitch",
    "LShoulderPitch", "LShoulderRoll", "LElbowYaw", "LElbowRoll", "LWristYaw",
    "LHipYawPitch", "LHipRoll", "LHipPitch", "LKneePitch", "LAnklePitch", "LAnkleRoll",
    "RHipRoll", "RHipPitch", "RKneePitch", "RAnklePitch", "RAnkleRoll",
    "RShoulderPitch", "RShoulderRoll", "RElbowYaw", "RElbowRoll", "RWristYaw",
    "LHand", "RHand"};

  /** The 14 entries of Touch. */
  enum Touch : std::uint8_t
  {
    ChestBoardButton, HeadTouchFront, HeadTouchMiddle, HeadTouchRear,
    LFootBumperLeft, LFootBumperRight, LHandTouchBack, LHandTouchLeft, LHandTouchRight,
    RFootBumperLeft, RFootBumperRight, RHandTouchBack, RHandTouchLeft, RHandTouchRight,
    numOfTouches
  };

  /** The 8 entries of FSR (kg): per foot front-left, front-right, rear-left, rear-right. */
  enum Fsr : std::uint8_t
  {
    LFootFrontLeft, LFootFrontRight, LFootRearLeft, LFootRearRight,
    RFootFrontLeft, RFootFrontRight, RFootRearLeft, RFootRearRight,
    numOfFsrs
  };

  /** The 4 entries of Battery, as field-tested code reads them. */
  enum Battery : std::uint8_t
  {
    BatteryCharge,      ///< 0..1
    BatteryStatus,      ///< A bit field carried as a float; bit 0x80 of its int16 value: charging.
    BatteryCurrent,     ///< A, negative while discharging.
    BatteryTemperature,
    numOfBatteryValues
  };

  /** The 4 strings of RobotConfig. */
  enum RobotConfig : std::uint8_t
  {
    BodyId,      ///< 20 characters
    BodyVersion, ///< 5 characters, e.g. 6.0.0
    HeadId,      ///< 20 characters
    HeadVersion, ///< 5 characters
    numOfRobotConfigValues
  };
  constexpr std::size_t idLength = 20;
  constexpr std::size_t versionLength = 5;

  /** How the values of a key are encoded. */
  enum class ValueType : std::uint8_t
  {
    float32, ///< 0xca + 4 bytes big-endian
    fixint,  ///< positive fixint 0x00..0x7f
    fixstr,  ///< 0xa0 + length, then the bytes
    boolean, ///< 0xc2 false, 0xc3 true
  };

  /** A key of a message with the number and the type of its values. */
  struct KeyInfo
  {
    std::string_view name;
    std::uint8_t count;
    ValueType type;
  };

  /** The 13 keys of the state message, in the order LoLA (as observed) sends them. */
  enum StateKey : std::uint8_t
  {
    Stiffness, Position, Temperature, Current, BatteryKey, Accelerometer, Gyroscope, Angles, Sonar,
    FSR, Status, TouchKey, RobotConfigKey,
    numOfStateKeys
  };
  constexpr std::array<KeyInfo, numOfStateKeys> stateKeys = {{
    {"Stiffness", numOfJoints, ValueType::float32},
    {"Position", numOfJoints, ValueType::float32},
    {"Temperature", numOfJoints, ValueType::float32},
    {"Current", numOfJoints, ValueType::float32},
    {"Battery", numOfBatteryValues, ValueType::float32},
    {"Accelerometer", 3, ValueType::float32},
    {"Gyroscope", 3, ValueType::float32},
    {"Angles", 2, ValueType::float32},
    {"Sonar", 2, ValueType::float32},
    {"FSR", numOfFsrs, ValueType::float32},
    {"Status", numOfJoints, ValueType::fixint},
    {"Touch", numOfTouches, ValueType::float32},
    {"RobotConfig", numOfRobotConfigValues, ValueType::fixstr},
  }};

  /** The 11 keys of the command message. */
  enum CommandKey : std::uint8_t
  {
    PositionCommand, StiffnessCommand, REar, LEar, Chest, LEye, REye, LFoot, RFoot, Skull, SonarCommand,
    numOfCommandKeys
  };
  constexpr std::array<KeyInfo, numOfCommandKeys> commandKeys = {{
    {"Position", numOfJoints, ValueType::float32},
    {"Stiffness", numOfJoints, ValueType::float32},
    {"REar", 10, ValueType::float32},
    {"LEar", 10, ValueType::float32},
    {"Chest", 3, ValueType::float32},
    {"LEye", 24, ValueType::float32},
    {"REye", 24, ValueType::float32},
    {"LFoot", 3, ValueType::float32},
    {"RFoot", 3, ValueType::float32},
    {"Skull", 12, ValueType::float32},
    {"Sonar", 2, ValueType::boolean},
  }};
  /** The most values a command key has (Position, Stiffness). */
  constexpr std::size_t maxCommandValues = numOfJoints;
}
