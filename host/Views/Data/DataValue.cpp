/**
 * @file Views/Data/DataValue.cpp
 * Reading, writing, comparing and showing values described by a TypeInfo.
 */
#include "DataValue.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfo.h"
#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace
{
  constexpr unsigned maxDepth = 64;

  /** Builds a value from binary data (in) or with default values (no in). */
  class Builder
  {
  public:
    Builder(const TypeInfo& info, In* in) : info(info), in(in) {}

    /** Builds a value; false: message says what, where says in which attribute ("outline[2].x"). */
    bool build(const std::string& type, DataValue& value, unsigned depth)
    {
      if(++values > DataValue::maxValues)
        return fail("the value has more than " + std::to_string(DataValue::maxValues) + " parts (too many to show)");
      if(depth > maxDepth)
        return fail("type " + type + " is nested deeper than " + std::to_string(maxDepth) + " levels");
      value.type = type;
      if(type.ends_with('*'))
      {
        value.kind = DataValue::Kind::dynamicArray;
        const std::size_t size = in ? in->beginArray(In::dynamicSize) : 0;
        return ok() && elements(type.substr(0, type.size() - 1), size, value, depth);
      }
      if(type.ends_with(']'))
      {
        const std::size_t open = type.rfind('[');
        std::size_t size = 0;
        if(open == std::string::npos ||
           std::from_chars(type.data() + open + 1, type.data() + type.size() - 1, size).ptr != type.data() + type.size() - 1)
          return fail("malformed array type " + type);
        value.kind = DataValue::Kind::fixedArray;
        return elements(type.substr(0, open), size, value, depth);
      }
      if(info.primitives.contains(type))
        return primitive(type, value);
      if(const auto e = info.enums.find(type); e != info.enums.end())
      {
        value.kind = DataValue::Kind::enumeration;
        std::shared_ptr<const std::vector<std::string>>& shared = constants[type];
        if(!shared)
          shared = std::make_shared<const std::vector<std::string>>(e->second);
        value.constants = shared;
        unsigned char index = 0;
        if(in)
          *in >> index;
        value.number = index;
        return ok();
      }
      const auto c = info.classes.find(type);
      if(c == info.classes.end())
        return fail("unknown type " + type);
      value.kind = DataValue::Kind::record;
      value.children.resize(c->second.size());
      for(std::size_t i = 0; i < c->second.size(); ++i)
      {
        DataValue& child = value.children[i];
        child.name = c->second[i].name;
        if(!build(c->second[i].type, child, depth + 1))
        {
          where = child.name + (where.empty() || where.starts_with('[') ? "" : ".") + where;
          return false;
        }
      }
      return true;
    }

    std::string message;
    std::string where;

  private:
    bool fail(const std::string& text)
    {
      message = text;
      return false;
    }

    bool ok()
    {
      return !in || !in->failed() || fail(in->error());
    }

    bool elements(const std::string& element, std::size_t size, DataValue& value, unsigned depth)
    {
      if(size > DataValue::maxValues - std::min(values, DataValue::maxValues))
        return fail("an array of " + std::to_string(size) + " elements (too many to show)");
      value.children.resize(size);
      for(std::size_t i = 0; i < size; ++i)
      {
        DataValue& child = value.children[i];
        child.name = "[" + std::to_string(i) + "]";
        if(!build(element, child, depth + 1))
        {
          where = child.name + (where.empty() || where.starts_with('[') ? "" : ".") + where;
          return false;
        }
      }
      return true;
    }

    template<typename T> bool get(DataValue& value, DataValue::Kind kind)
    {
      value.kind = kind;
      T v{};
      if(in)
        *in >> v;
      value.number = static_cast<double>(v);
      return ok();
    }

    bool primitive(const std::string& type, DataValue& value)
    {
      using Kind = DataValue::Kind;
      if(type == "bool")
        return get<bool>(value, Kind::boolean);
      if(type == "char")
        return get<char>(value, Kind::integer);
      if(type == "signed char")
        return get<signed char>(value, Kind::integer);
      if(type == "unsigned char")
        return get<unsigned char>(value, Kind::integer);
      if(type == "short")
        return get<short>(value, Kind::integer);
      if(type == "unsigned short")
        return get<unsigned short>(value, Kind::integer);
      if(type == "int")
        return get<int>(value, Kind::integer);
      if(type == "unsigned int")
        return get<unsigned>(value, Kind::integer);
      if(type == "float")
        return get<float>(value, Kind::real);
      if(type == "double")
        return get<double>(value, Kind::real);
      if(type == "Angle")
      {
        value.kind = Kind::angle;
        float radians = 0.f;
        if(in)
          *in >> radians; // binary: a float in radians
        value.number = radians;
        return ok();
      }
      if(type == "std::string")
      {
        value.kind = Kind::string;
        if(in)
          *in >> value.text;
        return ok();
      }
      return fail("unknown primitive type " + type);
    }

    const TypeInfo& info;
    In* in;
    std::size_t values = 0;
    std::unordered_map<std::string, std::shared_ptr<const std::vector<std::string>>> constants;
  };

  bool finish(const Builder& builder, std::string& error)
  {
    error = builder.where.empty() ? builder.message : builder.where + ": " + builder.message;
    return false;
  }

  std::string formatReal(double number, bool isFloat)
  {
    char buffer[40];
    const auto result = isFloat ? std::to_chars(buffer, buffer + sizeof(buffer), static_cast<float>(number))
                                : std::to_chars(buffer, buffer + sizeof(buffer), number);
    return std::string(buffer, result.ptr);
  }
}

bool DataValue::read(const TypeInfo& info, const std::string& type, const std::string& data, DataValue& value, std::string& error)
{
  InBinaryMemory in(data.data(), data.size());
  Builder builder(info, &in);
  value = DataValue();
  if(!builder.build(type, value, 0))
    return finish(builder, error);
  if(in.remaining() > 0)
  {
    error = "the data has " + std::to_string(in.remaining()) + " bytes more than a " + type + " holds";
    return false;
  }
  return true;
}

bool DataValue::makeDefault(const TypeInfo& info, const std::string& type, DataValue& value, std::string& error)
{
  Builder builder(info, nullptr);
  value = DataValue();
  return builder.build(type, value, 0) || finish(builder, error);
}

void DataValue::write(Out& out) const
{
  switch(kind)
  {
    case Kind::record:
    case Kind::fixedArray:
      break;
    case Kind::dynamicArray:
      out << static_cast<unsigned>(children.size());
      break;
    case Kind::enumeration:
      out << static_cast<unsigned char>(number);
      break;
    case Kind::boolean:
      out << (number != 0.0);
      break;
    case Kind::integer:
      if(type == "char")
        out << static_cast<char>(number);
      else if(type == "signed char")
        out << static_cast<signed char>(number);
      else if(type == "unsigned char")
        out << static_cast<unsigned char>(number);
      else if(type == "short")
        out << static_cast<short>(number);
      else if(type == "unsigned short")
        out << static_cast<unsigned short>(number);
      else if(type == "unsigned int")
        out << static_cast<unsigned>(number);
      else
        out << static_cast<int>(number);
      break;
    case Kind::real:
      if(type == "double")
        out << number;
      else
        out << static_cast<float>(number);
      break;
    case Kind::angle:
      out << static_cast<float>(number); // binary: a float in radians
      break;
    case Kind::string:
      out << text;
      break;
  }
  for(const DataValue& child : children)
    child.write(out);
}

std::string DataValue::binary() const
{
  OutBinaryMemory out;
  write(out);
  return std::string(out.data(), out.size());
}

bool DataValue::sameShape(const DataValue& other) const
{
  return kind == other.kind && type == other.type && children.size() == other.children.size();
}

bool DataValue::operator==(const DataValue& other) const
{
  if(!sameShape(other) || text != other.text ||
     !(number == other.number || (std::isnan(number) && std::isnan(other.number))))
    return false;
  for(std::size_t i = 0; i < children.size(); ++i)
    if(!(children[i] == other.children[i]))
      return false;
  return true;
}

std::string DataValue::display() const
{
  switch(kind)
  {
    case Kind::record:
      return "";
    case Kind::fixedArray:
    case Kind::dynamicArray:
      return std::to_string(children.size()) + (children.size() == 1 ? " element" : " elements");
    case Kind::enumeration:
    {
      const std::size_t index = static_cast<std::size_t>(number);
      return constants && index < constants->size() ? (*constants)[index] : "UNKNOWN (" + std::to_string(index) + ")";
    }
    case Kind::boolean:
      return number != 0.0 ? "true" : "false";
    case Kind::integer:
      return std::to_string(static_cast<long long>(number));
    case Kind::real:
      return formatReal(number, type != "double");
    case Kind::angle:
    {
      std::string degrees;
      OutText::formatAngle(degrees, static_cast<float>(number));
      if(degrees.ends_with("deg"))
        degrees.replace(degrees.size() - 3, 3, "°");
      return degrees;
    }
    case Kind::string:
      return text;
  }
  return "";
}

std::string DataValue::displayType(const std::string& type)
{
  return type == "Angle" ? "Angle (deg)" : shortType(type);
}

std::string DataValue::shortType(const std::string& type)
{
  if(type.ends_with('*'))
    return shortType(type.substr(0, type.size() - 1)) + "[]";
  if(type.ends_with(']'))
  {
    const std::size_t open = type.rfind('[');
    if(open != std::string::npos && open > 0)
      return shortType(type.substr(0, open)) + type.substr(open);
  }
  constexpr std::string_view prefix = "EnumIndexedArray<";
  if(type.starts_with(prefix) && type.ends_with('>'))
  {
    // EnumIndexedArray<Element,Enum,Enum_Info>: the element may have commas of its own.
    const std::string arguments = type.substr(prefix.size(), type.size() - prefix.size() - 1);
    const std::size_t info = arguments.rfind(',');
    const std::size_t enumStart = info == std::string::npos || info == 0 ? std::string::npos : arguments.rfind(',', info - 1);
    if(enumStart != std::string::npos)
      return shortType(arguments.substr(0, enumStart)) + "[" + arguments.substr(enumStart + 1, info - enumStart - 1) + "]";
  }
  return type;
}

bool DataValue::integerRange(const std::string& type, double& min, double& max)
{
  const auto range = [&](auto v) {
    using T = decltype(v);
    min = static_cast<double>(std::numeric_limits<T>::min());
    max = static_cast<double>(std::numeric_limits<T>::max());
    return true;
  };
  if(type == "char")
    return range(char());
  if(type == "signed char")
    return range(static_cast<signed char>(0));
  if(type == "unsigned char")
    return range(static_cast<unsigned char>(0));
  if(type == "short")
    return range(short());
  if(type == "unsigned short")
    return range(static_cast<unsigned short>(0));
  if(type == "int")
    return range(0);
  if(type == "unsigned int")
    return range(0u);
  return false;
}

void DataValue::setNumber(double value)
{
  double min = 0.0, max = 0.0;
  if(kind == Kind::integer && integerRange(type, min, max))
    number = std::isnan(value) ? 0.0 : std::clamp(std::round(value), min, max);
  else if(kind == Kind::boolean)
    number = value != 0.0 ? 1.0 : 0.0;
  else if(kind == Kind::enumeration)
    number = constants && !constants->empty() ? std::clamp(std::round(value), 0.0, static_cast<double>(constants->size() - 1)) : 0.0;
  else if((kind == Kind::real && type != "double") || kind == Kind::angle)
    number = static_cast<double>(static_cast<float>(value));
  else
    number = value;
}
