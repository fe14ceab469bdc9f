/**
 * @file ImageProcessing/JPEGImage.h
 * The representation JPEGImage: a camera image compressed as a JPEG file (4:2:2, made from
 * the YUYV image without an RGB step by JPEGCodec), for logs and the image view.
 */
#pragma once

#include "Streaming/Streamable.h"
#include <cstddef>
#include <vector>

/**
 * A compressed camera image. width and height are those of the CameraImage it was made from
 * (width in macro-pixels), so the JPEG file inside is 2 * width x height image pixels.
 * Streamed as u32 width, u32 height, u32 timestamp and the JPEG file as an array of bytes
 * (u32 size, then the bytes; docs/formats/camera-images.md).
 */
class JPEGImage : public Streamable
{
public:
  /** The largest JPEG file accepted from a stream (a 4096 x 4096 image at quality 100 is smaller). */
  static constexpr std::size_t maxFileSize = 32u << 20;

  unsigned width = 0;     /**< Of the camera image, in macro-pixels (image pixels / 2). */
  unsigned height = 0;
  unsigned timestamp = 0; /**< When the camera image was taken (ms). */
  /**
   * The JPEG file. Its capacity is kept between images (JPEGCodec reserves the largest
   * possible size once), so that compressing the next image does not allocate.
   */
  std::vector<unsigned char> file;

  unsigned getImageWidth() const { return width * 2; }
  unsigned getImageHeight() const { return height; }

protected:
  void read(In& stream) override;
  void write(Out& stream) const override;

private:
  static void reg();
};
