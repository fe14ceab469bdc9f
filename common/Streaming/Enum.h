/**
 * @file Streaming/Enum.h
 * ENUM: enumerations that know the names of their constants.
 *
 *   ENUM(Letter,
 *   {,
 *     a,
 *     b,
 *     numOfLettersBeforeC,
 *     c = numOfLettersBeforeC,
 *     d,
 *   });
 *
 * declares `enum Letter : unsigned char { a, b, numOfLettersBeforeC, c = numOfLettersBeforeC,
 * d, numOfLetters }`, a struct Letter_Info with numOfElements and a published registration
 * function. The only explicit value allowed is the constant defined immediately before; such
 * an alias replaces that constant's registered name. Up to 158 constants.
 */
#pragma once

#include "Streaming/FunctionList.h"
#include "Streaming/MacroMachinery.h"
#include "Streaming/TypeRegistry.h"
#include <typeinfo>

#define _TL_ENUM_SKIP_FIRST(first, ...) __VA_ARGS__
#define _TL_ENUM_CONSTANT(data, constant) constant,
#define _TL_ENUM_REGISTER(data, constant) TypeRegistry::addEnumConstant(_type, #constant);

#define ENUM(type, ...) _TL_ENUM_I(type, _TL_DEC(_TL_DEC(_TL_NARGS(__VA_ARGS__))), _TL_ENUM_SKIP_FIRST(__VA_ARGS__))
#define _TL_ENUM_I(type, n, ...) _TL_ENUM_II(type, n, __VA_ARGS__)
#define _TL_ENUM_II(type, n, ...) \
  enum type : unsigned char \
  { \
    _TL_FOR_EACH_N(_TL_ENUM_CONSTANT, ~, n, __VA_ARGS__) \
    numOf##type##s \
  }; \
  struct type##_Info \
  { \
    static constexpr unsigned char numOfElements = numOf##type##s; \
    static void reg() \
    { \
      PUBLISH(reg); \
      [[maybe_unused]] const char* _type = typeid(type).name(); \
      TypeRegistry::addEnum(_type); \
      _TL_FOR_EACH_N(_TL_ENUM_REGISTER, ~, n, __VA_ARGS__) \
    } \
  }

/** Another name for the number of constants of an enum. */
#define ENUM_NUM_OF_ALIAS(name, alias) static constexpr unsigned char alias = name##_Info::numOfElements

/** FOREACH_ENUM(Letter, letter[, limit]): iterates over the constants below numOfLetters (or limit). */
#define FOREACH_ENUM(type, var, ...) \
  for(type var = static_cast<type>(0); \
      static_cast<unsigned>(var) < static_cast<unsigned>(_TL_ENUM_LIMIT(type##_Info::numOfElements __VA_OPT__(, __VA_ARGS__))); \
      var = static_cast<type>(static_cast<unsigned>(var) + 1))
#define _TL_ENUM_LIMIT(...) _TL_ENUM_LIMIT_I(__VA_ARGS__, ~)
#define _TL_ENUM_LIMIT_I(all, ...) _TL_ENUM_LIMIT_II(all, __VA_ARGS__)
#define _TL_ENUM_LIMIT_II(all, limit, ...) _TL_ENUM_LIMIT_PICK_##__VA_OPT__(2)(all, limit)
#define _TL_ENUM_LIMIT_PICK_(all, limit) all
#define _TL_ENUM_LIMIT_PICK_2(all, limit) limit
