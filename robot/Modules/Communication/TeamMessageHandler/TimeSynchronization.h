/**
 * @file Modules/Communication/TeamMessageHandler/TimeSynchronization.h
 * Clock offsets between robots by reference broadcast: all robots receive the same GameController
 * packet at the same moment (docs/game.md, "Time synchronisation").
 */
#pragma once

#include <array>

/**
 * Remembers when the last GameController packets arrived (packet number, own time; at most 10,
 * at most maxAge old). A message names its sender's newest packet and how long before sending it
 * arrived; a receiver that got the same packet knows the two clocks' offset.
 */
class TimeSynchronization
{
public:
  static constexpr unsigned maxAge = 5000; ///< ms

  /** A GameController packet arrived (its number, the own time it arrived). */
  void addPacket(unsigned char number, unsigned arrival);

  /** For sending at now: the newest packet and its age; false if none is recent enough. */
  bool reference(unsigned now, unsigned char& number, unsigned short& age) const;

  /**
   * The offset of a sender's clock (sender minus own), from the packet its message names.
   * @param sentAt The message's timestamp (sender's clock).
   * @return False if the packet is not (or no longer) known here.
   */
  bool offset(unsigned char number, unsigned short age, unsigned sentAt, unsigned now, int& offset) const;

  /**
   * Whether a message sent at sentAt (sender's clock) and received at receivedAt (own clock) fits
   * an offset measured measuredAt: it cannot arrive before it was sent (beyond errorBound) nor
   * more than 2 s after; errorBound = 5 ms plus 2 ms per 5 s since the measurement (drift).
   */
  static bool plausible(unsigned sentAt, unsigned receivedAt, int offset, unsigned measuredAt);

private:
  struct Entry
  {
    unsigned char number = 0;
    unsigned arrival = 0;
  };
  std::array<Entry, 10> entries{};
  std::size_t next = 0;
};
