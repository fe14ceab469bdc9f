/**
 * @file Representations/Communication/TeamData.h
 * What the teammates said last (docs/game.md, "Team communication").
 */
#pragma once

#include "Representations/BehaviorControl/BehaviorStatus.h"
#include "Representations/Modeling/Whistle.h"
#include "Streaming/AutoStreamable.h"
#include <string>
#include <vector>

/** One teammate's last message, its times in the own robot's clock. */
STREAMABLE(Teammate,
{
  /** Where the representation of this name goes when a message is read (nullptr: not carried). */
  Streamable* part(const std::string& name);
  /** Copies the representation of this name from another teammate. */
  void copyPart(const std::string& name, const Teammate& from);
  /** Milliseconds since the last message arrived. */
  int age(unsigned now) const { return static_cast<int>(now - timeWhenLastPacketReceived); },

  (int)(0) number,
  (unsigned)(0) timeWhenLastPacketReceived, /**< ms of the own clock */
  (unsigned)(0) timeWhenSent,               /**< The teammate's timestamp converted to the own clock (ms). */
  (int)(0) clockOffset,                     /**< The teammate's clock minus the own clock (ms). */
  (bool)(false) isSynchronized,             /**< clockOffset was measured (reference broadcast of the GameController). */
  (unsigned)(0) messages,                   /**< Messages received from it. */
  (Whistle) theWhistle,
  (BehaviorStatus) theBehaviorStatus,
});

inline Streamable* Teammate::part(const std::string& name)
{
  if(name == "Whistle")
    return &theWhistle;
  if(name == "BehaviorStatus")
    return &theBehaviorStatus;
  return nullptr;
}

inline void Teammate::copyPart(const std::string& name, const Teammate& from)
{
  if(name == "Whistle")
    theWhistle = from.theWhistle;
  else if(name == "BehaviorStatus")
    theBehaviorStatus = from.theBehaviorStatus;
}

/** The teammates and the counters of the team communication. */
STREAMABLE(TeamData,
{
  /** The teammate with this player number, nullptr if it was never heard. */
  const Teammate* find(int number) const
  {
    for(const Teammate& teammate : teammates)
      if(teammate.number == number)
        return &teammate;
    return nullptr;
  },

  (std::vector<Teammate>) teammates,
  (unsigned)(0) received,     /**< Messages of teammates accepted. */
  (unsigned)(0) foreign,      /**< Datagrams dropped: other team's magic number or version, too short or too long. */
  (unsigned)(0) malformed,    /**< Datagrams dropped: right header, but the content cannot be read. */
  (unsigned)(0) sent,
  (unsigned)(0) notSent,      /**< Messages that were too large or could not be sent. */
  (unsigned)(0) timeOfLastSend,
  (unsigned)(0) sendInterval, /**< The interval the budget allows now (ms). */
});
