/**
 * @file CommandLine/TextLayout.cpp
 * Word wrapping for help texts.
 */
#include "CommandLine/TextLayout.h"

std::string TextLayout::wrap(const std::string& text, std::size_t firstIndent, std::size_t indent)
{
  std::string result(firstIndent, ' ');
  std::size_t lineLength = firstIndent;
  bool lineEmpty = true;
  std::size_t i = 0;
  while(i < text.size())
  {
    while(i < text.size() && text[i] == ' ')
      ++i;
    const std::size_t end = text.find(' ', i);
    const std::string word = text.substr(i, end == std::string::npos ? std::string::npos : end - i);
    i = end == std::string::npos ? text.size() : end;
    if(word.empty())
      continue;
    if(!lineEmpty && lineLength + 1 + word.size() > width)
    {
      result += "\n" + std::string(indent, ' ');
      lineLength = indent;
      lineEmpty = true;
    }
    if(!lineEmpty)
    {
      result += ' ';
      ++lineLength;
    }
    result += word;
    lineLength += word.size();
    lineEmpty = false;
  }
  return result + "\n";
}

std::string TextLayout::entry(const std::string& label, const std::string& description, std::size_t indent, std::size_t column)
{
  const std::string start = std::string(indent, ' ') + label;
  const std::string wrapped = wrap(description, indent + column, indent + column);
  if(start.size() + 2 <= indent + column)
    return start + wrapped.substr(start.size());
  return start + "\n" + wrapped;
}

std::string TextLayout::count(unsigned long long n, const std::string& noun, const std::string& plural)
{
  return std::to_string(n) + " " + (n == 1 ? noun : plural.empty() ? noun + "s" : plural);
}
