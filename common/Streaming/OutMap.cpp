/**
 * @file Streaming/OutMap.cpp
 * Writing objects as config maps and JSON (building a ConfigMap tree).
 */
#include "Streaming/OutMap.h"
#include "Platform/File.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeRegistry.h"

void OutMap::literal(std::string value, bool isString)
{
  ConfigMap::Node* node = current();
  if(!node)
    return;
  node->kind = ConfigMap::Node::literal;
  node->text = std::move(value);
  node->quoted = isString;
}

void OutMap::integer(long long value)
{
  if(!stack.empty() && stack.back().enumType)
  {
    const char* name = TypeRegistry::getEnumName(stack.back().enumType, static_cast<int>(value));
    literal(name ? name : "UNKNOWN", true);
    return;
  }
  std::string s;
  OutText::formatInt(s, value);
  literal(std::move(s), false);
}

void OutMap::outBool(bool value)
{
  literal(value ? "true" : "false", false);
}

void OutMap::outFloat(float value)
{
  std::string s;
  OutText::formatFloat(s, value);
  literal(std::move(s), false);
}

void OutMap::outDouble(double value)
{
  std::string s;
  OutText::formatDouble(s, value);
  literal(std::move(s), false);
}

void OutMap::outString(const char* value, std::size_t length)
{
  literal(std::string(value, length), true);
}

void OutMap::outAngle(const Angle& value)
{
  std::string s;
  OutText::formatAngle(s, value);
  literal(std::move(s), false);
}

void OutMap::beginArray(std::size_t size, bool)
{
  if(ConfigMap::Node* node = current())
  {
    node->kind = ConfigMap::Node::array;
    node->children.reserve(size);
  }
}

void OutMap::select(const char* name, int type, const char* enumType)
{
  ConfigMap::Node* parent = current();
  if(!parent)
    return;
  ConfigMap::Node& child = parent->children.emplace_back();
  child.kind = ConfigMap::Node::literal;
  if(name && type < 0)
    child.name = name;
  stack.push_back({&child, enumType});
}

void OutMap::deselect()
{
  if(stack.size() > 1)
    stack.pop_back();
}

void OutMap::beginRecord()
{
  if(stack.empty())
  {
    root = ConfigMap::Node();
    stack.push_back({&root, nullptr});
  }
  else
  {
    stack.back().node->kind = ConfigMap::Node::record;
    stack.back().enumType = nullptr;
  }
}

void OutMap::endRecord()
{
  if(stack.size() == 1)
  {
    stack.clear();
    text.clear();
    ConfigMap::write(text, root, syntax, layout, maxCollapsedLength);
    emit(text);
    root = ConfigMap::Node();
  }
}

OutMapFile::OutMapFile(const std::string& name, Layout layout, std::size_t maxCollapsedLength)
  : OutMap(ConfigMap::syntaxOf(name), layout, maxCollapsedLength), fullName(File::resolve(name))
{
  file = std::fopen(fullName.c_str(), "wb");
}

OutMapFile::~OutMapFile()
{
  if(file)
    std::fclose(file);
}

bool OutMapFile::exists() const
{
  return file != nullptr;
}

void OutMapFile::emit(const std::string& text)
{
  if(file)
    std::fwrite(text.data(), 1, text.size(), file);
}
