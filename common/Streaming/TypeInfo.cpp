/**
 * @file Streaming/TypeInfo.cpp
 * The type information of all streamable types, for logs and the host, and comparing types.
 */
#include "Streaming/TypeInfo.h"
#include "Streaming/InOut.h"
#include "Streaming/TypeRegistry.h"
#include <algorithm>
#include <mutex>

const TypeInfo& TypeInfo::current()
{
  static TypeInfo info;
  static std::once_flag once;
  std::call_once(once, [] { info.fillFromRegistry(); });
  return info;
}

void TypeInfo::fillFromRegistry()
{
  TypeRegistry::fill(*this);
}

namespace
{
  /** Splits "T[N]" or "T*" into element type and kind; returns false for other names. */
  bool splitArray(const std::string& type, std::string& element, std::string& size)
  {
    if(type.ends_with('*'))
    {
      element = type.substr(0, type.size() - 1);
      size.clear();
      return true;
    }
    if(type.ends_with(']'))
    {
      const std::size_t open = type.rfind('[');
      if(open == std::string::npos)
        return false;
      element = type.substr(0, open);
      size = type.substr(open + 1, type.size() - open - 2);
      return true;
    }
    return false;
  }

  bool equal(const TypeInfo& self, const TypeInfo& other, const std::string& thisType, const std::string& otherType, int depth)
  {
    if(depth > 64)
      return false;
    std::string thisElement, thisSize, otherElement, otherSize;
    const bool thisArray = splitArray(thisType, thisElement, thisSize);
    const bool otherArray = splitArray(otherType, otherElement, otherSize);
    if(thisArray || otherArray)
      return thisArray && otherArray && thisSize == otherSize && equal(self, other, thisElement, otherElement, depth + 1);
    if(self.primitives.contains(thisType) || other.primitives.contains(otherType))
      return thisType == otherType;
    const auto thisEnum = self.enums.find(thisType);
    const auto otherEnum = other.enums.find(otherType);
    if(thisEnum != self.enums.end() || otherEnum != other.enums.end())
      return thisEnum != self.enums.end() && otherEnum != other.enums.end() &&
             otherEnum->second.size() <= thisEnum->second.size() &&
             std::equal(otherEnum->second.begin(), otherEnum->second.end(), thisEnum->second.begin());
    const auto thisClass = self.classes.find(thisType);
    const auto otherClass = other.classes.find(otherType);
    if(thisClass == self.classes.end() || otherClass == other.classes.end())
      return false;
    if(thisClass->second.size() != otherClass->second.size())
      return false;
    for(std::size_t i = 0; i < thisClass->second.size(); ++i)
      if(!equal(self, other, thisClass->second[i].type, otherClass->second[i].type, depth + 1))
        return false;
    return true;
  }

  template<typename Map> std::vector<const typename Map::value_type*> sorted(const Map& map)
  {
    std::vector<const typename Map::value_type*> entries;
    for(const auto& entry : map)
      entries.push_back(&entry);
    std::sort(entries.begin(), entries.end(), [](auto a, auto b) { return a->first < b->first; });
    return entries;
  }

  /** Reads a count and checks it against the rest of the input. */
  bool readCount(In& in, unsigned& count, const char* what)
  {
    in >> count;
    if(in.failed())
      return false;
    if(count > TypeInfo::maxEntries || count > in.remaining())
    {
      in.fail(std::string("type info: ") + std::to_string(count) + " " + what + " cannot fit into the rest of the input");
      return false;
    }
    return true;
  }
}

bool TypeInfo::areTypesEqual(const TypeInfo& other, const std::string& thisType, const std::string& otherType) const
{
  return equal(*this, other, thisType, otherType, 0);
}

Out& operator<<(Out& out, const TypeInfo& info)
{
  out << (static_cast<unsigned>(info.primitives.size()) | 0x80000000u);
  for(const std::string& primitive : info.primitives)
    out << primitive;
  out << static_cast<unsigned>(info.classes.size());
  for(const auto* entry : sorted(info.classes))
  {
    out << entry->first << static_cast<unsigned>(entry->second.size());
    for(const TypeInfo::Attribute& attribute : entry->second)
      out << attribute.name << attribute.type;
  }
  out << static_cast<unsigned>(info.enums.size());
  for(const auto* entry : sorted(info.enums))
  {
    out << entry->first << static_cast<unsigned>(entry->second.size());
    for(const std::string& constant : entry->second)
      out << constant;
  }
  return out;
}

In& operator>>(In& in, TypeInfo& info)
{
  info = TypeInfo();
  unsigned count = 0;
  in >> count;
  const bool normalized = (count & 0x80000000u) != 0;
  count &= 0x7fffffffu;
  if(in.failed() || count > TypeInfo::maxEntries || count > in.remaining())
  {
    in.fail("type info: bad number of primitives");
    return in;
  }
  auto name = [&](std::string& s) {
    in >> s;
    if(!normalized)
      s = TypeRegistry::normalize(s);
  };
  for(unsigned i = 0; i < count && !in.failed(); ++i)
  {
    std::string primitive;
    name(primitive);
    info.primitives.insert(primitive);
  }
  if(!readCount(in, count, "classes"))
    return in;
  for(unsigned i = 0; i < count && !in.failed(); ++i)
  {
    std::string className;
    unsigned attributes = 0;
    name(className);
    if(!readCount(in, attributes, "attributes"))
      return in;
    std::vector<TypeInfo::Attribute>& list = info.classes[className];
    list.clear();
    for(unsigned j = 0; j < attributes && !in.failed(); ++j)
    {
      TypeInfo::Attribute attribute;
      in >> attribute.name;
      name(attribute.type);
      list.push_back(std::move(attribute));
    }
  }
  if(!readCount(in, count, "enums"))
    return in;
  for(unsigned i = 0; i < count && !in.failed(); ++i)
  {
    std::string enumName;
    unsigned constants = 0;
    name(enumName);
    if(!readCount(in, constants, "constants"))
      return in;
    std::vector<std::string>& list = info.enums[enumName];
    list.clear();
    for(unsigned j = 0; j < constants && !in.failed(); ++j)
    {
      std::string constant;
      in >> constant;
      list.push_back(std::move(constant));
    }
  }
  return in;
}
