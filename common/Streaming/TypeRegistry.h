/**
 * @file Streaming/TypeRegistry.h
 * The registry of all streamable types of this program: primitives, enums with their
 * constants, and classes with their (optional) base and attributes.
 *
 * It is filled by the published registration functions (see FunctionList.h) the first time it
 * is used, and keyed by the mangled names of typeid(). TypeInfo (TypeInfo.h) is its portable,
 * streamable snapshot with normalised names.
 */
#pragma once

#include <string>
#include <typeinfo>
#include <vector>

class TypeInfo;

class TypeRegistry
{
public:
  /** An attribute of a registered class. */
  struct Attribute
  {
    std::string type; ///< Mangled type name.
    std::string name;
  };

  /** Registers a class; base is the mangled name of its streamable base or nullptr. */
  static void addClass(const char* type, const char* base);
  /** Adds an attribute to a registered class; the name is trimmed to its trailing identifier. */
  static void addAttribute(const char* type, const char* attributeType, const char* name);
  /** Adds an attribute of type T and registers what T needs (defined in Streamable.h). */
  template<typename T> static void addAttribute(const char* type, const char* name);
  /** Registers an enum type. */
  static void addEnum(const char* type);
  /**
   * Adds the next constant to an enum. A text of the form "x = previous" renames the constant
   * registered last to "x" (the ENUM idiom "same value as the previous constant").
   */
  static void addEnumConstant(const char* type, const char* name);

  /** The name of an enum constant, or nullptr if the type is unknown or the value out of range. */
  static const char* getEnumName(const char* type, int value);
  template<typename E> static const char* getEnumName(E value) { return getEnumName(typeid(E).name(), static_cast<int>(value)); }
  /** The value of an enum constant, or -1. */
  static int getEnumValue(const char* type, const std::string& name);
  /** All constants of an enum (empty if unknown). */
  static std::vector<std::string> getEnumConstants(const char* type);
  static bool isEnum(const char* type);
  static bool isClass(const char* type);
  /** The attributes of a class, base classes' attributes first (empty if unknown). */
  static std::vector<Attribute> getAttributes(const char* type);

  /** The portable name of a mangled type name (see docs/formats/binary-streaming.md). */
  static std::string demangle(const char* type);
  /** Normalises a demangled name: containers to T[N] and T*, std::string, no spaces. */
  static std::string normalize(std::string name);

  /** Fills a TypeInfo with every registered type. */
  static void fill(TypeInfo& info);
};
