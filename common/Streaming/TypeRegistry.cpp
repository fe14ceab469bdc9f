/**
 * @file Streaming/TypeRegistry.cpp
 * The process-wide registry of streamable classes and enums, filled lazily from the published
 * functions.
 */
#include "Streaming/TypeRegistry.h"
#include "Streaming/FunctionList.h"
#include "Streaming/TypeInfo.h"
#include <cctype>
#include <cstdlib>
#include <cxxabi.h>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace
{
  struct ClassEntry
  {
    std::string base;
    std::vector<TypeRegistry::Attribute> attributes;
  };

  struct EnumEntry
  {
    std::vector<std::string> constants;
    std::unordered_map<std::string, int> values;
  };

  struct Registry
  {
    std::recursive_mutex mutex;
    std::unordered_map<std::string, ClassEntry> classes;
    std::unordered_map<std::string, EnumEntry> enums;
    std::vector<std::string> classOrder;
    std::vector<std::string> enumOrder;
  };

  Registry& registry()
  {
    static Registry instance;
    return instance;
  }

  /** Runs pending registration functions; returns the locked registry. */
  std::unique_lock<std::recursive_mutex> ready(Registry*& r)
  {
    // Registration functions run before the registry is locked: they lock it themselves, and
    // the list is always locked before the registry, never the other way around.
    if(FunctionList::pending())
      FunctionList::execute();
    r = &registry();
    return std::unique_lock(r->mutex);
  }

  /** The trailing identifier of a registered text ("(float)(3.f) pi" -> "pi"). */
  std::string trimName(const char* name)
  {
    std::string s(name);
    std::size_t end = s.size();
    while(end > 0 && std::isspace(static_cast<unsigned char>(s[end - 1])))
      --end;
    std::size_t begin = end;
    while(begin > 0 && (std::isalnum(static_cast<unsigned char>(s[begin - 1])) || s[begin - 1] == '_' || s[begin - 1] == '.'))
      --begin;
    return s.substr(begin, end - begin);
  }

  void replaceAll(std::string& s, const std::string& from, const std::string& to)
  {
    for(std::size_t pos = s.find(from); pos != std::string::npos; pos = s.find(from, pos + to.size()))
      s.replace(pos, from.size(), to);
  }

  bool isIdentifierChar(char c)
  {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  }

  /** Removes the suffixes of integer literals: "3ul" -> "3" (only whole words). */
  void removeIntegerSuffixes(std::string& s)
  {
    std::string result;
    result.reserve(s.size());
    for(std::size_t i = 0; i < s.size();)
    {
      if(std::isdigit(static_cast<unsigned char>(s[i])) && (i == 0 || !isIdentifierChar(s[i - 1])))
      {
        std::size_t end = i;
        while(end < s.size() && std::isdigit(static_cast<unsigned char>(s[end])))
          ++end;
        std::size_t suffix = end;
        while(suffix < s.size() && (s[suffix] == 'u' || s[suffix] == 'l') && suffix - end < 3)
          ++suffix;
        result.append(s, i, end - i);
        i = suffix < s.size() && isIdentifierChar(s[suffix]) ? end : suffix;
        continue;
      }
      result += s[i++];
    }
    s = std::move(result);
  }

  /** Finds the end of the template argument list whose '<' is at open; npos if unbalanced. */
  std::size_t matchingAngle(const std::string& s, std::size_t open)
  {
    int depth = 0;
    for(std::size_t i = open; i < s.size(); ++i)
      if(s[i] == '<')
        ++depth;
      else if(s[i] == '>' && --depth == 0)
        return i;
    return std::string::npos;
  }

  /** Splits a template argument list at top-level commas. */
  std::vector<std::string> splitArguments(const std::string& s)
  {
    std::vector<std::string> result;
    int depth = 0;
    std::size_t start = 0;
    for(std::size_t i = 0; i < s.size(); ++i)
      if(s[i] == '<' || s[i] == '(' || s[i] == '[')
        ++depth;
      else if(s[i] == '>' || s[i] == ')' || s[i] == ']')
        --depth;
      else if(s[i] == ',' && depth == 0)
      {
        result.push_back(s.substr(start, i - start));
        start = i + 1;
      }
    result.push_back(s.substr(start));
    return result;
  }

  /**
   * Rewrites one occurrence of a container template: std::array<T,N> -> T[N],
   * std::vector<T,...>, std::list<T,...>, std::optional<T> -> T*. Returns false if none found.
   */
  bool rewriteContainer(std::string& s)
  {
    static const char* const templates[] = {"std::array<", "std::vector<", "std::list<", "std::optional<"};
    for(const char* t : templates)
    {
      const std::size_t pos = s.find(t);
      if(pos == std::string::npos)
        continue;
      const std::size_t open = pos + std::char_traits<char>::length(t) - 1;
      const std::size_t close = matchingAngle(s, open);
      if(close == std::string::npos)
        continue;
      const std::vector<std::string> args = splitArguments(s.substr(open + 1, close - open - 1));
      std::string replacement;
      if(t[5] == 'a' && args.size() == 2)
        replacement = args[0] + "[" + args[1] + "]";
      else
        replacement = args[0] + "*";
      s.replace(pos, close - pos + 1, replacement);
      return true;
    }
    return false;
  }
}

void TypeRegistry::addClass(const char* type, const char* base)
{
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto [entry, inserted] = r.classes.try_emplace(type);
  entry->second.base = base ? base : "";
  entry->second.attributes.clear();
  if(inserted)
    r.classOrder.emplace_back(type);
}

void TypeRegistry::addAttribute(const char* type, const char* attributeType, const char* name)
{
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.classes[type].attributes.push_back({attributeType, trimName(name)});
}

void TypeRegistry::addEnum(const char* type)
{
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto [entry, inserted] = r.enums.try_emplace(type);
  entry->second = EnumEntry();
  if(inserted)
    r.enumOrder.emplace_back(type);
}

void TypeRegistry::addEnumConstant(const char* type, const char* name)
{
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  EnumEntry& entry = r.enums[type];
  std::string text(name);
  const std::size_t equals = text.find('=');
  if(equals != std::string::npos)
  {
    // "x = previous": x has the value of the constant registered last, which it renames.
    text = trimName(text.substr(0, equals).c_str());
    if(!entry.constants.empty())
    {
      entry.values.erase(entry.constants.back());
      entry.constants.back() = text;
      entry.values[text] = static_cast<int>(entry.constants.size()) - 1;
      return;
    }
  }
  else
    text = trimName(name);
  entry.values[text] = static_cast<int>(entry.constants.size());
  entry.constants.push_back(text);
}

const char* TypeRegistry::getEnumName(const char* type, int value)
{
  Registry* r;
  auto lock = ready(r);
  const auto entry = r->enums.find(type);
  if(entry == r->enums.end() || value < 0 || value >= static_cast<int>(entry->second.constants.size()))
    return nullptr;
  return entry->second.constants[value].c_str();
}

int TypeRegistry::getEnumValue(const char* type, const std::string& name)
{
  Registry* r;
  auto lock = ready(r);
  const auto entry = r->enums.find(type);
  if(entry == r->enums.end())
    return -1;
  const auto value = entry->second.values.find(name);
  return value == entry->second.values.end() ? -1 : value->second;
}

std::vector<std::string> TypeRegistry::getEnumConstants(const char* type)
{
  Registry* r;
  auto lock = ready(r);
  const auto entry = r->enums.find(type);
  return entry == r->enums.end() ? std::vector<std::string>() : entry->second.constants;
}

bool TypeRegistry::isEnum(const char* type)
{
  Registry* r;
  auto lock = ready(r);
  return r->enums.contains(type);
}

bool TypeRegistry::isClass(const char* type)
{
  Registry* r;
  auto lock = ready(r);
  return r->classes.contains(type);
}

std::vector<TypeRegistry::Attribute> TypeRegistry::getAttributes(const char* type)
{
  Registry* r;
  auto lock = ready(r);
  std::vector<Attribute> result;
  std::vector<const ClassEntry*> chain;
  for(auto entry = r->classes.find(type); entry != r->classes.end() && chain.size() < 64;
      entry = entry->second.base.empty() ? r->classes.end() : r->classes.find(entry->second.base))
    chain.push_back(&entry->second);
  for(auto c = chain.rbegin(); c != chain.rend(); ++c)
    result.insert(result.end(), (*c)->attributes.begin(), (*c)->attributes.end());
  return result;
}

std::string TypeRegistry::demangle(const char* type)
{
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> demangled(abi::__cxa_demangle(type, nullptr, nullptr, &status), std::free);
  if(status != 0 || !demangled)
    return "UNKNOWN";
  return normalize(demangled.get());
}

std::string TypeRegistry::normalize(std::string name)
{
  replaceAll(name, "::__1", "");
  replaceAll(name, "::__cxx11", "");
  removeIntegerSuffixes(name);
  replaceAll(name, ", ", ",");
  replaceAll(name, " >", ">");
  replaceAll(name, " [", "[");
  for(std::size_t pos = name.find(" (*"); pos != std::string::npos; pos = name.find(" (*", pos))
  {
    const std::size_t close = name.find(')', pos);
    name.erase(pos, close == std::string::npos ? std::string::npos : close - pos + 1);
  }
  replaceAll(name, "std::basic_string<char,std::char_traits<char>,std::allocator<char>>", "std::string");
  replaceAll(name, "std::basic_string<char>", "std::string");
  for(int i = 0; i < 100 && rewriteContainer(name); ++i)
    ;
  return name;
}

void TypeRegistry::fill(TypeInfo& info)
{
  Registry* r;
  auto lock = ready(r);
  for(const char* primitive : {"bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int",
                               "unsigned int", "float", "double", "std::string", "Angle"})
    info.primitives.insert(primitive);
  for(const std::string& name : r->enumOrder)
    info.enums[demangle(name.c_str())] = r->enums[name].constants;
  for(const std::string& name : r->classOrder)
  {
    std::vector<TypeInfo::Attribute>& attributes = info.classes[demangle(name.c_str())];
    attributes.clear();
    for(const Attribute& attribute : getAttributes(name.c_str()))
      attributes.push_back({demangle(attribute.type.c_str()), attribute.name});
  }
}
