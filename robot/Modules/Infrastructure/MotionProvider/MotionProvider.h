/**
 * @file Modules/Infrastructure/MotionProvider/MotionProvider.h
 * What Motion measured, under Cognition's own names.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/FrameInfo.h"

MODULE(MotionProvider,
{,
  REQUIRES(MotionFrameInfo),
  PROVIDES(FrameInfo),
});

/**
 * Gives Cognition Motion's FrameInfo as its own: since the camera threads provide a FrameInfo
 * of their own (the time of their image), Cognition names the one it follows (the time of
 * LoLA's last state message) through the alias MotionFrameInfo.
 */
class MotionProvider : public MotionProviderBase
{
  void update(FrameInfo& frameInfo) override { frameInfo.time = theMotionFrameInfo.time; }
};
