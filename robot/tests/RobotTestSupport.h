/**
 * @file RobotTestSupport.h
 * Helpers for the tests of the robot code: the repository's parameter files in the test
 * configuration directory, and modules run by hand on a blackboard.
 */
#pragma once

#include "TestSupport.h"
#include "Framework/Blackboard.h"
#include "Framework/Module.h"
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

  /**
   * Modules on a blackboard of their own, updated by hand in a given order (as a thread would,
   * but without threads). The blackboard is the calling thread's while the runner exists.
   */
  class ModuleRunner
  {
  public:
    ModuleRunner() { Blackboard::setInstance(&blackboard); }
    ~ModuleRunner()
    {
      modules.clear();
      Blackboard::setInstance(nullptr);
    }
    ModuleRunner(const ModuleRunner&) = delete;
    ModuleRunner& operator=(const ModuleRunner&) = delete;

    /** Creates a module (it allocates its representations on the blackboard); throws if that fails. */
    void add(const std::string& name)
    {
      const Module* module = Module::find(name);
      if(!module)
        throw std::runtime_error("module " + name + " is not linked");
      modules.emplace_back(name, std::unique_ptr<ModuleBase>(module->create()));
    }

    /** Adds a provider of representation by module (created before) to the execution order. */
    void provide(const std::string& representation, const std::string& moduleName)
    {
      for(auto& [name, instance] : modules)
        if(name == moduleName)
          for(const ModuleInfo& info : Module::find(name)->getInfo())
            if(info.representation == representation && info.kind != ModuleInfo::requirement)
            {
              order.emplace_back(info.update, instance.get());
              return;
            }
      throw std::runtime_error(moduleName + " does not provide " + representation);
    }

    /** Runs one frame: every provider in order. */
    void run()
    {
      for(const auto& [update, module] : order)
        update(*module);
    }

    template<typename T> T& get(const std::string& name) { return blackboard.get<T>(name); }

  private:
    Blackboard blackboard;
    std::vector<std::pair<std::string, std::unique_ptr<ModuleBase>>> modules;
    std::vector<std::pair<void (*)(ModuleBase&), ModuleBase*>> order;
  };

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
