/**
 * @file Framework/Configuration.h
 * The thread and provider configuration, as read from Config/Scenarios/<scenario>/threads.cfg
 * (docs/threads.md):
 *
 *   defaultRepresentations = [GroundTruthRobotPose];
 *   threads = [
 *     {
 *       name = Cognition;
 *       priority = 1;
 *       debugReceiverSize = 2000000;
 *       debugSenderSize = 2000000;
 *       debugSenderInfrastructureSize = 200000;
 *       executionUnit = Cognition;
 *       representationProviders = [
 *         {representation = BallModel; provider = SimpleBallLocator;},
 *       ];
 *     },
 *   ];
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <string>
#include <vector>

STREAMABLE(Configuration,
{
  /** Which module provides a representation in a thread. */
  STREAMABLE(RepresentationProvider,
  {,
    (std::string) representation,
    (std::string) provider,
  });

  /** A thread: its name, scheduling, debug queue sizes, execution unit and providers. */
  STREAMABLE(Thread,
  {
    /** The provider of a representation in this thread, or nullptr. */
    const RepresentationProvider* find(const std::string& representationName) const;,

    (std::string) name,
    (int)(0) priority,
    (unsigned)(0) debugReceiverSize,
    (unsigned)(0) debugSenderSize,
    (unsigned)(0) debugSenderInfrastructureSize,
    (std::string) executionUnit,
    (std::vector<RepresentationProvider>) representationProviders,
  });

  /** The thread with this name, or nullptr. */
  const Thread* find(const std::string& threadName) const;
  Thread* find(const std::string& threadName);,

  (std::vector<std::string>) defaultRepresentations,
  (std::vector<Thread>) threads,
});
