/**
 * @file Platform/Nao/Modules/CameraProvider/CameraProvider.cpp
 * The thread's camera: its device, its images, their description and their JPEG.
 */
#include "Platform/Nao/Modules/CameraProvider/CameraProvider.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Platform/Nao/NaoCamera.h"
#include "Platform/Nao/PerceptionExecutionUnit.h"
#include "Platform/Thread.h"
#include "Representations/Infrastructure/CameraResolution.h"
#include "Streaming/Output.h"
#include <stdexcept>

MAKE_DEVICE_MODULE(CameraProvider);

CameraProvider::CameraProvider()
  : camera(Thread::currentName() == "Upper" ? CameraInfo::upper : CameraInfo::lower), input(makeDevice())
{
  CameraResolution resolution;
  Module::loadParameters(resolution, "CameraProvider", "cameraResolution.cfg");
  CameraInput::Options options;
  options.format.width = CameraResolution::width(resolution.resolutions[camera]);
  options.format.height = CameraResolution::height(resolution.resolutions[camera]);
  options.format.framesPerSecond = framesPerSecond;
  options.maxGap = maxGap;
  options.retryInterval = retryInterval;
  input.configure(options);
  PerceptionExecutionUnit::setCamera(&input);
}

CameraProvider::~CameraProvider()
{
  PerceptionExecutionUnit::setCamera(nullptr);
}

std::unique_ptr<CameraDevice> CameraProvider::makeDevice() const
{
  const std::string server = cameraServer.empty() ? CameraServerClient::getDefaultServer() : cameraServer;
  if(server.empty())
    return std::make_unique<NaoCamera>(camera == CameraInfo::upper ? upperDevice : lowerDevice, camera);
  std::string host;
  std::uint16_t port = 0;
  if(const std::string error = CameraServerClient::parse(server, host, port); !error.empty())
    throw std::runtime_error("CameraProvider: cameraServer " + error);
  return std::make_unique<CameraServerClient>(host, port, camera);
}

void CameraProvider::update(CameraImage& cameraImage)
{
  input.setSettings(theCameraSettings.cameras[camera]);
  for(const CameraInput::Report& report : input.takeReports())
    if(report.recovered)
      OUTPUT_WARNING("CameraProvider: " << report.text);
    else
      OUTPUT_ERROR("CameraProvider: " << report.text);
  if(taken != input.images())
  {
    taken = input.images();
    cameraImage = input.image();
  }
}

void CameraProvider::update(CameraInfo& cameraInfo)
{
  cameraInfo = theCameraIntrinsics.info(camera, static_cast<int>(input.image().getImageWidth()), static_cast<int>(input.image().height));
}

void CameraProvider::update(CameraStatus& cameraStatus)
{
  if(cameraStatus.device != input.name())
    cameraStatus.device = input.name();
  cameraStatus.ok = input.isDelivering();
  cameraStatus.images = input.images();
  cameraStatus.reopens = input.reopens();
  if(input.images())
    cameraStatus.timeOfLastImage = input.image().timestamp;
}

void CameraProvider::update(FrameInfo& frameInfo)
{
  if(input.images())
    frameInfo.time = input.image().timestamp;
}

void CameraProvider::update(JPEGImage& jpegImage)
{
  if(compressed == input.images())
    return;
  compressed = input.images();
  if(!codec.compress(input.image(), jpegQuality, jpegImage))
    OUTPUT_ERROR("CameraProvider: " << codec.error());
}
