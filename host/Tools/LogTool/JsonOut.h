/**
 * @file JsonOut.h
 * A structured output stream that writes compact JSON straight into a string, for the
 * messages of an MCAP export: records become objects, arrays arrays, enums their constant
 * names (TypeInfoStreamer writes them as strings), numbers numbers.
 *
 *   std::string json;
 *   JsonOut out(json);
 *   streamer.convert(in, out, "FrameInfo", error);   // {"time":1000}
 *
 * Floats are written with the fewest digits that read back exactly; NaN and infinities, which
 * JSON has not, as null. Angles are numbers in radians. Strings are escaped; bytes that are
 * not UTF-8 become U+FFFD.
 */
#pragma once

#include "Streaming/InOut.h"
#include <string>
#include <string_view>
#include <vector>

class JsonOut : public Out
{
public:
  /** Appends to target. */
  explicit JsonOut(std::string& target) : Out(false, true), target(&target) {}

  /** Appends to another string from now on, with no value open. */
  void retarget(std::string& to)
  {
    target = &to;
    first.clear();
  }

  void outBool(bool value) override { *target += value ? "true" : "false"; }
  void outChar(char value) override { integer(value); }
  void outSChar(signed char value) override { integer(value); }
  void outUChar(unsigned char value) override { integer(value); }
  void outShort(short value) override { integer(value); }
  void outUShort(unsigned short value) override { integer(value); }
  void outInt(int value) override { integer(value); }
  void outUInt(unsigned value) override { integer(value); }
  void outFloat(float value) override;
  void outDouble(double value) override;
  void outString(const char* value, std::size_t length) override { appendString(*target, std::string_view(value, length)); }
  void outAngle(const Angle& value) override;
  void outEndL() override {}

  void beginArray(std::size_t size, bool dynamic) override;
  void endArray() override;
  void select(const char* name, int type, const char* enumType = nullptr) override;
  void beginRecord() override;
  void endRecord() override;

  /** Appends text as a JSON string: quoted, escaped, bytes that are not UTF-8 replaced by U+FFFD. */
  static void appendString(std::string& out, std::string_view text);
  /** The text with every byte that is not part of valid UTF-8 replaced by U+FFFD. */
  static std::string validUtf8(std::string_view text);

protected:
  void writeRaw(const void* p, std::size_t size) override { target->append(static_cast<const char*>(p), size); }

private:
  void integer(long long value);

  std::string* target;
  std::vector<bool> first; ///< Per open object or array: no member written yet.
};
