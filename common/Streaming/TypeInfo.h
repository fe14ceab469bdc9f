/**
 * @file Streaming/TypeInfo.h
 * A portable, streamable description of streamable types, independent of the program that
 * wrote it: the type specification stored in log files and sent to the host.
 *
 * Names are normalised (see TypeRegistry::normalize): a suffix "[N]" is a fixed array (no
 * count in the data), a suffix "*" a dynamic array (u32 count first). Class attribute lists
 * are flattened: base class attributes come first.
 */
#pragma once

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

class In;
class Out;

class TypeInfo
{
public:
  struct Attribute
  {
    std::string type;
    std::string name;
    bool operator==(const Attribute&) const = default;
  };

  std::set<std::string> primitives;
  std::unordered_map<std::string, std::vector<Attribute>> classes;
  std::unordered_map<std::string, std::vector<std::string>> enums;

  /** The type information of this program, built once from the TypeRegistry. */
  static const TypeInfo& current();

  /** Builds the type information of this program now. */
  void fillFromRegistry();

  /**
   * Whether a value of otherType described by other can be read as thisType described by this
   * object: same structure, same fixed array sizes, enums whose constants this type extends.
   * Attribute names are not compared (a rename keeps binary compatibility).
   */
  bool areTypesEqual(const TypeInfo& other, const std::string& thisType, const std::string& otherType) const;

  bool operator==(const TypeInfo&) const = default;

  /** Limits applied when reading a TypeInfo from untrusted input. */
  static constexpr unsigned maxEntries = 1u << 20;
};

/** Writes the layout of docs/formats/binary-streaming.md (primitive count with bit 31 set first). */
Out& operator<<(Out& out, const TypeInfo& info);
/** Reads a TypeInfo; bad input fails the stream and leaves what was read so far. */
In& operator>>(In& in, TypeInfo& info);
