/**
 * @file ImageProcessing/CameraImage.h
 * The representation CameraImage: an image of one of the NAO's cameras, YUYV as V4L2
 * delivers it, stored as width/2 macro-pixels (Y0 U Y1 V) per row.
 */
#pragma once

#include "ImageProcessing/Image.h"
#include "ImageProcessing/PixelTypes.h"
#include "Streaming/Streamable.h"

/**
 * A camera image. width counts YUYV macro-pixels (two image pixels that share U and V), so a
 * 640 x 480 image has width 320 and height 480. Streamed as u32 width, u32 height, u32
 * timestamp and the pixels as an array of bytes (u32 count, then width * height * 4 bytes, row
 * by row; docs/formats/camera-images.md).
 */
class CameraImage : public Image<YUYVPixel>, public Streamable
{
public:
  /** The largest image in image pixels in either direction (the NAO's is 1280 x 960). */
  static constexpr unsigned maxImageSize = 4096;

  unsigned timestamp = 0; /**< When the image was taken (ms of the robot's clock). */

  CameraImage() = default;
  /** An image of imageWidth x imageHeight image pixels (imageWidth even). */
  CameraImage(unsigned imageWidth, unsigned imageHeight) { setImageResolution(imageWidth, imageHeight); }

  /** Sets the size in image pixels; an odd width is rounded down. */
  void setImageResolution(unsigned imageWidth, unsigned imageHeight) { setResolution(imageWidth / 2, imageHeight); }
  /** The width in image pixels. */
  unsigned getImageWidth() const { return width * 2; }
  unsigned getImageHeight() const { return height; }
  /** The bytes of the pixels. */
  std::size_t byteSize() const { return size() * sizeof(YUYVPixel); }

  /** The luminance of image pixel (x, y). */
  unsigned char getY(unsigned x, unsigned y) const
  {
    const YUYVPixel& pixel = (*this)(x / 2, y);
    return x & 1 ? pixel.y1 : pixel.y0;
  }
  unsigned char getU(unsigned x, unsigned y) const { return (*this)(x / 2, y).u; }
  unsigned char getV(unsigned x, unsigned y) const { return (*this)(x / 2, y).v; }

protected:
  void read(In& stream) override;
  void write(Out& stream) const override;

private:
  static void reg();
};
