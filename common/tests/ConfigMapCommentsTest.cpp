/**
 * @file ConfigMapCommentsTest.cpp
 * Comments when files are rewritten (touchline-config format), and quoting.
 */
#include "ConfigMapTestSupport.h"

namespace
{
  /** A config file with comments in every place where they can be. */
  constexpr const char* everyPlaceConfig =
    "// 1 before the first field\n"
    "\n"
    "/* 2 block before the first field */\n"
    "a /* 3 after a name */ = /* 4 after '=' */ 1 /* 5 after a value */; // 6 end of line\n"
    "// 7 between fields\n"
    "b = { // 8 after '{'\n"
    "  // 9 inside a record\n"
    "  x = 1; // 10 end of line in a record\n"
    "  /* 11 before '}' */\n"
    "}; // 12 after a record\n"
    "c = [ // 13 after '['\n"
    "  1, // 14 after an element\n"
    "  /* 15 between elements */ 2 /* 16 before ',' */,\n"
    "  3 // 17 after the last element, no trailing comma\n"
    "  // 18 before ']'\n"
    "];\n"
    "d = {/* 19 inside an empty record */};\n"
    "e = [\n"
    "  // 20 inside an empty array\n"
    "];\n"
    "f = [[1, 2 /* 21 nested */], {y = 2; /* 22 nested record */}];\n"
    "g = 1\n"
    "// 23 before ';' on its own line\n"
    ";\n"
    "h = /* 24 multi-line\n"
    "        block comment */ 2;\n"
    "// 25 at the end of the file\n"
    "/* 26 really */ // 27 the end";

  /** A JSON file with comments in every place where they can be. */
  constexpr const char* everyPlaceJson =
    "// 1 before '{'\n"
    "{ /* 2 after '{' */\n"
    "  \"a\" /* 3 after a name */ : /* 4 after ':' */ 1 /* 5 before ',' */, // 6 after ','\n"
    "  // 7 between fields\n"
    "  \"b\": {\"x\": [1, 2 // 8 after the last element\n"
    "  ] /* 9 after ']' */ } // 10 after '}' before ','\n"
    "  , \"c\": [ // 11 empty array\n"
    "  ],\n"
    "  \"d\": {} // 12 last field, no trailing comma\n"
    "  // 13 before the closing '}'\n"
    "} // 14 after the closing '}'\n"
    "// 15 at the end of the file\n";
}

TEST(ConfigMapTest, KeepsEveryComment)
{
  for(const auto& [text, syntax] : {std::pair(everyPlaceConfig, Syntax::config), std::pair(everyPlaceJson, Syntax::json)})
  {
    SCOPED_TRACE(text);
    const std::vector<std::string> comments = commentsOf(text);
    ASSERT_EQ(comments.size(), syntax == Syntax::config ? 27u : 15u);
    for(std::size_t i = 0; i < comments.size(); ++i)
      ASSERT_NE(comments[i].find(std::to_string(i + 1) + " "), std::string::npos) << comments[i];
    for(const Layout layout : {Layout::multiLine, Layout::singleLineInnermost})
    {
      const std::string formatted = formatText(text, syntax, layout);
      EXPECT_EQ(commentsOf(formatted), comments) << formatted;
      EXPECT_EQ(formatText(formatted, syntax, layout), formatted);
      // The tree is the same as without comments.
      EXPECT_TRUE(sameTree(parseText(text, syntax).root, parseText(formatted, syntax).root, syntax));
    }
    EXPECT_TRUE(commentsOf(formatText(text, syntax, Layout::singleLine)).empty());
  }
}

TEST(ConfigMapTest, FormatsCommentsCanonically)
{
  EXPECT_EQ(formatText(everyPlaceConfig, Syntax::config),
            "// 1 before the first field\n"
            "\n"
            "/* 2 block before the first field */\n"
            "/* 3 after a name */\n"
            "/* 4 after '=' */\n"
            "a = 1; /* 5 after a value */ // 6 end of line\n"
            "// 7 between fields\n"
            "b = {\n"
            "  // 8 after '{'\n"
            "  // 9 inside a record\n"
            "  x = 1; // 10 end of line in a record\n"
            "  /* 11 before '}' */\n"
            "}; // 12 after a record\n"
            "c = [\n"
            "  // 13 after '['\n"
            "  1, // 14 after an element\n"
            "  /* 15 between elements */\n"
            "  2, /* 16 before ',' */\n"
            "  3 // 17 after the last element, no trailing comma\n"
            "  // 18 before ']'\n"
            "];\n"
            "d = {\n"
            "  /* 19 inside an empty record */\n"
            "};\n"
            "e = [\n"
            "  // 20 inside an empty array\n"
            "];\n"
            "f = [\n"
            "  [\n"
            "    1,\n"
            "    2 /* 21 nested */\n"
            "  ],\n"
            "  {\n"
            "    y = 2; /* 22 nested record */\n"
            "  }\n"
            "];\n"
            "g = 1;\n"
            "// 23 before ';' on its own line\n"
            "/* 24 multi-line\n"
            "        block comment */\n"
            "h = 2;\n"
            "// 25 at the end of the file\n"
            "/* 26 really */\n"
            "// 27 the end\n");
  EXPECT_EQ(formatText(everyPlaceJson, Syntax::json),
            "// 1 before '{'\n"
            "{\n"
            "  /* 2 after '{' */\n"
            "  /* 3 after a name */\n"
            "  /* 4 after ':' */\n"
            "  \"a\": 1, /* 5 before ',' */ // 6 after ','\n"
            "  // 7 between fields\n"
            "  \"b\": {\n"
            "    \"x\": [\n"
            "      1,\n"
            "      2 // 8 after the last element\n"
            "    ] /* 9 after ']' */\n"
            "  }, // 10 after '}' before ','\n"
            "  \"c\": [\n"
            "    // 11 empty array\n"
            "  ],\n"
            "  \"d\": {} // 12 last field, no trailing comma\n"
            "  // 13 before the closing '}'\n"
            "}\n"
            "// 14 after the closing '}'\n"
            "// 15 at the end of the file\n");
}

TEST(ConfigMapTest, CanonicalTextIsUnchanged)
{
  const std::string config = "// header\n"
                             "\n"
                             "a = 1; // one\n"
                             "b = {x = 1; y = 2;}; /* collapsed */\n"
                             "\n"
                             "/* group\n"
                             "   two */\n"
                             "c = [\n"
                             "  1, // first\n"
                             "  {\n"
                             "    // inside\n"
                             "    z = \"a b\";\n"
                             "\n"
                             "    w = [];\n"
                             "  }\n"
                             "  // closing\n"
                             "];\n"
                             "// end\n";
  EXPECT_EQ(formatText(config, Syntax::config), config);
  const std::string json = "/* header */\n"
                           "\n"
                           "{\n"
                           "  \"a\": 1, // one\n"
                           "\n"
                           "  // group\n"
                           "  \"b\": {\"x\": 1, \"y\": true},\n"
                           "  \"c\": [\n"
                           "    true /* yes */\n"
                           "  ]\n"
                           "  // closing\n"
                           "}\n"
                           "// end\n";
  EXPECT_EQ(formatText(json, Syntax::json), json);
  for(const std::string text : {"", "// only a comment\n", "/* a */\n\n// b\n"})
    EXPECT_EQ(formatText(text, Syntax::config), text);
  EXPECT_EQ(formatText("{}\n// after\n", Syntax::json), "{}\n// after\n");
}

TEST(ConfigMapTest, AlignedCommentsKeepTheirColumn)
{
  // Comments after fields that start in the same column (with others between them or not) stay
  // in it; a comment that was aligned with none follows its line after one space.
  const std::string config = "minTilt = -38.5deg;  // up\n"
                             "maxTilt   = 29.5deg; // down\n"
                             "stiffness = 60;\n"
                             "maxSpeed = 240deg;   // per second\n"
                             "gain = 2;      // alone\n"
                             "inner = {a = 1;  // one\n"
                             "  bb = 2;        // two\n"
                             "};\n";
  const std::string formatted = "minTilt = -38.5deg;  // up\n"
                                "maxTilt = 29.5deg;   // down\n"
                                "stiffness = 60;\n"
                                "maxSpeed = 240deg;   // per second\n"
                                "gain = 2; // alone\n"
                                "inner = {\n"
                                "  a = 1;         // one\n"
                                "  bb = 2;        // two\n"
                                "};\n";
  EXPECT_EQ(formatText(config, Syntax::config), formatted);
  EXPECT_EQ(formatText(formatted, Syntax::config), formatted);

  // Lines that grow past the column: the comments stay aligned, one space after the longest line.
  const std::string grown = formatText("x=[1,2]; // one\ny=3;     // two\n", Syntax::config);
  EXPECT_EQ(grown, "x = [1, 2]; // one\ny = 3;      // two\n");
  EXPECT_EQ(formatText(grown, Syntax::config), grown);

  // Array elements and JSON alike.
  EXPECT_EQ(formatText("a = [\n  1,   // one\n  22,  // two\n  {b = 1;} // record\n];\n", Syntax::config),
            "a = [\n  1,   // one\n  22,  // two\n  {b = 1;} // record\n];\n");
  const std::string json = "{\n  \"a\": 1,    // one\n  \"bb\": 22,  // two\n  \"c\": 3 // alone\n}\n";
  EXPECT_EQ(formatText(json, Syntax::json), json);
  EXPECT_EQ(formatText("{\"a\":1,  // one\n\"bb\":22, // two\n\"c\":3}", Syntax::json),
            "{\n  \"a\": 1,   // one\n  \"bb\": 22, // two\n  \"c\": 3\n}\n");
}

TEST(ConfigMapTest, BlankLines)
{
  // Runs of blank lines become one; none at the start or end of a file, record or array.
  EXPECT_EQ(formatText("\n\n\na = 1;\n\n\n\nb = 2;\n\n\n", Syntax::config), "a = 1;\n\nb = 2;\n");
  EXPECT_EQ(formatText("\n// a\n\n\n// b\n\n\nc = 1;\n\n// d\n\n", Syntax::config), "// a\n\n// b\n\nc = 1;\n\n// d\n");
  EXPECT_EQ(formatText("a = {\n\n  x = 1;\n\n  y = 2;\n\n};\nb = [\n\n  // c\n\n];\n", Syntax::config, Layout::multiLine),
            "a = {\n  x = 1;\n\n  y = 2;\n};\nb = [\n  // c\n];\n");
  // Blank lines alone do not keep an innermost record or array from being collapsed.
  EXPECT_EQ(formatText("a = [\n  1,\n\n  2\n];\n", Syntax::config), "a = [1, 2];\n");
  EXPECT_EQ(formatText("a = [\n  1,\n\n  2\n];\n", Syntax::config, Layout::multiLine), "a = [\n  1,\n\n  2\n];\n");
  EXPECT_EQ(formatText("{\n\n\"a\": 1,\n\n\n\"b\": 2\n\n}", Syntax::json), "{\n  \"a\": 1,\n\n  \"b\": 2\n}\n");
}

TEST(ConfigMapTest, CommentsKeepRecordsAndArraysOpen)
{
  EXPECT_EQ(formatText("a = [1, 2 /* two */];\nb = {x = 1; // x\n};\nc = [ /* nothing */ ];\nd = [1, 2]; // short\n", Syntax::config),
            "a = [\n  1,\n  2 /* two */\n];\nb = {\n  x = 1; // x\n};\nc = [\n  /* nothing */\n];\nd = [1, 2]; // short\n");
  // The comment after a collapsed array does not count towards its length.
  const std::string long60 = "a = [" + std::string(50, 'x') + "]; // " + std::string(60, 'c') + "\n";
  EXPECT_EQ(formatText(long60, Syntax::config), long60);
}

TEST(ConfigMapTest, SingleLineDropsComments)
{
  EXPECT_EQ(formatText("// a\nx = 1; // b\ny = [/* c */];\n// d\n", Syntax::config, Layout::singleLine), "x = 1; y = [];");
  EXPECT_EQ(formatText("// a\n{\"x\": 1 /* b */}\n// c", Syntax::json, Layout::singleLine), "{\"x\": 1}");
}

TEST(ConfigMapTest, WritesCommentsOfTreesBuiltByCode)
{
  // Texts that are not comments are written as // comments, so that the output stays valid.
  Node x = literal("1", "x");
  x.comments = {"not a comment", "", "  // indented  ", "/* open", "two\nlines", "   "};
  x.lineComment = "line\nbreak */";
  Node root = record({x, array({}, "y")});
  root.children[1].closingComments = {"", "/* a */ /* b */", ""};
  root.comments = {"// top"};
  root.lineComment = "// bottom";
  root.closingComments = {"// closing"};
  const std::string text = writeText(root, Syntax::config, Layout::singleLineInnermost);
  EXPECT_EQ(text,
            "// top\n"
            "// not a comment\n"
            "\n"
            "// indented\n"
            "// /* open\n"
            "// two\n"
            "// lines\n"
            "x = 1; // line break */\n"
            "y = [\n"
            "  /* a */ /* b */\n"
            "];\n"
            "// closing\n"
            "// bottom\n");
  EXPECT_TRUE(parseText(text).ok);
  const std::string json = writeText(root, Syntax::json, Layout::multiLine);
  EXPECT_EQ(json.substr(0, 9), "// top\n{\n");
  EXPECT_EQ(json.substr(json.size() - 25), "  // closing\n}\n// bottom\n");
  EXPECT_TRUE(parseText(json, Syntax::json).ok);
}

TEST(ConfigMapTest, NeedsQuotes)
{
  for(const char* text : {"", " a", "a ", "a b", "a\tb", "\"a", "a=b", "a,b", "a;b", "a]", "a}", "{a", "[a", "a\"b", "a\\b",
                          "a//b", "a/*b", "a\x01", "a\x7f", "\n", "\xef\xbb\xbf" "a"})
    EXPECT_TRUE(needsQuotes(literal(text), Syntax::config)) << text;
  for(const char* text : {"a", "1.5", "#a", "a/b", "a*/b", "a:b", "-", "\xc3\xa9", "a'b", "true"})
    EXPECT_FALSE(needsQuotes(literal(text), Syntax::config)) << text;
  EXPECT_FALSE(needsQuotes(literal("abc", "", true), Syntax::config));

  for(const char* text : {"0", "-0", "12", "-1.5", "1e5", "1.5E-3", "2e+10", "true", "false", "null"})
    EXPECT_FALSE(needsQuotes(literal(text), Syntax::json)) << text;
  for(const char* text : {"", "a", "01", "1.", ".5", "+1", "1e", "-", "True", "nan", "1 ", "0x10", "1.5.5"})
    EXPECT_TRUE(needsQuotes(literal(text), Syntax::json)) << text;
  EXPECT_TRUE(needsQuotes(literal("1", "", true), Syntax::json));
}

TEST(ConfigMapTest, AppendQuoted)
{
  std::string out = "x";
  appendQuoted(out, std::string("a\"b\\c\nd\re\tf\0g", 13));
  EXPECT_EQ(out, std::string("x\"a\\\"b\\\\c\\nd\\re\\tf\0g\"", 21));
}

TEST(ConfigMapTest, WritesAwkwardStringsInJson)
{
  const Node tree = record({literal(std::string("\"\\\b\f\n\r\t\x01\0\x7f/", 11), "k\"\n")});
  EXPECT_EQ(writeText(tree, Syntax::json, Layout::singleLine), "{\"k\\\"\\n\": \"\\\"\\\\\\b\\f\\n\\r\\t\\u0001\\u0000\x7f/\"}");
}
