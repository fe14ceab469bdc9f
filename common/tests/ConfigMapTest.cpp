/**
 * @file ConfigMapTest.cpp
 * Tests of the config-map and JSON parser and writer (docs/formats/config-map.md).
 */
#include "Streaming/ConfigMap.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

using namespace ConfigMap;

namespace
{
  /** The outcome of one parse call. */
  struct Parsed
  {
    bool ok = false;
    Node root;
    std::vector<Error> errors;
  };

  Parsed parseText(std::string_view text, Syntax syntax = Syntax::config, const Limits& limits = Limits())
  {
    Parsed parsed;
    parsed.ok = parse(text, syntax, parsed.root, parsed.errors, limits);
    return parsed;
  }

  std::string format(const Error& error)
  {
    return "(" + std::to_string(error.position.line) + ", " + std::to_string(error.position.column) + "): " + error.message;
  }

  std::vector<std::string> formatAll(const std::vector<Error>& errors)
  {
    std::vector<std::string> result;
    for(const Error& error : errors)
      result.push_back(format(error));
    return result;
  }

  bool before(const Position& a, const Position& b)
  {
    return a.line < b.line || (a.line == b.line && a.column < b.column);
  }

  /** Checks the contract that holds for every parse: errors sorted, root empty on failure. */
  testing::AssertionResult wellFormed(const Parsed& parsed)
  {
    if(parsed.ok != parsed.errors.empty())
      return testing::AssertionFailure() << "ok = " << parsed.ok << " with " << parsed.errors.size() << " errors";
    for(std::size_t i = 1; i < parsed.errors.size(); ++i)
      if(before(parsed.errors[i].position, parsed.errors[i - 1].position))
        return testing::AssertionFailure() << "errors out of order: " << format(parsed.errors[i - 1]) << " / " << format(parsed.errors[i]);
    if(!parsed.ok && (parsed.root.kind != Node::record || !parsed.root.children.empty()))
      return testing::AssertionFailure() << "root not empty after errors";
    return testing::AssertionSuccess();
  }

  Node literal(std::string text, std::string name = "", bool quoted = false)
  {
    Node node;
    node.kind = Node::literal;
    node.name = std::move(name);
    node.text = std::move(text);
    node.quoted = quoted;
    return node;
  }

  Node container(Node::Kind kind, std::vector<Node> children, std::string name = "")
  {
    Node node;
    node.kind = kind;
    node.name = std::move(name);
    node.children = std::move(children);
    return node;
  }

  Node record(std::vector<Node> children, std::string name = "")
  {
    return container(Node::record, std::move(children), std::move(name));
  }

  Node array(std::vector<Node> children, std::string name = "")
  {
    return container(Node::array, std::move(children), std::move(name));
  }

  /** Compares kind, names, texts and children; quoted must be what the writer decided. */
  testing::AssertionResult sameTree(const Node& expected, const Node& actual, Syntax syntax, const std::string& path = "root")
  {
    if(expected.kind != actual.kind)
      return testing::AssertionFailure() << path << ": kind " << int(expected.kind) << " != " << int(actual.kind);
    if(expected.name != actual.name)
      return testing::AssertionFailure() << path << ": name '" << expected.name << "' != '" << actual.name << "'";
    if(expected.kind == Node::literal)
    {
      if(expected.text != actual.text)
        return testing::AssertionFailure() << path << ": text '" << expected.text << "' != '" << actual.text << "'";
      if(needsQuotes(expected, syntax) != actual.quoted)
        return testing::AssertionFailure() << path << ": quoted " << actual.quoted;
      return testing::AssertionSuccess();
    }
    if(expected.children.size() != actual.children.size())
      return testing::AssertionFailure() << path << ": " << expected.children.size() << " != " << actual.children.size() << " children";
    for(std::size_t i = 0; i < expected.children.size(); ++i)
    {
      const testing::AssertionResult result = sameTree(expected.children[i], actual.children[i], syntax, path + "/" + std::to_string(i));
      if(!result)
        return result;
    }
    return testing::AssertionSuccess();
  }

  std::string writeText(const Node& root, Syntax syntax, Layout layout, std::size_t maxCollapsedLength = 80)
  {
    std::string out;
    write(out, root, syntax, layout, maxCollapsedLength);
    return out;
  }

  std::string readFile(const std::string& path)
  {
    std::ifstream stream(path, std::ios::binary);
    std::ostringstream contents;
    contents << stream.rdbuf();
    return contents.str();
  }

  Limits keepingComments()
  {
    Limits limits;
    limits.keepComments = true;
    return limits;
  }

  /** Parses with comments and writes in the given layout, as touchline-config format does. */
  std::string formatText(std::string_view text, Syntax syntax, Layout layout = Layout::singleLineInnermost)
  {
    Node root;
    std::vector<Error> errors;
    if(!parse(text, syntax, root, errors, keepingComments()))
      return "error " + format(errors.at(0));
    std::string out;
    write(out, root, syntax, layout);
    return out;
  }

  /** The comments of a valid text in order, found by a scan that knows only quotes and comments. */
  std::vector<std::string> commentsOf(std::string_view text)
  {
    std::vector<std::string> result;
    for(std::size_t i = 0; i < text.size();)
      if(text[i] == '"')
      {
        for(++i; i < text.size() && text[i] != '"'; ++i)
          i += text[i] == '\\';
        ++i;
      }
      else if(text.substr(i).starts_with("//") || text.substr(i).starts_with("/*"))
      {
        const std::size_t end = text[i + 1] == '/' ? std::min(text.find('\n', i), text.size()) : text.find("*/", i) + 2;
        result.emplace_back(text.substr(i, end - i));
        i = end;
      }
      else
        ++i;
    return result;
  }

  /** The comments of a tree in the order in which the writer writes them. */
  void collectComments(const Node& node, std::vector<std::string>& comments)
  {
    for(const std::string& comment : node.comments)
      for(const std::string& c : commentsOf(comment))
        comments.push_back(c);
    for(const Node& child : node.children)
      collectComments(child, comments);
    for(const std::string& comment : node.closingComments)
      for(const std::string& c : commentsOf(comment))
        comments.push_back(c);
    for(const std::string& c : commentsOf(node.lineComment))
      comments.push_back(c);
  }

  std::vector<std::string> commentsInWritingOrder(const Node& tree)
  {
    std::vector<std::string> comments;
    collectComments(tree, comments);
    return comments;
  }

  bool hasComments(const Node& node)
  {
    return !node.comments.empty() || !node.lineComment.empty() || !node.closingComments.empty() ||
           std::any_of(node.children.begin(), node.children.end(), hasComments);
  }

  constexpr Syntax syntaxes[] = {Syntax::config, Syntax::json};
  constexpr Layout layouts[] = {Layout::multiLine, Layout::singleLine, Layout::singleLineInnermost};
}

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

namespace
{
  /** Generates random trees with awkward names and texts, optionally with comments. */
  class TreeGenerator
  {
  public:
    explicit TreeGenerator(unsigned seed, bool withComments = false) : random(seed), withComments(withComments) {}

    Node tree()
    {
      Node root;
      fill(root, 0);
      if(withComments)
      {
        root.comments = ownLineComments();
        if(random() % 3 == 0)
          root.lineComment = comment(false);
      }
      return root;
    }

  private:
    std::mt19937 random;
    bool withComments;

    /** A valid comment; a line comment (//) only if allowed. */
    std::string comment(bool blockOnly)
    {
      static const std::vector<std::string> bodies = {"", "x", "two words", "\"quoted\" text", "{ [ ; = , ] }", "a // b", "a /* b",
                                                       "\xc3\xa9t\xc3\xa9 \xe2\x82\xac", "tab\there", "*", "/", "#", "a = 1;"};
      const std::string& body = bodies[random() % bodies.size()];
      switch(blockOnly ? random() % 2 : random() % 3)
      {
        case 0:
          return "/* " + (body.find("/*") == std::string::npos ? body : "b") + " */";
        case 1:
          return "/* first line\n     second line " + body.substr(0, body.find("/*")) + "*/";
        default:
          return "//" + (body.empty() ? body : " " + body);
      }
    }

    /** Comments for a line: block comments, the last one may be a // comment. */
    std::string lineComment()
    {
      std::string result;
      for(unsigned count = random() % 3; count > 0; --count)
        result += comment(true) + " ";
      return result + comment(false);
    }

    /** Own-line comments with blank lines (empty entries) in between. */
    std::vector<std::string> ownLineComments()
    {
      std::vector<std::string> result;
      if(random() % 2)
        for(unsigned count = random() % 4; count > 0; --count)
          result.push_back(random() % 4 == 0 ? std::string() : comment(false));
      return result;
    }

    /** Adds comments before and after a field or element. */
    void addComments(Node& node)
    {
      if(!withComments)
        return;
      node.comments = ownLineComments();
      if(random() % 3 == 0)
        node.lineComment = lineComment();
      if(node.kind != Node::literal && random() % 3 == 0)
        node.closingComments = ownLineComments();
    }

    std::string text()
    {
      static const std::vector<std::string> awkward = {
        "", " ", "a b", " lead", "trail ", "\"", "\"quoted\"", "back\\slash", "\\", "new\nline", "cr\rlf\n", "tab\t",
        "a//b", "a/*b*/", "//", "/*", "*/", "/", "a/", "#hash", "x=y", "a,b", "a;b", "[", "]", "{", "}", "a:b", "true",
        "null", "1", "-1.5e3", "01", "\xc3\xa9t\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xff\xfe", std::string("nul\0in", 6),
        "\x01\x1f\x7f", "\\n", "'single'", "a\\", "\\u0041", "\xef\xbb\xbf", "\xef\xbb\xbf" "a", "x\xef\xbb\xbf"};
      switch(random() % 3)
      {
        case 0:
          return awkward[random() % awkward.size()];
        case 1:
          return std::to_string(int(random() % 2000) - 1000);
        default:
        {
          static constexpr char alphabet[] = "ab /\\\"*\n\t=,;:[]{}#\0\x01\xc3\xa9 ";
          std::string result(random() % 8, ' ');
          for(char& c : result)
            c = alphabet[random() % (sizeof(alphabet) - 1)];
          return result;
        }
      }
    }

    Node value(int depth)
    {
      Node node;
      const unsigned choice = depth >= 5 ? 0 : random() % 4;
      if(choice == 0 || choice == 3)
      {
        node.kind = Node::literal;
        node.text = text();
        node.quoted = random() % 4 == 0;
      }
      else if(choice == 1)
        fill(node, depth + 1);
      else
      {
        node.kind = Node::array;
        const unsigned count = random() % 5;
        for(unsigned i = 0; i < count; ++i)
          node.children.push_back(value(depth + 1));
      }
      addComments(node);
      return node;
    }

    void fill(Node& node, int depth)
    {
      node.kind = Node::record;
      std::set<std::string> names;
      const unsigned count = random() % (depth == 0 ? 8 : 5);
      for(unsigned i = 0; i < count; ++i)
      {
        std::string name = text();
        if(!names.insert(name).second)
          continue;
        Node field = value(depth);
        field.name = name;
        node.children.push_back(std::move(field));
      }
      if(withComments && depth == 0)
        node.closingComments = ownLineComments();
    }
  };
}

TEST(ConfigMapTest, RoundTrips)
{
  TreeGenerator generator(4711);
  for(int i = 0; i < 400; ++i)
  {
    const Node tree = generator.tree();
    for(const Syntax syntax : syntaxes)
      for(const Layout layout : layouts)
        for(const std::size_t maxCollapsedLength : {std::size_t(0), std::size_t(30), std::size_t(80)})
        {
          const std::string text = writeText(tree, syntax, layout, maxCollapsedLength);
          if(layout == Layout::singleLine)
          {
            ASSERT_EQ(text.find('\n'), std::string::npos) << text;
          }
          else if(!text.empty())
          {
            ASSERT_EQ(text.back(), '\n');
          }
          const Parsed parsed = parseText(text, syntax);
          ASSERT_TRUE(parsed.ok) << format(parsed.errors[0]) << "\n" << text;
          ASSERT_TRUE(sameTree(tree, parsed.root, syntax)) << text;
          ASSERT_EQ(writeText(parsed.root, syntax, layout, maxCollapsedLength), text);
          // Formatting (parse with comments, write) is idempotent.
          const Parsed commented = parseText(text, syntax, keepingComments());
          ASSERT_TRUE(commented.ok);
          ASSERT_EQ(writeText(commented.root, syntax, layout, maxCollapsedLength), text);
        }
  }
}

TEST(ConfigMapTest, RoundTripsWithComments)
{
  TreeGenerator generator(815, true);
  for(int i = 0; i < 400; ++i)
  {
    const Node tree = generator.tree();
    const std::vector<std::string> expected = commentsInWritingOrder(tree);
    for(const Syntax syntax : syntaxes)
      for(const Layout layout : layouts)
        for(const std::size_t maxCollapsedLength : {std::size_t(0), std::size_t(30), std::size_t(80)})
        {
          const std::string text = writeText(tree, syntax, layout, maxCollapsedLength);
          const Parsed parsed = parseText(text, syntax, keepingComments());
          ASSERT_TRUE(parsed.ok) << format(parsed.errors[0]) << "\n" << text;
          ASSERT_TRUE(sameTree(tree, parsed.root, syntax)) << text;
          ASSERT_EQ(commentsOf(text), layout == Layout::singleLine ? std::vector<std::string>() : expected) << text;
          // Idempotent (so the tree read back is a fixed point, too).
          ASSERT_EQ(writeText(parsed.root, syntax, layout, maxCollapsedLength), text);
        }
  }
}

TEST(ConfigMapTest, BrokenFilesCorpus)
{
  const std::string directory = std::string(TOUCHLINE_TEST_DATA) + "/config/broken/";
  std::ifstream expected(directory + "expected.txt");
  ASSERT_TRUE(expected.good());
  std::string line;
  std::set<std::string> messageKinds;
  int files = 0;
  while(std::getline(expected, line))
  {
    if(line.empty())
      continue;
    const std::string name = line.substr(0, line.find('('));
    SCOPED_TRACE(name);
    std::ifstream file(directory + name, std::ios::binary);
    ASSERT_TRUE(file.good()) << "missing " << name;
    const Parsed parsed = parseText(readFile(directory + name), syntaxOf(name));
    ASSERT_FALSE(parsed.ok);
    EXPECT_TRUE(wellFormed(parsed));
    EXPECT_EQ(name + format(parsed.errors[0]), line);
    const Parsed commented = parseText(readFile(directory + name), syntaxOf(name), keepingComments());
    EXPECT_TRUE(wellFormed(commented));
    EXPECT_EQ(formatAll(commented.errors), formatAll(parsed.errors));
    EXPECT_FALSE(hasComments(commented.root));
    messageKinds.insert(parsed.errors[0].message.substr(0, 12));
    ++files;
  }
  EXPECT_GE(files, 25);
  EXPECT_GE(messageKinds.size(), 14u);
}
