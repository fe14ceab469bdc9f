/**
 * @file LogPlayback/StopwatchData.cpp
 * Decoding the idStopwatch payload (names and times of the stopwatches), bounded by its size.
 */
#include "LogPlayback/StopwatchData.h"
#include "Streaming/InStreams.h"

bool StopwatchData::decode(const char* payload, std::size_t size)
{
  InBinaryMemory in(payload, size);
  unsigned short count = 0;
  in >> count;
  if(count > size / 6) // each name needs at least 6 bytes
    return false;
  names.resize(count);
  for(auto& [id, name] : names)
    in >> id >> name;
  in >> count;
  if(in.failed() || count > size / 6)
    return false;
  durations.resize(count);
  for(auto& [id, duration] : durations)
    in >> id >> duration;
  in >> frameStartTime >> frameNumber;
  return !in.failed();
}
