/**
 * @file MotionLab/SimulatedNaoProvider.cpp
 * Sensor data from a simulated body.
 */
#include "SimulatedNaoProvider.h"
#include "Platform/Nao/LolaConversion.h"
#include "SimulatedBody.h"

MAKE_MODULE(SimulatedNaoProvider);

thread_local const SimulatedBody* SimulatedNaoProvider::body = nullptr;
thread_local unsigned SimulatedNaoProvider::time = 0;

void SimulatedNaoProvider::update(FrameInfo& frameInfo)
{
  frameInfo.time = time;
}

void SimulatedNaoProvider::update(JointSensorData& jointSensorData)
{
  if(body)
    LolaConversion::read(body->sensors(), jointSensorData);
  jointSensorData.timestamp = time;
}

void SimulatedNaoProvider::update(InertialSensorData& inertialSensorData)
{
  if(body)
    LolaConversion::read(body->sensors(), inertialSensorData);
}

void SimulatedNaoProvider::update(FsrSensorData& fsrSensorData)
{
  if(body)
    LolaConversion::read(body->sensors(), fsrSensorData);
}

void SimulatedNaoProvider::update(KeyStates& keyStates)
{
  if(body)
    LolaConversion::read(body->sensors(), keyStates);
}
