/**
 * @file ImageProcessing/ImagePayload.h
 * Finding the pixels in the streamed payload of an image representation without knowing its
 * exact layout (docs/formats/camera-images.md), as the studio's image view and touchline-log's
 * MCAP export do: the JPEG file of a JPEGImage, the YUYV pixels of a CameraImage. Both look at
 * no more than the first 64 bytes for their header.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

namespace ImagePayload
{
  /** The largest header (fields before the pixels or the JPEG file) that is searched. */
  constexpr std::size_t maxHeader = 64;

  /**
   * The offset of the JPEG file in the payload of a JPEGImage: its start marker FF D8 FF within
   * the first maxHeader bytes. The file runs to the end of the payload. nullopt if there is none.
   */
  std::optional<std::size_t> jpegStart(const char* payload, std::size_t size);

  /** Where the YUYV pixels of a camera image are. */
  struct YuyvLayout
  {
    std::uint32_t width = 0;  ///< In macro-pixels (pixel pairs, 4 bytes each).
    std::uint32_t height = 0;
    std::size_t offset = 0;   ///< Of the first pixel; the pixels are the last width * height * 4 bytes.
  };

  /**
   * The layout of the payload of a CameraImage: two consecutive u32 among its first fields are
   * the width (in pixel pairs or in pixels) and the height, the YUYV pixels (4 bytes per pair)
   * are its last bytes, after a header of at most maxHeader bytes (a multiple of 4). nullopt if
   * no such pair of fields exists. Sides are at most 8192.
   */
  std::optional<YuyvLayout> yuyvLayout(const char* payload, std::size_t size);
}
