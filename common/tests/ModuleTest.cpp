// MODULE, MAKE_MODULE, the blackboard and parameters.
#include "TestSupport.h"
#include "Framework/Module.h"
#include "Math/Eigen.h"
#include <fstream>

namespace ModuleTest
{
  STREAMABLE(BallPercept,
  {,
    (Vector2f)(Vector2f::Zero()) position,
    (bool)(true) wasSeen,
  });

  STREAMABLE(FrameInfo,
  {,
    (unsigned)(0) time,
  });

  STREAMABLE(BallModel,
  {
    int draws = 0;
    void draw() { ++draws; },
    (Vector2f)(Vector2f::Zero()) position,
    (unsigned)(0) wasLastSeen,
  });

  STREAMABLE(Planner,
  {
    FUNCTION(int(int)) plan,
  });
}

using namespace ModuleTest;

// The seed's example, unchanged.
MODULE(SimpleBallLocator,
{,
  REQUIRES(BallPercept),
  REQUIRES(FrameInfo),
  PROVIDES(BallModel),
  DEFINES_PARAMETERS(
  {,
    (Vector2f)(5.f, 0.f) offset,
    (float)(1.1f) scale,
  }),
});

class SimpleBallLocator : public SimpleBallLocatorBase
{
  void update(BallModel& ballModel) override
  {
    if(theBallPercept.wasSeen)
    {
      ballModel.position = theBallPercept.position * scale + offset;
      ballModel.wasLastSeen = theFrameInfo.time;
    }
  }
};

MAKE_MODULE(SimpleBallLocator);

MODULE(LEDHandler,
{,
  USES(FrameInfo),
  PROVIDES_WITHOUT_MODIFY(Planner),
  LOADS_PARAMETERS(
  {,
    (int) factor,
    (std::vector<int>) steps,
  }),
});

class LEDHandler : public LEDHandlerBase
{
public:
  explicit LEDHandler(const char* fileName = nullptr) : LEDHandlerBase(fileName) {}
  void update(Planner& planner) override
  {
    planner.plan = [this](int x) { return x * factor; };
  }
};

MAKE_MODULE(LEDHandler);

TEST(Module, SeedExampleUpdatesThroughTheBlackboard)
{
  Blackboard blackboard;
  Blackboard::setInstance(&blackboard);
  {
    const Module* module = Module::find("SimpleBallLocator");
    ASSERT_NE(module, nullptr);
    const std::vector<ModuleInfo> info = module->getInfo();
    ASSERT_EQ(info.size(), 3u);
    EXPECT_EQ(info[0].representation, "BallPercept");
    EXPECT_EQ(info[0].kind, ModuleInfo::requirement);
    EXPECT_EQ(info[2].representation, "BallModel");
    EXPECT_EQ(info[2].kind, ModuleInfo::provision);

    std::unique_ptr<ModuleBase> instance(module->create());
    EXPECT_EQ(blackboard.size(), 3u);
    EXPECT_EQ(blackboard.references("BallModel"), 1);
    blackboard.get<BallPercept>("BallPercept").position = Vector2f(10.f, 20.f);
    blackboard.get<FrameInfo>("FrameInfo").time = 1234;
    info[2].update(*instance);
    const BallModel& model = blackboard.get<BallModel>("BallModel");
    EXPECT_EQ(model.position, Vector2f(16.f, 22.f));
    EXPECT_EQ(model.wasLastSeen, 1234u);
#ifndef TOUCHLINE_RELEASE
    EXPECT_EQ(model.draws, 1);
#endif
  }
  EXPECT_EQ(blackboard.size(), 0u); // freed when the module is destroyed
  Blackboard::setInstance(nullptr);
}

TEST(Module, ParameterFileNames)
{
  EXPECT_EQ(Module::parameterFileName("SimpleBallLocator"), "simpleBallLocator.cfg");
  EXPECT_EQ(Module::parameterFileName("LEDHandler"), "ledHandler.cfg");
  EXPECT_EQ(Module::parameterFileName("IMUCalibrationProvider"), "imuCalibrationProvider.cfg");
  EXPECT_EQ(Module::parameterFileName("ECImageProvider"), "ecImageProvider.cfg");
  EXPECT_EQ(Module::parameterFileName("X"), "x.cfg");
}

TEST(Module, LoadsParametersThroughTheSearchPath)
{
  const std::string config = TestSupport::configDirectory();
  std::filesystem::create_directories(config + "Robots/Nao42/Head");
  std::filesystem::create_directories(config + "Scenarios/Default");
  std::ofstream(config + "Scenarios/Default/ledHandler.cfg") << "factor = 2; steps = [1, 2];\n";
  std::ofstream(config + "Robots/Nao42/Head/ledHandler.cfg") << "factor = 3; steps = [];\n";
  std::ofstream(config + "custom.cfg") << "factor = 5; steps = [7];\n";

  Blackboard blackboard;
  Blackboard::setInstance(&blackboard);
  File::setSearchPath({"Scenarios/Default/"});
  {
    LEDHandler handler;
    EXPECT_EQ(handler.factor, 2);
    EXPECT_EQ(handler.steps, (std::vector<int>{1, 2}));
  }
  File::setSearchPath({"Robots/Nao42/Head/", "Scenarios/Default/"});
  {
    LEDHandler handler;
    EXPECT_EQ(handler.factor, 3);
    Planner& planner = blackboard.get<Planner>("Planner");
    EXPECT_EQ(planner.plan(4), 0); // empty function: default value
    Module::find("LEDHandler")->getInfo()[0].update(handler);
    EXPECT_EQ(planner.plan(4), 12);
    EXPECT_TRUE(blackboard.reset("Planner"));
    EXPECT_EQ(planner.plan(4), 0); // the reset removed the lambda, the reference stays valid
    EXPECT_FALSE(blackboard.reset("FrameInfo"));
  }
  {
    LEDHandler handler("custom.cfg");
    EXPECT_EQ(handler.factor, 5);
  }
  File::setSearchPath({});
  std::filesystem::remove(config + "Scenarios/Default/ledHandler.cfg");
  std::filesystem::remove(config + "Robots/Nao42/Head/ledHandler.cfg");
  try
  {
    LEDHandler handler;
    FAIL() << "no parameter file, no module";
  }
  catch(const std::runtime_error& e)
  {
    EXPECT_NE(std::string(e.what()).find("LEDHandler: parameter file ledHandler.cfg not found"), std::string::npos) << e.what();
  }
  EXPECT_EQ(blackboard.size(), 0u);
  Blackboard::setInstance(nullptr);
}

TEST(Module, UsesIsNotInTheModuleInfo)
{
  const std::vector<ModuleInfo> info = Module::find("LEDHandler")->getInfo();
  ASSERT_EQ(info.size(), 1u);
  EXPECT_EQ(info[0].representation, "Planner");
  EXPECT_EQ(info[0].kind, ModuleInfo::provisionWithoutModify);
}
