/**
 * @file MotionLab/MotionLab.cpp
 * Running the Motion thread's modules against the physics.
 */
#include "MotionLab.h"
#include "Framework/Settings.h"
#include "Platform/File.h"
#include "Platform/Nao/LolaConversion.h"
#include "Representations/Configuration/FieldDimensions.h"
#include "SimulatedNaoProvider.h"
#include "Streaming/InMap.h"
#include <cmath>
#include <stdexcept>

namespace
{
  constexpr double cycleTime = 0.012;
}

MotionLab::MotionLab(const Options& options)
{
  if(!options.config.empty())
    File::setConfigDirectory(options.config);
  Settings settings;
  settings.headName = "Default";
  settings.bodyName = options.body;
  File::setSearchPath(settings.searchPath());

  FieldDimensions field;
  std::string error;
  if(!physics.create(field, std::vector<WorldModel::Robot>(1), error))
    throw std::runtime_error(error);
  physics.moveBall(options.ball ? 4.5 : 0.0, options.ball ? 3.0 : 0.0, 0.0, 0.0);
  simulated = std::make_unique<SimulatedBody>(SimulatedBody::Identity{"P0000073SIM000000001", "6.0.0", "P0000074SIM000000001", "6.0.0"},
                                              1.f, physics, 0);
  physics.moveRobot(0, options.x, options.y, -1.0, options.rotation);
  simulated->place(options.posture);

  // The Motion thread of threads.cfg, with the simulated provider in place of the NaoProvider.
  for(const char* module : {"SimulatedNaoProvider", "ConfigurationDataProvider", "FallDownStateProvider", "MotorMonitor", "MotionSelector", "KeyFrameEngine",
                            "WalkingEngine", "KickEngine", "HeadMotionEngine", "MotionCombinator"})
    modules.add(module);
  for(const char* representation : {"FrameInfo", "JointSensorData", "InertialSensorData", "FsrSensorData", "KeyStates"})
    modules.provide(representation, "SimulatedNaoProvider");
  modules.provide("RobotDimensions", "ConfigurationDataProvider");
  modules.provide("FallDownState", "FallDownStateProvider");
  modules.provide("MotorHealth", "MotorMonitor");
  modules.provide("MotionSelection", "MotionSelector");
  modules.provide("KeyFrameEngineOutput", "KeyFrameEngine");
  modules.provide("WalkingEngineOutput", "WalkingEngine");
  modules.provide("KickEngineOutput", "KickEngine");
  modules.provide("HeadMotionEngineOutput", "HeadMotionEngine");
  for(const char* representation : {"JointRequest", "MotionInfo", "HeadMotionInfo", "OdometryData"})
    modules.provide(representation, "MotionCombinator");
  SimulatedNaoProvider::body = simulated.get();
  SimulatedNaoProvider::time = 100000;
}

MotionLab::~MotionLab()
{
  SimulatedNaoProvider::body = nullptr;
}

void MotionLab::stepModules()
{
  SimulatedNaoProvider::body = simulated.get();
  SimulatedNaoProvider::time = 100000 + cycles * 12;
  modules.run();
  const JointRequest& request = jointRequest();
  if(hasLastRequest)
    FOREACH_ENUM(Joints::Joint, joint)
    {
      const float before = lastRequest.angles[joint], now = request.angles[joint];
      if(before != JointRequest::off && before != JointRequest::ignore && now != JointRequest::off && now != JointRequest::ignore &&
         !Joints::isHand(joint) && std::abs(now - before) > largestStep)
      {
        largestStep = std::abs(now - before);
        largestStepJoint = joint;
      }
    }
  lastRequest = request;
  hasLastRequest = true;
  // The answer to this state, as LoLA gets it from the NaoProvider.
  LolaActuatorValues command;
  command.present[Lola::PositionCommand] = command.present[Lola::StiffnessCommand] = true;
  std::array<float, Lola::numOfJoints> positions, stiffnesses;
  LolaConversion::write(request, simulated->sensors(), positions, stiffnesses);
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    command.values[Lola::PositionCommand][j] = positions[j];
    command.values[Lola::StiffnessCommand][j] = stiffnesses[j];
  }
  simulated->apply(command);
}

void MotionLab::stepPhysics()
{
  simulated->beginCycle();
  physics.step(cycleTime);
  simulated->endCycle(cycleTime);
  ++cycles;
}

void MotionLab::run(double seconds)
{
  const unsigned target = cycles + static_cast<unsigned>(std::lround(seconds / cycleTime));
  while(cycles < target)
    step();
}
