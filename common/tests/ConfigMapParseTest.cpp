/**
 * @file ConfigMapParseTest.cpp
 * Parsing config maps and JSON (docs/formats/config-map.md): fields, literals, comments,
 * positions, error messages and recovery, limits, hostile input, finding fields.
 */
#include "ConfigMapTestSupport.h"
#include <random>
#include <set>
TEST(ConfigMapTest, SyntaxOfFileName)
{
  EXPECT_EQ(syntaxOf("field_dimensions.json"), Syntax::json);
  EXPECT_EQ(syntaxOf("/a/b.json"), Syntax::json);
  EXPECT_EQ(syntaxOf("threads.cfg"), Syntax::config);
  EXPECT_EQ(syntaxOf("json"), Syntax::config);
  EXPECT_EQ(syntaxOf("a.json.cfg"), Syntax::config);
}

TEST(ConfigMapTest, ParsesFieldsRecordsAndArrays)
{
  const Parsed parsed = parseText("a = 1;\nb = {x = 2; y = {};};\nc = [1, {z = 3;}, [], [4, [5]],];\nd = [];\n");
  ASSERT_TRUE(parsed.ok) << formatAll(parsed.errors)[0];
  const Node& root = parsed.root;
  ASSERT_EQ(root.kind, Node::record);
  ASSERT_EQ(root.children.size(), 4u);
  EXPECT_EQ(root.children[0].name, "a");
  EXPECT_EQ(root.children[0].kind, Node::literal);
  EXPECT_EQ(root.children[0].text, "1");
  EXPECT_FALSE(root.children[0].quoted);
  const Node& b = root.children[1];
  EXPECT_EQ(b.kind, Node::record);
  ASSERT_EQ(b.children.size(), 2u);
  EXPECT_EQ(b.children[1].kind, Node::record);
  EXPECT_TRUE(b.children[1].children.empty());
  const Node& c = root.children[2];
  ASSERT_EQ(c.kind, Node::array);
  ASSERT_EQ(c.children.size(), 4u);
  EXPECT_EQ(c.children[1].kind, Node::record);
  EXPECT_EQ(c.children[1].children[0].name, "z");
  EXPECT_EQ(c.children[2].kind, Node::array);
  EXPECT_EQ(c.children[3].children[1].children[0].text, "5");
  EXPECT_TRUE(root.children[3].children.empty());
}

TEST(ConfigMapTest, PositionsAreWhereValuesStart)
{
  const Parsed parsed = parseText("a = 1;\n\tb\t= {\n  c = [x, \"y\"];\n};\n");
  ASSERT_TRUE(parsed.ok);
  EXPECT_EQ(parsed.root.position.line, 1u);
  EXPECT_EQ(parsed.root.position.column, 1u);
  const Node& a = parsed.root.children[0];
  EXPECT_EQ(a.position.line, 1u);
  EXPECT_EQ(a.position.column, 5u);
  const Node& b = parsed.root.children[1];
  EXPECT_EQ(b.position.line, 2u);
  EXPECT_EQ(b.position.column, 19u); // tab -> 9, 'b', tab -> 17, '=', ' ', '{'
  const Node& c = b.children[0];
  EXPECT_EQ(c.position.line, 3u);
  EXPECT_EQ(c.position.column, 7u);
  EXPECT_EQ(c.children[1].position.column, 11u);
}

TEST(ConfigMapTest, UnquotedLiterals)
{
  const Parsed parsed = parseText("name =   hello  world  ;\n"
                                  "#tag = #1;\n"
                                  "path = a/b/c;\n"
                                  "ratio = 1/2 // half\n;\n"
                                  "colon = a:b;\n"
                                  "multi = x\n y;\n");
  ASSERT_TRUE(parsed.ok) << formatAll(parsed.errors)[0];
  EXPECT_EQ(parsed.root.find("name")->text, "hello  world");
  EXPECT_EQ(parsed.root.find("name")->position.column, 10u);
  EXPECT_EQ(parsed.root.find("#tag")->text, "#1");
  EXPECT_EQ(parsed.root.find("path")->text, "a/b/c");
  EXPECT_EQ(parsed.root.find("ratio")->text, "1/2");
  EXPECT_EQ(parsed.root.find("colon")->text, "a:b");
  EXPECT_EQ(parsed.root.find("multi")->text, "x\n y");
}

TEST(ConfigMapTest, Comments)
{
  const Parsed parsed = parseText("/* a */ a /* b */ = // c\n 1 /* d\n e */ ; // f\n/**/b=2;//");
  ASSERT_TRUE(parsed.ok) << formatAll(parsed.errors)[0];
  ASSERT_EQ(parsed.root.children.size(), 2u);
  EXPECT_EQ(parsed.root.children[0].text, "1");
  EXPECT_EQ(parsed.root.children[1].text, "2");
}

TEST(ConfigMapTest, CommentsAreKeptOnlyWhenAsked)
{
  const std::string text = "// a\nx = 1; // b\ny = [1, /* c */ 2]; /* d */\n// e\n";
  const Parsed plain = parseText(text);
  ASSERT_TRUE(plain.ok);
  EXPECT_FALSE(hasComments(plain.root));
  const Parsed commented = parseText(text, Syntax::config, keepingComments());
  ASSERT_TRUE(commented.ok);
  EXPECT_TRUE(sameTree(plain.root, commented.root, Syntax::config));
  EXPECT_TRUE(hasComments(commented.root));
}

TEST(ConfigMapTest, AttachesComments)
{
  const Parsed parsed = parseText("// header\n"
                                  "\n"
                                  "\n"
                                  "// about a\n"
                                  "a = 1; // line a\n"
                                  "b /* inner */ = {  // opening b\n"
                                  "  x = 1; /* line x */ // more x\n"
                                  "\n"
                                  "  /* closing\n"
                                  "     b */\n"
                                  "}; // line b\n"
                                  "c = [1 /* line 1 */, 2,\n"
                                  "  // own line\n"
                                  "  3 // line 3\n"
                                  "];\n"
                                  "d = 4\n"
                                  "  // before ';'\n"
                                  "; // after ';'\n"
                                  "\n"
                                  "// end\n",
                                  Syntax::config, keepingComments());
  ASSERT_TRUE(parsed.ok) << format(parsed.errors.at(0));
  const Node& root = parsed.root;
  ASSERT_EQ(root.children.size(), 4u);
  const Node& a = root.children[0];
  EXPECT_EQ(a.comments, (std::vector<std::string>{"// header", "", "// about a"}));
  EXPECT_EQ(a.lineComment, "// line a");
  const Node& b = root.children[1];
  EXPECT_EQ(b.comments, (std::vector<std::string>{"/* inner */"}));
  EXPECT_EQ(b.lineComment, "// line b");
  EXPECT_EQ(b.closingComments, (std::vector<std::string>{"", "/* closing\n     b */"}));
  EXPECT_EQ(b.children[0].comments, (std::vector<std::string>{"// opening b"}));
  EXPECT_EQ(b.children[0].lineComment, "/* line x */ // more x");
  const Node& c = root.children[2];
  EXPECT_EQ(c.children[0].lineComment, "/* line 1 */");
  EXPECT_TRUE(c.children[1].lineComment.empty());
  EXPECT_EQ(c.children[2].comments, (std::vector<std::string>{"// own line"}));
  EXPECT_EQ(c.children[2].lineComment, "// line 3");
  EXPECT_TRUE(c.closingComments.empty());
  const Node& d = root.children[3];
  EXPECT_TRUE(d.lineComment.empty());
  EXPECT_EQ(root.closingComments, (std::vector<std::string>{"// before ';'", "// after ';'", "", "// end"}));
  EXPECT_TRUE(root.comments.empty());
  EXPECT_TRUE(root.lineComment.empty());
}

TEST(ConfigMapTest, AttachesCommentsInJson)
{
  const Parsed parsed = parseText("// header\n"
                                  "{ // opening\n"
                                  "  \"a\": 1 // before ','\n"
                                  "  , \"b\": [ /* only */ ], /* line b */\n"
                                  "  \"c\": 3 /* last */\n"
                                  "  // closing\n"
                                  "} // after\n"
                                  "/* trailing */ // comments\n",
                                  Syntax::json, keepingComments());
  ASSERT_TRUE(parsed.ok) << format(parsed.errors.at(0));
  const Node& root = parsed.root;
  EXPECT_EQ(root.comments, (std::vector<std::string>{"// header"}));
  EXPECT_EQ(root.closingComments, (std::vector<std::string>{"// closing"}));
  EXPECT_EQ(root.lineComment, "// after\n/* trailing */ // comments");
  ASSERT_EQ(root.children.size(), 3u);
  EXPECT_EQ(root.children[0].comments, (std::vector<std::string>{"// opening"}));
  EXPECT_EQ(root.children[0].lineComment, "// before ','");
  EXPECT_EQ(root.children[1].closingComments, (std::vector<std::string>{"/* only */"}));
  EXPECT_EQ(root.children[1].lineComment, "/* line b */");
  EXPECT_EQ(root.children[2].lineComment, "/* last */");
}

TEST(ConfigMapTest, QuotedLiteralsAreUnescapedOnce)
{
  const Parsed parsed = parseText(R"(a = "x\ny\tz\r\\\"\w"; "quoted key" = ""; b = "1 // 2 /* 3";)");
  ASSERT_TRUE(parsed.ok) << formatAll(parsed.errors)[0];
  const Node& a = parsed.root.children[0];
  EXPECT_EQ(a.text, "x\ny\tz\r\\\"w");
  EXPECT_TRUE(a.quoted);
  EXPECT_EQ(a.position.column, 5u);
  EXPECT_EQ(parsed.root.children[1].name, "quoted key");
  EXPECT_EQ(parsed.root.children[1].text, "");
  EXPECT_TRUE(parsed.root.children[1].quoted);
  EXPECT_EQ(parsed.root.children[2].text, "1 // 2 /* 3");
}

TEST(ConfigMapTest, ByteOrderMarkIsSkipped)
{
  const Parsed parsed = parseText("\xef\xbb\xbf" "a = 1;");
  ASSERT_TRUE(parsed.ok);
  EXPECT_EQ(parsed.root.children[0].name, "a");
  EXPECT_EQ(parsed.root.children[0].position.column, 5u);
}

TEST(ConfigMapTest, EmptyInputs)
{
  EXPECT_TRUE(parseText("").ok);
  EXPECT_TRUE(parseText("  // nothing\n/* at all */").ok);
  EXPECT_TRUE(parseText("{}", Syntax::json).ok);
  EXPECT_FALSE(parseText("", Syntax::json).ok);
}

TEST(ConfigMapTest, ParsesJson)
{
  const Parsed parsed = parseText(R"({
    "a": 1, // comment
    "b": [1, [2, [3]], {"c": null},],
    /* comment */ d: true,
    "e" = -1.5e3,
    "f": {"g": "h"},
  })",
                                  Syntax::json);
  ASSERT_TRUE(parsed.ok) << formatAll(parsed.errors)[0];
  const Node& root = parsed.root;
  ASSERT_EQ(root.children.size(), 5u);
  EXPECT_EQ(root.position.column, 1u);
  EXPECT_EQ(root.find("a")->text, "1");
  EXPECT_FALSE(root.find("a")->quoted);
  const Node& b = *root.find("b");
  ASSERT_EQ(b.children.size(), 3u);
  EXPECT_EQ(b.children[1].children[1].children[0].text, "3");
  EXPECT_EQ(b.children[2].find("c")->text, "null");
  EXPECT_EQ(root.find("d")->text, "true");
  EXPECT_EQ(root.find("e")->text, "-1.5e3");
  EXPECT_EQ(root.find("f")->find("g")->text, "h");
  EXPECT_TRUE(root.find("f")->find("g")->quoted);
}

TEST(ConfigMapTest, JsonEscapes)
{
  const Parsed parsed = parseText(R"({"a": "\"\\\/\b\f\n\r\t", "b": "\u00e9\u20AC\uD83D\uDE00", "c": "x\u0000y"})", Syntax::json);
  ASSERT_TRUE(parsed.ok) << formatAll(parsed.errors)[0];
  EXPECT_EQ(parsed.root.find("a")->text, "\"\\/\b\f\n\r\t");
  EXPECT_EQ(parsed.root.find("b")->text, "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
  EXPECT_EQ(parsed.root.find("c")->text, std::string("x\0y", 3));
}

TEST(ConfigMapTest, JsonUnquotedLiteralsEndAtWhitespace)
{
  const Parsed parsed = parseText("{\"a\": hello world}", Syntax::json);
  ASSERT_EQ(parsed.errors.size(), 1u);
  EXPECT_EQ(format(parsed.errors[0]), "(1, 13): expected ',' or '}' after the value of 'a', found literal 'world'");
}

TEST(ConfigMapTest, ReportsIndependentErrors)
{
  const Parsed parsed = parseText("a = ;\n"
                                  "b = 1;\n"
                                  "c 1;\n"
                                  "d = {x = 1};\n"
                                  "e = [1, 2];\n");
  EXPECT_TRUE(wellFormed(parsed));
  EXPECT_EQ(formatAll(parsed.errors), (std::vector<std::string>{
                                          "(1, 5): expected a value, found ';'",
                                          "(3, 4): expected '=' after 'c 1', found ';'",
                                          "(4, 11): expected ';' after the value of 'x', found '}'",
                                      }));
}

TEST(ConfigMapTest, ReportsIndependentErrorsInJson)
{
  const Parsed parsed = parseText("{\n"
                                  "  \"a\": [1 2],\n"
                                  "  \"b\": {\"x\" 1},\n"
                                  "  \"c\": 3\n"
                                  "  \"d\": \"\\q\"\n"
                                  "}\n",
                                  Syntax::json);
  EXPECT_TRUE(wellFormed(parsed));
  EXPECT_EQ(formatAll(parsed.errors), (std::vector<std::string>{
                                          "(2, 11): expected ',' or ']' after an array element, found literal '2'",
                                          "(3, 13): expected ':' after 'x', found literal '1'",
                                          "(5, 3): expected ',' or '}' after the value of 'c', found literal 'd'",
                                          "(5, 9): invalid escape sequence '\\q' in string",
                                      }));
}

TEST(ConfigMapTest, RecoversAtTheRightPlaces)
{
  // Missing ']' before ';', missing '}' before the next field, skipped nested brackets.
  Parsed parsed = parseText("a = [1, 2;\nb = {x = [1, = 2];};\nc = {y = = [1, {z;}];};\nd = 1; e = ;\n");
  EXPECT_TRUE(wellFormed(parsed));
  EXPECT_EQ(formatAll(parsed.errors), (std::vector<std::string>{
                                          "(1, 10): expected ',' or ']' after an array element, found ';'",
                                          "(2, 14): expected a value or ']', found '='",
                                          "(3, 10): expected a value, found '='",
                                          "(4, 12): expected a value, found ';'",
                                      }));
  parsed = parseText("{\"a\": [1 2], \"b\": {\"c\": 1,, \"d\": 2}, \"e\": [,]}", Syntax::json);
  EXPECT_TRUE(wellFormed(parsed));
  EXPECT_EQ(formatAll(parsed.errors), (std::vector<std::string>{
                                          "(1, 10): expected ',' or ']' after an array element, found literal '2'",
                                          "(1, 27): expected a field name or '}', found ','",
                                          "(1, 44): expected a value or ']', found ','",
                                      }));
}

TEST(ConfigMapTest, ErrorsAreInTextOrder)
{
  // The escape error is found while the token is read, before the parser looks at its start.
  const Parsed parsed = parseText("{\"a\": 1 \"b\\q\": 2}", Syntax::json);
  EXPECT_TRUE(wellFormed(parsed));
  ASSERT_EQ(parsed.errors.size(), 2u);
  EXPECT_EQ(parsed.errors[0].position.column, 9u);
  EXPECT_EQ(parsed.errors[1].position.column, 11u);
}

TEST(ConfigMapTest, ErrorsAreAppended)
{
  Node root = record({literal("1", "x")});
  std::vector<Error> errors{{{7, 7}, "earlier"}};
  EXPECT_FALSE(parse("a = ;", Syntax::config, root, errors));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].message, "earlier");
  EXPECT_EQ(root.kind, Node::record);
  EXPECT_TRUE(root.children.empty());
}

TEST(ConfigMapTest, StopsAfterMaxErrors)
{
  std::string text;
  for(int i = 0; i < 50; ++i)
    text += "a" + std::to_string(i) + " = ;\n";
  Parsed parsed = parseText(text);
  EXPECT_TRUE(wellFormed(parsed));
  EXPECT_EQ(parsed.errors.size(), Limits().maxErrors);
  Limits limits;
  limits.maxErrors = 3;
  parsed = parseText(text, Syntax::config, limits);
  EXPECT_EQ(parsed.errors.size(), 3u);
  EXPECT_EQ(parsed.errors[2].position.line, 3u);
  limits.maxErrors = 0;
  parsed = parseText(text, Syntax::config, limits);
  EXPECT_EQ(parsed.errors.size(), 1u);
}

TEST(ConfigMapTest, DuplicateAttributes)
{
  Parsed parsed = parseText("a = 1; b = {a = 1; c = 1;}; a = 2; b = 3; d = [{a = 1; a = 2;}];");
  EXPECT_TRUE(wellFormed(parsed));
  EXPECT_EQ(formatAll(parsed.errors), (std::vector<std::string>{
                                          "(1, 29): duplicate attribute 'a'",
                                          "(1, 36): duplicate attribute 'b'",
                                          "(1, 56): duplicate attribute 'a'",
                                      }));

  // Large records: no false positives, and the check is not quadratic.
  std::string text;
  constexpr int count = 200000;
  for(int i = 0; i < count; ++i)
    text += "f" + std::to_string(i) + " = " + std::to_string(i) + ";\n";
  parsed = parseText(text);
  ASSERT_TRUE(parsed.ok);
  ASSERT_EQ(parsed.root.children.size(), std::size_t(count));
  text += "f17 = 0;\n";
  parsed = parseText(text);
  ASSERT_EQ(parsed.errors.size(), 1u);
  EXPECT_EQ(format(parsed.errors[0]), "(" + std::to_string(count + 1) + ", 1): duplicate attribute 'f17'");
}

TEST(ConfigMapTest, NestingLimit)
{
  const auto nested = [](std::size_t levels, bool json) {
    return std::string(json ? "{\"a\": " : "a = ") + std::string(levels, '[') + std::string(levels, ']') + (json ? "}" : ";");
  };
  for(const bool json : {false, true})
  {
    const Syntax syntax = json ? Syntax::json : Syntax::config;
    EXPECT_TRUE(parseText(nested(256, json), syntax).ok);
    const Parsed parsed = parseText(nested(257, json), syntax);
    ASSERT_EQ(parsed.errors.size(), 1u);
    EXPECT_EQ(format(parsed.errors[0]), "(1, " + std::to_string(json ? 263 : 261) + "): nesting deeper than 256 levels");

    Limits limits;
    limits.maxDepth = 3;
    EXPECT_TRUE(parseText(nested(3, json), syntax, limits).ok);
    EXPECT_EQ(parseText(nested(4, json), syntax, limits).errors.at(0).message, "nesting deeper than 3 levels");
  }

  std::string records;
  for(int i = 0; i < 300; ++i)
    records += "a = {";
  const Parsed parsed = parseText(records);
  ASSERT_EQ(parsed.errors.size(), 1u);
  EXPECT_EQ(parsed.errors[0].message, "nesting deeper than 256 levels");

  // Huge limits are clamped so that the recursion stays bounded.
  Limits limits;
  limits.maxDepth = std::size_t(-1);
  const Parsed deep = parseText("a = " + std::string(200000, '['), Syntax::config, limits);
  ASSERT_EQ(deep.errors.size(), 1u);
  EXPECT_EQ(deep.errors[0].message, "nesting deeper than 1024 levels");
}

TEST(ConfigMapTest, SurvivesHostileInput)
{
  for(const Syntax syntax : syntaxes)
  {
    constexpr char characters[] = "[{\"/=,;:]}\\\0\t\n";
    for(const char c : std::string(characters, sizeof(characters) - 1))
    {
      std::string text((c == '[' ? 10 : 1) * 1024 * 1024, c);
      if(syntax == Syntax::json)
        text[0] = '{';
      EXPECT_TRUE(wellFormed(parseText(text, syntax))) << int(c);
      text.insert(0, "a = ");
      EXPECT_TRUE(wellFormed(parseText(text, syntax))) << int(c);
    }
    std::string mixed;
    for(int i = 0; i < 200000; ++i)
      mixed += "a={[\"\\";
    EXPECT_TRUE(wellFormed(parseText(mixed, syntax)));
    constexpr char binary[] = "a = \0\xff\xfe\x80 ;\n\"\0\" = \"\xc0\xaf\\\0\";\0";
    EXPECT_TRUE(wellFormed(parseText(std::string_view(binary, sizeof(binary) - 1), syntax)));
  }

  std::mt19937 random(42);
  constexpr char characters[] = "ab 1\"\\/*=,;:[]{}\n\t\0#u\xff";
  const std::string alphabet(characters, sizeof(characters) - 1);
  for(int i = 0; i < 3000; ++i)
  {
    std::string text(random() % 64, ' ');
    for(char& c : text)
      c = random() % 8 == 0 ? char(random()) : alphabet[random() % alphabet.size()];
    for(const Syntax syntax : syntaxes)
    {
      const Parsed parsed = parseText(syntax == Syntax::json ? "{" + text : text, syntax);
      ASSERT_TRUE(wellFormed(parsed)) << text;
      for(const Error& error : parsed.errors)
      {
        EXPECT_TRUE(error.position.line > 0 && error.position.column > 0 && !error.message.empty());
      }
    }
  }
}

TEST(ConfigMapTest, ErrorMessagesQuoteSafely)
{
  const Parsed parsed = parseText(std::string("k\0\n\x01\xc3\xa9\xe9 x;", 10));
  ASSERT_EQ(parsed.errors.size(), 1u);
  EXPECT_EQ(parsed.errors[0].message, "expected '=' after 'k\\x00\\n\\x01\xc3\xa9\\xE9 x', found ';'");
}

TEST(ConfigMapTest, FindFields)
{
  const Node small = record({literal("1", "a"), literal("2", "b")});
  ASSERT_NE(small.find("b"), nullptr);
  EXPECT_EQ(small.find("b")->text, "2");
  EXPECT_EQ(small.find("c"), nullptr);
  EXPECT_EQ(array({literal("1", "a")}).find("a"), nullptr);
  EXPECT_EQ(literal("1", "a").find("a"), nullptr);

  Node large;
  constexpr int count = 100000;
  for(int i = 0; i < count; ++i)
    large.children.push_back(literal(std::to_string(i), "f" + std::to_string(i)));
  Node other = large;
  // In file order (interleaved with another large record), backwards, then random order.
  for(int i = 0; i < count; ++i)
  {
    ASSERT_EQ(large.find("f" + std::to_string(i))->text, std::to_string(i));
    ASSERT_EQ(other.find("f" + std::to_string(i))->text, std::to_string(i));
  }
  for(int i = count; i-- > count - 100;)
    ASSERT_EQ(large.find("f" + std::to_string(i))->text, std::to_string(i));
  EXPECT_EQ(large.find("missing"), nullptr);
  large.children.resize(50);
  EXPECT_EQ(large.find("f49")->text, "49");
  EXPECT_EQ(large.find("f50"), nullptr);
  large.children[3].name = "renamed";
  EXPECT_EQ(large.find("renamed"), &large.children[3]);
  EXPECT_EQ(large.find("f3"), nullptr);
}
