/**
 * @file Platform/Nao/LolaExecutionUnit.cpp
 * The execution unit "LoLA": the thread's pace comes from LoLA's state messages.
 */
#include "Platform/Nao/LolaExecutionUnit.h"
#include "Platform/Nao/LolaProtocol.h"
#include "Platform/Nao/MotionLoopTiming.h"
#include "Platform/Nao/SimulatedClock.h"
#include <chrono>
#include <thread>

MAKE_EXECUTION_UNIT(LoLA, LolaExecutionUnit);

namespace
{
  thread_local bool waited = false;
  thread_local LolaExecutionUnit::Exchange* threadExchange = nullptr;
}

void LolaExecutionUnit::waitedForLola()
{
  waited = true;
}

void LolaExecutionUnit::setExchange(Exchange* exchange)
{
  threadExchange = exchange;
}

bool LolaExecutionUnit::beforeFrame(ThreadFrame&)
{
  return !SimulatedClock::requested() || !threadExchange || threadExchange->exchangeBeforeFrame();
}

void LolaExecutionUnit::afterFrame(ThreadFrame&)
{
  if(waited)
    MotionLoopTiming::frameEnded();
  else
    std::this_thread::sleep_for(std::chrono::milliseconds(Lola::cycleMilliseconds));
  waited = false;
}
