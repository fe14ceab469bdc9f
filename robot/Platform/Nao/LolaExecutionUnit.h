/**
 * @file Platform/Nao/LolaExecutionUnit.h
 * The execution unit "LoLA" of the thread that runs the NaoProvider.
 */
#pragma once

#include "Framework/ExecutionUnit.h"

/**
 * The execution unit "LoLA" (threads.cfg) of the thread that runs the NaoProvider: the
 * provider itself blocks until LoLA's next state message, so afterFrame() returns at once. If
 * nothing waited for LoLA in a frame (e.g. the provider is not configured), it waits one LoLA
 * cycle (12 ms) instead, so that the thread does not spin. The end of a frame that waited for
 * LoLA is the end of a Motion frame for MotionLoopTiming.
 */
class LolaExecutionUnit : public ExecutionUnit
{
public:
  void afterFrame(ThreadFrame& frame) override;

  /** Called by the NaoProvider in its thread whenever it waited for LoLA. */
  static void waitedForLola();
};
