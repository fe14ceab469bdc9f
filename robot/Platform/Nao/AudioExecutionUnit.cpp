/**
 * @file Platform/Nao/AudioExecutionUnit.cpp
 * The Audio execution unit: idles one block time when no block arrived.
 */
#include "Platform/Nao/AudioExecutionUnit.h"
#include <chrono>
#include <thread>

MAKE_EXECUTION_UNIT(Audio, AudioExecutionUnit);

namespace
{
  thread_local bool received = false;
  /** 2048 frames at 48 kHz. */
  constexpr auto blockDuration = std::chrono::milliseconds(43);
}

AudioExecutionUnit::AudioExecutionUnit() : schedule(48000.0 / 2048.0) {}

void AudioExecutionUnit::receivedBlock()
{
  received = true;
}

void AudioExecutionUnit::afterFrame(ThreadFrame&)
{
  if(!received)
    std::this_thread::sleep_for(blockDuration);
  received = false;
}
