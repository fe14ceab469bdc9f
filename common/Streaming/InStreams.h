/**
 * @file Streaming/InStreams.h
 * Input streams: a physical medium (file, memory) combined with a format (binary, text,
 * config text), plus the config-map streams InMapFile and InMapMemory (InMap.h).
 *
 *   InTextFile stream("MyFile.txt");
 *   stream >> a >> b >> c >> d;
 *
 * Reading never crashes on bad input: a stream that runs out of data or meets a malformed
 * token fails (failed(), error() names the byte offset or line), further reads yield zeros.
 */
#pragma once

#include "Platform/File.h"
#include "Streaming/InOut.h"
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <string_view>

/** Reads bytes from a physical medium. */
class PhysicalInStream
{
public:
  virtual ~PhysicalInStream() = default;
  /** Reads up to size bytes; returns how many were read. */
  virtual std::size_t readFromStream(void* p, std::size_t size) = 0;
  /** Skips up to size bytes; returns how many were skipped. */
  virtual std::size_t skipInStream(std::size_t size) = 0;
  /** The next byte without consuming it, or -1 at the end. */
  virtual int peekByte() const = 0;
  virtual bool atEnd() const = 0;
  /** Bytes left. */
  virtual std::size_t bytesLeft() const = 0;
  /** Bytes consumed so far. */
  virtual std::size_t bytesRead() const = 0;
};

/** Reads from a file (relative names resolve in the configuration directory). */
class InFile : public PhysicalInStream
{
public:
  bool exists() const { return file && file->exists(); }
  const std::string& getFullName() const { return file->getFullName(); }

  std::size_t readFromStream(void* p, std::size_t size) final
  {
    const std::size_t n = exists() ? file->read(p, size) : 0;
    position += n;
    return n;
  }
  std::size_t skipInStream(std::size_t size) final
  {
    const std::size_t n = size < bytesLeft() ? size : bytesLeft();
    if(exists())
      file->skip(n);
    position += n;
    return n;
  }
  int peekByte() const final
  {
    if(!exists())
      return -1;
    const int c = std::fgetc(file->handle());
    if(c != EOF)
      std::ungetc(c, file->handle());
    return c == EOF ? -1 : c;
  }
  bool atEnd() const final { return position >= size; }
  std::size_t bytesLeft() const final { return position < size ? size - position : 0; }
  std::size_t bytesRead() const final { return position; }

protected:
  void open(const std::string& name)
  {
    file = std::make_unique<File>(name, "rb");
    size = file->getSize();
  }

private:
  std::unique_ptr<File> file;
  std::size_t size = 0;
  std::size_t position = 0;
};

/** Reads from memory that must outlive the stream. */
class InMemory : public PhysicalInStream
{
public:
  std::size_t readFromStream(void* p, std::size_t size) final
  {
    const std::size_t n = size < bytesLeft() ? size : bytesLeft();
    if(n)
      std::memcpy(p, buffer.data + buffer.position, n);
    buffer.position += n;
    return n;
  }
  std::size_t skipInStream(std::size_t size) final
  {
    const std::size_t n = size < bytesLeft() ? size : bytesLeft();
    buffer.position += n;
    return n;
  }
  int peekByte() const final { return buffer.position < buffer.size ? static_cast<unsigned char>(buffer.data[buffer.position]) : -1; }
  bool atEnd() const final { return buffer.position >= buffer.size; }
  std::size_t bytesLeft() const final { return buffer.size - buffer.position; }
  std::size_t bytesRead() const final { return buffer.position; }

protected:
  InMemory(const void* memory, std::size_t size) { buffer = {static_cast<const char*>(memory), size, 0}; }

  Streaming::ReadBuffer buffer; ///< Also read directly by binary streams (In::read).
};

/** Formats data for reading. */
class StreamReader
{
public:
  virtual ~StreamReader() = default;
};

/** The binary format. */
class InBinary : public StreamReader {};

/**
 * The text format: whitespace-separated tokens; a token starting with '"' ends at the next
 * unescaped '"'. Escapes \n, \r, \t; a backslash before any other character yields it.
 */
class InText : public StreamReader
{
public:
  /** Parsers for single literals (also used by InMap); false if the text is not a complete literal. */
  static bool parseBool(std::string_view text, bool& value);
  static bool parseInteger(std::string_view text, long long& value);
  static bool parseFloat(std::string_view text, float& value);
  static bool parseDouble(std::string_view text, double& value);
  /** A number optionally followed by "deg", "pi" (multiples of pi) or "rad" (the default). */
  static bool parseAngle(std::string_view text, float& radians);

protected:
  static constexpr bool comments = false;
};

/** Config text: like InText, but //, slash-star and # comments count as whitespace. */
class InConfig : public InText
{
protected:
  static constexpr bool comments = true;
};

/** Combines a physical stream and a format. */
template<typename S, typename R> class InStream : public S, public R, public In
{
protected:
  static constexpr bool binaryFormat = std::is_same_v<R, InBinary>;

  template<typename... Args> explicit InStream(Args&&... args) : S(std::forward<Args>(args)...), In(binaryFormat, false)
  {
    if constexpr(binaryFormat && std::is_base_of_v<InMemory, S>)
      direct = &this->buffer;
  }

public:
  void inBool(bool& value) override
  {
    if constexpr(binaryFormat)
    {
      unsigned char c = 0;
      bytes(&c, 1);
      value = c != 0;
    }
    else if(token() && !InText::parseBool(text.tokenText, value))
      bad("a bool");
  }
  void inChar(char& value) override { integer(value); }
  void inSChar(signed char& value) override { integer(value); }
  void inUChar(unsigned char& value) override { integer(value); }
  void inShort(short& value) override { integer(value); }
  void inUShort(unsigned short& value) override { integer(value); }
  void inInt(int& value) override { integer(value); }
  void inUInt(unsigned& value) override { integer(value); }
  void inFloat(float& value) override
  {
    if constexpr(binaryFormat)
      bytes(&value, sizeof(value));
    else if(token() && !InText::parseFloat(text.tokenText, value))
      bad("a number");
  }
  void inDouble(double& value) override
  {
    if constexpr(binaryFormat)
      bytes(&value, sizeof(value));
    else if(token() && !InText::parseDouble(text.tokenText, value))
      bad("a number");
  }
  void inString(std::string& value) override
  {
    if constexpr(binaryFormat)
    {
      unsigned size = 0;
      bytes(&size, sizeof(size));
      if(size > S::bytesLeft())
      {
        if(!this->failed())
          fail("string of " + std::to_string(size) + " bytes at byte " + std::to_string(S::bytesRead() - 4) + " is longer than the rest of the input");
        value.clear();
        return;
      }
      value.resize(size);
      bytes(value.data(), size);
    }
    else if(token())
      value = text.tokenText;
  }
  void inAngle(Angle& value) override
  {
    if constexpr(binaryFormat)
      bytes(&value, sizeof(float));
    else
    {
      float radians = 0.f;
      if(token() && !InText::parseAngle(text.tokenText, radians))
        bad("an angle");
      else
        value = radians;
    }
  }
  void inEndL() override {}

  void skip(std::size_t size) override
  {
    if constexpr(!binaryFormat)
      text.pushback.clear();
    S::skipInStream(size);
  }
  bool eof() const override
  {
    if constexpr(binaryFormat)
      return S::atEnd();
    else
    {
      InStream& self = const_cast<InStream&>(*this);
      self.skipSpace();
      return self.atSectionEnd() || (text.pushback.empty() && S::atEnd());
    }
  }
  std::size_t remaining() const override
  {
    if constexpr(binaryFormat)
      return S::bytesLeft();
    else
      return S::bytesLeft() + text.pushback.size();
  }
  std::size_t offset() const override
  {
    if constexpr(binaryFormat)
      return S::bytesRead();
    else
      return S::bytesRead() - text.pushback.size();
  }

  /** Text formats: reads all remaining tokens and concatenates them without separators. */
  template<typename = void> void readAll(std::string& all) requires(!binaryFormat)
  {
    all.clear();
    while(!eof() && token())
      all += text.tokenText;
  }

protected:
  void readRaw(void* p, std::size_t size) override { bytes(p, size); }

private:
  void bytes(void* p, std::size_t size)
  {
    std::size_t n = 0;
    char* target = static_cast<char*>(p);
    if constexpr(!binaryFormat)
      while(!text.pushback.empty() && n < size)
      {
        target[n++] = text.pushback.back();
        text.pushback.pop_back();
      }
    n += S::readFromStream(target + n, size - n);
    if(n < size)
      shortRead(target, n, size);
  }

  /** Zero-fills what is missing and fails (kept out of the fast path). */
  [[gnu::noinline, gnu::cold]] void shortRead(char* target, std::size_t n, std::size_t size)
  {
    std::memset(target + n, 0, size - n);
    if(!this->failed()) // only the first error is kept: a reader that goes on pays nothing more
      fail("unexpected end of input at byte " + std::to_string(S::bytesRead()) + " (" + std::to_string(size) + " bytes expected, " +
           std::to_string(n) + " left)");
  }

  template<typename T> void integer(T& value)
  {
    if constexpr(binaryFormat)
      bytes(&value, sizeof(value));
    else
    {
      long long v = 0;
      if(!token())
        return;
      if(!InText::parseInteger(text.tokenText, v))
        bad("an integer");
      else if(v < static_cast<long long>(std::numeric_limits<T>::min()) || v > static_cast<long long>(std::numeric_limits<T>::max()))
        fail("line " + std::to_string(text.line) + ": " + text.tokenText + " is out of range");
      else
        value = static_cast<T>(v);
    }
  }

  // The text formats' helpers: member templates (an explicit instantiation of the class does not
  // compile those), so that the binary streams' instantiations below leave them out.
  template<typename = void> int get() requires(!binaryFormat)
  {
    if(!text.pushback.empty())
    {
      const char c = text.pushback.back();
      text.pushback.pop_back();
      return static_cast<unsigned char>(c);
    }
    char c;
    if(S::readFromStream(&c, 1) != 1)
      return -1;
    if(c == '\n')
      ++text.line;
    return static_cast<unsigned char>(c);
  }
  template<typename = void> int peek() requires(!binaryFormat)
  {
    if(!text.pushback.empty())
      return static_cast<unsigned char>(text.pushback.back());
    return S::peekByte();
  }
  template<typename = void> void unget(int c) requires(!binaryFormat)
  {
    if(c >= 0)
      text.pushback.push_back(static_cast<char>(c));
  }

  template<typename = void> void skipSpace() requires(!binaryFormat)
  {
    for(;;)
    {
      const int c = peek();
      if(c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v')
        get();
      else if(R::comments && c == '#')
        while(get() > 0 && peek() != '\n' && peek() >= 0)
          ;
      else if(R::comments && c == '/')
      {
        get();
        const int next = peek();
        if(next == '/')
          while(peek() >= 0 && peek() != '\n')
            get();
        else if(next == '*')
        {
          get();
          int previous = 0;
          for(int d = get(); d >= 0 && !(previous == '*' && d == '/'); d = get())
            previous = d;
        }
        else
        {
          unget('/');
          return;
        }
      }
      else
        return;
    }
  }

  /** Reads the next token into text.tokenText; false (and failed) at the end of the input. */
  template<typename = void> bool token() requires(!binaryFormat)
  {
    skipSpace();
    text.tokenText.clear();
    int c = atSectionEnd() ? -1 : get();
    if(c < 0)
    {
      if(!this->failed())
        fail("line " + std::to_string(text.line) + ": unexpected end of input");
      return false;
    }
    const bool quoted = c == '"';
    if(quoted)
      c = get();
    for(; c >= 0; c = get())
    {
      if(quoted ? c == '"' : (c == ' ' || c == '\t' || c == '\n' || c == '\r'))
      {
        if(!quoted)
          unget(c);
        return true;
      }
      if(c == '\\')
      {
        const int e = get();
        text.tokenText += e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : static_cast<char>(e < 0 ? '\\' : e);
      }
      else
        text.tokenText += static_cast<char>(c);
    }
    if(quoted)
      fail("line " + std::to_string(text.line) + ": unexpected end of input in string");
    return true;
  }

  /**
   * Config text read in sections: skips to the token "[section]" when first asked, then
   * treats the next token starting with '[' as the end of the input.
   */
  template<typename = void> bool atSectionEnd() requires(!binaryFormat)
  {
    if constexpr(!R::comments)
      return false;
    else
    {
      if(text.section.empty())
        return false;
      if(!text.sectionFound)
      {
        text.sectionFound = true;
        const std::string start = "[" + text.section + "]";
        std::string skipped;
        for(;;)
        {
          skipSpace();
          if(peek() < 0)
          {
            fail("section " + start + " not found");
            return true;
          }
          skipped.clear();
          for(int c = get(); c >= 0 && c != ' ' && c != '\t' && c != '\n' && c != '\r'; c = get())
            skipped += static_cast<char>(c);
          if(skipped == start)
            break;
        }
        skipSpace();
      }
      return peek() == '[';
    }
  }

  template<typename = void> void bad(const char* expected) requires(!binaryFormat)
  {
    if(!this->failed())
      fail("line " + std::to_string(text.line) + ": expected " + expected + ", found '" + text.tokenText + "'");
  }

  /** The state of the text formats (binary streams do not carry it). */
  struct TextState
  {
    std::string section;       ///< Config text: the section to read ("" = everything).
    bool sectionFound = false;
    std::string pushback;      ///< Characters given back, the next one last.
    std::string tokenText;
    unsigned line = 1;
  };
  struct NoTextState {};

protected:
  [[no_unique_address]] std::conditional_t<binaryFormat, NoTextState, TextState> text;
};

// Every combination is compiled once, in InStreams.cpp, not in every file that reads (docs/building.md).
extern template class InStream<InFile, InBinary>;
extern template class InStream<InMemory, InBinary>;
extern template class InStream<InFile, InText>;
extern template class InStream<InMemory, InText>;
extern template class InStream<InFile, InConfig>;
extern template class InStream<InMemory, InConfig>;

/** Reads binary data from a file. */
class InBinaryFile : public InStream<InFile, InBinary>
{
public:
  explicit InBinaryFile(const std::string& name) { open(name); }
};

/** Reads binary data from memory. */
class InBinaryMemory : public InStream<InMemory, InBinary>
{
public:
  InBinaryMemory(const void* memory, std::size_t size) : InStream(memory, size) {}
};

/** Reads text from a file. */
class InTextFile : public InStream<InFile, InText>
{
public:
  explicit InTextFile(const std::string& name) { open(name); }
};

/** Reads text from memory. */
class InTextMemory : public InStream<InMemory, InText>
{
public:
  InTextMemory(const void* memory, std::size_t size) : InStream(memory, size) {}
  explicit InTextMemory(std::string_view text) : InStream(text.data(), text.size()) {}
};

/**
 * Reads config text (text with comments) from a file. With a section name, only the tokens
 * between "[section]" and the next token starting with '[' are read.
 */
class InConfigFile : public InStream<InFile, InConfig>
{
public:
  explicit InConfigFile(const std::string& name, const std::string& sectionName = "")
  {
    open(name);
    text.section = sectionName;
  }
};

/** Reads config text (text with comments) from memory, optionally one section of it. */
class InConfigMemory : public InStream<InMemory, InConfig>
{
public:
  InConfigMemory(const void* memory, std::size_t size, const std::string& sectionName = "") : InStream(memory, size)
  {
    text.section = sectionName;
  }
  explicit InConfigMemory(std::string_view text, const std::string& sectionName = "") : InConfigMemory(text.data(), text.size(), sectionName) {}
};

#include "Streaming/InMap.h"
