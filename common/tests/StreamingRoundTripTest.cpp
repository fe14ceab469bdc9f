// Every type round-trips through every format: binary (memory and file), text (memory and
// file), config map and JSON (memory and file, all layouts). Values are compared through their
// binary encoding, which BinaryLayoutTest checks byte for byte.
#include "TestSupport.h"
#include "TestTypes.h"
#include <cmath>
#include <limits>

using namespace TestSupport;

namespace
{
  /** Wraps a value of any type into a record, as config maps need one at the top. */
  template<typename T> struct Holder : public Streamable
  {
    T value{};

  protected:
    void read(In& stream) override { STREAM(value); }
    void write(Out& stream) const override { STREAM(value); }
  };

  Basics awkwardBasics()
  {
    Basics b;
    b.aBool = true;
    b.aChar = -5;
    b.aSChar = -128;
    b.aUChar = 255;
    b.aShort = -32768;
    b.aUShort = 65535;
    b.anInt = std::numeric_limits<int>::min();
    b.anUnsigned = 4000000000u;
    b.aFloat = 0.1f;
    b.aDouble = 1.0 / 3.0;
    b.aString = "a \"quoted\" string\twith\\escapes\nand // comments /* inside */ ; = , ] }";
    b.anAngle = 0.1f;
    b.aLetter = d;
    return b;
  }

  Everything everything()
  {
    Everything e;
    static_cast<Basics&>(e) = awkwardBasics();
    e.ints = {1, -2, 3};
    e.strings = {"", " ", "x", "two words", "\"", "utf-8: äöü ⚽"};
    e.letters = {d, a, b};
    e.fixedFloats = {1.5f, -0.f, 1e-40f};
    e.cArray[0] = 7;
    e.cArray[1] = 65535;
    e.poses = {Pose2f(1.f, 2.f, 3.f), Pose2f(-3.f, 0.f, 1e6f)};
    e.maybeInt = 42;
    e.maybeBasics = awkwardBasics();
    e.nested = {{}, {1}, {2, 3}};
    e.examples.resize(2);
    e.examples[1].aLetter = Example::c;
    e.examples[1].anInt = 17;
    e.examples[0].anInt = 0;
    e.examples[0].aLetter = Example::a;
    for(Example& example : e.examples)
      example.array[2] = 7;
    e.v2 = Vector2f(1.f, 2.f);
    e.v3 = Vector3f(1.f, 2.f, 3.f);
    e.v4 = Vector4f(4.f, 3.f, 2.f, 1.f);
    e.v2i = Vector2i(-1, 1);
    e.v6 << 1, 2, 3, 4, 5, 6;
    e.m3 << 1, 2, 3, 4, 5, 6, 7, 8, 9;
    e.rowMajor << 1, 2, 3, 4, 5, 6;
    e.pose = Pose2f(90_deg, 100.f, -200.f);
    for(std::size_t i = 0; i < e.jointAngles.size(); ++i)
      e.jointAngles[i] = static_cast<float>(i) * 0.01f - 0.1f;
    e.perLetter[b] = {1, 2};
    e.kickOff.kickoffTargets = {Vector2f(2100.f, 0.f)};
    e.kickOff.outOfCenterCircleTolerance = 150.f;
    e.kickOff.ballCounterThreshold = 10;
    return e;
  }

  template<typename T> void expectBinaryRoundTrip(const T& value)
  {
    const std::string data = bytes(value);
    T copy{};
    InBinaryMemory in(data.data(), data.size());
    in >> copy;
    EXPECT_FALSE(in.failed()) << in.error();
    EXPECT_TRUE(in.eof());
    EXPECT_EQ(hex(bytes(copy)), hex(data));
  }

  template<typename T> void expectTextRoundTrip(const T& value)
  {
    OutTextMemory out;
    out << value;
    T copy{};
    InTextMemory in(out.data(), out.size());
    in >> copy;
    EXPECT_FALSE(in.failed()) << in.error() << "\n" << out.data();
    EXPECT_TRUE(in.eof()) << out.data();
    EXPECT_EQ(hex(bytes(copy)), hex(bytes(value))) << out.data();
  }

  template<typename T> void expectMapRoundTrip(const T& value, ConfigMap::Syntax syntax, ConfigMap::Layout layout)
  {
    OutMapMemory out(layout, syntax);
    out << value;
    T copy{};
    InMapMemory in(out.str(), InMap::allErrors, syntax, "<memory>", false);
    EXPECT_TRUE(in.exists()) << (in.errors().empty() ? std::string() : in.errors().front()) << "\n" << out.str();
    in >> copy;
    EXPECT_TRUE(in.errors().empty()) << in.errors().front() << "\n" << out.str();
    EXPECT_EQ(hex(bytes(copy)), hex(bytes(value))) << out.str();
  }

  template<typename T> void expectRoundTripEverywhere(const T& value)
  {
    expectBinaryRoundTrip(value);
    expectTextRoundTrip(value);
    Holder<T> holder;
    holder.value = value;
    for(ConfigMap::Syntax syntax : {ConfigMap::Syntax::config, ConfigMap::Syntax::json})
      for(ConfigMap::Layout layout : {ConfigMap::Layout::multiLine, ConfigMap::Layout::singleLine, ConfigMap::Layout::singleLineInnermost})
        expectMapRoundTrip(holder, syntax, layout);
  }
}

TEST(StreamingRoundTrip, BasicTypes)
{
  expectRoundTripEverywhere(true);
  expectRoundTripEverywhere(false);
  expectRoundTripEverywhere(static_cast<char>(-1));
  expectRoundTripEverywhere(static_cast<signed char>(-128));
  expectRoundTripEverywhere(static_cast<unsigned char>(255));
  expectRoundTripEverywhere(static_cast<short>(-32768));
  expectRoundTripEverywhere(static_cast<unsigned short>(65535));
  expectRoundTripEverywhere(std::numeric_limits<int>::min());
  expectRoundTripEverywhere(std::numeric_limits<int>::max());
  expectRoundTripEverywhere(std::numeric_limits<unsigned>::max());
  for(float f : {0.f, -0.f, 0.1f, 3.14f, 1e-45f, -1e38f, std::numeric_limits<float>::max(), std::numeric_limits<float>::infinity(),
                 -std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN()})
    expectRoundTripEverywhere(f);
  for(double v : {0.0, 1.0 / 3.0, 1e-300, -1e300, 5e-324})
    expectRoundTripEverywhere(v);
  for(float radians : {0.f, 0.1f, -3.14159265f, 1.57079637f, 1e-7f, 10000.f, 20000.f, 123.456f})
    expectRoundTripEverywhere(Angle(radians));
  for(const char* s : {"", " ", "\"", "\\", "a b", "\"quoted\"", "tab\there", "line\nbreak", "cr\r", "x", "äöü", "=;,]}{[", "//", "/*"})
    expectRoundTripEverywhere(std::string(s));
  expectRoundTripEverywhere(d);
  expectRoundTripEverywhere(Example::b);
}

TEST(StreamingRoundTrip, Containers)
{
  expectRoundTripEverywhere(std::vector<int>{});
  expectRoundTripEverywhere(std::vector<int>{1, 2, 3});
  expectRoundTripEverywhere(std::vector<std::string>{"", "a b", "c"});
  expectRoundTripEverywhere(std::vector<Letter>{a, d});
  expectRoundTripEverywhere(std::array<short, 3>{1, -2, 3});
  expectRoundTripEverywhere(std::list<float>{1.5f, 2.5f});
  expectRoundTripEverywhere(std::optional<int>());
  expectRoundTripEverywhere(std::optional<int>(3));
  expectRoundTripEverywhere(std::vector<std::vector<int>>{{}, {1}, {2, 3}});
  expectRoundTripEverywhere(std::vector<Vector2f>{Vector2f(1.f, 2.f), Vector2f(-3.f, 4.5f)});
  expectRoundTripEverywhere(std::vector<Pose2f>{Pose2f(1.f, 2.f, 3.f)});
}

TEST(StreamingRoundTrip, EigenAndPose)
{
  expectRoundTripEverywhere(Vector2f(1.f, -2.f));
  expectRoundTripEverywhere(Vector3f(1.f, -2.f, 3.f));
  expectRoundTripEverywhere(Vector4f(1.f, -2.f, 3.f, 0.25f));
  expectRoundTripEverywhere(Vector3i(1, -2, 3));
  expectRoundTripEverywhere(Matrix3f(Matrix3f::Identity() * 2.f));
  Eigen::Matrix<float, 5, 1> v5;
  v5 << 1, 2, 3, 4, 5;
  expectRoundTripEverywhere(v5);
  Eigen::Matrix<double, 2, 3, Eigen::RowMajor> rowMajor;
  rowMajor << 1, 2, 3, 4, 5, 6;
  expectRoundTripEverywhere(rowMajor);
  expectRoundTripEverywhere(Pose2f(45_deg, 1.f, 2.f));
}

TEST(StreamingRoundTrip, Streamables)
{
  expectRoundTripEverywhere(awkwardBasics());
  Example example; // anInt and aLetter are not initialised (as in the seed)
  example.anInt = -1;
  example.aLetter = Example::c;
  expectRoundTripEverywhere(example);
  expectRoundTripEverywhere(KickOffInfo());
  expectRoundTripEverywhere(everything());
}

TEST(StreamingRoundTrip, StreamablesAtTheTopOfMapsAndFiles)
{
  const Everything original = everything();
  for(ConfigMap::Syntax syntax : {ConfigMap::Syntax::config, ConfigMap::Syntax::json})
    for(ConfigMap::Layout layout : {ConfigMap::Layout::multiLine, ConfigMap::Layout::singleLine, ConfigMap::Layout::singleLineInnermost})
      expectMapRoundTrip(original, syntax, layout);

  configDirectory();
  for(const char* name : {"everything.cfg", "everything.json"})
  {
    {
      OutMapFile out(name);
      ASSERT_TRUE(out.exists());
      out << original;
    }
    Everything copy;
    InMapFile in(name, InMap::allErrors, false);
    ASSERT_TRUE(in.exists()) << name;
    in >> copy;
    EXPECT_TRUE(in.errors().empty()) << in.errors().front();
    EXPECT_EQ(hex(bytes(copy)), hex(bytes(original))) << name;
  }
  {
    OutBinaryFile out("everything.bin");
    out << original;
  }
  {
    OutTextFile out("everything.txt");
    out << original;
  }
  Everything fromBinary, fromText;
  InBinaryFile binary("everything.bin");
  binary >> fromBinary;
  InTextFile text("everything.txt");
  text >> fromText;
  EXPECT_FALSE(binary.failed()) << binary.error();
  EXPECT_FALSE(text.failed()) << text.error();
  EXPECT_EQ(hex(bytes(fromBinary)), hex(bytes(original)));
  EXPECT_EQ(hex(bytes(fromText)), hex(bytes(original)));
}

TEST(StreamingRoundTrip, RawTextIsWrittenLikeCout)
{
  OutTextRawMemory out;
  out << 1 << " " << 2.5f << " " << true << " " << Angle(90_deg) << " " << std::string("a b") << endl;
  EXPECT_STREQ(out.data(), "1 2.5 true 90deg a b\n");
}
