/**
 * @file CameraInputTest.cpp
 * Keeping a camera going (CameraInput over the V4L2 driver and a fake camera): a camera that
 * falls silent, fails with EIO or disappears (ENODEV) is closed and opened again, each time
 * counted, each outage reported once; the settings are applied again after every open.
 */
#include "FakeV4L2Device.h"
#include "Platform/Nao/CameraInput.h"
#include "Platform/Nao/NaoCamera.h"
#include <gtest/gtest.h>
#include <linux/videodev2.h>

using namespace std::chrono_literals;

namespace
{
  struct Camera
  {
    /** @param open Opens the camera at once. */
    explicit Camera(unsigned maxGap = 150, unsigned retryInterval = 20, bool open = true)
    {
      auto camera = std::make_unique<NaoCamera>("/dev/video-top", CameraInfo::upper, fake);
      input = std::make_unique<CameraInput>(std::move(camera));
      CameraInput::Options options;
      options.format = {640, 480, 30};
      options.maxGap = maxGap;
      options.retryInterval = retryInterval;
      input->configure(options);
      if(open)
        input->wait(1ms);
    }

    /** The texts of what the input reports. */
    std::vector<std::string> reports()
    {
      std::vector<std::string> texts;
      for(const CameraInput::Report& report : input->takeReports())
        texts.push_back((report.recovered ? "recovered: " : "") + report.text);
      return texts;
    }

    /** Calls wait() until it returns true or tries run out. */
    bool image(int tries = 50)
    {
      for(int i = 0; i < tries; ++i)
        if(input->wait(20ms))
          return true;
      return false;
    }

    FakeV4L2Device fake{"/dev/video-top"};
    std::unique_ptr<CameraInput> input;
  };
}

TEST(CameraInput, OpensAppliesTheSettingsAndDeliversImages)
{
  Camera camera(150, 20, false);
  CameraSettings::Collection settings;
  settings.saturation = 99;
  camera.input->setSettings(settings); // before the camera is open: kept for the open
  EXPECT_FALSE(camera.input->wait(1ms)); // opens, no image yet
  EXPECT_TRUE(camera.input->isOpen());
  EXPECT_EQ(camera.fake.controls[V4L2_CID_SATURATION], 99);
  ASSERT_TRUE(camera.fake.deliver(4242, 5));
  ASSERT_TRUE(camera.image());
  EXPECT_EQ(camera.input->image().timestamp, 4242u);
  EXPECT_EQ(camera.input->image()[0][0].y0, 5);
  EXPECT_EQ(camera.input->images(), 1u);
  EXPECT_TRUE(camera.input->isDelivering());
  settings.saturation = 100;
  camera.input->setSettings(settings); // open: applied at once
  EXPECT_EQ(camera.fake.controls[V4L2_CID_SATURATION], 100);
  EXPECT_TRUE(camera.reports().empty());
  EXPECT_EQ(camera.fake.violations, 0);
}

TEST(CameraInput, ASilentCameraIsOpenedAgainAndReportedOnce)
{
  Camera camera(100);
  camera.input->setSettings({});
  ASSERT_TRUE(camera.fake.deliver(1, 0));
  ASSERT_TRUE(camera.image());
  // No image for longer than maxGap, several times in a row.
  for(int i = 0; i < 30 && camera.input->reopens() < 3; ++i)
    camera.input->wait(50ms);
  EXPECT_GE(camera.input->reopens(), 3u);
  EXPECT_FALSE(camera.input->isDelivering());
  EXPECT_EQ(camera.reports(),
            std::vector<std::string>{"no image from /dev/video-top for 100 ms; opening it again (reported once until images come again)"});
  EXPECT_EQ(camera.fake.opens, 3); // the third reopen is still to come
  // After every open the settings were written again (each open starts with nothing applied).
  camera.fake.controls.clear();
  camera.input->wait(1ms);
  const unsigned reopens = camera.input->reopens();
  ASSERT_TRUE(camera.fake.isOpen());
  EXPECT_EQ(camera.fake.controls[V4L2_CID_SATURATION], 80);
  ASSERT_TRUE(camera.fake.deliver(2, 0));
  ASSERT_TRUE(camera.image());
  EXPECT_EQ(camera.input->reopens(), reopens);
  EXPECT_EQ(camera.reports(), std::vector<std::string>{"recovered: /dev/video-top delivers images again (" + std::to_string(reopens) + " reopens so far)"});
  EXPECT_TRUE(camera.input->isDelivering());
  EXPECT_EQ(camera.fake.violations, 0);
}

TEST(CameraInput, EioReopensAtOnce)
{
  Camera camera(10000);
  ASSERT_TRUE(camera.fake.deliver(1, 0));
  ASSERT_TRUE(camera.image());
  camera.fake.dqbufError = EIO;
  ASSERT_TRUE(camera.fake.deliver(2, 0));
  EXPECT_FALSE(camera.input->wait(100ms));
  EXPECT_EQ(camera.input->reopens(), 1u);
  EXPECT_FALSE(camera.input->isOpen());
  EXPECT_FALSE(camera.input->wait(1ms)); // opened again
  EXPECT_TRUE(camera.input->isOpen());
  ASSERT_TRUE(camera.fake.deliver(3, 7));
  ASSERT_TRUE(camera.image());
  EXPECT_EQ(camera.input->image().timestamp, 3u);
  const auto reports = camera.reports();
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0], "/dev/video-top: VIDIOC_DQBUF: Input/output error; opening it again (reported once until images come again)");
  EXPECT_EQ(reports[1], "recovered: /dev/video-top delivers images again (1 reopens so far)");
  EXPECT_EQ(camera.fake.opens, 2);
  EXPECT_EQ(camera.fake.violations, 0);
}

TEST(CameraInput, AnUnpluggedCameraIsTriedAgainUntilItIsBack)
{
  Camera camera(10000, 20);
  ASSERT_TRUE(camera.fake.deliver(1, 0));
  ASSERT_TRUE(camera.image());
  camera.fake.unplug(true);
  EXPECT_FALSE(camera.input->wait(50ms));
  for(int i = 0; i < 10; ++i)
    EXPECT_FALSE(camera.input->wait(30ms)); // opening fails: ENOENT
  EXPECT_EQ(camera.input->reopens(), 1u); // the failure counts once; the attempts to open do not
  EXPECT_GE(std::count(camera.fake.calls.begin(), camera.fake.calls.end(), "open"), 5);
  EXPECT_EQ(camera.reports(),
            std::vector<std::string>{"/dev/video-top: VIDIOC_DQBUF: No such device; opening it again (reported once until images come again)"});
  camera.fake.unplug(false);
  for(int i = 0; i < 10 && !camera.input->isOpen(); ++i)
    camera.input->wait(30ms);
  ASSERT_TRUE(camera.input->isOpen());
  ASSERT_TRUE(camera.fake.deliver(9, 0));
  ASSERT_TRUE(camera.image());
  EXPECT_EQ(camera.reports(), std::vector<std::string>{"recovered: /dev/video-top delivers images again (1 reopens so far)"});
  EXPECT_EQ(camera.fake.violations, 0);
}

TEST(CameraInput, ACameraThatIsNotThereIsReportedOnce)
{
  Camera camera(100, 10, false);
  camera.fake.path = "/dev/video-other";
  for(int i = 0; i < 5; ++i)
    EXPECT_FALSE(camera.input->wait(15ms));
  EXPECT_EQ(camera.reports(),
            std::vector<std::string>{"cannot open /dev/video-top: No such file or directory (trying again every 10 ms, reported once until images come)"});
  EXPECT_EQ(camera.input->reopens(), 0u);
  EXPECT_EQ(camera.input->images(), 0u);
}
