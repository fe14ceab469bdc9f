/**
 * @file Modules/Infrastructure/ConfigurationDataProvider/ConfigurationDataProvider.cpp
 * Reading the configuration representations from their files.
 */
#include "Modules/Infrastructure/ConfigurationDataProvider/ConfigurationDataProvider.h"

MAKE_MODULE(ConfigurationDataProvider);

ConfigurationDataProvider::ConfigurationDataProvider()
{
  Module::loadParameters(cameraIntrinsics.emplace(), "ConfigurationDataProvider", "cameraIntrinsics.cfg");
  Module::loadParameters(cameraSettings.emplace(), "ConfigurationDataProvider", "cameraSettings.cfg");
}

void ConfigurationDataProvider::update(CameraIntrinsics& representation)
{
  provide(cameraIntrinsics, representation);
}

void ConfigurationDataProvider::update(CameraSettings& representation)
{
  provide(cameraSettings, representation);
}
