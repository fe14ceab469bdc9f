/**
 * @file Platform/Nao/Modules/NaoProvider/NaoProvider.cpp
 * Exchanging sensor data and commands with LoLA every frame.
 */
#include "Platform/Nao/LolaConversion.h"
#include "Platform/Nao/Modules/NaoProvider/NaoProvider.h"
#include "Debugging/TimingManager.h"
#include "Platform/Nao/SimulatedClock.h"
#include "Platform/Time.h"
#include "Platform/Nao/LolaExecutionUnit.h"
#include "Platform/Nao/CpuTemperature.h"
#include "Platform/Nao/LolaStatus.h"
#include "Platform/Nao/MotionLoopTiming.h"
#include "Streaming/Global.h"
#include "Streaming/Output.h"
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <thread>

MAKE_DEVICE_MODULE(NaoProvider);

namespace
{
  using Joints::Joint;

  using LolaConversion::jointOfLola;

  template<std::size_t n>
  void copyLeds(LolaCommandTemplate& command, Lola::CommandKey key, const std::array<float, n>& values)
  {
    for(std::size_t i = 0; i < n; ++i)
      command.set(key, i, std::isfinite(values[i]) ? std::clamp(values[i], 0.f, 1.f) : 0.f);
  }
}

NaoProvider::NaoProvider() : client(lolaPath)
{
  connect();
  LolaExecutionUnit::setExchange(this);
}

NaoProvider::~NaoProvider()
{
  LolaExecutionUnit::setExchange(nullptr);
}

bool NaoProvider::connect()
{
  if(client.connect(10, std::chrono::milliseconds(10)))
  {
    reportedConnectFailure = false;
    unanswered = false;
    return true;
  }
  if(!reportedConnectFailure)
    OUTPUT_ERROR("NaoProvider: " << client.error() << "; retrying");
  reportedConnectFailure = true;
  return false;
}

void NaoProvider::beginUpdate(Served representation)
{
  // On simulated time the execution unit has exchanged before the frame.
  if(served.none() || served[representation])
  {
    if(!SimulatedClock::requested())
      exchange();
    served.reset();
  }
  served.set(representation);
}

bool NaoProvider::exchange()
{
  LolaExecutionUnit::waitedForLola();
  if(lolaClosed || (!client.isConnected() && !connect()))
  {
    std::this_thread::sleep_for(std::chrono::milliseconds(receiveTimeout));
    return false;
  }
  if(unanswered)
  {
    sendCommand();
    unanswered = false;
    addTime(stateToCommandWatch, "LoLA:stateToCommand", MotionLoopTiming::commandSent());
  }
  switch(client.isConnected() ? client.receive(std::chrono::milliseconds(receiveTimeout)) : LolaClient::Result::closed)
  {
    case LolaClient::Result::message:
    {
      addTime(stateGapWatch, "LoLA:stateGap", MotionLoopTiming::stateReceived());
      addTime(frameWatch, "Motion:frame", MotionLoopTiming::lastFrame());
      unanswered = true;
      reportedTimeout = false;
      const LolaStateReader::Result result = reader.read(client.message(), sensors);
      if(result == LolaStateReader::Result::malformed)
      {
        if(reader.getMalformed() == 1 || reader.getMalformed() % 1000 == 0)
          OUTPUT_ERROR("NaoProvider: " << reader.error() << " (" << reader.getMalformed() << " malformed so far)");
        return false;
      }
      if(result == LolaStateReader::Result::reparsed)
        OUTPUT_ERROR("NaoProvider: " << reader.error());
      haveData = true;
      if(std::string error; !SimulatedClock::advance(sensors.battery[Lola::BatteryTemperature], error))
      {
        std::fprintf(stderr, "touchline: %s\n", error.c_str());
        OUTPUT_ERROR("NaoProvider: " << error);
      }
      timestamp = Time::isSimulated() ? Time::getCurrentSystemTime() : std::max(Time::getCurrentSystemTime(), timestamp + 1);
      return true;
    }
    case LolaClient::Result::timeout:
      // On simulated time a silent LoLA is a paused simulation.
      if(!reportedTimeout && !SimulatedClock::requested())
        OUTPUT_ERROR("NaoProvider: no state message from LoLA for " << receiveTimeout << " ms");
      reportedTimeout = true;
      break;
    case LolaClient::Result::closed:
      lolaClosed = true;
      LolaStatus::reportClosed("LoLA closed the connection (" + client.getPath() + ")");
      break;
    case LolaClient::Result::error:
      OUTPUT_ERROR("NaoProvider: " << client.error() << "; reconnecting");
      client.close();
      break;
  }
  return false;
}

void NaoProvider::addTime(unsigned short& id, const char* name, std::chrono::nanoseconds duration)
{
  TimingManager* timing = Global::getTimingManager();
  if(!timing || duration <= std::chrono::nanoseconds(0))
    return;
  if(id == TimingManager::noWatch)
    id = timing->getId(name); // once, in the first frames
  timing->addTime(id, duration);
}

void NaoProvider::sendCommand()
{
  std::array<float, Lola::numOfJoints> positions, stiffnesses;
  LolaConversion::write(theJointRequest, sensors, positions, stiffnesses);
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    command.set(Lola::PositionCommand, j, positions[j]);
    command.set(Lola::StiffnessCommand, j, stiffnesses[j]);
  }
  copyLeds(command, Lola::REar, theLEDRequest.rightEar);
  copyLeds(command, Lola::LEar, theLEDRequest.leftEar);
  copyLeds(command, Lola::Chest, theLEDRequest.chest);
  copyLeds(command, Lola::LEye, theLEDRequest.leftEye);
  copyLeds(command, Lola::REye, theLEDRequest.rightEye);
  copyLeds(command, Lola::LFoot, theLEDRequest.leftFoot);
  copyLeds(command, Lola::RFoot, theLEDRequest.rightFoot);
  copyLeds(command, Lola::Skull, theLEDRequest.skull);
  if(!client.send(command.data()) && client.isConnected())
    OUTPUT_ERROR("NaoProvider: " << client.error());
}

void NaoProvider::update(FrameInfo& frameInfo)
{
  beginUpdate(Served::frameInfo);
  if(haveData)
    frameInfo.time = timestamp;
}

void NaoProvider::update(JointSensorData& jointSensorData)
{
  beginUpdate(Served::jointSensorData);
  if(!haveData)
    return;
  LolaConversion::read(sensors, jointSensorData);
  jointSensorData.timestamp = timestamp;
}

void NaoProvider::update(InertialSensorData& inertialSensorData)
{
  beginUpdate(Served::inertialSensorData);
  if(!haveData)
    return;
  LolaConversion::read(sensors, inertialSensorData);
}

void NaoProvider::update(FsrSensorData& fsrSensorData)
{
  beginUpdate(Served::fsrSensorData);
  if(!haveData)
    return;
  LolaConversion::read(sensors, fsrSensorData);
}

void NaoProvider::update(KeyStates& keyStates)
{
  beginUpdate(Served::keyStates);
  if(!haveData)
    return;
  LolaConversion::read(sensors, keyStates);
}

void NaoProvider::update(SystemSensorData& systemSensorData)
{
  beginUpdate(Served::systemSensorData);
  if(!haveData)
    return;
  if(static_cast<int>(timestamp - nextCpuTemperatureTime) >= 0)
  {
    cpuTemperature = CpuTemperature::read();
    nextCpuTemperatureTime = timestamp + cpuTemperaturePeriod;
  }
  systemSensorData.cpuTemperature = cpuTemperature;
  systemSensorData.batteryLevel = sensors.battery[Lola::BatteryCharge];
  systemSensorData.batteryCurrent = sensors.battery[Lola::BatteryCurrent];
  systemSensorData.batteryTemperature = sensors.battery[Lola::BatteryTemperature];
  // The status is a bit field carried as a float; bit 0x80 set: charging.
  const float status = sensors.battery[Lola::BatteryStatus];
  systemSensorData.batteryCharging = std::isfinite(status) && (std::lround(std::clamp(status, -65536.f, 65536.f)) & 0x80) != 0;
}
