/**
 * @file Platform/Nao/SimulatedFrameInput.h
 * A camera thread's frames of touchline-naosim's other tiers: percepts or the true world instead
 * of images.
 */
#pragma once

#include "Platform/Nao/CameraInput.h"
#include "Platform/Nao/CameraServerProtocol.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Streaming/Streamable.h"
#include <string>

/**
 * The thread's camera of a camera server that serves data frames of one kind (touchline-naosim's
 * percepts or world tier, docs/naosim.md "Tiers"): a CameraInput on a CameraServerClient of that
 * kind, registered with the thread's execution unit "Perception" like the CameraProvider's camera,
 * so that the thread runs a frame per frame of the server (in lock-step: per instant it is due
 * at, asking for the frame of that instant). take() reads the payload of a new frame.
 */
class SimulatedFrameInput
{
public:
  /**
   * @param kind What to ask the server for.
   * @param server HOST[:PORT] of the camera server; "": the program's (--camera-server).
   * @param maxGap, retryInterval As CameraInput::Options (ms).
   * @throws std::runtime_error if there is no camera server to ask.
   */
  SimulatedFrameInput(CameraServer::Kind kind, const std::string& server, unsigned maxGap, unsigned retryInterval);
  ~SimulatedFrameInput();

  /** The camera of the thread (upper in Upper, lower elsewhere). */
  CameraInfo::Camera camera() const { return which; }

  /**
   * Reads the payload of the newest frame into payload if a new one has come since the last call.
   * @param error Receives why a frame could not be read (its payload is not a payload of this kind).
   * @return Whether payload was read.
   */
  bool take(Streamable& payload, std::string& error);
  /** The time of the newest frame (ms of the robot's clock; 0 before the first). */
  unsigned time() const { return input.images() ? input.image().timestamp : 0; }
  /** Reports of the connection since the last call (outages, recoveries). */
  std::vector<CameraInput::Report> takeReports() { return input.takeReports(); }
  const CameraInput& getInput() const { return input; }

private:
  CameraInfo::Camera which;
  CameraInput input;
  unsigned taken = 0; ///< input.images() when the last frame was read.
};
