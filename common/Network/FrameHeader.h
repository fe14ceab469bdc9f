/**
 * @file Network/FrameHeader.h
 * The frame header of Touchline's network transport (docs/formats/debug-link.md): every frame
 * on a TCP stream and every UDP datagram starts with 8 bytes, big endian:
 *
 *   u16 component   who the frame is for (on the debug link: the thread)
 *   u16 type        what the payload is: a MessageID (< 0x100) or a link-control type
 *   u32 payloadSize number of payload bytes that follow
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

/** Frame types from 0xFF00 on belong to the transport itself, not to the user. */
namespace LinkControl
{
  constexpr std::uint16_t firstType = 0xFF00;
  /** Sent first on a new connection: what the sender is (payload defined by the debug link). */
  constexpr std::uint16_t versionInfo = 0xFF00;
  /** Keeps an idle connection alive; empty payload, never delivered to the user. */
  constexpr std::uint16_t heartbeat = 0xFF01;
  /** A robot's discovery beacon (Network/Beacon.h), sent as one UDP datagram. */
  constexpr std::uint16_t beacon = 0xFF02;

  constexpr bool isLinkControl(std::uint16_t type) { return type >= firstType; }
}

/** The largest payload a receiver accepts unless told otherwise: 64 MiB. */
constexpr std::uint32_t defaultMaxPayloadSize = 64u << 20;

/** The 8-byte header in front of every frame. */
struct FrameHeader
{
  static constexpr std::size_t size = 8;

  std::uint16_t component = 0;
  std::uint16_t type = 0;
  std::uint32_t payloadSize = 0;

  /** Writes the 8 header bytes (big endian) to out. */
  void encode(char* out) const;
  /** Reads 8 header bytes (big endian). */
  static FrameHeader decode(const char* in);

  bool operator==(const FrameHeader&) const = default;
};

/** A complete frame: header fields and the payload. */
struct Frame
{
  std::uint16_t component = 0;
  std::uint16_t type = 0;
  std::string payload;

  bool operator==(const Frame&) const = default;
};

/** Header and payload as one block of bytes (e.g. for a UDP datagram). */
std::string encodeFrame(std::uint16_t component, std::uint16_t type, const void* payload, std::size_t size);
