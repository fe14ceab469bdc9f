/**
 * @file Console/TypeDescription.cpp
 */
#include "Console/TypeDescription.h"

std::string describeType(const TypeInfo& info, const std::string& type, unsigned depth)
{
  if(depth > 32)
    return type;
  if(type.ends_with("*"))
    return describeType(info, type.substr(0, type.size() - 1), depth + 1) + "[]";
  if(type.ends_with("]"))
  {
    const std::size_t open = type.rfind('[');
    if(open != std::string::npos)
      return describeType(info, type.substr(0, open), depth + 1) + type.substr(open);
  }
  if(const auto e = info.enums.find(type); e != info.enums.end())
  {
    std::string text = "enum {";
    for(std::size_t i = 0; i < e->second.size(); ++i)
      text += (i ? ", " : "") + e->second[i];
    return text + "}";
  }
  if(const auto c = info.classes.find(type); c != info.classes.end())
  {
    std::string text = "{";
    for(const TypeInfo::Attribute& attribute : c->second)
      text += describeType(info, attribute.type, depth + 1) + " " + attribute.name + "; ";
    if(text.size() > 1)
      text.pop_back();
    return text + "}";
  }
  return type;
}
