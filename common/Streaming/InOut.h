/**
 * @file Streaming/InOut.h
 * The abstract stream interfaces In and Out, the streaming operators for basic types, and endl.
 *
 * Every concrete stream (binary, text, raw text, config file, config map, message queue) is an
 * In or an Out, so code that streams data only depends on these two classes.
 *
 * Structured streams (config maps and anything else that needs the names of the values) set
 * isStructured(). Only for them the generic streaming code calls select()/deselect() and
 * beginRecord()/endRecord(); binary and text streams never see these calls, which keeps the
 * hot binary path free of them. Arrays are announced to every stream by beginArray(), which
 * writes the element count for dynamic arrays in the binary and text formats.
 */
#pragma once

#include "Math/Angle.h"
#include <bit>
#include <cstddef>
#include <cstring>
#include <string>

static_assert(std::endian::native == std::endian::little,
              "Touchline's binary formats are little endian and stream memory as it is");

namespace Streaming
{
  /** Memory a binary stream writes into without virtual calls (see Out::write). */
  struct WriteBuffer
  {
    char* data = nullptr;
    std::size_t used = 0;
    std::size_t capacity = 0;
  };

  /** Memory a binary stream reads from without virtual calls (see In::read). */
  struct ReadBuffer
  {
    const char* data = nullptr;
    std::size_t size = 0;
    std::size_t position = 0;
  };
}

/** The abstract base class of all output streams. */
class Out
{
public:
  virtual ~Out() = default;

  virtual void outBool(bool value) = 0;
  virtual void outChar(char value) = 0;
  virtual void outSChar(signed char value) = 0;
  virtual void outUChar(unsigned char value) = 0;
  virtual void outShort(short value) = 0;
  virtual void outUShort(unsigned short value) = 0;
  virtual void outInt(int value) = 0;
  virtual void outUInt(unsigned int value) = 0;
  virtual void outFloat(float value) = 0;
  virtual void outDouble(double value) = 0;
  virtual void outString(const char* value, std::size_t length) = 0;
  virtual void outAngle(const Angle& value) = 0;
  virtual void outEndL() = 0;

  /**
   * Writes raw bytes (in text formats they appear as they are). Binary memory streams copy
   * directly into their buffer; everything else goes through writeRaw().
   */
  [[gnu::always_inline]] void write(const void* p, std::size_t size)
  {
    if(direct && size <= direct->capacity - direct->used)
    {
      if(size)
        std::memcpy(direct->data + direct->used, p, size);
      direct->used += size;
    }
    else
      writeRaw(p, size);
  }

  /** The buffer of a binary memory stream, or nullptr. */
  Streaming::WriteBuffer* directBuffer() const { return direct; }

  /**
   * Starts an array. Binary and text streams write the element count if the array is
   * dynamic (std::vector, std::list, std::optional); fixed arrays have no count.
   */
  virtual void beginArray(std::size_t size, bool dynamic)
  {
    if(dynamic)
      outUInt(static_cast<unsigned>(size));
  }
  virtual void endArray() {}

  /**
   * Structured streams only: a value begins.
   * @param name The name of a record field, or nullptr for an array element.
   * @param type -2 for a record field, the index for an array element.
   * @param enumType The mangled name of the enum type if the value is an enum, else nullptr.
   */
  virtual void select(const char* name, int type, const char* enumType = nullptr);
  /** Structured streams only: the value started by select() ends. */
  virtual void deselect() {}
  /** Structured streams only: a record (a class with named members) begins. */
  virtual void beginRecord() {}
  virtual void endRecord() {}

  bool isBinary() const { return binary; }
  bool isStructured() const { return structured; }

protected:
  Out(bool binary, bool structured) : binary(binary), structured(structured) {}

  /** Writes raw bytes when they do not go directly into memory. */
  virtual void writeRaw(const void* p, std::size_t size) = 0;

  Streaming::WriteBuffer* direct = nullptr; ///< Set by binary memory streams.

private:
  const bool binary;
  const bool structured;
};

/** The abstract base class of all input streams. */
class In
{
public:
  static constexpr std::size_t dynamicSize = static_cast<std::size_t>(-1);

  virtual ~In() = default;

  virtual void inBool(bool& value) = 0;
  virtual void inChar(char& value) = 0;
  virtual void inSChar(signed char& value) = 0;
  virtual void inUChar(unsigned char& value) = 0;
  virtual void inShort(short& value) = 0;
  virtual void inUShort(unsigned short& value) = 0;
  virtual void inInt(int& value) = 0;
  virtual void inUInt(unsigned int& value) = 0;
  virtual void inFloat(float& value) = 0;
  virtual void inDouble(double& value) = 0;
  virtual void inString(std::string& value) = 0;
  virtual void inAngle(Angle& value) = 0;
  virtual void inEndL() = 0;

  /** Reads raw bytes; missing bytes are zero-filled and make the stream fail. */
  [[gnu::always_inline]] void read(void* p, std::size_t size)
  {
    if(direct && size <= direct->size - direct->position)
    {
      if(size)
        std::memcpy(p, direct->data + direct->position, size);
      direct->position += size;
    }
    else
      readRaw(p, size);
  }

  /** The memory of a binary memory stream, or nullptr. */
  Streaming::ReadBuffer* directBuffer() const { return direct; }
  /** Skips bytes. */
  virtual void skip(std::size_t size) = 0;
  /** Whether the end of the input has been reached. */
  virtual bool eof() const = 0;
  /** The number of bytes consumed so far (for error messages; 0 where it has no meaning). */
  virtual std::size_t offset() const { return 0; }
  /** An upper bound of the bytes left in the input (used to reject impossible sizes). */
  virtual std::size_t remaining() const { return static_cast<std::size_t>(1) << 31; }

  /**
   * Starts reading an array.
   * @param fixedSize The size of a fixed array, or dynamicSize.
   * @return The number of elements to read. For dynamic arrays this is the count in the data,
   *         bounded by what the input can hold; an impossible count fails the stream and
   *         yields 0.
   */
  virtual std::size_t beginArray(std::size_t fixedSize);
  virtual void endArray() {}

  /** Structured streams only, see Out::select. */
  virtual void select(const char* name, int type, const char* enumType = nullptr);
  virtual void deselect() {}
  virtual void beginRecord() {}
  virtual void endRecord() {}

  bool isBinary() const { return binary; }
  bool isStructured() const { return structured; }

  /** Whether reading went wrong (truncated or malformed input). */
  bool failed() const { return !errorText.empty(); }
  /** The first error, naming where it happened; empty if none. */
  const std::string& error() const { return errorText; }
  /** Records an error (only the first one is kept). */
  void fail(const std::string& message)
  {
    if(errorText.empty())
      errorText = message.empty() ? std::string("error") : message;
  }

protected:
  In(bool binary, bool structured) : binary(binary), structured(structured) {}

  /** Reads raw bytes when they do not come directly from memory (or run out). */
  virtual void readRaw(void* p, std::size_t size) = 0;

  Streaming::ReadBuffer* direct = nullptr; ///< Set by binary memory streams.

private:
  const bool binary;
  const bool structured;
  std::string errorText;
};

namespace Streaming
{
  /** Writes a number as its memory if the stream is binary memory; false otherwise. */
  template<typename T> inline bool writeDirect(Out& out, T value)
  {
    if(!out.directBuffer())
      return false;
    out.write(&value, sizeof(T));
    return true;
  }

  /** Reads a number as its memory if the stream is binary memory; false otherwise. */
  template<typename T> inline bool readDirect(In& in, T& value)
  {
    if(!in.directBuffer())
      return false;
    in.read(&value, sizeof(T));
    return true;
  }
}

// Operators for the basic types. long and long long are not streamable (as in the seeds).
inline Out& operator<<(Out& out, bool value)
{
  if(!Streaming::writeDirect(out, static_cast<unsigned char>(value ? 1 : 0)))
    out.outBool(value);
  return out;
}
inline Out& operator<<(Out& out, char value) { if(!Streaming::writeDirect(out, value)) out.outChar(value); return out; }
inline Out& operator<<(Out& out, signed char value) { if(!Streaming::writeDirect(out, value)) out.outSChar(value); return out; }
inline Out& operator<<(Out& out, unsigned char value) { if(!Streaming::writeDirect(out, value)) out.outUChar(value); return out; }
inline Out& operator<<(Out& out, short value) { if(!Streaming::writeDirect(out, value)) out.outShort(value); return out; }
inline Out& operator<<(Out& out, unsigned short value) { if(!Streaming::writeDirect(out, value)) out.outUShort(value); return out; }
inline Out& operator<<(Out& out, int value) { if(!Streaming::writeDirect(out, value)) out.outInt(value); return out; }
inline Out& operator<<(Out& out, unsigned int value) { if(!Streaming::writeDirect(out, value)) out.outUInt(value); return out; }
inline Out& operator<<(Out& out, float value) { if(!Streaming::writeDirect(out, value)) out.outFloat(value); return out; }
inline Out& operator<<(Out& out, double value) { if(!Streaming::writeDirect(out, value)) out.outDouble(value); return out; }
inline Out& operator<<(Out& out, const char* value) { out.outString(value, std::char_traits<char>::length(value)); return out; }
inline Out& operator<<(Out& out, const std::string& value) { out.outString(value.data(), value.size()); return out; }
inline Out& operator<<(Out& out, const Angle& value) { out.outAngle(value); return out; }
Out& operator<<(Out& out, long value) = delete;
Out& operator<<(Out& out, unsigned long value) = delete;
Out& operator<<(Out& out, long long value) = delete;
Out& operator<<(Out& out, unsigned long long value) = delete;

inline In& operator>>(In& in, bool& value)
{
  unsigned char byte = 0;
  if(Streaming::readDirect(in, byte))
    value = byte != 0;
  else
    in.inBool(value);
  return in;
}
inline In& operator>>(In& in, char& value) { if(!Streaming::readDirect(in, value)) in.inChar(value); return in; }
inline In& operator>>(In& in, signed char& value) { if(!Streaming::readDirect(in, value)) in.inSChar(value); return in; }
inline In& operator>>(In& in, unsigned char& value) { if(!Streaming::readDirect(in, value)) in.inUChar(value); return in; }
inline In& operator>>(In& in, short& value) { if(!Streaming::readDirect(in, value)) in.inShort(value); return in; }
inline In& operator>>(In& in, unsigned short& value) { if(!Streaming::readDirect(in, value)) in.inUShort(value); return in; }
inline In& operator>>(In& in, int& value) { if(!Streaming::readDirect(in, value)) in.inInt(value); return in; }
inline In& operator>>(In& in, unsigned int& value) { if(!Streaming::readDirect(in, value)) in.inUInt(value); return in; }
inline In& operator>>(In& in, float& value) { if(!Streaming::readDirect(in, value)) in.inFloat(value); return in; }
inline In& operator>>(In& in, double& value) { if(!Streaming::readDirect(in, value)) in.inDouble(value); return in; }
inline In& operator>>(In& in, std::string& value) { in.inString(value); return in; }
inline In& operator>>(In& in, Angle& value) { in.inAngle(value); return in; }
In& operator>>(In& in, long& value) = delete;
In& operator>>(In& in, unsigned long& value) = delete;
In& operator>>(In& in, long long& value) = delete;
In& operator>>(In& in, unsigned long long& value) = delete;

/** Enumerations: 1-byte enums (all ENUMs) stream as unsigned char, larger ones as int. */
template<typename E> requires std::is_enum_v<E>
Out& operator<<(Out& out, E value)
{
  if constexpr(sizeof(E) == 1)
    out << static_cast<unsigned char>(value);
  else
    out << static_cast<int>(value);
  return out;
}

template<typename E> requires std::is_enum_v<E>
In& operator>>(In& in, E& value)
{
  if constexpr(sizeof(E) == 1)
  {
    unsigned char v = static_cast<unsigned char>(value); // kept if the stream has no value for it
    in >> v;
    value = static_cast<E>(v);
  }
  else
  {
    int v = static_cast<int>(value);
    in >> v;
    value = static_cast<E>(v);
  }
  return in;
}

/** End of line: a line break in text streams, nothing in binary ones; ignored when reading. */
inline Out& endl(Out& out) { out.outEndL(); return out; }
inline In& endl(In& in) { in.inEndL(); return in; }
inline Out& operator<<(Out& out, Out& (*manipulator)(Out&)) { return manipulator(out); }
inline In& operator>>(In& in, In& (*manipulator)(In&)) { return manipulator(in); }
