/**
 * @file ImageProcessing/JPEGCodec.h
 * Compressing camera images to JPEGImages and back with libjpeg-turbo's TurboJPEG API.
 */
#pragma once

#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGImage.h"
#include <string>
#include <vector>

/**
 * Compresses YUYV camera images to 4:2:2 JPEG files straight from their planes (the YUYV
 * rows are split into a Y, a U and a V plane; no conversion to RGB and back), and decompresses
 * JPEG files back into camera images. Each direction has its TurboJPEG instance and buffers;
 * they are allocated when the first image of a size arrives, so a codec that compresses
 * images of one size allocates nothing after the first. Not thread-safe: one codec per thread.
 */
class JPEGCodec
{
public:
  JPEGCodec() = default;
  ~JPEGCodec();
  JPEGCodec(const JPEGCodec&) = delete;
  JPEGCodec& operator=(const JPEGCodec&) = delete;

  /**
   * Compresses a camera image (width, height and timestamp are copied into jpeg).
   * @param quality 1 (smallest) .. 100 (best); clipped to that range.
   * @return false if TurboJPEG failed (error() says why); jpeg is then empty.
   */
  bool compress(const CameraImage& image, int quality, JPEGImage& jpeg);

  /**
   * Decompresses a JPEG file into a camera image of its size. 4:2:2 files (those compress()
   * makes) are taken as they are; other subsamplings (4:4:4, 4:2:0, gray, ...) are resampled
   * to 4:2:2. A file that does not match the size the JPEGImage states, that is larger than
   * CameraImage::maxImageSize or odd in width, or that TurboJPEG cannot read, is rejected.
   * @return false if it was rejected (error() says why); a file that TurboJPEG read with a
   *         warning (e.g. data missing at its end) counts as read, error() holds the warning.
   */
  bool decompress(const JPEGImage& jpeg, CameraImage& image);

  /** What went wrong in the last call ("" if nothing). */
  const std::string& error() const { return lastError; }

private:
  /** Makes the planes large enough for lumaSize luminances and chromaSize Us and Vs. */
  void reservePlanes(std::size_t lumaSize, std::size_t chromaSize);
  bool fail(const std::string& message);

  void* compressor = nullptr;   ///< tjhandle, made on first use.
  void* decompressor = nullptr; ///< tjhandle, made on first use.
  unsigned char* buffer = nullptr; ///< TurboJPEG's output buffer (tjAlloc).
  unsigned long bufferSize = 0;
  std::vector<unsigned char> planes; ///< Y, then U, then V.
  std::string lastError;
};
