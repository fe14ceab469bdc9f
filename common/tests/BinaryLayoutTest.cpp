// The binary format byte for byte, as specified in docs/formats/binary-streaming.md (and in
// the facts about the framework whose logs and data Touchline reads).
#include "TestSupport.h"
#include "TestTypes.h"
#include "Streaming/TypeInfo.h"

using namespace TestSupport;

namespace
{
  enum class WideEnum : int
  {
    x = 0x01020304
  };

  STREAMABLE(Padded,
  {,
    (unsigned char)(1) c,
    (int)(2) i,
    (bool)(true) flag,
    (short)(3) s,
  });

  STREAMABLE_WITH_BASE(PaddedDerived, Padded,
  {,
    (double)(0.5) d,
  });
}

TEST(BinaryLayout, BasicTypes)
{
  EXPECT_EQ(hex(bytes(true)), "01");
  EXPECT_EQ(hex(bytes(false)), "00");
  EXPECT_EQ(hex(bytes(static_cast<char>(-2))), "FE");
  EXPECT_EQ(hex(bytes(static_cast<short>(0x0102))), "02 01");
  EXPECT_EQ(hex(bytes(static_cast<unsigned short>(0xfffe))), "FE FF");
  EXPECT_EQ(hex(bytes(0x01020304)), "04 03 02 01");
  EXPECT_EQ(hex(bytes(-1)), "FF FF FF FF");
  EXPECT_EQ(hex(bytes(1.f)), "00 00 80 3F");
  EXPECT_EQ(hex(bytes(1.0)), "00 00 00 00 00 00 F0 3F");
  EXPECT_EQ(hex(bytes(Angle(1.f))), "00 00 80 3F");
  EXPECT_EQ(hex(bytes(std::string("Motion"))), "06 00 00 00 4D 6F 74 69 6F 6E");
  EXPECT_EQ(hex(bytes(std::string())), "00 00 00 00");
  EXPECT_EQ(hex(bytes(c)), "02");
  EXPECT_EQ(hex(bytes(WideEnum::x)), "04 03 02 01");
  OutBinaryMemory out;
  out << "Motion" << endl;
  EXPECT_EQ(hex(std::string(out.data(), out.size())), "06 00 00 00 4D 6F 74 69 6F 6E");
}

TEST(BinaryLayout, BoolReadsAnyNonZeroByteAsTrue)
{
  const char data[] = {0x02};
  bool value = false;
  InBinaryMemory in(data, 1);
  in >> value;
  EXPECT_TRUE(value);
}

TEST(BinaryLayout, Containers)
{
  const short fixed[3] = {1, 2, 3};
  EXPECT_EQ(hex(bytes(fixed)), "01 00 02 00 03 00");
  EXPECT_EQ(hex(bytes(std::array<unsigned char, 2>{7, 8})), "07 08");
  EXPECT_EQ(hex(bytes(std::vector<short>{1, 2})), "02 00 00 00 01 00 02 00");
  EXPECT_EQ(hex(bytes(std::list<unsigned char>{9})), "01 00 00 00 09");
  EXPECT_EQ(hex(bytes(std::optional<unsigned char>())), "00 00 00 00");
  EXPECT_EQ(hex(bytes(std::optional<unsigned char>(5))), "01 00 00 00 05");
  EXPECT_EQ(hex(bytes(std::vector<std::string>{"a", ""})), "02 00 00 00 01 00 00 00 61 00 00 00 00");
  EXPECT_EQ(hex(bytes(std::vector<std::vector<unsigned char>>{{1}, {}})), "02 00 00 00 01 00 00 00 01 00 00 00 00");
}

TEST(BinaryLayout, EigenAndPose)
{
  EXPECT_EQ(hex(bytes(Vector2f(1.f, 2.f))), "00 00 80 3F 00 00 00 40");
  Eigen::Matrix<short, 2, 2> m;
  m << 1, 2, 3, 4;
  EXPECT_EQ(hex(bytes(m)), "01 00 03 00 02 00 04 00"); // columns
  Eigen::Matrix<short, 2, 2, Eigen::RowMajor> r;
  r << 1, 2, 3, 4;
  EXPECT_EQ(hex(bytes(r)), "01 00 02 00 03 00 04 00"); // rows
  EXPECT_EQ(hex(bytes(Pose2f(1.f, 2.f, 0.f))), "00 00 80 3F 00 00 00 40 00 00 00 00");
}

TEST(BinaryLayout, StreamablesHaveNoPaddingTagsOrCounts)
{
  EXPECT_EQ(hex(bytes(Padded())), "01 02 00 00 00 01 03 00");
  EXPECT_EQ(hex(bytes(PaddedDerived())), "01 02 00 00 00 01 03 00 00 00 00 00 00 00 E0 3F");
  Example example;
  example.anInt = 5;
  example.aLetter = Example::c;
  EXPECT_EQ(hex(bytes(example)), "05 00 00 00 C3 F5 48 40 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 " // anInt pi array
                                 "00 00 80 3F 00 00 00 40 02 00"); // aVector aLetter motionId
  MotionRequest request;
  request.motion = MotionRequest::kick;
  EXPECT_EQ(hex(bytes(request)), "02");
}

TEST(BinaryLayout, EnumIndexedArrayIsAFixedArray)
{
  JointAngles angles;
  angles.jointAngles.fill(0.f);
  angles.jointAngles[Joints::headYaw] = 1.f;
  angles.timestamp = 0x01020304;
  const std::string data = bytes(angles);
  ASSERT_EQ(data.size(), 26u * 4u + 4u);
  EXPECT_EQ(hex(data.substr(0, 8)), "00 00 80 3F 00 00 00 00");
  EXPECT_EQ(hex(data.substr(104)), "04 03 02 01");
}

TEST(BinaryLayout, TypeInfo)
{
  TypeInfo info;
  info.primitives = {"int"};
  info.classes["P"] = {{"int", "x"}};
  info.enums["E"] = {"a"};
  const std::string data = bytes(info);
  EXPECT_EQ(hex(data), "01 00 00 80 03 00 00 00 69 6E 74 " // 1 primitive, bit 31 set: "int"
                       "01 00 00 00 01 00 00 00 50 01 00 00 00 01 00 00 00 78 03 00 00 00 69 6E 74 " // class P: x int (name first)
                       "01 00 00 00 01 00 00 00 45 01 00 00 00 01 00 00 00 61"); // enum E: a
  TypeInfo copy;
  InBinaryMemory in(data.data(), data.size());
  in >> copy;
  EXPECT_FALSE(in.failed());
  EXPECT_EQ(copy, info);
}

TEST(BinaryLayout, TypeInfoWithoutTheNormalisedBitIsNormalised)
{
  OutBinaryMemory out;
  out << 0u << 1u << std::string("C") << 1u << std::string("v") << std::string("std::vector<int, std::allocator<int> >") << 0u;
  TypeInfo info;
  InBinaryMemory in(out.data(), out.size());
  in >> info;
  EXPECT_FALSE(in.failed()) << in.error();
  ASSERT_EQ(info.classes["C"].size(), 1u);
  EXPECT_EQ(info.classes["C"][0].type, "int*");
}
