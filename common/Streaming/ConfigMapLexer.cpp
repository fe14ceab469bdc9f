/**
 * @file Streaming/ConfigMapLexer.cpp
 * The lexer of config maps and JSON: literals, quoted strings with escapes, comments.
 */
#include "Streaming/ConfigMapLexer.h"
#include "Streaming/ConfigMapText.h"
#include <algorithm>

using namespace ConfigMap;
using namespace ConfigMap::Text;

void Lexer::start()
{
  if(text.starts_with("\xef\xbb\xbf"))
    pos = 3;
  lex();
}

std::string Lexer::describe(const Token& t)
{
  switch(t.type)
  {
    case TokenType::literal: return "literal '" + show(t.text) + "'";
    case TokenType::equals: return "'='";
    case TokenType::colon: return "':'";
    case TokenType::comma: return "','";
    case TokenType::semicolon: return "';'";
    case TokenType::lBracket: return "'['";
    case TokenType::rBracket: return "']'";
    case TokenType::lBrace: return "'{'";
    case TokenType::rBrace: return "'}'";
    default: return "end of file";
  }
}

void Lexer::step()
{
  const char c = text[pos++];
  if(c == '\n')
  {
    ++at.line;
    at.column = 1;
  }
  else if(c == '\t')
    at.column = ((at.column - 1) / 8 + 1) * 8 + 1;
  else
    ++at.column;
}

bool Lexer::startsComment() const
{
  return text[pos] == '/' && pos + 1 < text.size() && (text[pos + 1] == '/' || text[pos + 1] == '*');
}

void Lexer::skipSpaceAndComments()
{
  while(pos < text.size())
    if(isSpace(text[pos]))
      step();
    else if(!startsComment() || !skipComment())
      return;
}

bool Lexer::skipComment()
{
  const std::size_t begin = pos;
  const Position start = at;
  if(text[pos + 1] == '/')
    while(pos < text.size() && text[pos] != '\n')
      step();
  else
  {
    step();
    step();
    for(;;)
    {
      if(pos >= text.size())
      {
        diagnostics.fatal(start, "unexpected end of file in comment");
        return false;
      }
      if(text[pos] == '*' && pos + 1 < text.size() && text[pos + 1] == '/')
        break;
      step();
    }
    step();
    step();
  }
  if(keepComments)
    keep(text.substr(begin, pos - begin), start);
  return true;
}

void Lexer::keep(std::string_view comment, Position start)
{
  while(isSpace(comment.back()))
    comment.remove_suffix(1);
  token.comments.push_back({std::string(comment), start.line - lastLine, start});
  lastLine = at.line;
}

void Lexer::lex()
{
  token.text.clear();
  token.quoted = false;
  token.type = TokenType::eof;
  token.comments.clear();
  if(diagnostics.stopped)
    return;
  skipSpaceAndComments();
  token.position = at;
  token.newlines = at.line - lastLine;
  if(diagnostics.stopped || pos >= text.size())
    return;
  switch(text[pos])
  {
    case '=': token.type = TokenType::equals; break;
    case ',': token.type = TokenType::comma; break;
    case ';': token.type = TokenType::semicolon; break;
    case '[': token.type = TokenType::lBracket; break;
    case ']': token.type = TokenType::rBracket; break;
    case '{': token.type = TokenType::lBrace; break;
    case '}': token.type = TokenType::rBrace; break;
    case '"':
      lexQuoted();
      lastLine = at.line;
      return;
    case ':':
      if(json)
      {
        token.type = TokenType::colon;
        break;
      }
      [[fallthrough]];
    default: return lexUnquoted();
  }
  step();
  lastLine = at.line;
}

bool Lexer::endsUnquoted(char c) const
{
  switch(c)
  {
    case '=': case ',': case ';': case '[': case ']': case '{': case '}': case '"':
      return true;
    case ':':
      return json;
    default:
      return json && isSpace(c);
  }
}

void Lexer::lexUnquoted()
{
  const std::size_t start = pos;
  std::size_t end = pos;
  unsigned endLine = at.line;
  while(pos < text.size() && !endsUnquoted(text[pos]) && !startsComment())
  {
    const bool space = isSpace(text[pos]);
    step();
    if(!space)
    {
      end = pos;
      endLine = at.line;
    }
  }
  lastLine = endLine;
  token.type = TokenType::literal;
  token.text.assign(text.substr(start, end - start));
}

void Lexer::lexQuoted()
{
  const Position start = at;
  token.type = TokenType::literal;
  token.quoted = true;
  std::string& out = token.text;
  step();
  for(;;)
  {
    std::size_t run = pos;
    while(run < text.size() && text[run] != '"' && text[run] != '\\' && text[run] != '\n' && text[run] != '\t')
      ++run;
    out.append(text.substr(pos, run - pos));
    at.column += static_cast<unsigned>(run - pos);
    pos = run;
    if(pos >= text.size() || (text[pos] == '\\' && pos + 1 >= text.size()))
    {
      token.type = TokenType::eof;
      return diagnostics.fatal(start, "unexpected end of file in string");
    }
    const char c = text[pos];
    if(c == '"')
      return step();
    if(c != '\\')
    {
      out += c;
      step();
    }
    else if(json)
      lexJsonEscape();
    else
    {
      step();
      const char e = text[pos];
      out += e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : e;
      step();
    }
  }
}

std::size_t Lexer::readHex(std::size_t from, std::uint32_t& value) const
{
  value = 0;
  std::size_t count = 0;
  for(; count < 4 && from + count < text.size(); ++count)
  {
    const char c = text[from + count];
    const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if(digit < 0)
      break;
    value = value << 4 | static_cast<std::uint32_t>(digit);
  }
  return count;
}

void Lexer::skip(std::size_t count)
{
  while(count-- > 0)
    step();
}

void Lexer::lexJsonEscape()
{
  const Position start = at;
  step();
  const char e = text[pos];
  const char* simple = nullptr;
  switch(e)
  {
    case '"': simple = "\""; break;
    case '\\': simple = "\\"; break;
    case '/': simple = "/"; break;
    case 'b': simple = "\b"; break;
    case 'f': simple = "\f"; break;
    case 'n': simple = "\n"; break;
    case 'r': simple = "\r"; break;
    case 't': simple = "\t"; break;
    case 'u': break;
    default:
      diagnostics.error(start, "invalid escape sequence '\\" + show(text.substr(pos, std::max<std::size_t>(utf8Length(text, pos), 1))) + "' in string");
      return skip(std::max<std::size_t>(utf8Length(text, pos), 1));
  }
  step();
  if(simple)
  {
    token.text += simple;
    return;
  }
  std::uint32_t codePoint;
  const std::size_t digits = readHex(pos, codePoint);
  if(digits < 4)
  {
    diagnostics.error(start, "invalid escape sequence '\\u" + std::string(text.substr(pos, digits)) + "' in string, expected 4 hexadecimal digits");
    return skip(digits);
  }
  skip(4);
  if(codePoint >= 0xd800 && codePoint <= 0xdfff)
  {
    std::uint32_t low = 0;
    if(codePoint <= 0xdbff && text.substr(pos).starts_with("\\u") && readHex(pos + 2, low) == 4 &&
       low >= 0xdc00 && low <= 0xdfff)
    {
      skip(6);
      return appendUtf8(token.text, 0x10000 + ((codePoint - 0xd800) << 10) + (low - 0xdc00));
    }
    std::string message = "unpaired surrogate '\\u";
    appendHex(message, codePoint, 4);
    return diagnostics.error(start, message + "' in string");
  }
  appendUtf8(token.text, codePoint);
}
