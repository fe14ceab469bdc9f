/**
 * @file Streaming/ConfigMapText.cpp
 * Text helpers of the config map parser and writer: UTF-8, quoting, escaping and comments.
 */
#include "Streaming/ConfigMapText.h"

using namespace ConfigMap::Text;

std::size_t ConfigMap::Text::utf8Length(std::string_view text, std::size_t i)
{
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  std::size_t length;
  std::uint32_t codePoint;
  if(c < 0x80)
    return 1;
  else if(c >= 0xc2 && c <= 0xdf)
    length = 2, codePoint = c & 0x1f;
  else if(c >= 0xe0 && c <= 0xef)
    length = 3, codePoint = c & 0x0f;
  else if(c >= 0xf0 && c <= 0xf4)
    length = 4, codePoint = c & 0x07;
  else
    return 0;
  if(text.size() - i < length)
    return 0;
  for(std::size_t k = 1; k < length; ++k)
  {
    if((byte(i + k) & 0xc0) != 0x80)
      return 0;
    codePoint = codePoint << 6 | (byte(i + k) & 0x3f);
  }
  if((length == 3 && (codePoint < 0x800 || (codePoint >= 0xd800 && codePoint <= 0xdfff))) ||
     (length == 4 && (codePoint < 0x10000 || codePoint > 0x10ffff)))
    return 0;
  return length;
}

void ConfigMap::Text::appendHex(std::string& out, unsigned value, int digits)
{
  static constexpr char hex[] = "0123456789ABCDEF";
  for(int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
    out += hex[(value >> shift) & 0xf];
}

std::string ConfigMap::Text::show(std::string_view text)
{
  std::string result;
  for(std::size_t i = 0; i < text.size();)
  {
    if(result.size() >= maxShownLength)
    {
      result += "...";
      break;
    }
    const char c = text[i];
    const std::size_t length = utf8Length(text, i);
    if(c == '\n')
      result += "\\n";
    else if(c == '\r')
      result += "\\r";
    else if(c == '\t')
      result += "\\t";
    else if(length == 0 || isControl(c))
    {
      result += "\\x";
      appendHex(result, static_cast<unsigned char>(c), 2);
    }
    else
    {
      result.append(text.substr(i, length));
      i += length;
      continue;
    }
    ++i;
  }
  return result;
}

void ConfigMap::Text::appendUtf8(std::string& out, std::uint32_t codePoint)
{
  if(codePoint < 0x80)
    out += static_cast<char>(codePoint);
  else if(codePoint < 0x800)
  {
    out += static_cast<char>(0xc0 | codePoint >> 6);
    out += static_cast<char>(0x80 | (codePoint & 0x3f));
  }
  else if(codePoint < 0x10000)
  {
    out += static_cast<char>(0xe0 | codePoint >> 12);
    out += static_cast<char>(0x80 | (codePoint >> 6 & 0x3f));
    out += static_cast<char>(0x80 | (codePoint & 0x3f));
  }
  else
  {
    out += static_cast<char>(0xf0 | codePoint >> 18);
    out += static_cast<char>(0x80 | (codePoint >> 12 & 0x3f));
    out += static_cast<char>(0x80 | (codePoint >> 6 & 0x3f));
    out += static_cast<char>(0x80 | (codePoint & 0x3f));
  }
}

bool ConfigMap::Text::isJsonToken(std::string_view text)
{
  if(text == "true" || text == "false" || text == "null")
    return true;
  const auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
  std::size_t i = 0;
  if(i < text.size() && text[i] == '-')
    ++i;
  if(!digit(i))
    return false;
  if(text[i] == '0')
    ++i;
  else
    while(digit(i))
      ++i;
  if(i < text.size() && text[i] == '.')
  {
    if(!digit(++i))
      return false;
    while(digit(i))
      ++i;
  }
  if(i < text.size() && (text[i] == 'e' || text[i] == 'E'))
  {
    ++i;
    if(i < text.size() && (text[i] == '+' || text[i] == '-'))
      ++i;
    if(!digit(i))
      return false;
    while(digit(i))
      ++i;
  }
  return i == text.size();
}

bool ConfigMap::Text::configNeedsQuotes(std::string_view text)
{
  // A byte order mark at the start of a file would be skipped.
  if(text.empty() || text.starts_with("\xef\xbb\xbf"))
    return true;
  for(const char c : text)
    if(isSpace(c) || isControl(c) || c == '=' || c == ',' || c == ';' || c == '[' || c == ']' ||
       c == '{' || c == '}' || c == '"' || c == '\\')
      return true;
  return text.find("//") != std::string_view::npos || text.find("/*") != std::string_view::npos;
}

void ConfigMap::Text::appendEscaped(std::string& out, std::string_view text, bool json)
{
  out += '"';
  for(const char c : text)
    switch(c)
    {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if(json && c == '\b')
          out += "\\b";
        else if(json && c == '\f')
          out += "\\f";
        else if(json && static_cast<unsigned char>(c) < 0x20)
        {
          out += "\\u";
          appendHex(out, static_cast<unsigned char>(c), 4);
        }
        else
          out += c;
    }
  out += '"';
}

void ConfigMap::Text::appendJsonQuoted(std::string& out, std::string_view text)
{
  appendEscaped(out, text, true);
}

bool ConfigMap::Text::isCommentSequence(std::string_view text, bool lineBreaks)
{
  if(text.empty() || isSpace(text.back()))
    return false;
  for(std::size_t i = 0;;)
  {
    if(text.size() - i < 2 || text[i] != '/' || (text[i + 1] != '/' && text[i + 1] != '*'))
      return false;
    if(text[i + 1] == '/')
      i = text.find('\n', i);
    else if((i = text.find("*/", i + 2)) == std::string_view::npos)
      return false;
    else
      i += 2;
    if(i == std::string_view::npos || i == text.size())
      return true;
    const std::size_t next = i;
    while(isSpace(text[i]))
      ++i;
    if(i == next && text[i] != '/')
      return false;
    if(!lineBreaks && text.substr(next, i - next).find('\n') != std::string_view::npos)
      return false;
  }
}

std::string ConfigMap::Text::commentText(std::string_view text, bool lineBreaks, std::string_view separator)
{
  while(!text.empty() && isSpace(text.front()))
    text.remove_prefix(1);
  while(!text.empty() && isSpace(text.back()))
    text.remove_suffix(1);
  if(text.empty() || isCommentSequence(text, lineBreaks))
    return std::string(text);
  std::string result;
  while(!text.empty())
  {
    const std::size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    while(!line.empty() && isSpace(line.front()))
      line.remove_prefix(1);
    while(!line.empty() && isSpace(line.back()))
      line.remove_suffix(1);
    if(line.empty())
      continue;
    if(result.empty())
      result += "// ";
    else if(separator.find('\n') == std::string_view::npos)
      result += separator;
    else
      (result += separator) += "// ";
    result += line;
  }
  return result;
}
