/**
 * @file RobotTestSupport.h
 * Helpers for the tests of the robot code: the repository's parameter files in the test
 * configuration directory, and modules run by hand on a blackboard.
 */
#pragma once

#include "TestSupport.h"
#include "Framework/ModuleRunner.h"
#include "RobotParts/Joints.h"
#include "Streaming/EnumIndexedArray.h"
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>
#include <unistd.h>

namespace RobotTestSupport
{
  /** The configuration directory of this process (ctest runs the tests in parallel processes). */
  inline const std::string& processConfigDirectory()
  {
    static const std::string dir = TestSupport::configDirectory() + "robot-tests-" + std::to_string(::getpid()) + "/";
    return dir;
  }

  /**
   * Copies the repository's Config/Robots/Default/, Locations/Default/ and Scenarios/Default/
   * into the configuration directory of this process (never the other way round; removed at
   * exit), makes that the configuration directory, and sets the calling thread's search path to
   * these three folders (in the robot's order).
   * @return The configuration directory.
   */
  inline std::string installConfig()
  {
    const std::string& config = processConfigDirectory();
    static const bool created = [&config] {
      std::filesystem::create_directories(config + "Scenarios/Default");
      std::atexit([] { std::filesystem::remove_all(processConfigDirectory()); });
      return true;
    }();
    static_cast<void>(created);
    const std::vector<std::string> folders = {"Robots/Default/", "Locations/Default/", "Scenarios/Default/"};
    for(const std::string& folder : folders)
    {
      std::filesystem::create_directories(config + folder);
      for(const auto& entry : std::filesystem::directory_iterator(std::string(TOUCHLINE_SOURCE_CONFIG) + "/" + folder))
        if(entry.is_regular_file())
          std::filesystem::copy_file(entry.path(), config + folder + entry.path().filename().string(),
                                     std::filesystem::copy_options::overwrite_existing);
    }
    File::setConfigDirectory(config);
    File::setSearchPath(folders);
    return config;
  }

  /** Modules updated by hand in a given order (Framework/ModuleRunner.h). */
  using ModuleRunner = ::ModuleRunner;

  /** The sitting pose of the NAO (B-Human's shutdown pose, nao-platform-facts 1.7), in Touchline's joint order. */
  inline ENUM_INDEXED_ARRAY(Angle, Joints::Joint) sittingPose()
  {
    return {0_deg, 0_deg,
            51_deg, 3_deg, 15_deg, -36_deg, -90_deg, 0.f,
            51_deg, -3_deg, -15_deg, 36_deg, 90_deg, 0.f,
            0_deg, 0_deg, -50_deg, 124_deg, -68_deg, 0_deg,
            0_deg, 0_deg, -50_deg, 124_deg, -68_deg, 0_deg};
  }
}
