/**
 * @file Views/Image/ImageConverter.h
 * Turns the images a robot sends into pictures: debug images of every pixel type (YUYV camera
 * images, YUV, RGB, BGRA, gray, hue, binary, colour classes, edges) into 32-bit RGB, brightened by
 * a gain; JPEG images (TurboJPEG) into YUYV debug images (4:2:2 JPEGs, as the cameras' are) or RGB
 * ones; and what a pixel is in YUV, RGB, HSI and gray, for the readout under the mouse.
 *
 * YUV -> RGB is ITU-R BT.601 with full-range values (as JPEG's), table-driven: per U and V the
 * offsets of R, G and B, and one table that clamps to 0..255 and applies the gain.
 */
#pragma once

#include "ImageProcessing/DebugImage.h"
#include <QImage>
#include <QString>
#include <array>
#include <string>

class ImageConverter
{
public:
  ImageConverter();

  /** Sets the gain (> 0; 1: unchanged) applied to the RGB values of the pictures made after. */
  void setGain(double gain);
  double gain() const { return currentGain; }

  /** The picture of an image (QImage::Format_RGB32); a null image if the type is unknown. YUYV images are width * 2 pixels wide. */
  QImage toQImage(const DebugImage& image) const;
  /** Converts width YUYV pixel pairs into 2 * width RGB32 pixels (the gain applied). */
  void convertYUYV(const unsigned char* yuyv, std::size_t pairs, QRgb* rgb) const;

  /** A pixel's values (the picture's coordinates; YUYV images have two pixels per pair). */
  struct Pixel
  {
    bool valid = false;
    bool hasYUV = false;      ///< Y, U, V are the image's own (YUYV, YUV), not computed from RGB.
    int y = 0, u = 0, v = 0;  ///< YUV (from RGB if the image is RGB).
    int r = 0, g = 0, b = 0;  ///< RGB without the gain.
    int h = 0, s = 0, i = 0;  ///< HSI, 0..255 each.
    QString extra;            ///< What the type says besides ("hue 12", "edge x 3 y 200", "class field").
  };
  Pixel pixel(const DebugImage& image, int x, int y) const;
  /** A pixel as a line: "(x, y) Y 76 U 85 V 255 | R 254 G 0 B 0 | H 0 S 255 I 85 | gray 76". */
  static QString describe(const Pixel& pixel, int x, int y);
  /** The width of an image's picture in pixels (YUYV: two per pair). */
  static unsigned pictureWidth(const DebugImage& image);

  /** RGB of a YUV value (no gain). */
  static void yuvToRgb(int y, int u, int v, int& r, int& g, int& b);
  /** YUV of an RGB value. */
  static void rgbToYuv(int r, int g, int b, int& y, int& u, int& v);
  /** HSI (each 0..255) of an RGB value. */
  static void rgbToHsi(int r, int g, int b, int& h, int& s, int& i);
  /** The colour a colour class (PixelTypes::Color) is shown in. */
  static QRgb colorOfClass(int colorClass);

  /**
   * Decodes a JPEG image: 4:2:2 YCbCr JPEGs into a YUYV image (the camera's values), others into
   * RGB. Returns "" or why it cannot be decoded ("corrupt JPEG: ...").
   */
  static std::string decodeJpeg(const std::string& jpeg, DebugImage& image);

private:
  std::array<int, 256> redOfV{};
  std::array<int, 256> greenOfU{};
  std::array<int, 256> greenOfV{};
  std::array<int, 256> blueOfU{};
  /** Index value + clampOffset: the value clamped to 0..255 with the gain applied. */
  static constexpr int clampOffset = 512;
  std::array<unsigned char, 1536> clampGain{};
  double currentGain = 1.;
};
