/**
 * @file JsonSchema.cpp
 * JSON schemas of logged types and of the Foxglove message types.
 */
#include "JsonSchema.h"
#include "JsonOut.h"
#include <algorithm>
#include <charconv>
#include <map>

namespace
{
  constexpr unsigned maxDepth = 64;

  /** The schema of a primitive type, or "" if it is none that TypeInfoStreamer knows. */
  const char* primitive(const std::string& type)
  {
    static const std::map<std::string, const char*> schemas = {
      {"bool", R"({"type":"boolean"})"},
      {"char", R"({"type":"integer","minimum":-128,"maximum":127})"},
      {"signed char", R"({"type":"integer","minimum":-128,"maximum":127})"},
      {"unsigned char", R"({"type":"integer","minimum":0,"maximum":255})"},
      {"short", R"({"type":"integer","minimum":-32768,"maximum":32767})"},
      {"unsigned short", R"({"type":"integer","minimum":0,"maximum":65535})"},
      {"int", R"({"type":"integer","minimum":-2147483648,"maximum":2147483647})"},
      {"unsigned int", R"({"type":"integer","minimum":0,"maximum":4294967295})"},
      {"float", R"({"type":"number"})"},
      {"double", R"({"type":"number"})"},
      {"Angle", R"({"type":"number","description":"radians"})"},
      {"std::string", R"({"type":"string"})"},
    };
    const auto i = schemas.find(type);
    return i == schemas.end() ? "" : i->second;
  }

  /** Builds schemas, bounded in depth and size. */
  class Builder
  {
  public:
    Builder(const TypeInfo& info, std::string& out, std::size_t maxSize) : info(info), out(out), maxSize(maxSize) {}

    bool value(const std::string& type, unsigned depth, std::string& error)
    {
      if(depth > maxDepth)
      {
        error = "type " + type + " is nested deeper than " + std::to_string(maxDepth) + " levels";
        return false;
      }
      if(out.size() > maxSize)
      {
        error = "its schema would be larger than " + std::to_string(maxSize) + " bytes";
        return false;
      }
      if(type.ends_with('*'))
      {
        out += R"({"type":"array","items":)";
        if(!value(type.substr(0, type.size() - 1), depth + 1, error))
          return false;
        out += '}';
        return true;
      }
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
        out += R"({"type":"array","minItems":)" + std::to_string(size) + R"(,"maxItems":)" + std::to_string(size) + R"(,"items":)";
        if(!value(type.substr(0, open), depth + 1, error))
          return false;
        out += '}';
        return true;
      }
      if(info.primitives.contains(type))
      {
        const char* schema = primitive(type);
        out += *schema ? schema : "{}";
        return true;
      }
      if(const auto e = info.enums.find(type); e != info.enums.end())
      {
        out += R"({"type":"string","title":)";
        JsonOut::appendString(out, type);
        out += R"(,"enum":[)";
        for(std::size_t i = 0; i < e->second.size(); ++i)
        {
          if(i)
            out += ',';
          JsonOut::appendString(out, e->second[i]);
        }
        // TypeInfoStreamer writes values beyond the constants as "UNKNOWN".
        if(std::find(e->second.begin(), e->second.end(), "UNKNOWN") == e->second.end())
          out += e->second.empty() ? R"("UNKNOWN")" : R"(,"UNKNOWN")";
        out += "]}";
        return true;
      }
      const auto c = info.classes.find(type);
      if(c == info.classes.end())
      {
        out += "{}";
        return true;
      }
      out += R"({"type":"object","title":)";
      JsonOut::appendString(out, type);
      out += R"(,"properties":{)";
      for(std::size_t i = 0; i < c->second.size(); ++i)
      {
        if(i)
          out += ',';
        JsonOut::appendString(out, c->second[i].name);
        out += ':';
        if(!value(c->second[i].type, depth + 1, error))
        {
          error = c->second[i].name + ": " + error;
          return false;
        }
      }
      out += R"(},"required":[)";
      for(std::size_t i = 0; i < c->second.size(); ++i)
      {
        if(i)
          out += ',';
        JsonOut::appendString(out, c->second[i].name);
      }
      out += "]}";
      return true;
    }

  private:
    const TypeInfo& info;
    std::string& out;
    std::size_t maxSize;
  };

  constexpr const char* timeSchema =
    R"({"type":"object","title":"time","properties":{"sec":{"type":"integer","minimum":0},"nsec":{"type":"integer","minimum":0,"maximum":999999999}}})";
}

bool JsonSchema::of(const TypeInfo& info, const std::string& type, std::string& schema, std::string& error, std::size_t maxSize)
{
  schema.clear();
  Builder builder(info, schema, maxSize);
  if(!builder.value(type, 0, error))
    return false;
  if(schema.size() > maxSize)
  {
    error = "its schema would be larger than " + std::to_string(maxSize) + " bytes";
    return false;
  }
  return true;
}

const std::string& JsonSchema::compressedImage()
{
  static const std::string schema = std::string(R"({"title":"foxglove.CompressedImage","type":"object","properties":{"timestamp":)") +
                                    timeSchema +
                                    R"(,"frame_id":{"type":"string"},"data":{"type":"string","contentEncoding":"base64"},)"
                                    R"("format":{"type":"string"}}})";
  return schema;
}

const std::string& JsonSchema::rawImage()
{
  static const std::string schema = std::string(R"({"title":"foxglove.RawImage","type":"object","properties":{"timestamp":)") + timeSchema +
                                    R"(,"frame_id":{"type":"string"},"width":{"type":"integer","minimum":0},)"
                                    R"("height":{"type":"integer","minimum":0},"encoding":{"type":"string"},)"
                                    R"("step":{"type":"integer","minimum":0},"data":{"type":"string","contentEncoding":"base64"}}})";
  return schema;
}

const std::string& JsonSchema::log()
{
  static const std::string schema = std::string(R"({"title":"foxglove.Log","type":"object","properties":{"timestamp":)") + timeSchema +
                                    R"(,"level":{"title":"foxglove.LogLevel","oneOf":[{"title":"UNKNOWN","const":0},)"
                                    R"({"title":"DEBUG","const":1},{"title":"INFO","const":2},{"title":"WARNING","const":3},)"
                                    R"({"title":"ERROR","const":4},{"title":"FATAL","const":5}]},)"
                                    R"("message":{"type":"string"},"name":{"type":"string"},"file":{"type":"string"},)"
                                    R"("line":{"type":"integer","minimum":0}}})";
  return schema;
}

const std::string& JsonSchema::annotation()
{
  static const std::string schema =
    R"({"title":"touchline.Annotation","type":"object","properties":{"frame":{"type":"integer","minimum":0},)"
    R"("thread":{"type":"string"},"number":{"type":"integer","minimum":0},"name":{"type":"string"},)"
    R"("description":{"type":"string"}},"required":["frame","thread","number","name","description"]})";
  return schema;
}
