/**
 * @file Console/RequestNames.cpp
 * Debug request names as the console shows and matches them.
 */
#include "Console/RequestNames.h"
#include <algorithm>
#include <cctype>

std::string RequestNames::translate(std::string_view name)
{
  std::string result;
  result.reserve(name.size());
  bool upper = false;
  for(std::size_t i = 0; i < name.size(); ++i)
  {
    const char c = name[i];
    if(c == ' ' || c == '-')
      upper = !result.empty();
    else if(c == ':' && i + 1 < name.size() && name[i + 1] == ':')
      continue; // "::" -> ":"
    else
    {
      result += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      upper = false;
    }
  }
  return result;
}

bool RequestNames::matches(std::string_view text, std::string_view pattern)
{
  if(pattern.empty())
    return true;
  const auto lower = [](char c) { return std::tolower(static_cast<unsigned char>(c)); };
  return std::search(text.begin(), text.end(), pattern.begin(), pattern.end(),
                     [&](char a, char b) { return lower(a) == lower(b); }) != text.end();
}
