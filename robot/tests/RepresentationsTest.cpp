// The infrastructure representations: defaults, helpers and streaming.
#include "TestSupport.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/LEDRequest.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/Infrastructure/SensorData/SystemSensorData.h"
#include "Streaming/InMap.h"
#include "Streaming/OutMap.h"

namespace
{
  /** Writes value in binary and reads it back into a default-constructed object. */
  template<typename T> T binaryRoundTrip(const T& value)
  {
    OutBinaryMemory out;
    out << value;
    InBinaryMemory in(out.data(), out.size());
    T result;
    in >> result;
    return result;
  }

  /** Writes value as a config map and reads it back. */
  template<typename T> T mapRoundTrip(const T& value)
  {
    OutMapMemory out;
    out << value;
    InMapMemory in(std::string_view(out.data(), out.size()));
    T result;
    in >> result;
    EXPECT_TRUE(in.errors().empty()) << (in.errors().empty() ? "" : in.errors()[0]);
    return result;
  }
}

TEST(Representations, JointsHaveTheirNames)
{
  EXPECT_EQ(Joints::numOfJoints, 26);
  EXPECT_EQ(Joints::lHand, 7);
  EXPECT_EQ(Joints::rHipYawPitch, 20);
  EXPECT_EQ(KeyStates::numOfKeys, 14);
  EXPECT_EQ(KeyStates::chest, 13);
}

TEST(Representations, FrameInfoTimeSince)
{
  FrameInfo frameInfo;
  frameInfo.time = 1000;
  EXPECT_EQ(frameInfo.getTimeSince(400), 600);
  EXPECT_EQ(frameInfo.getTimeSince(1200), -200);
}

TEST(Representations, JointRequestDefaultsAndValidity)
{
  JointRequest request;
  EXPECT_EQ(request.angles[Joints::headYaw], JointRequest::off);
  EXPECT_EQ(request.stiffnesses[Joints::rAnkleRoll], 0);
  EXPECT_TRUE(request.isValid());
  request.angles[Joints::lKneePitch] = 2.f;
  request.stiffnesses[Joints::lKneePitch] = 100;
  EXPECT_TRUE(request.isValid());
  request.stiffnesses[Joints::lKneePitch] = 101;
  EXPECT_FALSE(request.isValid());
  request.stiffnesses[Joints::lKneePitch] = 50;
  request.angles[Joints::lHand] = 1.5f;
  EXPECT_FALSE(request.isValid());
  request.angles[Joints::lHand] = 0.5f;
  request.angles[Joints::headPitch] = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(request.isValid());

  JointRequest head;
  head.setAllAngles(JointRequest::ignore);
  head.angles[Joints::headYaw] = 0.5f;
  head.stiffnesses[Joints::headYaw] = 70;
  request.angles[Joints::headPitch] = 0.f;
  request.overwriteWith(head);
  EXPECT_FLOAT_EQ(request.angles[Joints::headYaw], 0.5f);
  EXPECT_EQ(request.stiffnesses[Joints::headYaw], 70);
  EXPECT_FLOAT_EQ(request.angles[Joints::lKneePitch], 2.f);
}

TEST(Representations, JointRequestStreams)
{
  JointRequest request;
  request.angles[Joints::lKneePitch] = 2.f;
  request.stiffnesses[Joints::lKneePitch] = 80;
  EXPECT_EQ(TestSupport::bytes(request).size(), 26u * 4u * 2u);
  const JointRequest binary = binaryRoundTrip(request);
  EXPECT_EQ(binary.angles, request.angles);
  EXPECT_EQ(binary.stiffnesses, request.stiffnesses);
  const JointRequest text = mapRoundTrip(request);
  EXPECT_NEAR(text.angles[Joints::lKneePitch], 2.f, 1e-5f);
  EXPECT_EQ(text.angles[Joints::headYaw], JointRequest::off);
  EXPECT_EQ(text.stiffnesses[Joints::lKneePitch], 80);
}

TEST(Representations, LEDRequestIsShapedLikeLoLA)
{
  LEDRequest request;
  EXPECT_EQ(TestSupport::bytes(request).size(), (10u + 10u + 24u + 24u + 3u + 3u + 3u + 12u) * 4u);
  EXPECT_EQ(request.chestColor(), ColorRGB(0.f, 0.f, 0.f));
  request.setEyes(ColorRGB(0.2f, 0.5f, 1.f));
  EXPECT_FLOAT_EQ(request.leftEye[0], 0.2f);
  EXPECT_FLOAT_EQ(request.leftEye[7], 0.2f);
  EXPECT_FLOAT_EQ(request.leftEye[8], 0.5f);
  EXPECT_FLOAT_EQ(request.rightEye[23], 1.f);
  EXPECT_EQ(request.rightEyeSegment(3), ColorRGB(0.2f, 0.5f, 1.f));
  request.setChest(ColorRGB(2.f, -1.f, 0.5f)); // clipped
  EXPECT_EQ(request.chestColor(), ColorRGB(1.f, 0.f, 0.5f));
  request.setEarGauge(0.3f, 1.f);
  EXPECT_FLOAT_EQ(request.leftEar[2], 1.f);
  EXPECT_FLOAT_EQ(request.leftEar[3], 0.f);
  EXPECT_FLOAT_EQ(request.rightEar[9], 1.f); // the right ear's front LED is its last one
  EXPECT_FLOAT_EQ(request.rightEar[6], 0.f);
  const LEDRequest copy = mapRoundTrip(request);
  EXPECT_EQ(copy.leftEye, request.leftEye);
  EXPECT_EQ(copy.chest, request.chest);
  request.clear();
  EXPECT_EQ(request.leftEar, (std::array<float, 10>{}));
}

TEST(Representations, SensorDataStreams)
{
  JointSensorData joints;
  joints.angles[Joints::lKneePitch] = 1.f;
  joints.currents[Joints::lKneePitch] = 450;
  joints.temperatures[Joints::lKneePitch] = 48;
  joints.status[Joints::lKneePitch] = JointSensorData::hot;
  joints.timestamp = 77;
  const JointSensorData j = mapRoundTrip(joints);
  EXPECT_NEAR(j.angles[Joints::lKneePitch], 1.f, 1e-5f);
  EXPECT_EQ(j.currents[Joints::lKneePitch], 450);
  EXPECT_EQ(j.temperatures[Joints::lKneePitch], 48);
  EXPECT_EQ(j.status[Joints::lKneePitch], JointSensorData::hot);
  EXPECT_EQ(j.status[Joints::headYaw], JointSensorData::regular);
  EXPECT_EQ(j.timestamp, 77u);

  InertialSensorData inertial;
  inertial.gyro = Vector3a(0.1f, 0.2f, 0.3f);
  inertial.acc = Vector3f(0.f, 0.f, 9.81f);
  inertial.angle.x() = 0.05f;
  EXPECT_EQ(TestSupport::bytes(inertial).size(), 36u);
  const InertialSensorData i = mapRoundTrip(inertial);
  EXPECT_NEAR(i.gyro.y(), 0.2f, 1e-5f);
  EXPECT_NEAR(i.acc.z(), 9.81f, 1e-5f);
  EXPECT_NEAR(i.angle.x(), 0.05f, 1e-5f);

  FsrSensorData fsr;
  fsr.pressures[Legs::right][FsrSensors::bl] = 0.7f;
  fsr.totals[Legs::right] = 0.7f;
  EXPECT_EQ(TestSupport::bytes(fsr).size(), 40u);
  const FsrSensorData f = binaryRoundTrip(fsr);
  EXPECT_FLOAT_EQ(f.pressures[Legs::right][FsrSensors::bl], 0.7f);
  EXPECT_FLOAT_EQ(f.pressures[Legs::left][FsrSensors::fl], 0.f);

  KeyStates keys;
  EXPECT_FALSE(keys.pressed[KeyStates::chest]);
  keys.pressed[KeyStates::chest] = true;
  EXPECT_TRUE(mapRoundTrip(keys).pressed[KeyStates::chest]);

  SystemSensorData system;
  system.batteryCharging = true;
  system.cpuTemperature = 61.f;
  const SystemSensorData s = binaryRoundTrip(system);
  EXPECT_TRUE(s.batteryCharging);
  EXPECT_FLOAT_EQ(s.cpuTemperature, 61.f);
}
