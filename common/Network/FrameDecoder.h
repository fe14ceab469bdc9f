/**
 * @file Network/FrameDecoder.h
 * Splits a byte stream (as it arrives from a socket, in pieces of any size) into frames.
 */
#pragma once

#include "Network/FrameHeader.h"
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>

/**
 * Reassembles frames from chunks of a stream. A header whose payload size exceeds the limit
 * fails the decoder for good ("frame 12: payload_size 70000000 exceeds the limit of 67108864";
 * frames are numbered from 1 in the order they arrive); afterwards all input is ignored.
 * Memory follows what arrives: a payload grows with its bytes (at most twice what arrived, and
 * never beyond the limit), so a header that announces a large payload costs nothing until the
 * payload comes.
 */
class FrameDecoder
{
public:
  /** Called for each complete frame; it may move the payload away. */
  using Handler = std::function<void(Frame& frame)>;

  explicit FrameDecoder(std::uint32_t maxPayloadSize = defaultMaxPayloadSize) : maxPayloadSize(maxPayloadSize) {}

  /** Consumes a chunk and calls handler for every frame it completes; false once failed. */
  bool feed(const char* data, std::size_t size, const Handler& handler);

  /**
   * Room for the next bytes of the payload being assembled, to read into directly (saves a copy
   * of large payloads): up to the end of the payload, as much as arrived so far (at least
   * 4 KiB); {nullptr, 0} if no payload is incomplete. Report what was written with
   * commitPayload().
   */
  std::pair<char*, std::size_t> payloadSpace();
  /** Accepts size bytes written into payloadSpace(); calls handler if the frame is complete. */
  void commitPayload(std::size_t size, const Handler& handler);

  /**
   * Offers the memory of a payload the handler moved away earlier and that is no longer
   * needed, for the next large payload (saves the page faults of fresh memory for every image).
   * May be called from the handler.
   */
  void recycle(std::string&& buffer);

  bool failed() const { return !errorText.empty(); }
  /** Why the decoder failed; empty if it did not. */
  const std::string& error() const { return errorText; }
  /** The number of complete frames so far. */
  std::uint64_t frames() const { return completeFrames; }
  /** Whether part of a frame was received (the stream must not end here). */
  bool inFrame() const { return headerFill > 0 || inPayload; }
  /** Where in an incomplete frame the stream is, e.g. "frame 3 (100 of 614400 payload bytes)". */
  std::string progress() const;
  /** Forgets everything (a new stream). */
  void reset();

private:
  void finishFrame(const Handler& handler);
  /** Starts a payload of size bytes, with recycled memory if it is large and fits. */
  void preparePayload(std::size_t size);
  /** Makes current.payload long enough for the next n bytes (n within the payload). */
  void makeRoom(std::size_t n);

  /** Payload memory up to this size is reused for the next frame. */
  static constexpr std::size_t keptPayloadCapacity = 4u << 20;
  /** Payloads at least this large use recycled memory; smaller ones never take it. */
  static constexpr std::size_t largePayload = 64u << 10;
  /** The least room payloadSpace() offers (if the payload has that much left). */
  static constexpr std::size_t minimumRoom = 4096;

  std::uint32_t maxPayloadSize;
  char header[FrameHeader::size] = {};
  std::size_t headerFill = 0;
  bool inPayload = false;
  Frame current;
  std::string spare; ///< Recycled memory for a large payload.
  std::size_t payloadSize = 0; ///< Announced by the header; current.payload is as long as the room made so far.
  std::size_t payloadFill = 0;
  std::uint64_t completeFrames = 0;
  std::string errorText;
};
