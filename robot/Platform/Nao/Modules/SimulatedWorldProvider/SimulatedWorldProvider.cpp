/**
 * @file Platform/Nao/Modules/SimulatedWorldProvider/SimulatedWorldProvider.cpp
 * The true world from touchline-naosim's data frames.
 */
#include "Platform/Nao/Modules/SimulatedWorldProvider/SimulatedWorldProvider.h"
#include "Streaming/Output.h"

MAKE_DEVICE_MODULE(SimulatedWorldProvider);

SimulatedWorldProvider::SimulatedWorldProvider()
  : SimulatedWorldProviderBase("simulatedFrames.cfg"), input(CameraServer::world, cameraServer, maxGap, retryInterval) {}

void SimulatedWorldProvider::update(FrameInfo& frameInfo)
{
  for(const CameraInput::Report& report : input.takeReports())
    if(report.recovered)
      OUTPUT_WARNING("SimulatedWorldProvider: " << report.text);
    else
      OUTPUT_ERROR("SimulatedWorldProvider: " << report.text);
  GroundTruthWorldState received;
  std::string error;
  if(input.take(received, error))
    world = std::move(received);
  else if(!error.empty() && !reportedBadFrame)
  {
    OUTPUT_ERROR("SimulatedWorldProvider: " << error << " (reported once)");
    reportedBadFrame = true;
  }
  if(input.time())
    frameInfo.time = input.time();
}
