/**
 * @file Network/LinkOptions.h
 * What the two ends of a framed TCP link (StreamServer, StreamClient) have in common: send
 * priorities, timing and size limits, and statistics.
 */
#pragma once

#include "Network/FrameHeader.h"
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

/**
 * How a frame is treated when the send queue is full: droppable frames (images, drawings,
 * anything superseded by the next one) make room for newer frames; important frames (replies,
 * version info, anything sent once) are only dropped if there is no droppable frame left.
 */
enum class Priority : unsigned char
{
  droppable,
  important,
};

/** Limits and timing of one link. */
struct LinkOptions
{
  /** Larger incoming payloads close the connection. */
  std::uint32_t maxPayloadSize = defaultMaxPayloadSize;
  /** Bytes (headers included) queued for sending, per connection. */
  std::size_t sendQueueCapacity = 8u << 20;
  /** A heartbeat frame is sent when nothing else was sent for this long. */
  std::chrono::milliseconds heartbeatInterval{1000};
  /** A connection from which nothing arrived for this long is closed. */
  std::chrono::milliseconds peerTimeout{5000};
};

/** Counters of one connection. */
struct LinkStats
{
  std::uint64_t bytesSent = 0;      ///< Headers included, heartbeats included.
  std::uint64_t bytesReceived = 0;
  std::uint64_t framesSent = 0;
  std::uint64_t framesReceived = 0; ///< Heartbeats included.
  std::uint64_t framesDropped = 0;  ///< Frames that never made it into the socket.
  std::size_t queueBytes = 0;       ///< Queued and not yet written to the socket.
};

/** A duration as the reasons name it: "5 s", "200 ms". */
std::string describeDuration(std::chrono::milliseconds duration);
