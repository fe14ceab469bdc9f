/**
 * @file Platform/Nao/CameraServerProtocol.h
 * The camera protocol of the Webots LoLA controller that several SPL teams use
 * (docs/formats/camera-server.md): one TCP server per camera; every image is a 16-byte
 * little-endian header followed by the YUV 4:2:2 pixels (Y0 U Y1 V, as V4L2's YUYV). Touchline's
 * extension: a client may ask for the frame of a LoLA cycle (a 16-byte request), and a frame
 * may carry data instead of pixels (touchline-naosim's simulated percepts, the true world).
 */
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace CameraServer
{
  /** The header's first 8 bytes. */
  inline constexpr std::array<char, 8> magic = {'w', 'b', 'i', 'm', 'a', 'g', 'e', '\0'};
  inline constexpr std::size_t headerSize = 16;
  /** The port of the upper camera's server; the lower camera's is the next one. */
  inline constexpr std::uint16_t defaultPort = 10001;
  /** Bytes per pixel of YUV 4:2:2: the only value the protocol has. */
  inline constexpr unsigned bytesPerPixel = 2;
  /** The largest image accepted, in pixels in either direction (bounds what a header can make a client allocate). */
  inline constexpr unsigned maxSize = 4096;

  /** The first 8 bytes of the header of a data frame (Touchline's extension). */
  inline constexpr std::array<char, 8> dataMagic = {'t', 'l', 'd', 'a', 't', 'a', '\0', '\0'};
  /** The first 8 bytes of a client's request (Touchline's extension). */
  inline constexpr std::array<char, 8> requestMagic = {'t', 'l', 'w', 'a', 'n', 't', '\0', '\0'};
  inline constexpr std::size_t requestSize = 16;
  /** The largest data frame accepted (bytes after the header). */
  inline constexpr std::uint32_t maxDataSize = 1u << 20;

  /** What a frame carries. */
  enum Kind : std::uint8_t
  {
    image,    ///< The camera's image (the Webots controller's only kind).
    percepts, ///< What the camera would perceive (touchline-naosim's percepts tier): SimulatedPercepts, streamed.
    world,    ///< The true world (touchline-naosim's oracle tier): GroundTruthWorldState, streamed.
    numOfKinds
  };
  /** "image", "percepts", "world". */
  const char* name(Kind kind);

  /** What the header says about the frame that follows it. */
  struct Header
  {
    Kind kind = image;
    std::uint16_t tick = 0;   ///< The LoLA cycle (12 ms) in which the frame was taken; wraps at 65536.
    std::uint8_t camera = 0;  ///< 0 upper ("top"), 1 lower ("bottom").
    std::uint8_t bytesPerPixel = CameraServer::bytesPerPixel;
    std::uint16_t width = 0;  ///< Image pixels.
    std::uint16_t height = 0;
    std::uint32_t dataSize = 0; ///< Data frames: the bytes that follow the header.

    /** The bytes of the pixels that follow the header. */
    std::size_t imageSize() const { return static_cast<std::size_t>(width) * height * bytesPerPixel; }
    /** The bytes that follow the header (pixels or data). */
    std::size_t frameSize() const { return kind == image ? imageSize() : dataSize; }
  };

  /**
   * Reads a header from headerSize bytes and checks it. An image header: the magic, 2 bytes per
   * pixel, camera 0 or 1, an even width of 2..maxSize and a height of 1..maxSize. A data header:
   * its magic, camera 0 or 1, a kind of data and at most maxDataSize bytes.
   * @return "" or what is wrong, e.g. "image header: 3 bytes per pixel (the protocol has 2)".
   */
  std::string parse(const std::uint8_t* bytes, Header& header);

  /** Writes a header into headerSize bytes. */
  void write(const Header& header, std::uint8_t* bytes);

  /**
   * A client's request: send the frame of the first LoLA cycle at or after tick (compared modulo
   * 65536), of this kind. A client that has sent one gets frames only when it asks for them.
   */
  struct Request
  {
    std::uint16_t tick = 0;
    Kind kind = image;
  };
  /** Reads and checks a request from requestSize bytes; "" or what is wrong. */
  std::string parse(const std::uint8_t* bytes, Request& request);
  /** Writes a request into requestSize bytes. */
  void write(const Request& request, std::uint8_t* bytes);
}
