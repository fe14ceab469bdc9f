/**
 * @file NaoCameraTest.cpp
 * The V4L2 camera driver against a fake UVC camera: the calls it makes and the rules it keeps,
 * images with the kernel's timestamps, padded rows, faults (EAGAIN, timeouts, broken frames,
 * EIO and ENODEV mid-stream, refused controls, a failing extension unit) and the controls it
 * writes for the settings.
 */
#include "FakeV4L2Device.h"
#include "Platform/Nao/NaoCamera.h"
#include <gtest/gtest.h>
#include <linux/videodev2.h>

using namespace std::chrono_literals;

namespace
{
  /** The calls from the first one with this name on, up to (not including) the next one named until. */
  std::vector<std::string> callsFrom(const FakeV4L2Device& device, const std::string& first, const std::string& until = "")
  {
    std::vector<std::string> result;
    bool on = false;
    for(const std::string& call : device.calls)
    {
      if(!on && call == first)
        on = true;
      else if(on && call == until)
        break;
      if(on)
        result.push_back(call);
    }
    return result;
  }

  int count(const std::vector<std::string>& calls, const std::string& name)
  {
    return static_cast<int>(std::count(calls.begin(), calls.end(), name));
  }

  std::vector<unsigned char> extension(unsigned char selector, std::vector<unsigned char> data)
  {
    data.insert(data.begin(), selector);
    return data;
  }
}

TEST(NaoCamera, OpensStreamsAndClosesByTheRules)
{
  FakeV4L2Device fake("/dev/video-top");
  NaoCamera camera("/dev/video-top", CameraInfo::upper, fake);
  std::string error;
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  EXPECT_EQ(fake.width, 640u);
  EXPECT_EQ(fake.height, 480u);
  EXPECT_EQ(fake.fps, 30u);
  EXPECT_TRUE(fake.streaming);
  EXPECT_EQ(fake.mappedBuffers(), 3u);
  EXPECT_EQ(callsFrom(fake, "open", "VIDIOC_QUERYBUF"),
            (std::vector<std::string>{"open", "VIDIOC_QUERYCAP", "VIDIOC_S_FMT", "VIDIOC_S_PARM", "VIDIOC_REQBUFS"}));
  const auto buffers = callsFrom(fake, "VIDIOC_QUERYBUF", "VIDIOC_STREAMON");
  EXPECT_EQ(count(buffers, "VIDIOC_QUERYBUF"), 3);
  EXPECT_EQ(count(buffers, "mmap"), 3);
  EXPECT_EQ(count(buffers, "VIDIOC_QBUF"), 3);
  // The upper camera is mounted upside down: both flips through the extension unit.
  EXPECT_EQ(fake.extensionWrites, (std::vector<std::vector<unsigned char>>{extension(12, {1, 0}), extension(13, {1, 0})}));
  EXPECT_TRUE(camera.takeProblems().empty());

  // A frame with the kernel's timestamp.
  ASSERT_TRUE(fake.deliver(123456, 7));
  CameraImage image;
  ASSERT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::image) << error;
  EXPECT_EQ(image.getImageWidth(), 640u);
  EXPECT_EQ(image.height, 480u);
  EXPECT_EQ(image.timestamp, 123456u);
  EXPECT_EQ(image[0][0].y0, 7);
  EXPECT_EQ(image[0][0].u, 8);
  EXPECT_EQ(image[1][0].y0, static_cast<unsigned char>(7 + 1280));
  // The buffer went back to the driver: three frames in a row fit again.
  for(unsigned i = 0; i < 3; ++i)
    EXPECT_TRUE(fake.deliver(123490 + i, 0));
  EXPECT_FALSE(fake.deliver(123500, 0)); // all three are filled and not yet taken

  camera.close();
  EXPECT_FALSE(fake.isOpen());
  EXPECT_EQ(fake.mappedBuffers(), 0u);
  const auto closing = callsFrom(fake, "VIDIOC_STREAMOFF");
  EXPECT_EQ(closing, (std::vector<std::string>{"VIDIOC_STREAMOFF", "munmap", "munmap", "munmap", "VIDIOC_REQBUFS", "close"}));
  EXPECT_EQ(fake.violations, 0);
}

TEST(NaoCamera, LowerCameraIsNotFlippedAndPaddedRowsAreJoined)
{
  FakeV4L2Device fake("/dev/video-bottom");
  fake.padding = 64;
  NaoCamera camera("/dev/video-bottom", CameraInfo::lower, fake);
  std::string error;
  ASSERT_TRUE(camera.open({320, 240, 30}, error)) << error;
  EXPECT_EQ(fake.extensionWrites, (std::vector<std::vector<unsigned char>>{extension(12, {0, 0}), extension(13, {0, 0})}));
  ASSERT_TRUE(fake.deliver(1000, 0));
  CameraImage image;
  ASSERT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::image) << error;
  EXPECT_EQ(image.getImageWidth(), 320u);
  EXPECT_EQ(image[1][0].y0, static_cast<unsigned char>(640 + 64)); // row 1 starts after 640 bytes and the padding
  EXPECT_EQ(image[239][159].v, static_cast<unsigned char>(239 * 704 + 639));
  EXPECT_EQ(fake.violations, 0);
}

TEST(NaoCamera, RefusesASizeTheCameraDoesNotOffer)
{
  FakeV4L2Device fake;
  fake.sizes = {{640, 480}};
  NaoCamera camera("/dev/video-top", CameraInfo::upper, fake);
  std::string error;
  EXPECT_FALSE(camera.open({1280, 960, 30}, error));
  EXPECT_EQ(error, "/dev/video-top: the camera offers 640 x 480 instead of 1280 x 960 YUYV");
  EXPECT_FALSE(fake.isOpen());
  NaoCamera missing("/dev/video-nothing", CameraInfo::upper, fake);
  EXPECT_FALSE(missing.open({640, 480, 30}, error));
  EXPECT_EQ(error, "cannot open /dev/video-nothing: No such file or directory");
  EXPECT_EQ(fake.violations, 0);
}

TEST(NaoCamera, TimeoutsEagainAndBrokenFrames)
{
  FakeV4L2Device fake;
  NaoCamera camera("/dev/video-top", CameraInfo::upper, fake);
  std::string error;
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  CameraImage image;
  EXPECT_EQ(camera.read(image, 20ms, error), CameraDevice::Result::timeout);

  // poll says there is a frame, DQBUF says EAGAIN once: the driver waits on.
  fake.dqbufError = EAGAIN;
  ASSERT_TRUE(fake.deliver(2000, 1));
  ASSERT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::image) << error;
  EXPECT_EQ(image.timestamp, 2000u);

  // A frame marked broken and one too short are given back and counted; the next one counts.
  ASSERT_TRUE(fake.deliver(2033, 2, true));
  ASSERT_TRUE(fake.deliver(2066, 3, false, 1000));
  ASSERT_TRUE(fake.deliver(2100, 4));
  ASSERT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::image) << error;
  EXPECT_EQ(image.timestamp, 2100u);
  EXPECT_EQ(image[0][0].y0, 4);
  EXPECT_EQ(camera.brokenFrames(), 2u);
  // All buffers are queued again.
  for(unsigned i = 0; i < 3; ++i)
    EXPECT_TRUE(fake.deliver(3000 + i, 0));
  EXPECT_EQ(fake.violations, 0);
}

TEST(NaoCamera, EioAndEnodevMidStreamFailAndTheCameraOpensAgain)
{
  FakeV4L2Device fake;
  NaoCamera camera("/dev/video-top", CameraInfo::upper, fake);
  std::string error;
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  CameraImage image;
  fake.dqbufError = EIO;
  ASSERT_TRUE(fake.deliver(1000, 0));
  EXPECT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::failed);
  EXPECT_EQ(error, "/dev/video-top: VIDIOC_DQBUF: Input/output error");
  camera.close();
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  ASSERT_TRUE(fake.deliver(1100, 0));
  EXPECT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::image) << error;

  // Unplugged while streaming.
  fake.unplug(true);
  EXPECT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::failed);
  EXPECT_EQ(error, "/dev/video-top: VIDIOC_DQBUF: No such device");
  camera.close();
  EXPECT_FALSE(fake.isOpen());
  EXPECT_FALSE(camera.open({640, 480, 30}, error));
  EXPECT_EQ(error, "cannot open /dev/video-top: No such file or directory");
  fake.unplug(false);
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  ASSERT_TRUE(fake.deliver(5000, 9));
  EXPECT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::image) << error;
  EXPECT_EQ(image.timestamp, 5000u);
  EXPECT_EQ(fake.opens, 3);
  EXPECT_EQ(fake.violations, 0);
}

TEST(NaoCamera, WritesTheSettingsThatChanged)
{
  FakeV4L2Device fake;
  NaoCamera camera("/dev/video-top", CameraInfo::upper, fake);
  std::string error;
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  fake.extensionWrites.clear();
  CameraSettings::Collection settings;
  camera.applySettings(settings);
  EXPECT_EQ(fake.controls, (std::map<unsigned, int>{{V4L2_CID_EXPOSURE_AUTO, V4L2_EXPOSURE_AUTO},
                                                    {V4L2_CID_BRIGHTNESS, 0},
                                                    {V4L2_CID_AUTO_WHITE_BALANCE, 1},
                                                    {V4L2_CID_FOCUS_AUTO, 0},
                                                    {V4L2_CID_FOCUS_ABSOLUTE, 0},
                                                    {V4L2_CID_HUE_AUTO, 0},
                                                    {V4L2_CID_HUE, 0},
                                                    {V4L2_CID_SATURATION, 80},
                                                    {V4L2_CID_CONTRAST, 32},
                                                    {V4L2_CID_SHARPNESS, 4}}));
  // The RGB gains (2048 = 0x0800) into the sensor's registers, high byte first.
  EXPECT_EQ(fake.extensionWrites, (std::vector<std::vector<unsigned char>>{
                                    extension(14, {1, 0x34, 0x00, 0, 0x08}), extension(14, {1, 0x34, 0x01, 0, 0x00}),
                                    extension(14, {1, 0x34, 0x02, 0, 0x08}), extension(14, {1, 0x34, 0x03, 0, 0x00}),
                                    extension(14, {1, 0x34, 0x04, 0, 0x08}), extension(14, {1, 0x34, 0x05, 0, 0x00})}));

  // Unchanged: nothing is written.
  fake.calls.clear();
  camera.applySettings(settings);
  EXPECT_EQ(count(fake.calls, "VIDIOC_S_CTRL") + count(fake.calls, "UVCIOC_CTRL_QUERY"), 0);

  // Manual exposure: the mode, then exposure and gain; a value out of range is clipped.
  settings.autoExposure = false;
  settings.exposure = 500;
  settings.saturation = 999;
  settings.blueGain = 0x123;
  fake.calls.clear();
  fake.extensionWrites.clear();
  camera.applySettings(settings);
  EXPECT_EQ(count(fake.calls, "VIDIOC_S_CTRL"), 4);
  EXPECT_EQ(fake.controls[V4L2_CID_EXPOSURE_AUTO], V4L2_EXPOSURE_MANUAL);
  EXPECT_EQ(fake.controls[V4L2_CID_EXPOSURE_ABSOLUTE], 500);
  EXPECT_EQ(fake.controls[V4L2_CID_GAIN], 160);
  EXPECT_EQ(fake.controls[V4L2_CID_SATURATION], 255);
  EXPECT_EQ(fake.extensionWrites, (std::vector<std::vector<unsigned char>>{extension(14, {1, 0x34, 0x04, 0, 0x01}),
                                                                           extension(14, {1, 0x34, 0x05, 0, 0x23})}));
  // After a reopen, everything is written again.
  camera.close();
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  fake.calls.clear();
  camera.applySettings(settings);
  EXPECT_EQ(count(fake.calls, "VIDIOC_S_CTRL"), 12);
  EXPECT_EQ(fake.violations, 0);
}

TEST(NaoCamera, ARefusedControlIsReportedOnceAndDoesNotStopTheOthers)
{
  FakeV4L2Device fake;
  fake.refuse[V4L2_CID_SHARPNESS] = EINVAL;
  NaoCamera camera("/dev/video-top", CameraInfo::upper, fake);
  std::string error;
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error;
  CameraSettings::Collection settings;
  camera.applySettings(settings);
  EXPECT_EQ(camera.takeProblems(), std::vector<std::string>{"/dev/video-top: the camera refuses sharpness = 4: Invalid argument"});
  EXPECT_EQ(fake.controls[V4L2_CID_CONTRAST], 32);
  EXPECT_EQ(fake.controls.count(V4L2_CID_SHARPNESS), 0u);
  camera.applySettings(settings); // tried again, not reported again
  EXPECT_TRUE(camera.takeProblems().empty());
  fake.refuse.clear();
  camera.applySettings(settings);
  EXPECT_EQ(fake.controls[V4L2_CID_SHARPNESS], 4);
  fake.refuse[V4L2_CID_SHARPNESS] = EIO;
  settings.sharpness = 5;
  camera.applySettings(settings); // accepted in between: a new refusal is reported
  EXPECT_EQ(camera.takeProblems(), std::vector<std::string>{"/dev/video-top: the camera refuses sharpness = 5: Input/output error"});
  EXPECT_EQ(fake.violations, 0);
}

TEST(NaoCamera, AFailingExtensionUnitIsReported)
{
  FakeV4L2Device fake;
  fake.extensionError = EPIPE;
  NaoCamera camera("/dev/video-top", CameraInfo::upper, fake);
  std::string error;
  ASSERT_TRUE(camera.open({640, 480, 30}, error)) << error; // the image still comes, unflipped
  EXPECT_EQ(camera.takeProblems(), (std::vector<std::string>{
                                     "/dev/video-top: cannot set the horizontal flip (UVC extension unit): Broken pipe",
                                     "/dev/video-top: cannot set the vertical flip (UVC extension unit): Broken pipe"}));
  camera.applySettings({});
  const std::vector<std::string> problems = camera.takeProblems();
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0], "/dev/video-top: the camera refuses redGain = 2048 (UVC extension unit): Broken pipe");
  EXPECT_EQ(fake.controls[V4L2_CID_SATURATION], 80);
  ASSERT_TRUE(fake.deliver(10, 0));
  CameraImage image;
  EXPECT_EQ(camera.read(image, 1000ms, error), CameraDevice::Result::image) << error;
}
