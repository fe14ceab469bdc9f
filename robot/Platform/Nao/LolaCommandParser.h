/**
 * @file Platform/Nao/LolaCommandParser.h
 * Parsing command messages as LoLA accepts them.
 */
#pragma once

#include "Platform/Nao/LolaActuatorValues.h"
#include "Platform/Nao/MsgPackReader.h"
#include <span>
#include <string>

/**
 * Parses a command message as LoLA accepts it: a map with any subset of the 11 command keys
 * in any order, each at most once, with exactly the key's number of values (float32; Sonar:
 * bools). Used by touchline-naosim on the byte stream a client sends, so running out of data
 * (incomplete) is told apart from malformed data.
 */
class LolaCommandParser
{
public:
  /**
   * Parses the command at the start of data.
   * @param command Receives the keys and values (only when the result is ok).
   * @param consumed Receives the size of the command (only when the result is ok).
   * @param error Receives the problem if the result is malformed, e.g.
   *              "command, offset 17 (key Position[2]): expected float32, got 0xcb".
   */
  static MsgPackReader::Status parse(std::span<const std::uint8_t> data, LolaActuatorValues& command, std::size_t& consumed,
                                     std::string& error);
};
