/**
 * @file Modules/Communication/TeamMessageHandler/TimeSynchronization.cpp
 * Clock offsets to teammates from the GameController packets both received.
 */
#include "Modules/Communication/TeamMessageHandler/TimeSynchronization.h"
#include <algorithm>

void TimeSynchronization::addPacket(unsigned char number, unsigned arrival)
{
  const Entry& last = entries[(next + entries.size() - 1) % entries.size()];
  if(last.arrival == arrival && last.number == number)
    return;
  entries[next] = {number, arrival};
  next = (next + 1) % entries.size();
}

bool TimeSynchronization::reference(unsigned now, unsigned char& number, unsigned short& age) const
{
  const Entry& newest = entries[(next + entries.size() - 1) % entries.size()];
  if(newest.arrival == 0 || static_cast<int>(now - newest.arrival) < 0 || now - newest.arrival > maxAge)
    return false;
  number = newest.number;
  age = static_cast<unsigned short>(now - newest.arrival);
  return true;
}

bool TimeSynchronization::offset(unsigned char number, unsigned short age, unsigned sentAt, unsigned now, int& result) const
{
  for(const Entry& entry : entries)
    if(entry.arrival != 0 && entry.number == number && now - entry.arrival <= maxAge + 2000)
    {
      result = static_cast<int>((sentAt - age) - entry.arrival);
      return true;
    }
  return false;
}

bool TimeSynchronization::plausible(unsigned sentAt, unsigned receivedAt, int offset, unsigned measuredAt)
{
  const int sinceMeasurement = std::max(0, static_cast<int>(receivedAt - measuredAt));
  const int errorBound = 5 + 2 * (sinceMeasurement / 5000 + 1);
  const int delay = static_cast<int>(receivedAt - (sentAt - static_cast<unsigned>(offset)));
  return delay >= -errorBound && delay <= 2000 + errorBound;
}
