/**
 * @file CameraProviderTest.cpp
 * The CameraProvider with its execution unit "Perception", as a camera thread runs them, on
 * images of a test camera server: the CameraImage as sent, CameraInfo from cameraIntrinsics.cfg,
 * FrameInfo and CameraStatus, a JPEGImage that decodes to the image.
 */
#include "RobotTestSupport.h"
#include "TestCameraServer.h"
#include "Framework/ThreadFrame.h"
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Platform/Nao/PerceptionExecutionUnit.h"
#include "Representations/Infrastructure/CameraInfo.h"
#include "Representations/Infrastructure/CameraStatus.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include <cmath>

TEST(CameraProvider, ProvidesTheImagesOfTheThreadsCamera)
{
  RobotTestSupport::installConfig();
  TestCameraServer server(0, 64, 48, std::chrono::milliseconds(10));
  CameraServerClient::setDefaultServer("127.0.0.1:" + std::to_string(server.port()));
  PerceptionExecutionUnit unit;
  ThreadFrame frame(Configuration::Thread{});
  {
    RobotTestSupport::ModuleRunner runner;
    runner.add("ConfigurationDataProvider");
    runner.add("CameraProvider");
    for(const char* representation : {"CameraIntrinsics", "CameraSettings"})
      runner.provide(representation, "ConfigurationDataProvider");
    for(const char* representation : {"CameraImage", "CameraInfo", "CameraStatus", "FrameInfo", "JPEGImage"})
      runner.provide(representation, "CameraProvider");
    const CameraImage& image = runner.get<CameraImage>("CameraImage");
    const CameraInfo& info = runner.get<CameraInfo>("CameraInfo");
    const CameraStatus& status = runner.get<CameraStatus>("CameraStatus");
    const FrameInfo& frameInfo = runner.get<FrameInfo>("FrameInfo");
    const JPEGImage& jpeg = runner.get<JPEGImage>("JPEGImage");

    // Frames run when an image arrived.
    int frames = 0;
    for(int i = 0; i < 200 && status.images < 5; ++i)
      if(unit.beforeFrame(frame))
      {
        runner.run();
        ++frames;
      }
    ASSERT_GE(status.images, 5u);
    EXPECT_LE(static_cast<unsigned>(frames), status.images + 1); // at most the first frame without an image

    // The test thread is not "Upper": the lower camera, whose server is at the next port.
    EXPECT_EQ(status.device, "camera server 127.0.0.1:" + std::to_string(server.port() + 1));
    EXPECT_TRUE(status.ok);
    EXPECT_EQ(status.reopens, 0u);
    EXPECT_EQ(image.getImageWidth(), 64u);
    EXPECT_EQ(image.height, 48u);
    // The server's images count up from their number.
    const unsigned char first = image[0][0].y0;
    EXPECT_EQ(image[0][0].u, static_cast<unsigned char>(first + 1));
    EXPECT_EQ(image[47][31].v, static_cast<unsigned char>(first + 47 * 128 + 127));
    EXPECT_EQ(frameInfo.time, image.timestamp);
    EXPECT_EQ(status.timeOfLastImage, image.timestamp);

    EXPECT_EQ(info.camera, CameraInfo::lower);
    EXPECT_EQ(info.width, 64);
    EXPECT_EQ(info.height, 48);
    EXPECT_FLOAT_EQ(info.opticalCenter.x(), 32.f);
    EXPECT_FLOAT_EQ(info.opticalCenter.y(), 24.f);
    EXPECT_NEAR(info.focalLength, 32.f / std::tan(Angle::fromDegrees(54.7f) / 2.f), 1e-3f);
    EXPECT_NEAR(info.focalLengthHeight, 24.f / std::tan(Angle::fromDegrees(42.5f) / 2.f), 1e-3f);

    EXPECT_EQ(jpeg.timestamp, image.timestamp);
    JPEGCodec codec;
    CameraImage decoded;
    ASSERT_TRUE(codec.decompress(jpeg, decoded)) << codec.error();
    EXPECT_EQ(decoded.getImageWidth(), 64u);
    EXPECT_NEAR(decoded[20][10].y0, image[20][10].y0, 12);
  }
  // The provider is gone: the unit paces the thread by itself.
  EXPECT_TRUE(unit.beforeFrame(frame));
  CameraServerClient::setDefaultServer("");
}
