// The examples of the streaming seed (004, with 000 for what it leaves out) compile unchanged
// and behave exactly as the seed says.
#include "TestSupport.h"
#include "TestTypes.h"
#include "Streaming/InOut.h"

using namespace TestSupport;

namespace
{
  // The seed's functions that only use the abstract streams.
  void write(Out& stream)
  {
    stream << 1 << 3.14 << "Hello Dolly" << endl << 42;
  }

  void read(In& stream, int& a, double& b, std::string& c, int& d)
  {
    stream >> a >> b >> c >> d;
  }
}

TEST(StreamingSeed, HelloDollyTextFileIsWrittenIntoTheConfigurationDirectory)
{
  const std::string dir = configDirectory();
  {
    OutTextFile stream("MyFile.txt");
    ASSERT_TRUE(stream.exists());
    EXPECT_EQ(stream.getFullName(), dir + "MyFile.txt");
    stream << 1 << 3.14 << "Hello Dolly" << endl << 42;
  }
  EXPECT_EQ(readFile(dir + "MyFile.txt"), " 1 3.14 \"Hello Dolly\"\n 42");

  InTextFile stream("MyFile.txt");
  int a, d;
  double b;
  std::string c;
  stream >> a >> b >> c >> d;
  EXPECT_EQ(a, 1);
  EXPECT_EQ(b, 3.14);
  EXPECT_EQ(c, "Hello Dolly");
  EXPECT_EQ(d, 42);
  EXPECT_FALSE(stream.failed()) << stream.error();
}

TEST(StreamingSeed, ReadingEndlIsIgnored)
{
  OutTextMemory out;
  write(out);
  InTextMemory in(out.data(), out.size());
  int a = 0, d = 0;
  double b = 0;
  std::string c;
  in >> a >> b >> c >> endl >> d;
  EXPECT_EQ(d, 42);
}

TEST(StreamingSeed, HelloDollyRawText)
{
  configDirectory();
  {
    OutTextRawFile stream("MyRawFile.txt");
    write(stream);
  }
  EXPECT_EQ(readFile(File::getConfigDirectory() + "MyRawFile.txt"), "13.14Hello Dolly\n42");
}

TEST(StreamingSeed, FunctionsUsingInAndOutWorkWithEveryStream)
{
  OutBinaryMemory binary;
  OutTextMemory text;
  write(binary);
  write(text);
  for(In* in : std::initializer_list<In*>{new InBinaryMemory(binary.data(), binary.size()), new InTextMemory(text.data(), text.size())})
  {
    int a = 0, d = 0;
    double b = 0;
    std::string c;
    read(*in, a, b, c, d);
    EXPECT_EQ(a, 1);
    EXPECT_EQ(b, 3.14);
    EXPECT_EQ(c, "Hello Dolly");
    EXPECT_EQ(d, 42);
    delete in;
  }
}

TEST(StreamingSeed, ExampleInitialisesAllMembersButAnIntAndALetter)
{
  Example example;
  EXPECT_EQ(example.pi, 3.14f);
  EXPECT_EQ(example.array[0], 0);
  EXPECT_EQ(example.array[3], 0);
  EXPECT_EQ(example.aVector, Vector2f(1.f, 2.f));
  EXPECT_EQ(example.motionId, MotionRequest::stand);
  EXPECT_EQ(Example::numOfABCs, 3);
}

TEST(StreamingSeed, ExampleIsRegisteredLikeTheSeedsRegFunction)
{
  const auto attributes = TypeRegistry::getAttributes(typeid(Example).name());
  ASSERT_EQ(attributes.size(), 6u);
  const char* expected[][2] = {{"int", "anInt"}, {"float", "pi"}, {"int[4]", "array"}, {"Eigen::Matrix<float,2,1,0,2,1>", "aVector"},
                               {"Example::ABC", "aLetter"}, {"MotionRequest::Motion", "motionId"}};
  for(std::size_t i = 0; i < attributes.size(); ++i)
  {
    EXPECT_EQ(TypeRegistry::demangle(attributes[i].type.c_str()), expected[i][0]);
    EXPECT_EQ(attributes[i].name, expected[i][1]);
  }
}

TEST(StreamingSeed, LetterValues)
{
  static_assert(a == 0 && b == 1 && c == 2 && d == 3);
  static_assert(numOfLettersBeforeC == 2 && numOfLetters == 4);
  EXPECT_EQ(TypeRegistry::getEnumConstants(typeid(Letter).name()), (std::vector<std::string>{"a", "b", "c", "d"}));
  EXPECT_STREQ(TypeRegistry::getEnumName(c), "c");
  EXPECT_EQ(TypeRegistry::getEnumValue(typeid(Letter).name(), "d"), 3);
  EXPECT_EQ(TypeRegistry::getEnumValue(typeid(Letter).name(), "numOfLettersBeforeC"), -1);
  static_assert(sizeof(Letter) == 1);
}

TEST(StreamingSeed, ForeachEnum)
{
  std::string all, beforeC;
  FOREACH_ENUM(Letter, letter)
    all += TypeRegistry::getEnumName(letter);
  FOREACH_ENUM(Letter, letter, numOfLettersBeforeC)
  {
    // do something with "letter", which is of type "Letter"
    static_assert(std::is_same_v<decltype(letter), Letter>);
    beforeC += TypeRegistry::getEnumName(letter);
  }
  EXPECT_EQ(all, "abcd");
  EXPECT_EQ(beforeC, "ab");
}

TEST(StreamingSeed, KickOffInfoFromTheSeedsConfigurationFile)
{
  configDirectory();
  {
    FILE* f = std::fopen((File::getConfigDirectory() + "kickOffInfo.cfg").c_str(), "w");
    ASSERT_TRUE(f);
    std::fputs("// A record\n"
               "defensiveGoaliePose = {\n"
               "  rotation = 0;\n"
               "  translation = {x = -4300; y = 0;};\n"
               "};\n"
               "\n"
               "/* An array of\n"
               " * three records\n"
               " */\n"
               "kickoffTargets = [\n"
               "  {x = 2100; y = 0;},\n"
               "  {x = 1500; y = -1350;},\n"
               "  {x = 1500; y = 1350;}\n"
               "];\n"
               "\n"
               "// Some individual values\n"
               "outOfCenterCircleTolerance = 150.0;\n"
               "ballCounterThreshold = 10;\n",
               f);
    std::fclose(f);
  }

  InMapFile stream("kickOffInfo.cfg");
  stream.setPrintErrors(false);
  KickOffInfo info;
  ASSERT_TRUE(stream.exists());
  stream >> info;
  EXPECT_TRUE(stream.errors().empty()) << stream.errors().front();
  EXPECT_EQ(info.defensiveGoaliePose, Pose2f(0.f, -4300.f, 0.f));
  ASSERT_EQ(info.kickoffTargets.size(), 3u);
  EXPECT_EQ(info.kickoffTargets[0], Vector2f(2100.f, 0.f));
  EXPECT_EQ(info.kickoffTargets[1], Vector2f(1500.f, -1350.f));
  EXPECT_EQ(info.kickoffTargets[2], Vector2f(1500.f, 1350.f));
  EXPECT_EQ(info.outOfCenterCircleTolerance, 150.f);
  EXPECT_EQ(info.ballCounterThreshold, 10);
}

TEST(StreamingSeed, JointAnglesAppearAsRecordInConfigMaps)
{
  JointAngles angles;
  angles.jointAngles.fill(0_deg);
  angles.jointAngles[Joints::lShoulderPitch] = 90_deg;
  OutMapMemory out(ConfigMap::Layout::multiLine);
  out << angles;
  const std::string text = out.str();
  EXPECT_NE(text.find("  headYaw = 0deg;\n  headPitch = 0deg;\n  lShoulderPitch = 90deg;\n"), std::string::npos) << text;

  // Still an array of 26 elements.
  static_assert(std::is_base_of_v<std::array<Angle, Joints::numOfJoints>, decltype(angles.jointAngles)>);
  EXPECT_EQ(angles.jointAngles.size(), 26u);
  EXPECT_EQ(bytes(angles).size(), 26u * 4u + 4u);

  JointAngles back;
  InMapMemory in(text);
  in >> back;
  EXPECT_EQ(bytes(back), bytes(angles));
}

TEST(StreamingSeed, PathPlannerFunction)
{
  PathPlanner pathPlanner;
  static_assert(Streaming::hasFunctions<PathPlanner>);
  static_assert(!Streaming::hasFunctions<KickOffInfo>);

  // Calling an empty function returns a default value and never throws.
  const Pose2f target(0.f, 1000.f, 0.f);
  const float speed = 1.f;
  const bool avoidOwnPenaltyArea = true;
  MotionRequest theMotionRequest = pathPlanner.plan(target, Pose2f(speed, speed, speed), avoidOwnPenaltyArea);
  EXPECT_EQ(theMotionRequest.motion, MotionRequest::stand);

  pathPlanner.plan = [](const Pose2f& target, const Pose2f&, bool excludePenaltyArea) -> MotionRequest {
    MotionRequest request;
    request.motion = target.translation.x() > 0 && excludePenaltyArea ? MotionRequest::walk : MotionRequest::kick;
    return request;
  };
  theMotionRequest = pathPlanner.plan(target, Pose2f(speed, speed, speed), avoidOwnPenaltyArea);
  EXPECT_EQ(theMotionRequest.motion, MotionRequest::walk);

  // Functions are not streamed.
  EXPECT_EQ(bytes(pathPlanner).size(), 0u);
  EXPECT_TRUE(TypeRegistry::getAttributes(typeid(PathPlanner).name()).empty());
}

TEST(StreamingSeed, EmptyFunctionsReturnZeroForEigenTypes)
{
  Function<Vector3f(int)> f;
  EXPECT_EQ(f(1), Vector3f::Zero());
  Function<void()> g;
  g();
  Function<int(int)> h;
  EXPECT_EQ(h(5), 0);
  Function<std::string()> s;
  EXPECT_EQ(s(), "");
}

TEST(StreamingSeed, OnReadIsCalledAfterReadingOnceInEveryClass)
{
  DerivedFromOnRead original;
  original.value = 21;
  original.extra = 1.5f;
  for(int format = 0; format < 3; ++format)
  {
    DerivedFromOnRead copy;
    if(format == 0)
    {
      const std::string data = bytes(original);
      InBinaryMemory in(data.data(), data.size());
      in >> copy;
    }
    else if(format == 1)
    {
      OutTextMemory out;
      out << original;
      InTextMemory in(out.data(), out.size());
      in >> copy;
    }
    else
    {
      OutMapMemory out;
      out << original;
      InMapMemory in(out.str());
      in >> copy;
    }
    EXPECT_EQ(copy.value, 21);
    EXPECT_EQ(copy.doubled, 42);
    EXPECT_EQ(copy.reads, 1) << "format " << format;
    EXPECT_EQ(copy.extra, 1.5f);
  }
}

TEST(StreamingSeed, StreamExtNamesDropTheObject)
{
  struct Range : public Streamable
  {
    float min = 1.f, max = 2.f;
    void read(In& stream) override
    {
      STREAM_EXT(stream, this->min);
      STREAM_EXT(stream, this->max);
    }
    void write(Out& stream) const override
    {
      STREAM_EXT(stream, this->min);
      STREAM_EXT(stream, this->max);
    }
  } range;
  OutMapMemory out;
  out << range;
  EXPECT_EQ(out.str(), "min = 1; max = 2;");
}
