/**
 * @file Modules/Infrastructure/ConfigurationDataProvider/ConfigurationDataProvider.h
 * Representations that are configuration files: each is read from <name>.cfg once.
 */
#pragma once

#include "Framework/Module.h"
#include "Representations/Configuration/CameraCalibration.h"
#include "Representations/Configuration/FieldDimensions.h"
#include "Representations/Configuration/RobotDimensions.h"
#include "Representations/Infrastructure/CameraIntrinsics.h"
#include "Representations/Infrastructure/CameraSettings.h"
#include <set>

MODULE(ConfigurationDataProvider,
{,
  PROVIDES(CameraCalibration),
  PROVIDES(CameraIntrinsics),
  PROVIDES(CameraSettings),
  PROVIDES(FieldDimensions),
  PROVIDES(RobotDimensions),
});

/**
 * Provides representations that are configuration files (docs/cameras.md): each one is read
 * from its file, found through the configuration search path (cameraSettings.cfg and
 * fieldDimensions.cfg in Locations/Default/, cameraIntrinsics.cfg, cameraCalibration.cfg and
 * robotDimensions.cfg in Robots/Default/ or a robot's own folder), at its first update; a file
 * that is missing or broken is reported once (the update fails with the file's error) and the
 * representation keeps its defaults. Afterwards the representation keeps its value, so that a
 * MODIFY of "representation:<Name>" in a thread lasts.
 */
class ConfigurationDataProvider : public ConfigurationDataProviderBase
{
private:
  void update(CameraCalibration& cameraCalibration) override { provide(cameraCalibration, "cameraCalibration.cfg"); }
  void update(CameraIntrinsics& cameraIntrinsics) override { provide(cameraIntrinsics, "cameraIntrinsics.cfg"); }
  void update(CameraSettings& cameraSettings) override { provide(cameraSettings, "cameraSettings.cfg"); }
  void update(FieldDimensions& fieldDimensions) override { provide(fieldDimensions, "fieldDimensions.cfg"); }
  void update(RobotDimensions& robotDimensions) override { provide(robotDimensions, "robotDimensions.cfg"); }

  /** Reads the file into the representation at its first update, then leaves it alone. */
  void provide(Streamable& representation, const char* fileName);

  std::set<const Streamable*> loaded; ///< The representations read already.
};
