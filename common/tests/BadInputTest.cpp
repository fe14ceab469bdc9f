// Bad binary and text input never crashes, never allocates what the input cannot hold, and
// reports where it went wrong.
#include "TestSupport.h"
#include "TestTypes.h"
#include "Streaming/TypeInfo.h"

using namespace TestSupport;

TEST(BadInput, BinaryTruncatedAtEveryByte)
{
  Everything original;
  original.ints = {1, 2, 3};
  original.strings = {"abc", "de"};
  original.examples.resize(3);
  original.nested = {{1, 2}, {3}};
  original.poses = {Pose2f(1.f, 2.f, 3.f)};
  const std::string data = bytes(original);
  for(std::size_t size = 0; size < data.size(); ++size)
  {
    Everything copy;
    InBinaryMemory in(data.data(), size);
    in >> copy;
    EXPECT_TRUE(in.failed()) << "cut at " << size;
    EXPECT_NE(in.error().find(" at byte "), std::string::npos) << in.error();
  }
}

TEST(BadInput, ImpossibleCountsAreRejectedWithoutAllocating)
{
  OutBinaryMemory out;
  out << 0xfffffff0u << 1 << 2;
  for(int kind = 0; kind < 4; ++kind)
  {
    InBinaryMemory in(out.data(), out.size());
    if(kind == 0)
    {
      std::vector<int> v;
      in >> v;
      EXPECT_TRUE(v.empty());
    }
    else if(kind == 1)
    {
      std::vector<std::string> v;
      in >> v;
      EXPECT_TRUE(v.empty());
    }
    else if(kind == 2)
    {
      std::string s;
      in >> s;
      EXPECT_TRUE(s.empty());
    }
    else
    {
      std::list<Example> l;
      in >> l;
      EXPECT_TRUE(l.empty());
    }
    EXPECT_TRUE(in.failed()) << kind;
  }
}

TEST(BadInput, OptionalWithMoreThanOneElement)
{
  OutBinaryMemory out;
  out << 2u << 1 << 2;
  std::optional<int> value;
  InBinaryMemory in(out.data(), out.size());
  in >> value;
  EXPECT_TRUE(in.failed());
}

TEST(BadInput, TypeInfoWithHugeCounts)
{
  for(unsigned count : {0x7fffffffu, 1000000u})
  {
    OutBinaryMemory out;
    out << (0x80000000u | 0u) << count;
    TypeInfo info;
    InBinaryMemory in(out.data(), out.size());
    in >> info;
    EXPECT_TRUE(in.failed());
  }
}

TEST(BadInput, TextStreamsReportTheLine)
{
  const std::string text = "1 2\n3 x 5";
  InTextMemory in(text);
  int a = 0, b = 0, c = 0, d = 0;
  in >> a >> b >> c >> d;
  EXPECT_EQ(c, 3);
  EXPECT_TRUE(in.failed());
  EXPECT_EQ(in.error(), "line 2: expected an integer, found 'x'");

  InTextMemory empty(std::string_view("  "));
  std::string s;
  empty >> s;
  EXPECT_TRUE(empty.failed());
  InTextMemory unterminated(std::string_view("\"abc"));
  unterminated >> s;
  EXPECT_TRUE(unterminated.failed());
}

TEST(BadInput, ConfigStreamsSkipComments)
{
  InConfigMemory in(std::string_view("# comment\n1 // comment\n/* multi\nline */ 2 \"//not a comment\""));
  int a = 0, b = 0;
  std::string s;
  in >> a >> b >> s;
  EXPECT_FALSE(in.failed()) << in.error();
  EXPECT_EQ(a, 1);
  EXPECT_EQ(b, 2);
  EXPECT_EQ(s, "//not a comment");
  EXPECT_TRUE(in.eof());
}

TEST(BadInput, FixedMemoryDropsWhatDoesNotFit)
{
  char buffer[6];
  OutBinaryMemory out(buffer, sizeof(buffer));
  out << 1 << 2;
  EXPECT_TRUE(out.overflowed());
  EXPECT_EQ(out.size(), 4u);
}

TEST(BadInput, ConfigSections)
{
  const std::string text = "1 2 [first] 3 4 // [not a section]\n [second] 5 [third]";
  InConfigMemory first(text, "first");
  int a = 0, b = 0, c = 0;
  first >> a >> b;
  EXPECT_EQ(a, 3);
  EXPECT_EQ(b, 4);
  EXPECT_TRUE(first.eof());
  first >> c;
  EXPECT_TRUE(first.failed());

  InConfigMemory second(text, "second");
  second >> a;
  EXPECT_EQ(a, 5);
  EXPECT_TRUE(second.eof());

  InConfigMemory missing(text, "fourth");
  EXPECT_TRUE(missing.eof());
  EXPECT_EQ(missing.error(), "section [fourth] not found");
}

TEST(BadInput, TextMemoryIsAlwaysTerminated)
{
  char buffer[8];
  OutTextMemory fixed(buffer, sizeof(buffer));
  fixed << 123456 << 7;
  EXPECT_STREQ(fixed.data(), " 123456");
  EXPECT_TRUE(fixed.overflowed());

  OutTextMemory growing;
  for(int i = 0; i < 1000; ++i)
  {
    growing << i;
    ASSERT_EQ(std::strlen(growing.data()), growing.size());
  }
}
