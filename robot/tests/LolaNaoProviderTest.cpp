/**
 * @file LolaNaoProviderTest.cpp
 * The NaoProvider against a LoLA end in the test: how it maps LoLA's state message to the
 * representations, what it sends for the previous frame's JointRequest and LEDRequest, one
 * command per state message, LoLA closing the connection, and the execution unit "LoLA".
 */
#include "LolaTestServer.h"
#include "RobotTestSupport.h"
#include "Framework/ExecutionUnit.h"
#include "Framework/ThreadFrame.h"
#include "Platform/Nao/LolaExecutionUnit.h"
#include "Platform/Nao/LolaClient.h"
#include "Platform/Nao/LolaCommandParser.h"
#include "Platform/Nao/LolaStateWriter.h"
#include "Platform/Nao/LolaStatus.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/LEDRequest.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/Infrastructure/SensorData/SystemSensorData.h"
#include <cstdint>

namespace
{
  const char* const provided[] = {"FrameInfo", "JointSensorData", "InertialSensorData", "FsrSensorData", "KeyStates", "SystemSensorData"};

  LolaSensorValues sampleState()
  {
    LolaSensorValues values;
    for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    {
      values.position[j] = 0.01f * static_cast<float>(j);
      values.current[j] = 0.1f;
      values.temperature[j] = 30.f;
    }
    values.position[Lola::LHipYawPitch] = -0.3f;
    values.position[Lola::RHand] = 0.9f;
    values.current[Lola::LKneePitch] = 1.2344f;
    values.temperature[Lola::LKneePitch] = 45.6f;
    values.status[Lola::LKneePitch] = 2;
    values.status[Lola::LHipYawPitch] = 1;
    values.accelerometer = {0.5f, -0.25f, -9.81f};
    values.gyroscope = {0.01f, 0.02f, 0.03f};
    values.angles = {0.1f, -0.2f};
    values.fsr = {0.1f, 0.2f, 0.3f, 0.4f, 1.f, 2.f, 3.f, 4.f};
    values.touch[Lola::ChestBoardButton] = 1.f;
    values.touch[Lola::HeadTouchFront] = 0.4f;
    values.touch[Lola::LFootBumperLeft] = 0.6f;
    values.touch[Lola::RHandTouchRight] = 1.f;
    values.battery = {0.8f, static_cast<float>(static_cast<std::int16_t>(0x809c)), -1.5f, 3.f};
    values.robotConfig = {"P0000073A07S94700012", "6.0.0", "P0000074A05S93M00061", "6.0.0"};
    return values;
  }

  std::vector<std::uint8_t> stateMessage(const LolaSensorValues& values)
  {
    std::vector<std::uint8_t> message;
    LolaStateWriter::write(values, message);
    return message;
  }

  /** The NaoProvider on a blackboard, connected to a LolaTestServer. */
  struct ProviderFixture
  {
    explicit ProviderFixture(const std::vector<std::string>& representations)
    {
      LolaClient::setDefaultPath(server.path);
      LolaStatus::reset();
      runner.add("NaoProvider");
      LolaClient::setDefaultPath("");
      EXPECT_TRUE(server.accept());
      for(const std::string& representation : representations)
        runner.provide(representation, "NaoProvider");
    }

    LolaTestServer server;
    RobotTestSupport::ModuleRunner runner;
  };

  LolaActuatorValues parseCommand(const std::vector<std::uint8_t>& data)
  {
    LolaActuatorValues command;
    std::size_t consumed = 0;
    std::string error;
    EXPECT_EQ(data.size(), Lola::commandSize);
    EXPECT_EQ(LolaCommandParser::parse(data, command, consumed, error), MsgPackReader::Status::ok) << error;
    return command;
  }
}

TEST(LolaNaoProvider, MapsTheStateMessage)
{
  ProviderFixture fixture(std::vector<std::string>(std::begin(provided), std::end(provided)));
  fixture.server.send(stateMessage(sampleState()));
  fixture.runner.run();

  const auto& joints = fixture.runner.get<JointSensorData>("JointSensorData");
  EXPECT_FLOAT_EQ(joints.angles[Joints::headPitch], 0.01f);
  EXPECT_FLOAT_EQ(joints.angles[Joints::lHipYawPitch], -0.3f);
  EXPECT_FLOAT_EQ(joints.angles[Joints::rHipYawPitch], -0.3f); // one motor for both
  EXPECT_FLOAT_EQ(joints.angles[Joints::rHipRoll], 0.13f);     // LoLA index 13
  EXPECT_FLOAT_EQ(joints.angles[Joints::rShoulderPitch], 0.18f); // LoLA index 18
  EXPECT_FLOAT_EQ(joints.angles[Joints::lHand], 0.23f);
  EXPECT_FLOAT_EQ(joints.angles[Joints::rHand], 0.9f);
  EXPECT_EQ(joints.currents[Joints::lKneePitch], 1234);       // A -> mA
  EXPECT_EQ(joints.currents[Joints::headYaw], 100);
  EXPECT_EQ(joints.temperatures[Joints::lKneePitch], 46);
  EXPECT_EQ(joints.status[Joints::lKneePitch], JointSensorData::veryHot);
  EXPECT_EQ(joints.status[Joints::rHipYawPitch], JointSensorData::hot);
  const auto& frameInfo = fixture.runner.get<FrameInfo>("FrameInfo");
  EXPECT_EQ(joints.timestamp, frameInfo.time);
  EXPECT_GT(frameInfo.time, 0u);

  const auto& inertial = fixture.runner.get<InertialSensorData>("InertialSensorData");
  EXPECT_FLOAT_EQ(inertial.acc.x(), -0.5f); // signs inverted
  EXPECT_FLOAT_EQ(inertial.acc.y(), 0.25f);
  EXPECT_FLOAT_EQ(inertial.acc.z(), 9.81f);
  EXPECT_FLOAT_EQ(inertial.gyro.z(), 0.03f);
  EXPECT_FLOAT_EQ(inertial.angle.x(), 0.1f);
  EXPECT_FLOAT_EQ(inertial.angle.y(), -0.2f);
  EXPECT_FLOAT_EQ(inertial.angle.z(), 0.f);

  const auto& fsr = fixture.runner.get<FsrSensorData>("FsrSensorData");
  EXPECT_FLOAT_EQ(fsr.pressures[Legs::left][FsrSensors::fr], 0.2f);
  EXPECT_FLOAT_EQ(fsr.pressures[Legs::right][FsrSensors::bl], 3.f);
  EXPECT_FLOAT_EQ(fsr.totals[Legs::left], 1.f);
  EXPECT_FLOAT_EQ(fsr.totals[Legs::right], 10.f);

  const auto& keys = fixture.runner.get<KeyStates>("KeyStates");
  EXPECT_TRUE(keys.pressed[KeyStates::chest]);
  EXPECT_FALSE(keys.pressed[KeyStates::headFront]); // 0.4 < 0.5
  EXPECT_TRUE(keys.pressed[KeyStates::lFootLeft]);
  EXPECT_TRUE(keys.pressed[KeyStates::rHandRight]);
  EXPECT_FALSE(keys.pressed[KeyStates::rHandBack]);

  const auto& system = fixture.runner.get<SystemSensorData>("SystemSensorData");
  EXPECT_FLOAT_EQ(system.batteryLevel, 0.8f);
  EXPECT_FLOAT_EQ(system.batteryCurrent, -1.5f); // index 2 (field-tested order)
  EXPECT_FLOAT_EQ(system.batteryTemperature, 3.f);
  EXPECT_TRUE(system.batteryCharging);            // bit 0x80 of the status
  EXPECT_GE(system.cpuTemperature, 0.f);          // 0 without hwmon files

  // Nothing was sent for a state message that has not been answered yet.
  EXPECT_FALSE(fixture.server.hasData(50));
}

TEST(LolaNaoProvider, SendsThePreviousFramesRequests)
{
  ProviderFixture fixture(std::vector<std::string>(std::begin(provided), std::end(provided)));
  LolaSensorValues state = sampleState();
  fixture.server.send(stateMessage(state));
  fixture.runner.run();
  const unsigned firstTime = fixture.runner.get<FrameInfo>("FrameInfo").time;

  auto& request = fixture.runner.get<JointRequest>("JointRequest");
  request.setAllAngles(JointRequest::off);
  request.setAllStiffnesses(0);
  request.angles[Joints::headYaw] = 0.3f;
  request.stiffnesses[Joints::headYaw] = 80;
  request.angles[Joints::lHand] = 0.7f;
  request.stiffnesses[Joints::lHand] = 100;
  request.angles[Joints::lKneePitch] = 1.f; // stiffness 0: sent as measured angle
  request.angles[Joints::rHipYawPitch] = 0.5f;
  request.stiffnesses[Joints::rHipYawPitch] = 100; // no motor of its own: ignored
  request.angles[Joints::rAnklePitch] = -0.2f;
  request.stiffnesses[Joints::rAnklePitch] = 150; // clipped to 1
  auto& leds = fixture.runner.get<LEDRequest>("LEDRequest");
  leds.clear();
  leds.setLeftEye(ColorRGB(0.f, 0.f, 1.f));
  leds.rightEar[9] = 0.5f;
  leds.chest = {1.f, 0.5f, 0.f};
  leds.skull[11] = 2.f; // clipped to 1

  state.position[Lola::HeadYaw] = 0.25f;
  fixture.server.send(stateMessage(state));
  fixture.runner.run();
  EXPECT_GT(fixture.runner.get<FrameInfo>("FrameInfo").time, firstTime);
  EXPECT_FLOAT_EQ(fixture.runner.get<JointSensorData>("JointSensorData").angles[Joints::headYaw], 0.25f);

  const LolaActuatorValues command = parseCommand(fixture.server.receive(Lola::commandSize));
  EXPECT_FLOAT_EQ(command.value(Lola::PositionCommand, Lola::HeadYaw), 0.3f);
  EXPECT_FLOAT_EQ(command.value(Lola::StiffnessCommand, Lola::HeadYaw), 0.8f);
  EXPECT_FLOAT_EQ(command.value(Lola::PositionCommand, Lola::LHand), 0.7f);
  EXPECT_FLOAT_EQ(command.value(Lola::StiffnessCommand, Lola::LHand), 1.f);
  EXPECT_FLOAT_EQ(command.value(Lola::PositionCommand, Lola::LKneePitch), 0.10f); // measured in the first message
  EXPECT_FLOAT_EQ(command.value(Lola::StiffnessCommand, Lola::LKneePitch), 0.f);
  EXPECT_FLOAT_EQ(command.value(Lola::PositionCommand, Lola::HeadPitch), 0.01f); // off: measured
  EXPECT_FLOAT_EQ(command.value(Lola::StiffnessCommand, Lola::HeadPitch), 0.f);
  EXPECT_FLOAT_EQ(command.value(Lola::StiffnessCommand, Lola::LHipYawPitch), 0.f); // lHipYawPitch is off
  EXPECT_FLOAT_EQ(command.value(Lola::PositionCommand, Lola::RAnklePitch), -0.2f);
  EXPECT_FLOAT_EQ(command.value(Lola::StiffnessCommand, Lola::RAnklePitch), 1.f);
  for(std::size_t i = 0; i < 8; ++i)
  {
    EXPECT_EQ(command.value(Lola::LEye, i), 0.f);
    EXPECT_EQ(command.value(Lola::LEye, 16 + i), 1.f);
    EXPECT_EQ(command.value(Lola::REye, 16 + i), 0.f);
  }
  EXPECT_EQ(command.value(Lola::REar, 9), 0.5f);
  EXPECT_EQ(command.value(Lola::LEar, 9), 0.f);
  EXPECT_EQ(command.value(Lola::Chest, 1), 0.5f);
  EXPECT_EQ(command.value(Lola::Skull, 11), 1.f);

  // Exactly one command per state message.
  EXPECT_FALSE(fixture.server.hasData(50));
  fixture.server.send(stateMessage(state));
  fixture.runner.run();
  EXPECT_EQ(fixture.server.receive(Lola::commandSize).size(), Lola::commandSize);
  EXPECT_FALSE(fixture.server.hasData(50));
}

TEST(LolaNaoProvider, ExchangesOncePerFrameWhateverItProvides)
{
  ProviderFixture fixture({"KeyStates", "JointSensorData"});
  const std::vector<std::uint8_t> state = stateMessage(sampleState());
  for(int frame = 0; frame < 3; ++frame)
  {
    fixture.server.send(state);
    fixture.runner.run();
  }
  // Frames 2 and 3 answered the messages of frames 1 and 2.
  EXPECT_EQ(fixture.server.receive(2 * Lola::commandSize).size(), 2 * Lola::commandSize);
  EXPECT_FALSE(fixture.server.hasData(50));
  EXPECT_TRUE(fixture.runner.get<KeyStates>("KeyStates").pressed[KeyStates::chest]);
}

TEST(LolaNaoProvider, FramesGoOnWithoutLolaAndLolaClosingIsReported)
{
  ProviderFixture fixture({"FrameInfo"});
  const auto start = std::chrono::steady_clock::now();
  fixture.runner.run(); // no state message: returns after the receive timeout
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
  EXPECT_EQ(fixture.runner.get<FrameInfo>("FrameInfo").time, 0u);
  EXPECT_FALSE(LolaStatus::closed());

  fixture.server.closeClient();
  fixture.runner.run();
  EXPECT_TRUE(LolaStatus::closed());
  EXPECT_NE(LolaStatus::message().find("LoLA closed the connection"), std::string::npos);
  fixture.runner.run(); // does not try again, does not hang
  LolaStatus::reset();
}

TEST(LolaNaoProvider, ExecutionUnitReturnsAtOnceAfterWaitingForLola)
{
  std::unique_ptr<ExecutionUnit> unit = ExecutionUnit::create("LoLA");
  ASSERT_NE(unit, nullptr);
  Configuration::Thread configuration;
  configuration.name = "Motion";
  ThreadFrame frame(configuration);

  LolaExecutionUnit::waitedForLola();
  auto start = std::chrono::steady_clock::now();
  unit->afterFrame(frame);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(500));

  start = std::chrono::steady_clock::now(); // nothing waited for LoLA: one cycle
  unit->afterFrame(frame);
  EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(11));
}
