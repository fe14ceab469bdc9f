/**
 * @file Platform/Nao/Modules/SimulatedPerceptsProvider/SimulatedPerceptsProvider.cpp
 * Percepts from touchline-naosim's data frames.
 */
#include "Platform/Nao/Modules/SimulatedPerceptsProvider/SimulatedPerceptsProvider.h"
#include "Representations/Infrastructure/CameraResolution.h"
#include "Streaming/Output.h"

MAKE_DEVICE_MODULE(SimulatedPerceptsProvider);

SimulatedPerceptsProvider::SimulatedPerceptsProvider()
  : SimulatedPerceptsProviderBase("simulatedFrames.cfg"), input(CameraServer::percepts, cameraServer, maxGap, retryInterval)
{
  CameraResolution resolution;
  Module::loadParameters(resolution, "SimulatedPerceptsProvider", "cameraResolution.cfg");
  width = static_cast<int>(CameraResolution::width(resolution.resolutions[input.camera()]));
  height = static_cast<int>(CameraResolution::height(resolution.resolutions[input.camera()]));
}

void SimulatedPerceptsProvider::update(FrameInfo& frameInfo)
{
  for(const CameraInput::Report& report : input.takeReports())
    if(report.recovered)
      OUTPUT_WARNING("SimulatedPerceptsProvider: " << report.text);
    else
      OUTPUT_ERROR("SimulatedPerceptsProvider: " << report.text);
  std::string error;
  if(!input.take(percepts, error) && !error.empty())
  {
    percepts = SimulatedPercepts();
    if(!reportedBadFrame)
      OUTPUT_ERROR("SimulatedPerceptsProvider: " << error << " (reported once)");
    reportedBadFrame = true;
  }
  if(input.time())
    frameInfo.time = input.time();
}

void SimulatedPerceptsProvider::update(CameraInfo& cameraInfo)
{
  cameraInfo = theCameraIntrinsics.info(input.camera(), width, height);
}
