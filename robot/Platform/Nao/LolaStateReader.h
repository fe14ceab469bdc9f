/**
 * @file Platform/Nao/LolaStateReader.h
 * Reading LoLA state messages the cheap way: parse once, then read in place.
 */
#pragma once

#include "Platform/Nao/LolaStateLayout.h"
#include <span>
#include <string>

/**
 * Reads LoLA state messages the cheap way: the first one is parsed completely (LolaStateLayout),
 * every later one is only checked against the layout's marker bytes and read in place. A
 * message that does not match is parsed again; if that succeeds, its layout is used from then
 * on, and the change is reported.
 */
class LolaStateReader
{
public:
  enum class Result
  {
    inPlace,   ///< Read in place with the known layout.
    parsed,    ///< The first message: parsed completely.
    reparsed,  ///< The layout had changed: parsed again (see error()).
    malformed, ///< Not a valid state message (see error()); values are unchanged.
  };

  /** Reads a message into values. */
  Result read(std::span<const std::uint8_t> message, LolaSensorValues& values);

  /** Why the last message was parsed again or rejected. */
  const std::string& error() const { return lastError; }
  /** How often the layout changed. */
  unsigned getReparses() const { return reparses; }
  /** How many messages were rejected. */
  unsigned getMalformed() const { return malformed; }
  const LolaStateLayout& getLayout() const { return layout; }

private:
  LolaStateLayout layout;
  std::string lastError;
  unsigned reparses = 0;
  unsigned malformed = 0;
};
