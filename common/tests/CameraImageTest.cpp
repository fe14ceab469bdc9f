// Camera images and JPEG images: YUYV rows split into planes and joined again, the streamed
// bytes of CameraImage and JPEGImage and what a stream with wrong sizes gets, and JPEGCodec:
// 4:2:2 files straight from the planes, other subsamplings decoded, corrupt files rejected.
#include "TestSupport.h"
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "ImageProcessing/YUYVPlanes.h"
#include <cmath>
#include <cstdlib>
#include <turbojpeg.h>
#include <vector>

namespace
{
  /** A test picture: a luminance gradient, four colour quadrants and a bright square. */
  CameraImage picture(unsigned imageWidth, unsigned imageHeight, unsigned timestamp = 1234)
  {
    CameraImage image(imageWidth, imageHeight);
    image.timestamp = timestamp;
    for(unsigned y = 0; y < image.height; ++y)
      for(unsigned x = 0; x < image.width; ++x)
      {
        const bool right = x >= image.width / 2, bottom = y >= image.height / 2;
        const auto luma = static_cast<unsigned char>(40 + (160 * x) / image.width);
        const bool square = x > image.width / 8 && x < image.width / 4 && y > image.height / 8 && y < image.height / 4;
        image[y][x] = YUYVPixel{square ? static_cast<unsigned char>(235) : luma, static_cast<unsigned char>(right ? 90 : 160),
                                square ? static_cast<unsigned char>(235) : luma, static_cast<unsigned char>(bottom ? 200 : 110)};
      }
    return image;
  }

  /** The largest difference of one channel between two images of the same size. */
  int maxDifference(const CameraImage& a, const CameraImage& b, unsigned char YUYVPixel::*channel)
  {
    int result = 0;
    for(std::size_t i = 0; i < a.size(); ++i)
      result = std::max(result, std::abs(int(a.data()[i].*channel) - int(b.data()[i].*channel)));
    return result;
  }

  /** The mean absolute difference of the luminances in a region without edges nearby. */
  double meanLumaDifference(const CameraImage& a, const CameraImage& b)
  {
    double sum = 0;
    for(std::size_t i = 0; i < a.size(); ++i)
      sum += std::abs(int(a.data()[i].y0) - int(b.data()[i].y0)) + std::abs(int(a.data()[i].y1) - int(b.data()[i].y1));
    return sum / static_cast<double>(2 * a.size());
  }

  template<typename T> T streamedBack(const T& value)
  {
    OutBinaryMemory out;
    out << value;
    InBinaryMemory in(out.data(), out.size());
    T result;
    in >> result;
    EXPECT_FALSE(in.failed()) << in.error();
    EXPECT_TRUE(in.eof());
    return result;
  }

  /** An RGB picture compressed by TurboJPEG itself with another subsampling. */
  JPEGImage foreignJpeg(int width, int height, int subsampling)
  {
    std::vector<unsigned char> rgb(static_cast<std::size_t>(width) * height * 3);
    for(int y = 0; y < height; ++y)
      for(int x = 0; x < width; ++x)
      {
        unsigned char* pixel = &rgb[(static_cast<std::size_t>(y) * width + x) * 3];
        pixel[0] = x < width / 2 ? 200 : 20; // red left, blue right
        pixel[1] = 30;
        pixel[2] = x < width / 2 ? 20 : 200;
      }
    tjhandle handle = tjInitCompress();
    unsigned char* file = nullptr;
    unsigned long size = 0;
    EXPECT_EQ(tjCompress2(handle, rgb.data(), width, 0, height, TJPF_RGB, &file, &size, subsampling, 95, 0), 0);
    JPEGImage jpeg;
    jpeg.width = static_cast<unsigned>(width / 2);
    jpeg.height = static_cast<unsigned>(height);
    jpeg.file.assign(file, file + size);
    tjFree(file);
    tjDestroy(handle);
    return jpeg;
  }
}

TEST(YUYVPlanes, SplitAndMergeEveryLength)
{
  // Lengths around the 16 macro-pixels of one SSE2 step, so that both paths and the rest are used.
  for(std::size_t n : {0u, 1u, 15u, 16u, 17u, 31u, 32u, 33u, 100u})
  {
    std::vector<YUYVPixel> pixels(n);
    for(std::size_t i = 0; i < n; ++i)
      pixels[i] = YUYVPixel{static_cast<unsigned char>(4 * i), static_cast<unsigned char>(4 * i + 1),
                            static_cast<unsigned char>(4 * i + 2), static_cast<unsigned char>(4 * i + 3)};
    std::vector<unsigned char> y(2 * n + 1, 0xee), u(n + 1, 0xee), v(n + 1, 0xee);
    YUYVPlanes::split(pixels.data(), n, y.data(), u.data(), v.data());
    for(std::size_t i = 0; i < n; ++i)
    {
      ASSERT_EQ(y[2 * i], static_cast<unsigned char>(4 * i)) << n << " " << i;
      ASSERT_EQ(y[2 * i + 1], static_cast<unsigned char>(4 * i + 2)) << n << " " << i;
      ASSERT_EQ(u[i], static_cast<unsigned char>(4 * i + 1)) << n << " " << i;
      ASSERT_EQ(v[i], static_cast<unsigned char>(4 * i + 3)) << n << " " << i;
    }
    // Nothing written past the end.
    EXPECT_EQ(y[2 * n], 0xee);
    EXPECT_EQ(u[n], 0xee);
    EXPECT_EQ(v[n], 0xee);
    std::vector<YUYVPixel> joined(n);
    YUYVPlanes::merge(y.data(), u.data(), v.data(), n, joined.data());
    EXPECT_EQ(0, n ? std::memcmp(joined.data(), pixels.data(), n * sizeof(YUYVPixel)) : 0);
  }
}

TEST(CameraImage, SizesInMacroPixels)
{
  CameraImage image(640, 480);
  EXPECT_EQ(image.width, 320u);
  EXPECT_EQ(image.height, 480u);
  EXPECT_EQ(image.getImageWidth(), 640u);
  EXPECT_EQ(image.byteSize(), 640u * 480u * 2u);
  image[3][5] = YUYVPixel{1, 2, 3, 4};
  EXPECT_EQ(image.getY(10, 3), 1);
  EXPECT_EQ(image.getY(11, 3), 3);
  EXPECT_EQ(image.getU(11, 3), 2);
  EXPECT_EQ(image.getV(10, 3), 4);
}

TEST(CameraImage, StreamedBytes)
{
  CameraImage image(4, 1);
  image.timestamp = 0x01020304;
  image[0][0] = YUYVPixel{1, 2, 3, 4};
  image[0][1] = YUYVPixel{5, 6, 7, 8};
  EXPECT_EQ(TestSupport::hex(TestSupport::bytes(image)),
            "02 00 00 00 01 00 00 00 04 03 02 01 08 00 00 00 01 02 03 04 05 06 07 08");
  const CameraImage back = streamedBack(image);
  EXPECT_EQ(back.width, 2u);
  EXPECT_EQ(back.height, 1u);
  EXPECT_EQ(back.timestamp, image.timestamp);
  EXPECT_EQ(back.getY(3, 0), 7);
}

TEST(CameraImage, WrongSizesFailTheStream)
{
  auto read = [](unsigned width, unsigned height, unsigned count, std::size_t extra) {
    OutBinaryMemory out;
    out << width << height << 0u << count;
    out.write(std::string(extra, '\x55').data(), extra);
    InBinaryMemory in(out.data(), out.size());
    CameraImage image(8, 2);
    in >> image;
    return std::make_pair(in.error(), image.size());
  };
  EXPECT_EQ(read(1, 1, 4, 4).first, "");
  const auto [mismatch, mismatchSize] = read(2, 1, 4, 4);
  EXPECT_EQ(mismatch, "camera image of 2 x 1 macro-pixels has 4 bytes of pixels instead of 8");
  EXPECT_EQ(mismatchSize, 0u);
  EXPECT_EQ(read(4096, 1, 4, 4).first, "camera image of 4096 x 1 macro-pixels is larger than 4096 x 4096 pixels");
  EXPECT_NE(read(2, 1, 8, 4).first, ""); // fewer bytes than the count says
  EXPECT_NE(read(0xffffffff, 0xffffffff, 0xffffffff, 0).first, "");
}

TEST(JPEGImage, StreamedBytesAndBounds)
{
  JPEGImage jpeg;
  jpeg.width = 2;
  jpeg.height = 3;
  jpeg.timestamp = 7;
  jpeg.file = {0xff, 0xd8, 0xff};
  EXPECT_EQ(TestSupport::hex(TestSupport::bytes(jpeg)), "02 00 00 00 03 00 00 00 07 00 00 00 03 00 00 00 FF D8 FF");
  const JPEGImage back = streamedBack(jpeg);
  EXPECT_EQ(back.file, jpeg.file);
  EXPECT_EQ(back.getImageWidth(), 4u);

  OutBinaryMemory out;
  out << 5000u << 2u << 0u << 0u;
  InBinaryMemory in(out.data(), out.size());
  JPEGImage tooWide;
  in >> tooWide;
  EXPECT_EQ(in.error(), "JPEG image of 5000 x 2 macro-pixels and 0 bytes is larger than 4096 x 4096 pixels or 33554432 bytes");
}

TEST(JPEGCodec, CompressesFourTwoTwoFromThePlanes)
{
  const CameraImage image = picture(640, 480);
  JPEGCodec codec;
  JPEGImage jpeg;
  ASSERT_TRUE(codec.compress(image, 90, jpeg)) << codec.error();
  EXPECT_EQ(jpeg.width, 320u);
  EXPECT_EQ(jpeg.height, 480u);
  EXPECT_EQ(jpeg.timestamp, 1234u);
  ASSERT_GT(jpeg.file.size(), 100u);
  EXPECT_LT(jpeg.file.size(), image.byteSize() / 4);
  EXPECT_EQ(jpeg.file[0], 0xff);
  EXPECT_EQ(jpeg.file[1], 0xd8);

  tjhandle handle = tjInitDecompress();
  int width = 0, height = 0, subsampling = -1, colorspace = -1;
  ASSERT_EQ(tjDecompressHeader3(handle, jpeg.file.data(), jpeg.file.size(), &width, &height, &subsampling, &colorspace), 0);
  tjDestroy(handle);
  EXPECT_EQ(width, 640);
  EXPECT_EQ(height, 480);
  EXPECT_EQ(subsampling, TJSAMP_422);
  EXPECT_EQ(colorspace, TJCS_YCbCr);

  CameraImage decoded;
  ASSERT_TRUE(codec.decompress(jpeg, decoded)) << codec.error();
  EXPECT_EQ(codec.error(), "");
  ASSERT_EQ(decoded.width, image.width);
  ASSERT_EQ(decoded.height, image.height);
  EXPECT_EQ(decoded.timestamp, 1234u);
  EXPECT_LT(meanLumaDifference(image, decoded), 1.0);
  // Colour edges ring a little; away from them the colours are those of the image.
  EXPECT_LE(maxDifference(image, decoded, &YUYVPixel::y0), 40);
  EXPECT_NEAR(decoded.getU(100, 400), 160, 3);
  EXPECT_NEAR(decoded.getV(100, 400), 200, 3);
  EXPECT_NEAR(decoded.getU(500, 100), 90, 3);
  EXPECT_NEAR(decoded.getV(500, 100), 110, 3);
  EXPECT_NEAR(decoded.getY(120, 90), 235, 3);
}

TEST(JPEGCodec, QualityChangesTheSize)
{
  const CameraImage image = picture(320, 240);
  JPEGCodec codec;
  JPEGImage low, high;
  ASSERT_TRUE(codec.compress(image, 10, low));
  ASSERT_TRUE(codec.compress(image, 100, high));
  EXPECT_LT(low.file.size(), high.file.size());
  CameraImage lowDecoded, highDecoded;
  ASSERT_TRUE(codec.decompress(low, lowDecoded));
  ASSERT_TRUE(codec.decompress(high, highDecoded));
  EXPECT_LT(meanLumaDifference(image, highDecoded), meanLumaDifference(image, lowDecoded));
}

TEST(JPEGCodec, ReusesItsBuffersForImagesOfOneSize)
{
  JPEGCodec codec;
  JPEGImage jpeg;
  ASSERT_TRUE(codec.compress(picture(640, 480), 75, jpeg));
  const unsigned char* file = jpeg.file.data();
  const std::size_t capacity = jpeg.file.capacity();
  EXPECT_GE(capacity, 640u * 480u * 2u);
  ASSERT_TRUE(codec.compress(picture(640, 480, 99), 75, jpeg));
  EXPECT_EQ(jpeg.file.data(), file);
  EXPECT_EQ(jpeg.file.capacity(), capacity);
  EXPECT_EQ(jpeg.timestamp, 99u);
}

TEST(JPEGCodec, DecodesOtherSubsamplings)
{
  JPEGCodec codec;
  for(int subsampling : {TJSAMP_444, TJSAMP_420, TJSAMP_440, TJSAMP_411, TJSAMP_GRAY})
  {
    CameraImage image;
    ASSERT_TRUE(codec.decompress(foreignJpeg(64, 32, subsampling), image)) << subsampling << ": " << codec.error();
    ASSERT_EQ(image.getImageWidth(), 64u);
    ASSERT_EQ(image.height, 32u);
    // Red: Y about 80, V high; blue: Y about 46, U high (full-range BT.601, TurboJPEG's).
    EXPECT_NEAR(image.getY(8, 16), 80, 6) << subsampling;
    EXPECT_NEAR(image.getY(56, 16), 46, 6) << subsampling;
    if(subsampling == TJSAMP_GRAY)
    {
      EXPECT_EQ(image.getU(8, 16), 128);
      EXPECT_EQ(image.getV(56, 16), 128);
    }
    else
    {
      EXPECT_GT(image.getV(8, 16), 180) << subsampling;
      EXPECT_LT(image.getU(8, 16), 110) << subsampling;
      EXPECT_GT(image.getU(56, 16), 180) << subsampling;
      EXPECT_LT(image.getV(56, 16), 120) << subsampling;
    }
  }
}

TEST(JPEGCodec, RejectsBadFiles)
{
  JPEGCodec codec;
  CameraImage image;
  JPEGImage empty;
  EXPECT_FALSE(codec.decompress(empty, image));
  EXPECT_EQ(codec.error(), "JPEG image: no data");

  JPEGImage garbage;
  garbage.width = 2;
  garbage.height = 2;
  garbage.file.assign(100, 0x42);
  EXPECT_FALSE(codec.decompress(garbage, image));
  EXPECT_NE(codec.error(), "");

  JPEGImage jpeg;
  ASSERT_TRUE(codec.compress(picture(64, 32), 80, jpeg));
  JPEGImage wrongSize = jpeg;
  wrongSize.width = 16;
  EXPECT_FALSE(codec.decompress(wrongSize, image));
  EXPECT_EQ(codec.error(), "JPEG image: the file is 64 x 32 pixels, the image says 32 x 32");

  JPEGImage odd = foreignJpeg(63, 8, TJSAMP_444);
  EXPECT_FALSE(codec.decompress(odd, image));
  EXPECT_EQ(codec.error(), "JPEG image of 63 x 8 pixels: a camera image must have an even width and at most 4096 pixels in either direction");

  // Cut after the header: TurboJPEG fills the rest and warns, or refuses; either way no crash.
  JPEGImage cut = jpeg;
  cut.file.resize(cut.file.size() / 2);
  if(codec.decompress(cut, image))
  {
    EXPECT_NE(codec.error(), "");
    EXPECT_EQ(image.getImageWidth(), 64u);
  }
  else
    EXPECT_NE(codec.error(), "");
  EXPECT_FALSE(codec.compress(CameraImage(), 80, jpeg));
  EXPECT_EQ(codec.error(), "cannot compress a camera image of 0 x 0 pixels");
  EXPECT_TRUE(jpeg.file.empty());
}
