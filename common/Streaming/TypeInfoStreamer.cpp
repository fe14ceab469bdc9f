/**
 * @file Streaming/TypeInfoStreamer.cpp
 * Converting streamed data of a type described by a TypeInfo (logs of other versions).
 */
#include "Streaming/TypeInfoStreamer.h"
#include <charconv>

namespace
{
  /** Whether the stream accepted the value (binary and text streams fail only at the end). */
  bool ok(In& in, std::string& error)
  {
    if(in.failed())
    {
      error = in.error();
      return false;
    }
    return true;
  }
}

bool TypeInfoStreamer::convert(In& in, Out& out, const std::string& type, std::string& error) const
{
  error.clear();
  const std::size_t remaining = in.isStructured() ? 0 : in.remaining();
  budget = (std::size_t(1) << 22) + (remaining < (std::size_t(1) << 28) ? remaining * 4 : std::size_t(1) << 30);
  return value(in, out, type, 0, error) && ok(in, error);
}

bool TypeInfoStreamer::value(In& in, Out& out, const std::string& type, unsigned depth, std::string& error) const
{
  if(budget == 0)
  {
    error = "type " + type + " describes more values than the input can hold";
    return false;
  }
  --budget;
  if(depth > maxDepth)
  {
    error = "type " + type + " is nested deeper than " + std::to_string(maxDepth) + " levels";
    return false;
  }
  if(type.ends_with('*'))
    return array(in, out, type.substr(0, type.size() - 1), In::dynamicSize, depth, error);
  if(type.ends_with(']'))
  {
    const std::size_t open = type.rfind('[');
    std::size_t size = 0;
    if(open == std::string::npos ||
       std::from_chars(type.data() + open + 1, type.data() + type.size() - 1, size).ptr != type.data() + type.size() - 1)
    {
      error = "malformed array type " + type;
      return false;
    }
    return array(in, out, type.substr(0, open), size, depth, error);
  }
  if(info.primitives.contains(type))
  {
    if(!primitive(in, out, type))
    {
      error = "unknown primitive type " + type;
      return false;
    }
    return ok(in, error);
  }
  if(const auto e = info.enums.find(type); e != info.enums.end())
    return enumeration(in, out, type, e->second, error);
  const auto c = info.classes.find(type);
  if(c == info.classes.end())
  {
    error = "unknown type " + type;
    return false;
  }
  if(in.isStructured())
    in.beginRecord();
  if(out.isStructured())
    out.beginRecord();
  for(const TypeInfo::Attribute& attribute : c->second)
  {
    if(in.isStructured())
      in.select(attribute.name.c_str(), -2);
    if(out.isStructured())
      out.select(attribute.name.c_str(), -2);
    const bool converted = value(in, out, attribute.type, depth + 1, error);
    if(out.isStructured())
      out.deselect();
    if(in.isStructured())
      in.deselect();
    if(!converted)
    {
      error = attribute.name + (error.starts_with("[") ? "" : ": ") + error;
      return false;
    }
  }
  if(out.isStructured())
    out.endRecord();
  if(in.isStructured())
    in.endRecord();
  return true;
}

bool TypeInfoStreamer::array(In& in, Out& out, const std::string& element, std::size_t fixedSize, unsigned depth, std::string& error) const
{
  const bool dynamic = fixedSize == In::dynamicSize;
  if(!dynamic && fixedSize > in.remaining() && !in.isStructured())
  {
    error = "fixed array of " + std::to_string(fixedSize) + " elements is longer than the rest of the input";
    return false;
  }
  const std::size_t size = in.beginArray(fixedSize);
  if(!ok(in, error))
    return false;
  out.beginArray(size, dynamic);
  for(std::size_t i = 0; i < size; ++i)
  {
    if(in.isStructured())
      in.select(nullptr, static_cast<int>(i));
    if(out.isStructured())
      out.select(nullptr, static_cast<int>(i));
    const bool converted = value(in, out, element, depth + 1, error);
    if(out.isStructured())
      out.deselect();
    if(in.isStructured())
      in.deselect();
    if(!converted)
    {
      error = "[" + std::to_string(i) + "]" + (error.starts_with("[") ? "" : ": ") + error;
      return false;
    }
  }
  out.endArray();
  in.endArray();
  return true;
}

bool TypeInfoStreamer::enumeration(In& in, Out& out, const std::string& type, const std::vector<std::string>& constants, std::string& error) const
{
  unsigned char v = 0;
  if(in.isStructured())
  {
    std::string name;
    in >> name;
    std::size_t i = 0;
    while(i < constants.size() && constants[i] != name)
      ++i;
    if(i == constants.size() || i > 255)
    {
      error = "'" + name + "' is not a constant of " + type;
      return false;
    }
    v = static_cast<unsigned char>(i);
  }
  else
    in >> v;
  if(!ok(in, error))
    return false;
  if(out.isStructured())
    out << (v < constants.size() ? constants[v] : std::string("UNKNOWN"));
  else
    out << v;
  return true;
}

bool TypeInfoStreamer::primitive(In& in, Out& out, const std::string& type) const
{
  auto copy = [&](auto v) {
    in >> v;
    out << v;
    return true;
  };
  if(type == "bool")
    return copy(false);
  if(type == "char")
    return copy(char());
  if(type == "signed char")
    return copy(static_cast<signed char>(0));
  if(type == "unsigned char")
    return copy(static_cast<unsigned char>(0));
  if(type == "short")
    return copy(short());
  if(type == "unsigned short")
    return copy(static_cast<unsigned short>(0));
  if(type == "int")
    return copy(0);
  if(type == "unsigned int")
    return copy(0u);
  if(type == "float")
    return copy(0.f);
  if(type == "double")
    return copy(0.0);
  if(type == "std::string")
    return copy(std::string());
  if(type == "Angle")
    return copy(Angle());
  return false;
}
