/**
 * @file Modules/Infrastructure/ConfigurationDataProvider/ConfigurationDataProvider.h
 * Representations that are configuration files: each is read from <name>.cfg once.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Infrastructure/CameraIntrinsics.h"
#include "Representations/Infrastructure/CameraSettings.h"
#include <optional>

MODULE(ConfigurationDataProvider,
{,
  PROVIDES(CameraIntrinsics),
  PROVIDES(CameraSettings),
});

/**
 * Provides representations that are configuration files (docs/cameras.md): each one is read
 * from its file, found through the configuration search path (cameraSettings.cfg in
 * Locations/Default/, cameraIntrinsics.cfg in Robots/Default/ or a robot's own folder), when
 * the module is made; a file that is missing or broken makes the module fail with the file's
 * errors. Afterwards the representation keeps its value, so that a MODIFY of
 * "representation:<Name>" in a thread lasts.
 */
class ConfigurationDataProvider : public ConfigurationDataProviderBase
{
public:
  ConfigurationDataProvider();

private:
  void update(CameraIntrinsics& cameraIntrinsics) override;
  void update(CameraSettings& cameraSettings) override;

  /** Hands the file's content over at the first update, then leaves the representation alone. */
  template<typename T> static void provide(std::optional<T>& loaded, T& representation)
  {
    if(loaded)
    {
      representation = *loaded;
      loaded.reset();
    }
  }

  std::optional<CameraIntrinsics> cameraIntrinsics;
  std::optional<CameraSettings> cameraSettings;
};
