/**
 * @file Modules/Modeling/WhistleDetector/WhistleDetector.h
 * The whistle detector of the Audio thread (docs/game.md).
 */
#pragma once

#include "Framework/Module.h"
#include "Modules/Modeling/WhistleDetector/WhistleDetection.h"
#include "Representations/Infrastructure/AudioData.h"
#include "Representations/Modeling/Whistle.h"

MODULE(WhistleDetector,
{,
  REQUIRES(AudioData),
  PROVIDES(Whistle),
  LOADS_PARAMETERS(
  {,
    (WhistleParameters) detection, /**< The algorithm's parameters (WhistleDetection.h). */
  }),
});

/** Runs WhistleDetection on every block of AudioData and reports the whistles it finds. */
class WhistleDetector : public WhistleDetectorBase
{
public:
  WhistleDetector();

private:
  void update(Whistle& whistle) override;

  WhistleDetection algorithm;  ///< Configured for the format of the first block.
  unsigned configuredChannels = 0;
  unsigned configuredRate = 0;
};
