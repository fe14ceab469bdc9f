/**
 * @file Streaming/OutStreams.h
 * Output streams: a physical medium (file, memory) combined with a format (binary, text,
 * raw text), plus the config-map streams OutMapFile and OutMapMemory (OutMap.h).
 *
 *   OutTextFile stream("MyFile.txt");                 // Config/MyFile.txt
 *   stream << 1 << 3.14 << "Hello Dolly" << endl << 42; // ' 1 3.14 "Hello Dolly"\n 42'
 */
#pragma once

#include "Platform/File.h"
#include "Streaming/InOut.h"
#include <cstring>
#include <memory>
#include <string>

/** Writes bytes to a physical medium. */
class PhysicalOutStream
{
public:
  virtual ~PhysicalOutStream() = default;
  virtual void writeToStream(const void* p, std::size_t size) = 0;
};

/** Writes into a file (relative names resolve in the configuration directory). */
class OutFile : public PhysicalOutStream
{
public:
  bool exists() const { return file && file->exists(); }
  const std::string& getFullName() const { return file->getFullName(); }
  /** Whether every write so far succeeded. */
  bool good() const { return !writeFailed; }
  void writeToStream(const void* p, std::size_t size) final
  {
    if(exists() && !file->write(p, size))
      writeFailed = true;
  }

protected:
  void open(const std::string& name, bool append) { file = std::make_unique<File>(name, append ? "ab" : "wb"); }

private:
  std::unique_ptr<File> file;
  bool writeFailed = false;
};

/**
 * Writes into memory. It grows (doubling) if it owns its buffer; with an external buffer of
 * fixed size, writes that do not fit are dropped and overflowed() becomes true.
 */
class OutMemory : public PhysicalOutStream
{
public:
  OutMemory(const OutMemory&) = delete;
  OutMemory& operator=(const OutMemory&) = delete;
  ~OutMemory() override
  {
    if(owner)
      std::free(memory.data);
  }

  const char* data() const { return memory.data; }
  std::size_t size() const { return memory.used; }
  bool overflowed() const { return overflow; }
  /** Forgets the content (keeps the memory). */
  void clear() { memory.used = 0; }

  void writeToStream(const void* p, std::size_t size) final
  {
    if(size > memory.capacity - memory.used && !grow(memory.used + size))
    {
      overflow = true;
      return;
    }
    if(size)
      std::memcpy(memory.data + memory.used, p, size);
    memory.used += size;
  }

protected:
  explicit OutMemory(std::size_t reserve = 0) { grow(reserve); }
  OutMemory(void* external, std::size_t capacity) : owner(false) { memory = {static_cast<char*>(external), 0, capacity}; }

  bool grow(std::size_t needed);

  Streaming::WriteBuffer memory; ///< Also written directly by binary streams (Out::write).
  bool owner = true;
  bool overflow = false;
};

/**
 * Memory for text: data() is always null-terminated (size() excludes the terminator). An
 * external buffer keeps its last byte for the terminator.
 */
class OutMemoryForText : public OutMemory
{
public:
  const char* data() const
  {
    if(owner ? memory.used >= memory.capacity && !const_cast<OutMemoryForText*>(this)->grow(memory.used + 1) : !terminatorRoom)
      return "";
    memory.data[memory.used] = 0;
    return memory.data;
  }
  std::string str() const { return std::string(memory.data ? memory.data : "", memory.used); }

protected:
  explicit OutMemoryForText(std::size_t reserve = 0) : OutMemory(reserve + 1) {}
  OutMemoryForText(void* external, std::size_t capacity)
    : OutMemory(external, capacity ? capacity - 1 : 0), terminatorRoom(capacity > 0) {}

private:
  bool terminatorRoom = true;
};

/** Formats data for a physical stream. */
class StreamWriter
{
public:
  virtual ~StreamWriter() = default;
};

/** Binary format: native little-endian memory, strings as u32 length + bytes. */
class OutBinary : public StreamWriter
{
public:
  template<typename S, typename T> static void put(S& stream, const T& value) { stream.writeToStream(&value, sizeof(T)); }
  template<typename S> static void putString(S& stream, const char* text, std::size_t length)
  {
    const unsigned size = static_cast<unsigned>(length);
    stream.writeToStream(&size, sizeof(size));
    stream.writeToStream(text, length);
  }
};

/**
 * Text format: every item is preceded by a space; strings are quoted if they are empty, start
 * with '"' or contain whitespace; floats are written in their shortest exact form, angles in
 * degrees ("90deg"); endl writes a line break.
 */
class OutText : public StreamWriter
{
public:
  static void formatBool(std::string& out, bool value);
  static void formatInt(std::string& out, long long value);
  static void formatFloat(std::string& out, float value);
  static void formatDouble(std::string& out, double value);
  /** The shortest number of degrees that reads back as the same float angle, with "deg". */
  static void formatAngle(std::string& out, float radians);
  /** A string as a text token (quoted and escaped if necessary). */
  static void formatString(std::string& out, const char* text, std::size_t length);
};

/** Raw text format: no separators, strings as they are (like std::cout). */
class OutTextRaw : public StreamWriter
{
public:
  static void formatAngle(std::string& out, float radians);
};

/** Combines a physical stream and a format. */
template<typename S, typename W> class OutStream : public S, public W, public Out
{
protected:
  template<typename... Args> explicit OutStream(Args&&... args)
    : S(std::forward<Args>(args)...), Out(std::is_same_v<W, OutBinary>, false)
  {
    if constexpr(std::is_same_v<W, OutBinary> && std::is_base_of_v<OutMemory, S>)
      direct = &this->memory;
  }

public:
  void outBool(bool value) override
  {
    if constexpr(std::is_same_v<W, OutBinary>)
      W::put(*this, static_cast<unsigned char>(value ? 1 : 0));
    else
      text([&](std::string& s) { OutText::formatBool(s, value); });
  }
  void outChar(char value) override { number(value); }
  void outSChar(signed char value) override { number(value); }
  void outUChar(unsigned char value) override { number(value); }
  void outShort(short value) override { number(value); }
  void outUShort(unsigned short value) override { number(value); }
  void outInt(int value) override { number(value); }
  void outUInt(unsigned value) override { number(value); }
  void outFloat(float value) override
  {
    if constexpr(std::is_same_v<W, OutBinary>)
      W::put(*this, value);
    else
      text([&](std::string& s) { OutText::formatFloat(s, value); });
  }
  void outDouble(double value) override
  {
    if constexpr(std::is_same_v<W, OutBinary>)
      W::put(*this, value);
    else
      text([&](std::string& s) { OutText::formatDouble(s, value); });
  }
  void outString(const char* value, std::size_t length) override
  {
    if constexpr(std::is_same_v<W, OutBinary>)
      W::putString(*this, value, length);
    else if constexpr(std::is_same_v<W, OutText>)
      text([&](std::string& s) { OutText::formatString(s, value, length); });
    else
      S::writeToStream(value, length);
  }
  void outAngle(const Angle& value) override
  {
    if constexpr(std::is_same_v<W, OutBinary>)
      W::put(*this, static_cast<float>(value));
    else if constexpr(std::is_same_v<W, OutText>)
      text([&](std::string& s) { OutText::formatAngle(s, value); });
    else
      text([&](std::string& s) { OutTextRaw::formatAngle(s, value); });
  }
  void outEndL() override
  {
    if constexpr(!std::is_same_v<W, OutBinary>)
      S::writeToStream("\n", 1);
  }
protected:
  void writeRaw(const void* p, std::size_t size) override { S::writeToStream(p, size); }

private:
  template<typename T> void number(T value)
  {
    if constexpr(std::is_same_v<W, OutBinary>)
      W::put(*this, value);
    else
      text([&](std::string& s) { OutText::formatInt(s, static_cast<long long>(value)); });
  }

  /** Formats one item; the text format puts a space before it. */
  template<typename F> void text(F&& format)
  {
    scratch.clear();
    if constexpr(std::is_same_v<W, OutText>)
      scratch += ' ';
    format(scratch);
    S::writeToStream(scratch.data(), scratch.size());
  }

  std::string scratch;
};

// Every combination is compiled once, in OutStreams.cpp, not in every file that writes (docs/building.md).
extern template class OutStream<OutFile, OutBinary>;
extern template class OutStream<OutMemory, OutBinary>;
extern template class OutStream<OutFile, OutText>;
extern template class OutStream<OutMemoryForText, OutText>;
extern template class OutStream<OutFile, OutTextRaw>;
extern template class OutStream<OutMemoryForText, OutTextRaw>;

/** Writes binary data into a file. */
class OutBinaryFile : public OutStream<OutFile, OutBinary>
{
public:
  explicit OutBinaryFile(const std::string& name, bool append = false) { open(name, append); }
};

/** Writes binary data into memory. */
class OutBinaryMemory : public OutStream<OutMemory, OutBinary>
{
public:
  explicit OutBinaryMemory(std::size_t reserve = 0) : OutStream(reserve) {}
  OutBinaryMemory(void* buffer, std::size_t capacity) : OutStream(buffer, capacity) {}
};

/** Writes text into a file. */
class OutTextFile : public OutStream<OutFile, OutText>
{
public:
  explicit OutTextFile(const std::string& name, bool append = false) { open(name, append); }
};

/** Writes text into memory (null-terminated). */
class OutTextMemory : public OutStream<OutMemoryForText, OutText>
{
public:
  explicit OutTextMemory(std::size_t reserve = 0) : OutStream(reserve) {}
  OutTextMemory(void* buffer, std::size_t capacity) : OutStream(buffer, capacity) {}
};

/** Writes raw text into a file. */
class OutTextRawFile : public OutStream<OutFile, OutTextRaw>
{
public:
  explicit OutTextRawFile(const std::string& name, bool append = false) { open(name, append); }
};

/** Writes raw text into memory (null-terminated). */
class OutTextRawMemory : public OutStream<OutMemoryForText, OutTextRaw>
{
public:
  explicit OutTextRawMemory(std::size_t reserve = 0) : OutStream(reserve) {}
  OutTextRawMemory(void* buffer, std::size_t capacity) : OutStream(buffer, capacity) {}
};

#include "Streaming/OutMap.h"
