/**
 * @file Platform/Nao/CameraServerProtocol.h
 * The camera protocol of the Webots LoLA controller that several SPL teams use
 * (docs/formats/camera-server.md): one TCP server per camera; every image is a 16-byte
 * little-endian header followed by the YUV 4:2:2 pixels (Y0 U Y1 V, as V4L2's YUYV).
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

  /** What the header says about the image that follows it. */
  struct Header
  {
    std::uint16_t tick = 0;   ///< The LoLA cycle (12 ms) in which the image was taken; wraps at 65536.
    std::uint8_t camera = 0;  ///< 0 upper ("top"), 1 lower ("bottom").
    std::uint8_t bytesPerPixel = CameraServer::bytesPerPixel;
    std::uint16_t width = 0;  ///< Image pixels.
    std::uint16_t height = 0;

    /** The bytes of the pixels that follow the header. */
    std::size_t imageSize() const { return static_cast<std::size_t>(width) * height * bytesPerPixel; }
  };

  /**
   * Reads a header from headerSize bytes and checks it: the magic, 2 bytes per pixel, camera
   * 0 or 1, an even width of 2..maxSize and a height of 1..maxSize.
   * @return "" or what is wrong, e.g. "image header: 3 bytes per pixel (the protocol has 2)".
   */
  std::string parse(const std::uint8_t* bytes, Header& header);

  /** Writes a header into headerSize bytes. */
  void write(const Header& header, std::uint8_t* bytes);
}
