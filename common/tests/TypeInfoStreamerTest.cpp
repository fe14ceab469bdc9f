// Converting data described only by a TypeInfo gives the same result as streaming the C++ type.
#include "TestSupport.h"
#include "TestTypes.h"
#include "Streaming/TypeInfoStreamer.h"

using namespace TestSupport;

namespace
{
  Everything sample()
  {
    Everything e;
    e.aString = "two words";
    e.aLetter = c;
    e.anAngle = 0.5f;
    e.ints = {1, 2};
    e.fixedFloats = {1.f, 2.f, 3.f};
    e.cArray[0] = 1;
    e.cArray[1] = 2;
    e.kickOff.outOfCenterCircleTolerance = 1.f;
    e.kickOff.ballCounterThreshold = 2;
    e.letters = {d, b};
    e.poses = {Pose2f(1.f, 2.f, 3.f)};
    e.maybeInt = 5;
    e.nested = {{1}, {}};
    e.examples.resize(1);
    e.examples[0].anInt = 3;
    e.examples[0].aLetter = Example::b;
    e.m3 << 1, 2, 3, 4, 5, 6, 7, 8, 9;
    e.jointAngles.fill(0.25f);
    e.perLetter[a] = {7};
    return e;
  }
}

TEST(TypeInfoStreamer, BinaryToConfigMapEqualsTheTypedWriter)
{
  const Everything e = sample();
  const std::string data = bytes(e);
  for(ConfigMap::Syntax syntax : {ConfigMap::Syntax::config, ConfigMap::Syntax::json})
  {
    OutMapMemory direct(ConfigMap::Layout::multiLine, syntax);
    direct << e;

    TypeInfoStreamer streamer(TypeInfo::current());
    InBinaryMemory in(data.data(), data.size());
    OutMapMemory converted(ConfigMap::Layout::multiLine, syntax);
    std::string error;
    ASSERT_TRUE(streamer.convert(in, converted, "Everything", error)) << error;
    EXPECT_EQ(converted.str(), direct.str());
    EXPECT_TRUE(in.eof());
  }
}

TEST(TypeInfoStreamer, ConfigMapToBinaryEqualsTheTypedReader)
{
  const Everything e = sample();
  OutMapMemory text;
  text << e;
  InMapMemory in(text.str(), InMap::allErrors, ConfigMap::Syntax::config, "<memory>", false);
  OutBinaryMemory out;
  std::string error;
  ASSERT_TRUE(TypeInfoStreamer(TypeInfo::current()).convert(in, out, "Everything", error)) << error;
  EXPECT_TRUE(in.errors().empty()) << in.errors().front();
  EXPECT_EQ(hex(std::string(out.data(), out.size())), hex(bytes(e)));
}

TEST(TypeInfoStreamer, ErrorsNameTheField)
{
  const std::string data = bytes(sample()).substr(0, 20);
  InBinaryMemory in(data.data(), data.size());
  OutMapMemory out;
  std::string error;
  EXPECT_FALSE(TypeInfoStreamer(TypeInfo::current()).convert(in, out, "Everything", error));
  EXPECT_TRUE(error.starts_with("aDouble: unexpected end of input at byte 20")) << error;

  InBinaryMemory again(data.data(), data.size());
  EXPECT_FALSE(TypeInfoStreamer(TypeInfo::current()).convert(again, out, "NoSuchType", error));
  EXPECT_EQ(error, "unknown type NoSuchType");
}

TEST(TypeInfoStreamer, HostileTypeInfosTerminate)
{
  TypeInfo info;
  info.primitives = {"int"};
  info.classes["Loop"] = {{"Loop", "a"}, {"Loop", "b"}};
  info.classes["Wide"] = {{"Empty[100000000]", "a"}};
  info.classes["Empty"] = {};
  info.classes["Huge"] = {{"int[4294967296]", "a"}};
  const std::string data(100, '\0');
  for(const char* type : {"Loop", "Wide", "Huge", "int[x]", "Empty*"})
  {
    InBinaryMemory in(data.data(), data.size());
    OutMapMemory out;
    std::string error;
    EXPECT_FALSE(TypeInfoStreamer(info).convert(in, out, type, error) && std::string(type) != "Empty*") << type;
  }
}
