/**
 * @file JsonOut.cpp
 * Writing compact JSON.
 */
#include "JsonOut.h"
#include "Math/Angle.h"
#include "Streaming/ConfigMapText.h"
#include <charconv>
#include <cmath>

void JsonOut::integer(long long value)
{
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  target->append(buffer, result.ptr);
}

void JsonOut::outFloat(float value)
{
  if(!std::isfinite(value))
  {
    *target += "null";
    return;
  }
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  target->append(buffer, result.ptr);
}

void JsonOut::outDouble(double value)
{
  if(!std::isfinite(value))
  {
    *target += "null";
    return;
  }
  char buffer[40];
  const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
  target->append(buffer, result.ptr);
}

void JsonOut::outAngle(const Angle& value)
{
  outFloat(static_cast<float>(value));
}

void JsonOut::beginArray(std::size_t, bool)
{
  *target += '[';
  first.push_back(true);
}

void JsonOut::endArray()
{
  *target += ']';
  if(!first.empty())
    first.pop_back();
}

void JsonOut::beginRecord()
{
  *target += '{';
  first.push_back(true);
}

void JsonOut::endRecord()
{
  *target += '}';
  if(!first.empty())
    first.pop_back();
}

void JsonOut::select(const char* name, int type, const char*)
{
  if(!first.empty())
  {
    if(!first.back())
      *target += ',';
    first.back() = false;
  }
  if(name && type < 0)
  {
    appendString(*target, name);
    *target += ':';
  }
}

void JsonOut::appendString(std::string& out, std::string_view text)
{
  static constexpr char hex[] = "0123456789abcdef";
  out += '"';
  std::size_t i = 0;
  while(i < text.size())
  {
    // Plain runs (the usual text) are appended at once.
    std::size_t run = i;
    while(run < text.size())
    {
      const auto c = static_cast<unsigned char>(text[run]);
      if(c < 0x20 || c == '"' || c == '\\' || c >= 0x80)
        break;
      ++run;
    }
    out.append(text.data() + i, run - i);
    i = run;
    if(i == text.size())
      break;
    const auto c = static_cast<unsigned char>(text[i]);
    if(c >= 0x80)
    {
      const std::size_t length = ConfigMap::Text::utf8Length(text, i);
      if(length == 0)
      {
        out += "\xef\xbf\xbd";
        ++i;
      }
      else
      {
        out.append(text.data() + i, length);
        i += length;
      }
      continue;
    }
    switch(c)
    {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        out += "\\u00";
        out += hex[c >> 4];
        out += hex[c & 15];
    }
    ++i;
  }
  out += '"';
}

std::string JsonOut::validUtf8(std::string_view text)
{
  std::string result;
  result.reserve(text.size());
  for(std::size_t i = 0; i < text.size();)
  {
    const std::size_t length = ConfigMap::Text::utf8Length(text, i);
    if(length == 0)
    {
      result += "\xef\xbf\xbd";
      ++i;
    }
    else
    {
      result.append(text.data() + i, length);
      i += length;
    }
  }
  return result;
}
