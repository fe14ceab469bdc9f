/**
 * @file Streaming/TypeInfoStreamer.h
 * Streams data whose type is only known from a TypeInfo (e.g. the one stored in a log file or
 * sent by a robot running other code) from any In to any Out: binary data to a readable config
 * map, or a config map (a console "set") to binary data.
 *
 *   TypeInfoStreamer streamer(logTypeInfo);
 *   InBinaryMemory in(message, size);
 *   OutMapMemory out;
 *   if(!streamer.convert(in, out, "RobotPose", error)) ...
 *
 * Enums are written as constant names to structured streams and as one byte to others.
 * Every size is bounded by the input; nesting is bounded by maxDepth.
 */
#pragma once

#include "Streaming/InOut.h"
#include "Streaming/TypeInfo.h"
#include <string>

class TypeInfoStreamer
{
public:
  explicit TypeInfoStreamer(const TypeInfo& info, unsigned maxDepth = 64) : info(info), maxDepth(maxDepth) {}

  /**
   * Reads a value of a type described by the TypeInfo from in and writes it to out.
   * @param type The normalised type name, e.g. "Pose2f", "int[3]" or "std::string*".
   * @param error Receives the reason if false is returned.
   * @return Whether the whole value was converted.
   */
  bool convert(In& in, Out& out, const std::string& type, std::string& error) const;

private:
  bool value(In& in, Out& out, const std::string& type, unsigned depth, std::string& error) const;
  bool primitive(In& in, Out& out, const std::string& type) const;
  bool enumeration(In& in, Out& out, const std::string& type, const std::vector<std::string>& constants, std::string& error) const;
  bool array(In& in, Out& out, const std::string& element, std::size_t fixedSize, unsigned depth, std::string& error) const;

  const TypeInfo& info;
  unsigned maxDepth;
  mutable std::size_t budget = 0; ///< Values left to convert (bounds types that consume no input).
};
