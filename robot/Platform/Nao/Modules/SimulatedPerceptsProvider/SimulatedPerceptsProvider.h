/**
 * @file Platform/Nao/Modules/SimulatedPerceptsProvider/SimulatedPerceptsProvider.h
 * The module SimulatedPerceptsProvider: the camera's percepts as touchline-naosim computes them.
 */
#pragma once

#include "Framework/Module.h"
#include "Platform/Nao/SimulatedFrameInput.h"
#include "Platform/Nao/SimulatedPercepts.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Representations/Infrastructure/CameraIntrinsics.h"
#include "Representations/Infrastructure/FrameInfo.h"

MODULE(SimulatedPerceptsProvider,
{,
  REQUIRES(CameraIntrinsics),
  PROVIDES(FrameInfo),
  PROVIDES(CameraInfo),
  PROVIDES(FieldBoundary),
  PROVIDES(BallPercept),
  PROVIDES(LinesPercept),
  PROVIDES(IntersectionsPercept),
  PROVIDES(PenaltyMarkPercept),
  PROVIDES(GoalPostsPercept),
  PROVIDES(ObstaclesPercept),
  LOADS_PARAMETERS(
  {,
    (std::string) cameraServer, /**< HOST[:PORT] of touchline-naosim's cameras; "": the program's (--camera-server). */
    (unsigned) maxGap,          /**< ms without a frame after which the connection is opened again. */
    (unsigned) retryInterval,   /**< ms between attempts to connect. */
  }),
});

/**
 * The percepts tier of touchline-naosim (docs/naosim.md, "Tiers"): instead of an image, the
 * thread's camera server sends what the camera would perceive (SimulatedPercepts), and this module
 * provides it as the thread's percepts, in place of the whole image processing; modelling and
 * behaviour run as on images. FrameInfo is the time of the frame's LoLA cycle, CameraInfo the
 * camera's image as cameraIntrinsics.cfg and cameraResolution.cfg describe it. Its parameters are
 * those of every simulated frame (simulatedFrames.cfg). A frame that cannot be read is reported
 * once and leaves the percepts empty.
 */
class SimulatedPerceptsProvider : public SimulatedPerceptsProviderBase
{
public:
  SimulatedPerceptsProvider();

private:
  void update(FrameInfo& frameInfo) override;
  void update(CameraInfo& cameraInfo) override;
  void update(FieldBoundary& fieldBoundary) override { fieldBoundary = percepts.fieldBoundary; }
  void update(BallPercept& ballPercept) override { ballPercept = percepts.ballPercept; }
  void update(LinesPercept& linesPercept) override { linesPercept = percepts.linesPercept; }
  void update(IntersectionsPercept& intersectionsPercept) override { intersectionsPercept = percepts.intersectionsPercept; }
  void update(PenaltyMarkPercept& penaltyMarkPercept) override { penaltyMarkPercept = percepts.penaltyMarkPercept; }
  void update(GoalPostsPercept& goalPostsPercept) override { goalPostsPercept = percepts.goalPostsPercept; }
  void update(ObstaclesPercept& obstaclesPercept) override { obstaclesPercept = percepts.obstaclesPercept; }

  SimulatedFrameInput input;
  SimulatedPercepts percepts;
  int width = 0, height = 0;      ///< The camera's image (cameraResolution.cfg).
  bool reportedBadFrame = false;
};
