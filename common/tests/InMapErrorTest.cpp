// Errors in the content of configuration maps name the file and the dotted path.
#include "TestSupport.h"
#include "TestTypes.h"

using namespace TestSupport;

namespace
{
  template<typename T> std::vector<std::string> readErrors(const std::string& text, T& value,
                                                           ConfigMap::Syntax syntax = ConfigMap::Syntax::config)
  {
    InMapMemory in(text, InMap::allErrors, syntax, "test.cfg", false);
    in >> value;
    return in.errors();
  }

  template<typename T> std::vector<std::string> readErrors(const std::string& text)
  {
    T value;
    return readErrors(text, value);
  }
}

TEST(InMapErrors, MissingValuesKeepTheirDefaults)
{
  KickOffInfo info;
  info.ballCounterThreshold = 7;
  info.outOfCenterCircleTolerance = 2.f;
  const auto errors = readErrors("outOfCenterCircleTolerance = 150;", info);
  EXPECT_EQ(info.ballCounterThreshold, 7);
  EXPECT_EQ(info.outOfCenterCircleTolerance, 150.f);
  EXPECT_EQ(errors, (std::vector<std::string>{"test.cfg, defensiveGoaliePose: attribute 'defensiveGoaliePose' not found",
                                              "test.cfg, kickoffTargets: attribute 'kickoffTargets' not found",
                                              "test.cfg, ballCounterThreshold: attribute 'ballCounterThreshold' not found"}));
}

TEST(InMapErrors, DottedPathsWithIndices)
{
  const std::string text = "defensiveGoaliePose = {rotation = 0; translation = {x = 1; y = abc;};};"
                           "kickoffTargets = [{x = 1; y = 2;}, {x = 3; z = 4;}];"
                           "outOfCenterCircleTolerance = 1.5.3; ballCounterThreshold = 10; unknown = 1;";
  EXPECT_EQ(readErrors<KickOffInfo>(text),
            (std::vector<std::string>{"test.cfg, defensiveGoaliePose.translation.y: wrong format: expected a number, found 'abc'",
                                      "test.cfg, kickoffTargets[1].y: attribute 'y' not found",
                                      "test.cfg, kickoffTargets[1]: unused attribute 'z'",
                                      "test.cfg, outOfCenterCircleTolerance: wrong format: expected a number, found '1.5.3'",
                                      "test.cfg, (top level): unused attribute 'unknown'"}));
}

TEST(InMapErrors, WrongKinds)
{
  EXPECT_EQ(readErrors<KickOffInfo>("defensiveGoaliePose = 5; kickoffTargets = {x = 1;}; outOfCenterCircleTolerance = [1]; ballCounterThreshold = {};"),
            (std::vector<std::string>{"test.cfg, defensiveGoaliePose: record expected", "test.cfg, kickoffTargets: array expected",
                                      "test.cfg, outOfCenterCircleTolerance: literal expected",
                                      "test.cfg, ballCounterThreshold: literal expected"}));
}

TEST(InMapErrors, EnumsByConstantName)
{
  Example example;
  auto errors = readErrors("anInt = 1; pi = 2; array = [1, 2, 3, 4]; aVector = {x = 1; y = 2;}; aLetter = c; motionId = walk;", example);
  EXPECT_TRUE(errors.empty()) << errors.front();
  EXPECT_EQ(example.aLetter, Example::c);
  EXPECT_EQ(example.motionId, MotionRequest::walk);

  errors = readErrors("anInt = 1; pi = 2; array = [1, 2, 3, 4]; aVector = {x = 1; y = 2;}; aLetter = 2; motionId = run;", example);
  EXPECT_EQ(errors, (std::vector<std::string>{"test.cfg, aLetter: expected one of 'a', 'b', 'c', found '2'",
                                              "test.cfg, motionId: expected one of 'stand', 'walk', 'kick', found 'run'"}));
  EXPECT_EQ(example.aLetter, Example::c);
}

TEST(InMapErrors, FixedArraySizes)
{
  Example example;
  auto errors = readErrors("anInt = 1; pi = 2; array = [1, 2]; aVector = {x = 1; y = 2;}; aLetter = a; motionId = walk;", example);
  EXPECT_EQ(errors, (std::vector<std::string>{"test.cfg, array[2]: array index out of range", "test.cfg, array[3]: array index out of range"}));
  errors = readErrors("anInt = 1; pi = 2; array = [1, 2, 3, 4, 5]; aVector = {x = 1; y = 2;}; aLetter = a; motionId = walk;", example);
  EXPECT_EQ(errors, (std::vector<std::string>{"test.cfg, array: unused array element 4"}));
}

TEST(InMapErrors, IntegerRangesAndFormats)
{
  Basics basics;
  auto errors = readErrors("aBool = maybe; aUChar = 256; aShort = -40000; anInt = 0x10; anUnsigned = -1; anAngle = 90degrees;", basics);
  EXPECT_EQ(errors.size(), 6u + 7u); // six wrong values and seven missing attributes
  EXPECT_NE(std::find(errors.begin(), errors.end(), "test.cfg, aBool: wrong format: expected true or false, found 'maybe'"), errors.end());
  EXPECT_NE(std::find(errors.begin(), errors.end(), "test.cfg, aUChar: wrong format: 256 is out of range"), errors.end());
  EXPECT_NE(std::find(errors.begin(), errors.end(), "test.cfg, anInt: wrong format: expected an integer, found '0x10'"), errors.end());
  EXPECT_NE(std::find(errors.begin(), errors.end(), "test.cfg, anAngle: wrong format: expected an angle, found '90degrees'"), errors.end());
}

TEST(InMapErrors, AnglesAcceptDegPiAndRad)
{
  Basics basics;
  for(const auto& [text, expected] : std::vector<std::pair<std::string, float>>{{"90deg", 1.5707964f}, {"0.5pi", 1.5707964f}, {"2rad", 2.f}, {"2", 2.f}, {"-45deg", -0.7853982f}})
  {
    readErrors("anAngle = " + text + ";", basics);
    EXPECT_FLOAT_EQ(basics.anAngle, expected) << text;
  }
}

TEST(InMapErrors, ErrorMaskSelectsKinds)
{
  KickOffInfo info;
  InMapMemory in(std::string_view("outOfCenterCircleTolerance = 1; extra = 2;"), InMap::unusedAttribute, ConfigMap::Syntax::config, "m", false);
  in >> info;
  EXPECT_EQ(in.errors(), (std::vector<std::string>{"m, (top level): unused attribute 'extra'"}));
}

TEST(InMapErrors, SyntaxErrorsNameLineAndColumn)
{
  InMapMemory in(std::string_view("a = 1;\nb = {x = 2;\n  y = [1,, 2];};"), InMap::allErrors, ConfigMap::Syntax::config, "test.cfg", false);
  EXPECT_FALSE(in.exists());
  ASSERT_FALSE(in.errors().empty());
  EXPECT_TRUE(in.errors().front().starts_with("test.cfg(3, 10): ")) << in.errors().front();
}

TEST(InMapErrors, JsonFiles)
{
  KickOffInfo info;
  const auto errors = readErrors(R"({"defensiveGoaliePose": {"rotation": "90deg", "translation": {"x": -4300, "y": 0}},
    "kickoffTargets": [{"x": 2100, "y": 0}, {"x": 1500, "y": -1350},],
    "outOfCenterCircleTolerance": 150.0, "ballCounterThreshold": 10})", info, ConfigMap::Syntax::json);
  EXPECT_TRUE(errors.empty()) << errors.front();
  EXPECT_EQ(info.defensiveGoaliePose.translation.x(), -4300.f);
  EXPECT_FLOAT_EQ(info.defensiveGoaliePose.rotation, 1.5707964f);
  EXPECT_EQ(info.kickoffTargets.size(), 2u);
}

TEST(InMapErrors, MissingFile)
{
  InMapFile in("does/not/exist.cfg", InMap::allErrors, false);
  EXPECT_FALSE(in.exists());
  KickOffInfo info;
  info.ballCounterThreshold = 3;
  in >> info;
  EXPECT_EQ(info.ballCounterThreshold, 3);
}
