/**
 * @file ConfigMapTestSupport.h
 * What the tests of the config map parser and writer share: parsing a text, comparing and
 * building trees, formatting errors and collecting comments.
 */
#pragma once

#include "Streaming/ConfigMap.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace ConfigMapTestSupport
{
  using namespace ConfigMap;

  /** The outcome of one parse call. */
  struct Parsed
  {
    bool ok = false;
    Node root;
    std::vector<Error> errors;
  };

  inline Parsed parseText(std::string_view text, Syntax syntax = Syntax::config, const Limits& limits = Limits())
  {
    Parsed parsed;
    parsed.ok = parse(text, syntax, parsed.root, parsed.errors, limits);
    return parsed;
  }

  inline std::string format(const Error& error)
  {
    return "(" + std::to_string(error.position.line) + ", " + std::to_string(error.position.column) + "): " + error.message;
  }

  inline std::vector<std::string> formatAll(const std::vector<Error>& errors)
  {
    std::vector<std::string> result;
    for(const Error& error : errors)
      result.push_back(format(error));
    return result;
  }

  inline bool before(const Position& a, const Position& b)
  {
    return a.line < b.line || (a.line == b.line && a.column < b.column);
  }

  /** Checks the contract that holds for every parse: errors sorted, root empty on failure. */
  inline testing::AssertionResult wellFormed(const Parsed& parsed)
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

  inline Node literal(std::string text, std::string name = "", bool quoted = false)
  {
    Node node;
    node.kind = Node::literal;
    node.name = std::move(name);
    node.text = std::move(text);
    node.quoted = quoted;
    return node;
  }

  inline Node container(Node::Kind kind, std::vector<Node> children, std::string name = "")
  {
    Node node;
    node.kind = kind;
    node.name = std::move(name);
    node.children = std::move(children);
    return node;
  }

  inline Node record(std::vector<Node> children, std::string name = "")
  {
    return container(Node::record, std::move(children), std::move(name));
  }

  inline Node array(std::vector<Node> children, std::string name = "")
  {
    return container(Node::array, std::move(children), std::move(name));
  }

  /** Compares kind, names, texts and children; quoted must be what the writer decided. */
  inline testing::AssertionResult sameTree(const Node& expected, const Node& actual, Syntax syntax, const std::string& path = "root")
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

  inline std::string writeText(const Node& root, Syntax syntax, Layout layout, std::size_t maxCollapsedLength = 80)
  {
    std::string out;
    write(out, root, syntax, layout, maxCollapsedLength);
    return out;
  }

  inline std::string readFile(const std::string& path)
  {
    std::ifstream stream(path, std::ios::binary);
    std::ostringstream contents;
    contents << stream.rdbuf();
    return contents.str();
  }

  inline Limits keepingComments()
  {
    Limits limits;
    limits.keepComments = true;
    return limits;
  }

  /** Parses with comments and writes in the given layout, as touchline-config format does. */
  inline std::string formatText(std::string_view text, Syntax syntax, Layout layout = Layout::singleLineInnermost)
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
  inline std::vector<std::string> commentsOf(std::string_view text)
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
  inline void collectComments(const Node& node, std::vector<std::string>& comments)
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

  inline std::vector<std::string> commentsInWritingOrder(const Node& tree)
  {
    std::vector<std::string> comments;
    collectComments(tree, comments);
    return comments;
  }

  inline bool hasComments(const Node& node)
  {
    return !node.comments.empty() || !node.lineComment.empty() || !node.closingComments.empty() ||
           std::any_of(node.children.begin(), node.children.end(), hasComments);
  }

  inline constexpr Syntax syntaxes[] = {Syntax::config, Syntax::json};
  inline constexpr Layout layouts[] = {Layout::multiLine, Layout::singleLine, Layout::singleLineInnermost};
}

using namespace ConfigMap;
using namespace ConfigMapTestSupport;
