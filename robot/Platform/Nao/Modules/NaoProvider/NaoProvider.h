/**
 * @file Platform/Nao/Modules/NaoProvider/NaoProvider.h
 * The module NaoProvider: sensor data from LoLA, joint and LED requests to it.
 */
#pragma once

#include "Framework/Module.h"
#include "Platform/Nao/LolaClient.h"
#include "Platform/Nao/LolaCommandTemplate.h"
#include "Platform/Nao/LolaExecutionUnit.h"
#include "Platform/Nao/LolaSensorValues.h"
#include "Platform/Nao/LolaStateReader.h"
#include "Representations/Infrastructure/FrameInfo.h"
#include "Representations/Infrastructure/JointRequest.h"
#include "Representations/Infrastructure/LEDRequest.h"
#include "Representations/Infrastructure/SensorData/FsrSensorData.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Infrastructure/SensorData/KeyStates.h"
#include "Representations/Infrastructure/SensorData/SystemSensorData.h"
#include <bitset>
#include <chrono>
#include <string>

MODULE(NaoProvider,
{,
  USES(JointRequest),
  USES(LEDRequest),
  PROVIDES(FrameInfo),
  PROVIDES(JointSensorData),
  PROVIDES(InertialSensorData),
  PROVIDES(FsrSensorData),
  PROVIDES(KeyStates),
  PROVIDES(SystemSensorData),
  DEFINES_PARAMETERS(
  {,
    (std::string)("") lolaPath,         /**< LoLA's socket; empty: the program's (--lola, default /tmp/robocup). */
    (unsigned)(100) receiveTimeout,     /**< ms to wait for a state message before the frame goes on without one. */
    (unsigned)(5000) cpuTemperaturePeriod, /**< ms between two readings of the CPU temperature. */
  }),
});

/**
 * Exchanges data with LoLA, the NAO's low-level interface (docs/nao.md). At the start of each
 * frame (its first update in the frame) it sends the command for the previous frame's
 * JointRequest and LEDRequest, answering the state message received then, and blocks until the
 * next state message has arrived (at most receiveTimeout, so that the thread can stop). The
 * first state message is parsed completely, later ones are read in place; the command is a
 * template that is patched. Joints in LoLA's order are mapped to Joints::Joint (rHipYawPitch =
 * lHipYawPitch). A joint that is off or has stiffness 0 is sent its measured angle with
 * stiffness 0. If LoLA closes the connection, LolaStatus says so and the program ends. The
 * Motion loop's wall-clock timing (MotionLoopTiming) goes to the thread's stopwatches
 * "LoLA:stateToCommand", "LoLA:stateGap" and "Motion:frame" (the previous frame's).
 *
 * On simulated time (SimulatedClock, --clock simulated or lockstep) the exchange happens before
 * the frame, through the thread's execution unit (LolaExecutionUnit::Exchange), and a frame runs
 * only with a new state message; its cycle count (Battery[3]) sets the robot's clock. A LoLA that
 * is silent then is a paused simulation, not a fault: it is not reported.
 */
class NaoProvider : public NaoProviderBase, private LolaExecutionUnit::Exchange
{
public:
  NaoProvider();
  ~NaoProvider();

private:
  void update(FrameInfo& frameInfo) override;
  void update(JointSensorData& jointSensorData) override;
  void update(InertialSensorData& inertialSensorData) override;
  void update(FsrSensorData& fsrSensorData) override;
  void update(KeyStates& keyStates) override;
  void update(SystemSensorData& systemSensorData) override;

  /** Representations updated so far since the last exchange (in their update order above). */
  enum Served { frameInfo, jointSensorData, inertialSensorData, fsrSensorData, keyStates, systemSensorData, numOfServed };

  /** Exchanges with LoLA when a representation is updated a second time since the last exchange. */
  void beginUpdate(Served served);
  /** Sends the command for the last state message (if not yet), waits for the next one; whether one arrived. */
  bool exchange();
  bool exchangeBeforeFrame() override { return exchange(); }
  bool connect();
  void sendCommand();
  /** Adds a wall-clock duration of the Motion loop (MotionLoopTiming) to the thread's stopwatch name. */
  void addTime(unsigned short& id, const char* name, std::chrono::nanoseconds duration);

  LolaClient client;
  LolaStateReader reader;
  LolaCommandTemplate command;
  LolaSensorValues sensors;
  std::bitset<numOfServed> served;
  bool unanswered = false;       ///< A state message arrived that has not been answered.
  bool haveData = false;         ///< At least one state message was read.
  bool lolaClosed = false;       ///< LoLA closed the connection: stop trying.
  bool reportedConnectFailure = false;
  bool reportedTimeout = false;
  unsigned timestamp = 0;        ///< Of the last state message.
  unsigned nextCpuTemperatureTime = 0;
  unsigned short stateToCommandWatch = 0xffff; ///< The stopwatch ids of the Motion loop's timing (TimingManager::noWatch: none yet).
  unsigned short stateGapWatch = 0xffff;
  unsigned short frameWatch = 0xffff;
  float cpuTemperature = 0.f;
};
