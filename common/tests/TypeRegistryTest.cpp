// Type names, registration and type comparison.
#include "TestSupport.h"
#include "TestTypes.h"
#include "Streaming/FunctionList.h"
#include "Streaming/TypeInfo.h"

using namespace TestSupport;

namespace
{
  template<typename T> std::string name() { return TypeRegistry::demangle(typeid(T).name()); }

  ENUM(Big,
  {,
    c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19,
    c20, c21, c22, c23, c24, c25, c26, c27, c28, c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39,
    c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55, c56, c57, c58, c59,
    c60, c61, c62, c63, c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79,
    c80, c81, c82, c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95, c96, c97, c98, c99,
    c100, c101, c102, c103, c104, c105, c106, c107, c108, c109, c110, c111, c112, c113, c114, c115, c116, c117, c118, c119,
    c120, c121, c122, c123, c124, c125, c126, c127, c128, c129,
  });

#define M(i) (int)(i) m##i
  STREAMABLE(Wide,
  {,
    M(0), M(1), M(2), M(3), M(4), M(5), M(6), M(7), M(8), M(9), M(10), M(11), M(12), M(13), M(14), M(15), M(16), M(17), M(18), M(19),
    M(20), M(21), M(22), M(23), M(24), M(25), M(26), M(27), M(28), M(29), M(30), M(31), M(32), M(33), M(34), M(35), M(36), M(37), M(38), M(39),
    M(40), M(41), M(42), M(43), M(44), M(45), M(46), M(47), M(48), M(49), M(50), M(51), M(52), M(53), M(54), M(55), M(56), M(57), M(58), M(59),
    M(60), M(61), M(62), M(63), M(64), M(65), M(66), M(67), M(68), M(69), M(70), M(71), M(72), M(73), M(74), M(75), M(76), M(77), M(78), M(79),
    M(80), M(81), M(82), M(83), M(84), M(85), M(86), M(87), M(88), M(89), M(90), M(91), M(92), M(93), M(94), M(95), M(96), M(97), M(98), M(99),
    M(100), M(101), M(102), M(103), M(104), M(105), M(106), M(107), M(108), M(109), M(110), M(111), M(112), M(113), M(114), M(115), M(116), M(117), M(118),
  });
#undef M
}

TEST(TypeRegistry, NormalisedNames)
{
  EXPECT_EQ(name<int>(), "int");
  EXPECT_EQ(name<unsigned char>(), "unsigned char");
  EXPECT_EQ(name<std::string>(), "std::string");
  EXPECT_EQ(name<Angle>(), "Angle");
  EXPECT_EQ(name<int[4]>(), "int[4]");
  EXPECT_EQ((name<std::array<float, 3>>()), "float[3]");
  EXPECT_EQ(name<std::vector<int>>(), "int*");
  EXPECT_EQ(name<std::list<std::string>>(), "std::string*");
  EXPECT_EQ(name<std::optional<Pose2f>>(), "Pose2f*");
  EXPECT_EQ((name<std::vector<std::array<Vector2f, 3>>>()), "Eigen::Matrix<float,2,1,0,2,1>[3]*");
  EXPECT_EQ(name<Vector3f>(), "Eigen::Matrix<float,3,1,0,3,1>");
  EXPECT_EQ(name<Example::ABC>(), "Example::ABC");
  EXPECT_EQ(name<MotionRequest::Motion>(), "MotionRequest::Motion");
  EXPECT_EQ((name<ENUM_INDEXED_ARRAY(Angle, Joints::Joint)>()), "EnumIndexedArray<Angle,Joints::Joint,Joints::Joint_Info>");
  EXPECT_EQ(TypeRegistry::demangle("not a mangled name"), "UNKNOWN");
  EXPECT_EQ(TypeRegistry::normalize("std::array<int, 3ul>"), "int[3]");
  EXPECT_EQ(TypeRegistry::normalize("std::__1::vector<std::__1::basic_string<char, std::__1::char_traits<char>, std::__1::allocator<char> >, "
                                    "std::__1::allocator<std::__1::basic_string<char, std::__1::char_traits<char>, std::__1::allocator<char> > > >"),
            "std::string*");
  EXPECT_EQ(TypeRegistry::normalize("Foo<12u, x3ul, 7ll> (*)(int)"), "Foo<12,x3ul,7>(int)");
  EXPECT_EQ(TypeRegistry::normalize("std::optional<std::list<Angle, std::allocator<Angle> > >"), "Angle**");
}

TEST(TypeRegistry, ManyEnumConstantsAndMembers)
{
  static_assert(numOfBigs == 130);
  EXPECT_STREQ(TypeRegistry::getEnumName(c129), "c129");
  EXPECT_EQ(TypeRegistry::getEnumConstants(typeid(Big).name()).size(), 130u);
  Wide wide;
  EXPECT_EQ(wide.m118, 118);
  EXPECT_EQ(TypeRegistry::getAttributes(typeid(Wide).name()).size(), 119u);
  EXPECT_EQ(bytes(wide).size(), 119u * 4u);
}

TEST(TypeRegistry, TypeInfoOfThisProgram)
{
  const TypeInfo& info = TypeInfo::current();
  EXPECT_TRUE(info.primitives.contains("Angle"));
  EXPECT_EQ(info.primitives.size(), 12u);
  ASSERT_TRUE(info.enums.contains("Letter"));
  EXPECT_EQ(info.enums.at("Letter"), (std::vector<std::string>{"a", "b", "c", "d"}));
  ASSERT_TRUE(info.classes.contains("DerivedFromOnRead"));
  // Flattened: base attributes first.
  EXPECT_EQ(info.classes.at("DerivedFromOnRead"), (std::vector<TypeInfo::Attribute>{{"int", "value"}, {"float", "extra"}}));
  ASSERT_TRUE(info.classes.contains("Pose2f"));
  EXPECT_EQ(info.classes.at("Pose2f"), (std::vector<TypeInfo::Attribute>{{"Angle", "rotation"}, {"Eigen::Matrix<float,2,1,0,2,1>", "translation"}}));
  ASSERT_TRUE(info.classes.contains("Eigen::Matrix<float,2,1,0,2,1>"));
  ASSERT_TRUE(info.classes.contains("EnumIndexedArray<Angle,Joints::Joint,Joints::Joint_Info>"));
  EXPECT_EQ(info.classes.at("EnumIndexedArray<Angle,Joints::Joint,Joints::Joint_Info>").size(), 26u);
  EXPECT_EQ(info.classes.at("EnumIndexedArray<Angle,Joints::Joint,Joints::Joint_Info>")[2].name, "lShoulderPitch");

  // Round trip through binary.
  const std::string data = bytes(info);
  TypeInfo copy;
  InBinaryMemory in(data.data(), data.size());
  in >> copy;
  EXPECT_FALSE(in.failed());
  EXPECT_EQ(copy, info);
}

TEST(TypeRegistry, TypeComparison)
{
  TypeInfo now, old;
  now.primitives = old.primitives = {"int", "float"};
  now.enums["E"] = {"a", "b", "c"};
  old.enums["E"] = {"a", "b"};
  now.classes["C"] = {{"int", "x"}, {"E", "e"}, {"float[3]", "f"}};
  old.classes["C"] = {{"int", "renamed"}, {"E", "e"}, {"float[3]", "f"}};
  EXPECT_TRUE(now.areTypesEqual(old, "C", "C"));  // rename and appended constants keep compatibility
  EXPECT_FALSE(old.areTypesEqual(now, "C", "C")); // constants removed
  old.classes["C"][2].type = "float[4]";
  EXPECT_FALSE(now.areTypesEqual(old, "C", "C"));
  old.classes["C"][2].type = "float*";
  EXPECT_FALSE(now.areTypesEqual(old, "C", "C"));
  old.classes["C"][2].type = "float[3]";
  old.classes["C"].push_back({"int", "added"});
  EXPECT_FALSE(now.areTypesEqual(old, "C", "C"));
  EXPECT_TRUE(now.areTypesEqual(old, "int*", "int*"));
  EXPECT_FALSE(now.areTypesEqual(old, "int", "float"));
  EXPECT_FALSE(now.areTypesEqual(old, "Unknown", "Unknown"));
}

namespace
{
  bool pendingWhileRegistering = false;

  /** A registration function that looks at the list while it is being executed. */
  void probePending()
  {
    PUBLISH(probePending);
    pendingWhileRegistering = FunctionList::pending();
  }
}

// Until every registration function has run, other threads must not take the registry as
// ready: they would see it half filled, and the enums being registered again free the names
// they were given (a data race that ThreadSanitizer found between two robot threads).
TEST(TypeRegistry, PendingUntilEveryRegistrationFunctionRan)
{
  FunctionList::execute(); // runs probePending() unless it ran already
  EXPECT_TRUE(pendingWhileRegistering);
  EXPECT_FALSE(FunctionList::pending());
}
