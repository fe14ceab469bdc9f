// Images and SEND_DEBUG_IMAGE: the idDebugImage message byte by byte, pixel types, requests,
// polling and the host-side decoding.
#include "DebuggingTestSupport.h"
#include "Debugging/DebugImages.h"
#include <cstring>

using TestSupport::hex;
using DebugImages_ = DebuggingTest;

TEST(Image, RowsAreContiguous)
{
  Image<GrayscaledPixel> image;
  image.setResolution(4, 3);
  std::memset(image[0], 0x7F, image.width * image.height);
  image[2][1] = 9;
  EXPECT_EQ(image(1, 2), 9);
  EXPECT_EQ(&image[1][0], image.data() + 4);
  EXPECT_EQ(image.size(), 12u);
  Image<YUYVPixel> camera(320, 240);
  EXPECT_EQ(camera.size(), 320u * 240u);
}

TEST(PixelTypes, NumbersAndSizes)
{
  EXPECT_EQ(static_cast<int>(PixelTypes::RGB), 0);
  EXPECT_EQ(static_cast<int>(PixelTypes::YUYV), 2);
  EXPECT_EQ(static_cast<int>(PixelTypes::Grayscale), 4);
  EXPECT_EQ(static_cast<int>(PixelTypes::Edge2), 7);
  EXPECT_EQ(static_cast<int>(PixelTypes::Edge2MonoAbsAvg), 9);
  EXPECT_EQ(static_cast<int>(PixelTypes::Colored), 10);
  EXPECT_EQ(PixelTypes::numOfPixelTypes, 11);
  EXPECT_EQ(PixelTypes::pixelSize(PixelTypes::Colored), 1u);
  EXPECT_EQ(PixelTypes::pixelSize(PixelTypes::BGRA), 4u);
  EXPECT_EQ(PixelTypes::pixelSize(PixelTypes::Hue), 1u);
  EXPECT_EQ(PixelTypes::pixelSize(PixelTypes::Edge2MonoAvg), 2u);
}

TEST_F(DebugImages_, GrayscaleImageIsSentByteByByte)
{
  request("debug images:test");
  Image<GrayscaledPixel> image(3, 2);
  for(unsigned i = 0; i < 6; ++i)
    image.data()[i] = static_cast<unsigned char>(i + 1);
  SEND_DEBUG_IMAGE("test", image);
  SEND_DEBUG_IMAGE("test", image, PixelTypes::Hue);
  const auto images = take(idDebugImage);
  ASSERT_EQ(images.size(), 2u);
  Bytes expected;
  expected.string("test") << static_cast<unsigned char>(4) << static_cast<unsigned short>(3) << static_cast<unsigned short>(2);
  expected.raw(std::string("\1\2\3\4\5\6"));
  EXPECT_EQ(hex(images[0]), hex(expected.data));
  EXPECT_EQ(static_cast<int>(images[1][8]), static_cast<int>(PixelTypes::Hue));
}

TEST_F(DebugImages_, YuyvWidthCountsPixelPairs)
{
  request("debug images:camera");
  Image<YUYVPixel> image(2, 1); // four image pixels
  image[0][0] = {1, 2, 3, 4};
  image[0][1] = {5, 6, 7, 8};
  SEND_DEBUG_IMAGE("camera", image);
  const auto images = take(idDebugImage);
  ASSERT_EQ(images.size(), 1u);
  Bytes expected;
  expected.string("camera") << static_cast<unsigned char>(2) << static_cast<unsigned short>(2) << static_cast<unsigned short>(1);
  expected.raw(std::string("\1\2\3\4\5\6\7\x08"));
  EXPECT_EQ(hex(images[0]), hex(expected.data));

  std::size_t used = 0;
  DebugImage decoded;
  const std::string& payload = images[0];
  ASSERT_EQ(decoded.decode(payload.data() + 10, payload.size() - 10, used), "");
  EXPECT_EQ(used, payload.size() - 10);
  EXPECT_EQ(decoded.type, PixelTypes::YUYV);
  EXPECT_EQ(decoded.width, 2u);
  EXPECT_EQ(decoded.pixels()[7], 8);
}

TEST_F(DebugImages_, MismatchingOrOversizedImagesAreNotSent)
{
  request("debug images:bad");
  Image<GrayscaledPixel> gray(2, 2);
  EXPECT_FALSE(DebugImages::send("bad", gray, PixelTypes::RGB));
  Image<Edge2Pixel> edges(70000, 1);
  EXPECT_FALSE(DebugImages::send("bad", edges));
  const Image<Edge2Pixel> small(2, 2);
  EXPECT_TRUE(DebugImages::send("bad", small, PixelTypes::Edge2MonoAvg));
  EXPECT_EQ(take(idDebugImage).size(), 1u);
}

TEST_F(DebugImages_, NothingIsDoneUnlessRequested)
{
  int evaluated = 0;
  Image<RGBPixel> image(1, 1);
  [[maybe_unused]] auto draw = [&]() -> const Image<RGBPixel>& {
    ++evaluated;
    return image;
  };
  SEND_DEBUG_IMAGE("x", draw());
  COMPLEX_IMAGE("x") ++evaluated;
  request("debug images:y");
  SEND_DEBUG_IMAGE("x", draw());
  COMPLEX_IMAGE("x") ++evaluated;
  COMPLEX_IMAGE("y") evaluated += 10;
  EXPECT_EQ(evaluated, 10);
  EXPECT_TRUE(queue.empty());
}

TEST_F(DebugImages_, PollingReportsImageNames)
{
  request("poll");
  COMPLEX_IMAGE("z") {}
  Image<BGRAPixel> image(1, 1);
  SEND_DEBUG_IMAGE("w", image);
  EXPECT_EQ(responses(), (std::vector<std::string>{" \"debug images:z\" false", " \"debug images:w\" false"}));
}

TEST(DebugImage, DecodingChecksTheSizes)
{
  DebugImage image;
  std::size_t used = 0;
  const std::string truncated = (Bytes() << static_cast<unsigned char>(0) << static_cast<unsigned short>(100)
                                         << static_cast<unsigned short>(100) << 1u).data;
  EXPECT_EQ(image.decode(truncated.data(), truncated.size(), used), "debug image: pixel data of 40000 bytes exceeds the payload");
  const std::string unknown = (Bytes() << static_cast<unsigned char>(PixelTypes::numOfPixelTypes) << static_cast<unsigned short>(1)
                                       << static_cast<unsigned short>(1)).data;
  EXPECT_EQ(image.decode(unknown.data(), unknown.size(), used),
            "debug image: unknown pixel type " + std::to_string(PixelTypes::numOfPixelTypes));
  EXPECT_EQ(image.decode(unknown.data(), 2, used), "debug image: payload ends in width");
}
