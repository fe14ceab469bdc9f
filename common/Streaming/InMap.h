/**
 * @file Streaming/InMap.h
 * Reading streamable objects from configuration maps (.cfg) or JSON (file names ending in
 * .json). Fields are matched by name, in any order; missing ones keep their values.
 *
 *   InMapFile stream("kickOffInfo.cfg");
 *   if(stream.exists())
 *     stream >> info;
 *
 * Syntax errors are reported as "file(line, column): message", errors in the content as
 * "file, dotted.path[index]: message". By default they are also printed to stderr.
 */
#pragma once

#include "Streaming/ConfigMap.h"
#include "Streaming/InOut.h"
#include <string>
#include <vector>

/** The config-map reader (used through InMapFile and InMapMemory). */
class InMap : public In
{
public:
  /** Kinds of content errors; a stream reports those in its mask. */
  enum ErrorKind : unsigned
  {
    wrongLiteralFormat = 1,
    wrongValueType = 2,
    missingAttribute = 4,
    outOfRange = 8,
    unusedElement = 16,
    unusedAttribute = 32,
    allErrors = 63
  };

  /** The largest file or text that is parsed. */
  static constexpr std::size_t maxSize = 64u << 20;

  /** Whether the input was found and free of syntax errors. */
  bool exists() const { return parsed; }
  /** All errors found so far, syntax errors first. */
  const std::vector<std::string>& errors() const { return errorList; }
  /** Whether errors are printed to stderr as they are found (default: true). */
  void setPrintErrors(bool print) { printErrors = print; }

  void inBool(bool& value) override;
  void inChar(char& value) override { integer(value); }
  void inSChar(signed char& value) override { integer(value); }
  void inUChar(unsigned char& value) override { integer(value); }
  void inShort(short& value) override { integer(value); }
  void inUShort(unsigned short& value) override { integer(value); }
  void inInt(int& value) override { integer(value); }
  void inUInt(unsigned& value) override { integer(value); }
  void inFloat(float& value) override;
  void inDouble(double& value) override;
  void inString(std::string& value) override;
  void inAngle(Angle& value) override;
  void inEndL() override {}
  void skip(std::size_t) override {}
  bool eof() const override { return !parsed; }

  std::size_t beginArray(std::size_t fixedSize) override;
  void endArray() override;
  void select(const char* name, int type, const char* enumType = nullptr) override;
  void deselect() override;
  void beginRecord() override;
  void endRecord() override;

protected:
  void readRaw(void*, std::size_t) override {}

  InMap(std::string name, unsigned errorMask, bool printErrors);

  /** Parses the text; syntax errors are recorded. */
  void parse(std::string_view text, ConfigMap::Syntax syntax);
  /** Records an error that is not tied to a path. */
  void report(const std::string& message);

private:
  struct Entry
  {
    const ConfigMap::Node* node; ///< nullptr if the value is missing or has the wrong kind.
    const char* name;
    int index;
    const char* enumType;
  };

  template<typename T> void integer(T& value);
  /** The literal to read a value from, or nullptr (after reporting why). */
  const ConfigMap::Node* literalNode();
  void error(ErrorKind kind, const std::string& message);
  std::string path() const;
  void checkUnused(const ConfigMap::Node& node);

  std::string name;
  unsigned errorMask;
  bool printErrors;
  bool parsed = false;
  ConfigMap::Node root;
  std::vector<Entry> stack;
  std::vector<std::string> errorList;
};

/** Reads a configuration map or JSON file; relative names resolve in the configuration directory. */
class InMapFile : public InMap
{
public:
  explicit InMapFile(const std::string& name, unsigned errorMask = allErrors, bool printErrors = true);
};

/** Reads a configuration map from memory. */
class InMapMemory : public InMap
{
public:
  InMapMemory(const void* memory, std::size_t size, unsigned errorMask = allErrors,
              ConfigMap::Syntax syntax = ConfigMap::Syntax::config, const std::string& name = "<memory>", bool printErrors = true);
  explicit InMapMemory(std::string_view text, unsigned errorMask = allErrors,
                       ConfigMap::Syntax syntax = ConfigMap::Syntax::config, const std::string& name = "<memory>", bool printErrors = true)
    : InMapMemory(text.data(), text.size(), errorMask, syntax, name, printErrors) {}
};
