/**
 * @file Platform/Nao/LolaExecutionUnit.h
 * The execution unit "LoLA" of the thread that runs the NaoProvider.
 */
#pragma once

#include "Framework/ExecutionUnit.h"

/**
 * The execution unit "LoLA" (threads.cfg) of the thread that runs the NaoProvider. On the
 * monotonic clock the provider itself blocks until LoLA's next state message in the frame, so
 * afterFrame() returns at once. On simulated time (SimulatedClock) the unit exchanges with LoLA
 * before the frame through the provider (Exchange) and runs a frame only when a state message
 * arrived: a simulation that pauses pauses the robot, and in lock-step the thread leads every
 * instant (a LoLA cycle). If nothing waited for LoLA in a frame (e.g. the provider is not
 * configured), it waits one LoLA cycle (12 ms) instead, so that the thread does not spin. The end
 * of a frame that waited for LoLA is the end of a Motion frame for MotionLoopTiming.
 */
class LolaExecutionUnit : public ExecutionUnit
{
public:
  /** What exchanges with LoLA before a frame on simulated time (the NaoProvider of the thread). */
  class Exchange
  {
  public:
    virtual ~Exchange() = default;
    /** Answers the last state message, waits (at most about 100 ms) for the next; whether one arrived. */
    virtual bool exchangeBeforeFrame() = 0;
  };

  bool beforeFrame(ThreadFrame& frame) override;
  void afterFrame(ThreadFrame& frame) override;
  bool leadsLockStep() const override { return true; }

  /** Called by the NaoProvider in its thread whenever it waited for LoLA. */
  static void waitedForLola();
  /** Called by the NaoProvider in its thread when it is made (and with nullptr when it goes). */
  static void setExchange(Exchange* exchange);
};
