/**
 * @file Network/Beacon.h
 * The discovery beacon a robot broadcasts once per second (docs/formats/debug-link.md).
 */
#pragma once

#include "Streaming/AutoStreamable.h"
#include <cstddef>
#include <string>
#include <string_view>

/**
 * Who a robot is and where its debug link listens. Sent as one UDP datagram: a frame header
 * (component 0, type LinkControl::beacon) and the binary-streamed Beacon as payload.
 */
STREAMABLE(Beacon,
{,
  (std::string) name,                  ///< Robot name ("Nala").
  (std::string) bodyName,              ///< Name of the body the head sits on.
  (int)(0) team,                       ///< Team number.
  (int)(0) playerNumber,
  (std::string) address,               ///< IPv4 address of the debug link; empty: the sender's.
  (unsigned short)(0) port,            ///< TCP port of the debug link.
  (std::string) version,               ///< Software version.
  (std::string) state,                 ///< Free text ("playing", "penalized", ...).
  (unsigned)(0) sequence,              ///< Incremented with every beacon sent.
});

/** The datagram that carries a beacon: frame header and payload. */
std::string encodeBeacon(const Beacon& beacon);

/** Reads a beacon from a frame's payload; false and why if it is not a complete beacon. */
bool decodeBeaconPayload(std::string_view payload, Beacon& beacon, std::string& error);

/** Reads a beacon from a whole datagram (header included); false and why if malformed. */
bool decodeBeacon(const char* data, std::size_t size, Beacon& beacon, std::string& error);
