/**
 * @file Debugging/DebugLink.h
 * What robot and host say to each other over the debug link (docs/formats/debug-link.md).
 *
 * Every message travels as one frame of the framed transport (Network/FrameHeader.h): the
 * frame's component addresses a thread of the robot (0 = the Debug thread, i = the i-th thread
 * of VersionInfo::threads, counted from 1), its type is the MessageID of the payload, or one of
 * the link-control types (version info, heartbeat, beacon).
 *
 * Host -> robot: idDebugRequest, idDebugDataChangeRequest to component 0 reach every thread, to
 * component i only thread i; idModuleRequest (a Configuration), idText (echoed) and idConsole (a
 * command line for the robot's own commands) go to the Debug thread. Robot -> host: the messages
 * of each thread's frames (idFrameBegin ... idFrameFinished) with the thread's component; the
 * Debug thread's own answers (idModuleTable, idTypeInfo, idText, idDebugResponse, and one
 * idConsole per idConsole command line) with component 0.
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include "Streaming/MessageIDs.h"
#include <cstdint>
#include <string>
#include <vector>

namespace DebugLink
{
  /** The version of the messages and their meaning; a host refuses a robot with another major version. */
  constexpr unsigned protocolVersion = 1;
  /** The default TCP port of the debug link. */
  constexpr unsigned short defaultPort = 9999;
  /** The UDP port of the robots' beacons (docs/formats/debug-link.md, "Discovery"). */
  constexpr unsigned short discoveryPort = 9998;
  /** The component of the Debug thread. */
  constexpr unsigned short debugComponent = 0;
  /** This build's Touchline version ("0.1.0"). */
  const char* touchlineVersion();

  /**
   * Whether the robot may drop a message of this type when a client's send queue is full:
   * drawings, images, plots and text go first; answers, frame markers and data never.
   */
  inline bool isDroppable(unsigned type)
  {
    switch(type)
    {
      case idDebugDrawing:
      case idDebugDrawing3D:
      case idDebugImage:
      case idPlot:
      case idText:
      case idStopwatch:
      case idCameraImage:
      case idJPEGImage:
        return true;
      default:
        return false;
    }
  }
}

/** The first frame a robot sends to a new client (link-control type "version info"). */
STREAMABLE(VersionInfo,
{,
  (unsigned)(DebugLink::protocolVersion) protocolVersion,
  (std::string) touchlineVersion,
  (std::string) headName,
  (std::string) bodyName,
  (std::string) location,
  (std::string) scenario,
  (int)(0) teamNumber,
  (int)(0) playerNumber,
  (std::vector<std::string>) threads,    ///< Thread i (component i + 1).
  (std::vector<std::string>) messageIDs, ///< The robot's message id names by value.
});
