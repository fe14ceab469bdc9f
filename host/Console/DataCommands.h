/**
 * @file Console/DataCommands.h
 * The commands "get" and "set": reading and overriding MODIFY-able data of the robot, converted
 * to and from text with the robot's type information.
 */
#pragma once

#include "Console/ConsoleCore.h"
#include "Console/RobotConnection.h"

class OutBinaryMemory;

class DataCommands
{
public:
  explicit DataCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;
  using Targets = std::vector<unsigned>;

  Result get(const Call& call);
  Result set(const Call& call);
  /** Fetches a debug data value; nullptr (an error printed) if it did not come. */
  const RobotConnection::DebugData* fetch(RobotConnection& connection, const std::string& name, const Targets& targets);
  /** The value as single-line map text. */
  bool toText(RobotConnection& connection, const RobotConnection::DebugData& value, std::string& text);
  /**
   * Converts a typed value to the binary form of the current value's type: for a record, the
   * fields given replace those of the current value. false (and why printed) if it does not fit.
   */
  bool toBinary(RobotConnection& connection, const RobotConnection::DebugData& current, const std::string& name,
                const std::string& value, OutBinaryMemory& data);

  ConsoleCore& core;
};
