/**
 * @file Streaming/OutMap.h
 * Writing streamable objects as configuration maps (.cfg) or JSON (file names ending in .json).
 *
 *   OutMapFile stream("kickOffInfo.cfg");
 *   stream << info;
 *
 * The stream collects the object's fields through the structured-stream protocol into a
 * ConfigMap tree and writes it when the top-level object is complete. Enums are written as
 * constant names, strings quoted where necessary.
 */
#pragma once

#include "Streaming/ConfigMap.h"
#include "Streaming/InOut.h"
#include <string>
#include <vector>

/** The config-map writer (used through OutMapFile and OutMapMemory). */
class OutMap : public Out
{
public:
  using Layout = ConfigMap::Layout;

  void outBool(bool value) override;
  void outChar(char value) override { integer(value); }
  void outSChar(signed char value) override { integer(value); }
  void outUChar(unsigned char value) override { integer(value); }
  void outShort(short value) override { integer(value); }
  void outUShort(unsigned short value) override { integer(value); }
  void outInt(int value) override { integer(value); }
  void outUInt(unsigned value) override { integer(value); }
  void outFloat(float value) override;
  void outDouble(double value) override;
  void outString(const char* value, std::size_t length) override;
  void outAngle(const Angle& value) override;
  void outEndL() override {}

  void beginArray(std::size_t size, bool dynamic) override;
  void select(const char* name, int type, const char* enumType = nullptr) override;
  void deselect() override;
  void beginRecord() override;
  void endRecord() override;

protected:
  void writeRaw(const void*, std::size_t) override {}

  OutMap(ConfigMap::Syntax syntax, Layout layout, std::size_t maxCollapsedLength)
    : Out(false, true), syntax(syntax), layout(layout), maxCollapsedLength(maxCollapsedLength) {}

  /** Receives the text of a completed top-level object. */
  virtual void emit(const std::string& text) = 0;

private:
  void integer(long long value);
  /** The node the next value goes into (nullptr outside an object). */
  ConfigMap::Node* current() { return stack.empty() ? nullptr : stack.back().node; }
  void literal(std::string text, bool isString);

  struct Entry
  {
    ConfigMap::Node* node;
    const char* enumType;
  };

  ConfigMap::Syntax syntax;
  Layout layout;
  std::size_t maxCollapsedLength;
  ConfigMap::Node root;
  std::vector<Entry> stack;
  std::string text;
};

/** Writes a configuration map (or JSON) file; relative names resolve in the configuration directory. */
class OutMapFile : public OutMap
{
public:
  explicit OutMapFile(const std::string& name, Layout layout = Layout::singleLineInnermost, std::size_t maxCollapsedLength = 80);
  ~OutMapFile() override;
  bool exists() const;
  const std::string& getFullName() const { return fullName; }

protected:
  void emit(const std::string& text) override;

private:
  std::string fullName;
  std::FILE* file = nullptr;
};

/** Writes a configuration map into memory (single line by default, as the console does). */
class OutMapMemory : public OutMap
{
public:
  explicit OutMapMemory(Layout layout = Layout::singleLine, ConfigMap::Syntax syntax = ConfigMap::Syntax::config,
                        std::size_t maxCollapsedLength = 80)
    : OutMap(syntax, layout, maxCollapsedLength) {}

  const char* data() const { return buffer.c_str(); }
  std::size_t size() const { return buffer.size(); }
  const std::string& str() const { return buffer; }

protected:
  void emit(const std::string& text) override { buffer += text; }

private:
  std::string buffer;
};
