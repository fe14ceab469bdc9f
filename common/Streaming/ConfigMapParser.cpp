/**
 * @file Streaming/ConfigMapParser.cpp
 * The grammar of config maps and JSON (docs/formats/config-map.md), error recovery after a
 * syntax error, and where comments go.
 */
#include "Streaming/ConfigMapParser.h"
#include "Streaming/ConfigMapText.h"
#include <algorithm>
#include <unordered_set>

using namespace ConfigMap;
using namespace ConfigMap::Text;

namespace
{
  /** Limits::maxDepth is clamped to this, so that the recursive parser cannot exhaust the stack. */
  constexpr std::size_t hardMaxDepth = 1024;

  /** Records with at least this many fields get a hash set for the duplicate check. */
  constexpr std::size_t duplicateIndexThreshold = 16;

  /** Finds duplicate field names in one record: linear for small records, hashed for large ones. */
  class DuplicateCheck
  {
  public:
    explicit DuplicateCheck(const std::vector<Node>& fields) : fields(fields) {}

    /** Whether one of the first count fields has this name. */
    bool contains(const std::string& name, std::size_t count)
    {
      if(count < duplicateIndexThreshold)
        return std::any_of(fields.begin(), fields.begin() + static_cast<std::ptrdiff_t>(count), [&](const Node& field) { return field.name == name; });
      for(; indexed < count; ++indexed)
        names.insert(fields[indexed].name);
      return names.contains(name);
    }

  private:
    const std::vector<Node>& fields;
    std::unordered_set<std::string> names;
    std::size_t indexed = 0; ///< How many fields are in names.
  };
}

Parser::Parser(std::string_view text, Syntax syntax, std::vector<Error>& errors, const Limits& limits) :
  diagnostics(errors, std::max<std::size_t>(limits.maxErrors, 1)),
  lexer(text, syntax == Syntax::json, limits.keepComments, diagnostics),
  keepComments(limits.keepComments), maxDepth(std::min(limits.maxDepth, hardMaxDepth))
{}

bool Parser::parse(Node& root)
{
  root = Node();
  lexer.start();
  if(!lexer.json)
  {
    root.position = {1, 1};
    parseFields(root, false);
  }
  else if(lexer.token.type != TokenType::lBrace)
    diagnostics.fatal(lexer.token.position, "expected '{' at the start of a JSON file, found " + Lexer::describe(lexer.token));
  else
  {
    root.position = lexer.token.position;
    CommentScope leading;
    takeComments(leading, true);
    root.comments = std::move(leading.pending);
    lexer.lex();
    parseFields(root, true);
    if(lexer.token.type != TokenType::eof)
      diagnostics.fatal(lexer.token.position, "expected end of file after the top-level record, found " + Lexer::describe(lexer.token));
    for(const Comment& comment : lexer.token.comments)
    {
      if(!root.lineComment.empty())
        root.lineComment += comment.newlines ? '\n' : ' ';
      root.lineComment += comment.text;
    }
  }
  if(diagnostics.errors.size() == diagnostics.firstError)
    return true;
  // Lexical errors inside a lexer.token may be reported before a syntax error at its start.
  std::stable_sort(diagnostics.errors.begin() + static_cast<std::ptrdiff_t>(diagnostics.firstError), diagnostics.errors.end(), [](const Error& a, const Error& b) {
    return a.position.line < b.position.line || (a.position.line == b.position.line && a.position.column < b.position.column);
  });
  root = Node();
  return false;
}

std::string Parser::where(Position p)
{
  return "line " + std::to_string(p.line) + ", column " + std::to_string(p.column);
}

void Parser::addBlankLine(CommentScope& scope)
{
  if(scope.started && (scope.pending.empty() || !scope.pending.back().empty()))
    scope.pending.emplace_back();
}

void Parser::takeComments(CommentScope& scope, bool itemStart)
{
  if(!keepComments)
    return;
  for(Comment& comment : lexer.token.comments)
    if(comment.newlines == 0 && scope.lineOwner)
    {
      std::string& line = scope.lineOwner->lineComment;
      if(!line.empty())
        line += ' ';
      else
        scope.lineOwner->lineCommentPosition = comment.position;
      line += comment.text;
    }
    else
    {
      scope.lineOwner = nullptr;
      if(comment.newlines > 1)
        addBlankLine(scope);
      scope.pending.push_back(std::move(comment.text));
      scope.started = true;
    }
  lexer.token.comments.clear();
  if(lexer.token.newlines > 0 || itemStart)
    scope.lineOwner = nullptr;
  if(itemStart && lexer.token.newlines > 1)
    addBlankLine(scope);
}

void Parser::takeInnerComments(Node& field)
{
  if(lexer.token.comments.empty())
    return;
  for(Comment& comment : lexer.token.comments)
    field.comments.push_back(std::move(comment.text));
  lexer.token.comments.clear();
}

void Parser::givePending(CommentScope& scope, Node& node)
{
  node.comments = std::move(scope.pending);
  scope.pending.clear();
  scope.started = true;
}

void Parser::close(CommentScope& scope, Node& node)
{
  if(!scope.pending.empty() && scope.pending.back().empty())
    scope.pending.pop_back();
  node.closingComments = std::move(scope.pending);
}

void Parser::parseFields(Node& record, bool braced)
{
  const Position open = record.position;
  DuplicateCheck duplicates(record.children);
  CommentScope scope;
  for(;;)
  {
    takeComments(scope, true);
    if(lexer.token.type == TokenType::rBrace)
    {
      if(braced)
      {
        close(scope, record);
        return lexer.lex();
      }
      diagnostics.error(lexer.token.position, "unexpected '}' without a matching '{'");
      lexer.lex();
      continue;
    }
    if(lexer.token.type == TokenType::eof)
    {
      if(braced)
        diagnostics.fatal(lexer.token.position, "expected '}' to close the record opened at " + where(open) + ", found end of file");
      else
        close(scope, record);
      return;
    }
    if(lexer.token.type != TokenType::literal)
    {
      diagnostics.error(lexer.token.position, std::string(braced ? "expected a field name or '}'" : "expected a field name") + ", found " + Lexer::describe(lexer.token));
      recoverInRecord(braced);
      continue;
    }
    // The field is added at once (this keeps the recursion's stack frames small) and removed if it is not complete.
    Node& field = record.children.emplace_back();
    givePending(scope, field);
    field.name = std::move(lexer.token.text);
    const Position namePosition = lexer.token.position;
    lexer.lex();
    takeInnerComments(field);
    if(lexer.token.type != TokenType::equals && (!lexer.json || lexer.token.type != TokenType::colon))
    {
      missingEquals(field.name);
      record.children.pop_back();
      recoverInRecord(braced);
      continue;
    }
    const bool duplicate = duplicates.contains(field.name, record.children.size() - 1);
    if(duplicate)
      diagnostics.error(namePosition, "duplicate attribute '" + show(field.name) + "'");
    lexer.lex();
    takeInnerComments(field);
    if(!parseValue(field))
    {
      record.children.pop_back();
      recoverInRecord(braced);
      continue;
    }
    // field stays valid until the next emplace_back, after takeComments reset lineOwner.
    scope.lineOwner = &field;
    takeComments(scope, false);
    if(lexer.json ? lexer.token.type == TokenType::comma || lexer.token.type == TokenType::rBrace : lexer.token.type == TokenType::semicolon)
    {
      if(lexer.token.type != TokenType::rBrace)
        lexer.lex();
      if(duplicate)
      {
        scope.lineOwner = nullptr;
        record.children.pop_back();
      }
      continue;
    }
    scope.lineOwner = nullptr;
    missingSeparator(field);
    record.children.pop_back();
    recoverInRecord(braced);
  }
}

void Parser::missingEquals(const std::string& name)
{
  diagnostics.error(lexer.token.position, std::string(lexer.json ? "expected ':'" : "expected '='") + " after '" + show(name) + "', found " + Lexer::describe(lexer.token));
}

void Parser::missingSeparator(const Node& field)
{
  std::string message = std::string(lexer.json ? "expected ',' or '}'" : "expected ';'") + " after the value of '" + show(field.name) + "', found " + Lexer::describe(lexer.token);
  if(!lexer.json && lexer.token.type == TokenType::equals && field.kind == Node::literal && !field.quoted &&
     field.text.find('\n') != std::string::npos)
    message += " (missing ';' at the end of line " + std::to_string(field.position.line) + "?)";
  diagnostics.error(lexer.token.position, std::move(message));
}

bool Parser::parseValue(Node& node)
{
  node.position = lexer.token.position;
  switch(lexer.token.type)
  {
    case TokenType::literal:
      node.kind = Node::literal;
      node.text = std::move(lexer.token.text);
      node.quoted = lexer.token.quoted;
      lexer.lex();
      return true;
    case TokenType::lBrace:
    case TokenType::lBracket:
    {
      if(depth >= maxDepth)
      {
        diagnostics.fatal(lexer.token.position, "nesting deeper than " + std::to_string(maxDepth) + " levels");
        return false;
      }
      ++depth;
      bool complete = true;
      if(lexer.token.type == TokenType::lBrace)
      {
        node.kind = Node::record;
        lexer.lex();
        parseFields(node, true);
      }
      else
      {
        node.kind = Node::array;
        lexer.lex();
        complete = parseElements(node);
      }
      --depth;
      return complete && !diagnostics.stopped;
    }
    default:
      diagnostics.error(lexer.token.position, "expected a value, found " + Lexer::describe(lexer.token));
      return false;
  }
}

bool Parser::parseElements(Node& array)
{
  const Position open = array.position;
  CommentScope scope;
  for(;;)
  {
    takeComments(scope, true);
    if(lexer.token.type == TokenType::rBracket)
    {
      close(scope, array);
      lexer.lex();
      return true;
    }
    if(lexer.token.type == TokenType::eof)
      break;
    if(lexer.token.type != TokenType::literal && lexer.token.type != TokenType::lBrace && lexer.token.type != TokenType::lBracket)
    {
      diagnostics.error(lexer.token.position, "expected a value or ']', found " + Lexer::describe(lexer.token));
      if(!recoverInArray())
        return false;
      continue;
    }
    Node& element = array.children.emplace_back();
    givePending(scope, element);
    if(!parseValue(element))
    {
      if(!recoverInArray())
        return false;
      continue;
    }
    // element stays valid until the next emplace_back, after takeComments reset lineOwner.
    scope.lineOwner = &element;
    takeComments(scope, false);
    if(lexer.token.type == TokenType::comma)
      lexer.lex();
    else if(lexer.token.type == TokenType::eof)
      break;
    else if(lexer.token.type != TokenType::rBracket)
    {
      scope.lineOwner = nullptr;
      diagnostics.error(lexer.token.position, "expected ',' or ']' after an array element, found " + Lexer::describe(lexer.token));
      if(!recoverInArray())
        return false;
    }
  }
  diagnostics.fatal(lexer.token.position, "expected ']' to close the array opened at " + where(open) + ", found end of file");
  return false;
}

void Parser::recoverInRecord(bool braced)
{
  std::size_t nesting = 0;
  for(; lexer.token.type != TokenType::eof; lexer.lex())
    switch(lexer.token.type)
    {
      case TokenType::lBrace:
      case TokenType::lBracket:
        ++nesting;
        break;
      case TokenType::rBrace:
        if(nesting == 0 && braced)
          return;
        [[fallthrough]];
      case TokenType::rBracket:
        nesting -= nesting > 0;
        break;
      case TokenType::semicolon:
      case TokenType::comma:
        if(nesting == 0 && (lexer.token.type == TokenType::comma) == lexer.json)
          return lexer.lex();
        break;
      default:
        break;
    }
  diagnostics.stopped = true;
}

bool Parser::recoverInArray()
{
  std::size_t nesting = 0;
  for(; lexer.token.type != TokenType::eof; lexer.lex())
    switch(lexer.token.type)
    {
      case TokenType::lBrace:
      case TokenType::lBracket:
        ++nesting;
        break;
      case TokenType::rBracket:
        if(nesting == 0)
          return true;
        --nesting;
        break;
      case TokenType::rBrace:
        if(nesting == 0)
          return false;
        --nesting;
        break;
      case TokenType::comma:
        if(nesting == 0)
        {
          lexer.lex();
          return true;
        }
        break;
      case TokenType::semicolon:
        if(nesting == 0 && !lexer.json)
          return false;
        break;
      default:
        break;
    }
  diagnostics.stopped = true;
  return false;
}
