/**
 * @file ConfigMapRoundTripTest.cpp
 * Random trees and the broken-files corpus: what is written parses back to the same tree.
 */
#include "ConfigMapTestSupport.h"
#include <random>
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
