/**
 * @file Streaming/InMap.cpp
 * Reading objects from config maps and JSON, with errors naming file(line, column) and the field.
 */
#include "Streaming/InMap.h"
#include "Platform/File.h"
#include "Streaming/InStreams.h"
#include "Streaming/TypeRegistry.h"
#include <cstdio>
#include <limits>

InMap::InMap(std::string name, unsigned errorMask, bool printErrors)
  : In(false, true), name(std::move(name)), errorMask(errorMask), printErrors(printErrors) {}

void InMap::parse(std::string_view text, ConfigMap::Syntax syntax)
{
  std::vector<ConfigMap::Error> syntaxErrors;
  parsed = ConfigMap::parse(text, syntax, root, syntaxErrors);
  for(const ConfigMap::Error& e : syntaxErrors)
    report(name + "(" + std::to_string(e.position.line) + ", " + std::to_string(e.position.column) + "): " + e.message);
}

void InMap::report(const std::string& message)
{
  errorList.push_back(message);
  if(printErrors)
    std::fprintf(stderr, "Error: %s\n", message.c_str());
}

void InMap::error(ErrorKind kind, const std::string& message)
{
  if(errorMask & kind)
    report(name + ", " + path() + ": " + message);
}

std::string InMap::path() const
{
  std::string result;
  for(const Entry& entry : stack)
    if(entry.name)
    {
      if(!result.empty())
        result += '.';
      result += entry.name;
    }
    else if(entry.index >= 0)
      result += "[" + std::to_string(entry.index) + "]";
  return result.empty() ? std::string("(top level)") : result;
}

void InMap::checkUnused(const ConfigMap::Node& node)
{
  if(node.kind == ConfigMap::Node::record)
  {
    for(const ConfigMap::Node& child : node.children)
      if(!child.accessed)
        error(unusedAttribute, "unused attribute '" + child.name + "'");
  }
  else if(node.kind == ConfigMap::Node::array)
    for(std::size_t i = 0; i < node.children.size(); ++i)
      if(!node.children[i].accessed)
        error(unusedElement, "unused array element " + std::to_string(i));
}

void InMap::select(const char* fieldName, int type, const char* enumType)
{
  const ConfigMap::Node* parent = stack.empty() ? nullptr : stack.back().node;
  Entry entry{nullptr, fieldName && type < 0 ? fieldName : nullptr, fieldName && type < 0 ? -1 : type, enumType};
  if(parent)
  {
    if(entry.name)
    {
      if(parent->kind == ConfigMap::Node::record)
        entry.node = parent->find(fieldName);
      if(entry.node)
        entry.node->accessed = true;
      stack.push_back(entry);
      if(!entry.node && parent->kind == ConfigMap::Node::record)
        error(missingAttribute, "attribute '" + std::string(fieldName) + "' not found");
      return;
    }
    if(parent->kind == ConfigMap::Node::array && type >= 0)
    {
      if(static_cast<std::size_t>(type) < parent->children.size())
      {
        entry.node = &parent->children[type];
        entry.node->accessed = true;
      }
      stack.push_back(entry);
      if(!entry.node)
        error(outOfRange, "array index out of range");
      return;
    }
  }
  stack.push_back(entry);
}

void InMap::deselect()
{
  if(stack.size() > 1)
    stack.pop_back();
}

void InMap::beginRecord()
{
  if(stack.empty())
  {
    stack.push_back({parsed ? &root : nullptr, nullptr, -1, nullptr});
    return;
  }
  Entry& entry = stack.back();
  if(entry.node && entry.node->kind != ConfigMap::Node::record)
  {
    error(wrongValueType, "record expected");
    entry.node = nullptr;
  }
}

void InMap::endRecord()
{
  if(!stack.empty() && stack.back().node)
    checkUnused(*stack.back().node);
  if(stack.size() == 1)
    stack.clear();
}

std::size_t InMap::beginArray(std::size_t fixedSize)
{
  if(stack.empty())
    return 0;
  Entry& entry = stack.back();
  if(!entry.node)
    return 0;
  if(entry.node->kind != ConfigMap::Node::array)
  {
    error(wrongValueType, "array expected");
    entry.node = nullptr;
    return 0;
  }
  return fixedSize == dynamicSize ? entry.node->children.size() : fixedSize;
}

void InMap::endArray()
{
  if(!stack.empty() && stack.back().node)
    checkUnused(*stack.back().node);
}

const ConfigMap::Node* InMap::literalNode()
{
  if(stack.empty() || !stack.back().node)
    return nullptr;
  const ConfigMap::Node* node = stack.back().node;
  if(node->kind != ConfigMap::Node::literal)
  {
    error(wrongValueType, "literal expected");
    stack.back().node = nullptr;
    return nullptr;
  }
  return node;
}

template<typename T> void InMap::integer(T& value)
{
  const ConfigMap::Node* node = literalNode();
  if(!node)
    return;
  if(const char* enumType = stack.back().enumType)
  {
    const int v = TypeRegistry::getEnumValue(enumType, node->text);
    if(v >= 0)
    {
      value = static_cast<T>(v);
      return;
    }
    std::string expected;
    for(const std::string& constant : TypeRegistry::getEnumConstants(enumType))
      expected += (expected.empty() ? "'" : ", '") + constant + "'";
    error(wrongLiteralFormat, "expected one of " + expected + ", found '" + node->text + "'");
    return;
  }
  long long v = 0;
  if(!InText::parseInteger(node->text, v))
    error(wrongLiteralFormat, "wrong format: expected an integer, found '" + node->text + "'");
  else if(v < static_cast<long long>(std::numeric_limits<T>::min()) || v > static_cast<long long>(std::numeric_limits<T>::max()))
    error(wrongLiteralFormat, "wrong format: " + node->text + " is out of range");
  else
    value = static_cast<T>(v);
}

void InMap::inBool(bool& value)
{
  if(const ConfigMap::Node* node = literalNode(); node && !InText::parseBool(node->text, value))
    error(wrongLiteralFormat, "wrong format: expected true or false, found '" + node->text + "'");
}

void InMap::inFloat(float& value)
{
  if(const ConfigMap::Node* node = literalNode(); node && !InText::parseFloat(node->text, value))
    error(wrongLiteralFormat, "wrong format: expected a number, found '" + node->text + "'");
}

void InMap::inDouble(double& value)
{
  if(const ConfigMap::Node* node = literalNode(); node && !InText::parseDouble(node->text, value))
    error(wrongLiteralFormat, "wrong format: expected a number, found '" + node->text + "'");
}

void InMap::inString(std::string& value)
{
  if(const ConfigMap::Node* node = literalNode())
    value = node->text;
}

void InMap::inAngle(Angle& value)
{
  float radians = 0.f;
  if(const ConfigMap::Node* node = literalNode())
  {
    if(InText::parseAngle(node->text, radians))
      value = radians;
    else
      error(wrongLiteralFormat, "wrong format: expected an angle, found '" + node->text + "'");
  }
}

InMapFile::InMapFile(const std::string& fileName, unsigned errorMask, bool printErrors)
  : InMap(File::resolve(fileName), errorMask, printErrors)
{
  File file(fileName, "rb");
  if(!file.exists())
    return;
  const std::size_t size = file.getSize();
  if(size > maxSize)
  {
    report(file.getFullName() + "(1, 1): file larger than " + std::to_string(maxSize >> 20) + " MiB");
    return;
  }
  std::string text(size, '\0');
  text.resize(file.read(text.data(), size));
  parse(text, ConfigMap::syntaxOf(fileName));
}

InMapMemory::InMapMemory(const void* memory, std::size_t size, unsigned errorMask, ConfigMap::Syntax syntax,
                         const std::string& name, bool printErrors)
  : InMap(name, errorMask, printErrors)
{
  if(size > maxSize)
    report(name + "(1, 1): text larger than " + std::to_string(maxSize >> 20) + " MiB");
  else
    parse(std::string_view(static_cast<const char*>(memory), size), syntax);
}
