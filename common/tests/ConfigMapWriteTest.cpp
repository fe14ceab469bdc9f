/**
 * @file ConfigMapWriteTest.cpp
 * Writing config maps and JSON in the three layouts.
 */
#include "ConfigMapTestSupport.h"

namespace
{
  /** A tree with every kind of node, empty containers, nesting and a string that needs quotes. */
  Node sampleTree()
  {
    return record({literal("1", "a"),
                   record({literal("1", "x"), literal("hello world", "y")}, "b"),
                   array({literal("1"), literal("2"), record({literal("3", "x")}), array({literal("4"), array({})})}, "c"),
                   array({}, "d"),
                   record({}, "e")});
  }
}

TEST(ConfigMapTest, WritesConfigMultiLine)
{
  EXPECT_EQ(writeText(sampleTree(), Syntax::config, Layout::multiLine),
            "a = 1;\n"
            "b = {\n"
            "  x = 1;\n"
            "  y = \"hello world\";\n"
            "};\n"
            "c = [\n"
            "  1,\n"
            "  2,\n"
            "  {\n"
            "    x = 3;\n"
            "  },\n"
            "  [\n"
            "    4,\n"
            "    []\n"
            "  ]\n"
            "];\n"
            "d = [];\n"
            "e = {};\n");
}

TEST(ConfigMapTest, WritesConfigSingleLine)
{
  EXPECT_EQ(writeText(sampleTree(), Syntax::config, Layout::singleLine),
            "a = 1; b = {x = 1; y = \"hello world\";}; c = [1, 2, {x = 3;}, [4, []]]; d = []; e = {};");
}

TEST(ConfigMapTest, WritesConfigSingleLineInnermost)
{
  EXPECT_EQ(writeText(sampleTree(), Syntax::config, Layout::singleLineInnermost),
            "a = 1;\n"
            "b = {x = 1; y = \"hello world\";};\n"
            "c = [\n"
            "  1,\n"
            "  2,\n"
            "  {x = 3;},\n"
            "  [\n"
            "    4,\n"
            "    []\n"
            "  ]\n"
            "];\n"
            "d = [];\n"
            "e = {};\n");
}

TEST(ConfigMapTest, WritesJsonMultiLine)
{
  EXPECT_EQ(writeText(sampleTree(), Syntax::json, Layout::multiLine),
            "{\n"
            "  \"a\": 1,\n"
            "  \"b\": {\n"
            "    \"x\": 1,\n"
            "    \"y\": \"hello world\"\n"
            "  },\n"
            "  \"c\": [\n"
            "    1,\n"
            "    2,\n"
            "    {\n"
            "      \"x\": 3\n"
            "    },\n"
            "    [\n"
            "      4,\n"
            "      []\n"
            "    ]\n"
            "  ],\n"
            "  \"d\": [],\n"
            "  \"e\": {}\n"
            "}\n");
}

TEST(ConfigMapTest, WritesJsonSingleLine)
{
  EXPECT_EQ(writeText(sampleTree(), Syntax::json, Layout::singleLine),
            "{\"a\": 1, \"b\": {\"x\": 1, \"y\": \"hello world\"}, \"c\": [1, 2, {\"x\": 3}, [4, []]], \"d\": [], \"e\": {}}");
}

TEST(ConfigMapTest, WritesJsonSingleLineInnermost)
{
  EXPECT_EQ(writeText(sampleTree(), Syntax::json, Layout::singleLineInnermost),
            "{\n"
            "  \"a\": 1,\n"
            "  \"b\": {\"x\": 1, \"y\": \"hello world\"},\n"
            "  \"c\": [\n"
            "    1,\n"
            "    2,\n"
            "    {\"x\": 3},\n"
            "    [\n"
            "      4,\n"
            "      []\n"
            "    ]\n"
            "  ],\n"
            "  \"d\": [],\n"
            "  \"e\": {}\n"
            "}\n");
}

TEST(ConfigMapTest, WritesEmptyRoots)
{
  const Node empty;
  EXPECT_EQ(writeText(empty, Syntax::config, Layout::multiLine), "");
  EXPECT_EQ(writeText(empty, Syntax::config, Layout::singleLine), "");
  EXPECT_EQ(writeText(empty, Syntax::config, Layout::singleLineInnermost), "");
  EXPECT_EQ(writeText(empty, Syntax::json, Layout::multiLine), "{}\n");
  EXPECT_EQ(writeText(empty, Syntax::json, Layout::singleLine), "{}");
  EXPECT_EQ(writeText(empty, Syntax::json, Layout::singleLineInnermost), "{}\n");
  std::string out = "kept ";
  write(out, record({literal("1", "a")}), Syntax::config, Layout::singleLine);
  EXPECT_EQ(out, "kept a = 1;");
}

TEST(ConfigMapTest, CollapsesInnermostUpToTheLimit)
{
  // "abc = [1, 2];" is 13 characters, "  [1, 2]," 9, "  [1, 2]" 8.
  const Node tree = record({array({literal("1"), literal("2")}, "abc")});
  EXPECT_EQ(writeText(tree, Syntax::config, Layout::singleLineInnermost, 13), "abc = [1, 2];\n");
  EXPECT_EQ(writeText(tree, Syntax::config, Layout::singleLineInnermost, 12), "abc = [\n  1,\n  2\n];\n");
  const Node elements = record({array({array({literal("1"), literal("2")}), array({literal("1"), literal("2")})}, "a")});
  EXPECT_EQ(writeText(elements, Syntax::config, Layout::singleLineInnermost, 9), "a = [\n  [1, 2],\n  [1, 2]\n];\n");
  EXPECT_EQ(writeText(elements, Syntax::config, Layout::singleLineInnermost, 8), "a = [\n  [\n    1,\n    2\n  ],\n  [1, 2]\n];\n");
  // JSON: "  \"abc\": [1, 2]," is 16 characters, without the comma of the last field 15.
  const Node json = record({array({literal("1"), literal("2")}, "abc"), array({literal("1"), literal("2")}, "xyz")});
  EXPECT_EQ(writeText(json, Syntax::json, Layout::singleLineInnermost, 15),
            "{\n  \"abc\": [\n    1,\n    2\n  ],\n  \"xyz\": [1, 2]\n}\n");
  EXPECT_EQ(writeText(json, Syntax::json, Layout::singleLineInnermost, 16), "{\n  \"abc\": [1, 2],\n  \"xyz\": [1, 2]\n}\n");
}
