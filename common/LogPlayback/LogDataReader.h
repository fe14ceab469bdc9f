/**
 * @file LogPlayback/LogDataReader.h
 * Reads the representations in a log's messages into today's C++ types. A representation whose
 * type in the log's TypeInfo differs from today's is converted field by field by name: added
 * fields keep their values, removed ones are dropped, enums convert by constant name. A warning
 * is recorded once per type.
 *
 *   LogDataReader reader(log.typeInfo());
 *   RobotPose pose;
 *   reader.read(message, pose);
 */
#pragma once

#include "LogPlayback/LogFile.h"
#include "Streaming/TypeRegistry.h"
#include <array>
#include <functional>
#include <string>
#include <vector>

class LogDataReader
{
public:
  /** @param logTypes The log's type information (nullptr: the log's types are today's). */
  explicit LogDataReader(const TypeInfo* logTypes) : logTypes(logTypes) {}

  /**
   * Reads the representation in a data message.
   * @return false if the message could not be read (its data is truncated or undescribed).
   */
  template<typename T> bool read(const LogFile::Message& message, T& value)
  {
    return read(message, TypeRegistry::demangle(typeid(T).name()), [&value](In& stream) { stream >> value; });
  }

  /**
   * Reads a message of a type described by name with a reading function.
   * @param typeName Today's (normalised) name of the type.
   */
  bool read(const LogFile::Message& message, const std::string& typeName, const std::function<void(In&)>& readValue);

  /** The warnings so far ("X has changed and is converted. ..."), one per type. */
  const std::vector<std::string>& warnings() const { return warningList; }

private:
  enum State : unsigned char
  {
    unknown,
    accept,
    convert
  };

  const TypeInfo* logTypes;
  std::array<State, 256> states{};
  std::vector<std::string> warningList;
};
