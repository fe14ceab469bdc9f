/**
 * @file Streaming/AutoStreamable.h
 * STREAMABLE and STREAMABLE_WITH_BASE: classes that stream and register themselves.
 *
 *   STREAMABLE(Example,
 *   {
 *     ENUM(ABC, {, a, b, c, });
 *     Example() { std::memset(array, 0, sizeof(array)); },
 *
 *     (int) anInt,
 *     (float)(3.14f) pi,
 *     (int[4]) array,
 *     (Vector2f)(1.f, 2.f) aVector,
 *     (ABC) aLetter,
 *   });
 *
 * The first parameter after the name opens the class body: everything up to the first
 * top-level comma is pasted verbatim (use COMMA for commas). Then come the members, either
 * "(type) name" or "(type)(init) name"; the latter is initialised with type(init). Members
 * without an initialiser are default-initialised (scalars stay uninitialised). Up to 119
 * members (the macro machinery allows 158). After reading, onRead() is called if the class
 * itself declares one.
 *
 * In binary streams, consecutive members whose layout equals their encoding (see
 * Streaming::IsRaw) are copied as one block when the class has no padding between them.
 */
#pragma once

#include "Streaming/Enum.h"
#include "Streaming/Function.h"
#include "Streaming/FunctionList.h"
#include "Streaming/MacroMachinery.h"
#include "Streaming/Streamable.h"
#include <cstddef>
#include <type_traits>

/** A comma inside the header part of a STREAMABLE. */
#define COMMA ,

namespace Streaming
{
  /** Collects consecutive members into one block of memory, if they are consecutive. */
  struct RawBlock
  {
    const char* begin = nullptr;
    const char* end = nullptr;

    bool add(const void* member, std::size_t size)
    {
      const char* p = static_cast<const char*>(member);
      if(!begin)
        begin = end = p;
      else if(p != end)
        return false;
      end = p + size;
      return true;
    }
    std::size_t size() const { return static_cast<std::size_t>(end - begin); }
  };
}

// Parts of a member declaration "(type) name" or "(type)(init) name".
#define _TL_S_EAT(...)
#define _TL_S_KEEP(...) __VA_ARGS__
#define _TL_S_STRIP(x) _TL_S_KEEP x
#define _TL_S_GROUP_COMMA(...) (__VA_ARGS__),
#define _TL_S_FIRST(a, ...) a
#define _TL_S_FIRST_I(...) _TL_S_FIRST(__VA_ARGS__)
#define _TL_S_TYPE(decl) _TL_S_FIRST_I(_TL_S_GROUP_COMMA decl)
#define _TL_S_REST(decl) _TL_S_EAT decl
#define _TL_S_PROBE(...) ~, 1,
#define _TL_S_CHECK_N(x, n, ...) n
#define _TL_S_CHECK(...) _TL_S_CHECK_N(__VA_ARGS__, 0, ~)
#define _TL_S_IS_PAREN(x) _TL_S_CHECK(_TL_S_PROBE x)
#define _TL_S_HAS_INIT(decl) _TL_S_IS_PAREN(_TL_S_REST(decl))
#define _TL_S_EAT_APPLY(x) _TL_S_EAT x
#define _TL_S_NAME_0(decl) _TL_S_REST(decl)
#define _TL_S_NAME_1(decl) _TL_S_EAT_APPLY(_TL_S_REST(decl))
#define _TL_S_NAME(decl) _TL_CAT(_TL_S_NAME_, _TL_S_HAS_INIT(decl))(decl)
#define _TL_S_APPLY_GROUP_COMMA(x) _TL_S_GROUP_COMMA x
#define _TL_S_INIT(decl) _TL_S_FIRST_I(_TL_S_APPLY_GROUP_COMMA(_TL_S_REST(decl)))
#define _TL_S_STR(x) _TL_S_STR_I(x)
#define _TL_S_STR_I(x) #x
#define _TL_S_T(decl) std::type_identity_t<_TL_S_STRIP(_TL_S_TYPE(decl))>

#define _TL_S_DECLARE_0(decl) _TL_S_T(decl) _TL_S_NAME(decl);
#define _TL_S_DECLARE_1(decl) _TL_S_T(decl) _TL_S_NAME(decl) = _TL_S_T(decl) _TL_S_INIT(decl);
#define _TL_S_DECLARE(data, decl) _TL_CAT(_TL_S_DECLARE_, _TL_S_HAS_INIT(decl))(decl)
#define _TL_S_STREAM(data, decl) Streaming::streamIt(stream, _TL_S_STR(_TL_S_NAME(decl)), _TL_S_NAME(decl));
#define _TL_S_REGISTER(data, decl) TypeRegistry::addAttribute<_TL_S_STRIP(_TL_S_TYPE(decl))>(_type, _TL_S_STR(_TL_S_NAME(decl)));
#define _TL_S_ALL_RAW(data, decl) && Streaming::isRaw<_TL_S_T(decl)>
#define _TL_S_ADD_RAW(data, decl) && _block.add(&_TL_S_NAME(decl), sizeof(_TL_S_NAME(decl)))

#define _TL_S_BASE_0(base)
#define _TL_S_BASE_1(base) STREAM_BASE(base);
#define _TL_S_REG_CLASS_0(name, base) REG_CLASS(name)
#define _TL_S_REG_CLASS_1(name, base) REG_CLASS_WITH_BASE(name, base)

// The header ends with a ';': it is needed after "FUNCTION(...) name" and is an empty
// declaration otherwise, which -Wpedantic would flag.
#define _TL_S_BEGIN_HEADER \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wpedantic\"") \
  _Pragma("GCC diagnostic ignored \"-Wextra-semi\"")
#define _TL_S_END_HEADER ; _Pragma("GCC diagnostic pop")

// The header is pasted by STREAMABLE itself: once expanded (e.g. an ENUM inside it) it has
// top-level commas and must not be passed on to another macro.
#define STREAMABLE(name, header, ...) \
  _TL_S_BEGIN_HEADER \
  struct name : public Streamable \
  header _TL_S_END_HEADER \
  _TL_STREAMABLE(name, Streamable, 0, _TL_DEC(_TL_NARGS(__VA_ARGS__)), __VA_ARGS__)
#define STREAMABLE_WITH_BASE(name, base, header, ...) \
  _TL_S_BEGIN_HEADER \
  struct name : public base \
  header _TL_S_END_HEADER \
  _TL_STREAMABLE(name, base, 1, _TL_DEC(_TL_NARGS(__VA_ARGS__)), __VA_ARGS__)

#define _TL_STREAMABLE(name, base, hasBase, n, ...) _TL_STREAMABLE_I(name, base, hasBase, n, __VA_ARGS__)
#define _TL_STREAMABLE_I(name, base, hasBase, n, ...) \
  _TL_FOR_EACH_N(_TL_S_DECLARE, ~, n, __VA_ARGS__) \
  \
protected: \
  void read(In& stream) override \
  { \
    PUBLISH(_tlReg); \
    _TL_S_BASE_##hasBase(base) \
    if constexpr(n > 0 && (true _TL_FOR_EACH_N(_TL_S_ALL_RAW, ~, n, __VA_ARGS__))) \
      if(stream.isBinary()) \
      { \
        Streaming::RawBlock _block; \
        if(true _TL_FOR_EACH_N(_TL_S_ADD_RAW, ~, n, __VA_ARGS__)) \
        { \
          stream.read(const_cast<char*>(_block.begin), _block.size()); \
          _tlOnRead(); \
          return; \
        } \
      } \
    _TL_FOR_EACH_N(_TL_S_STREAM, ~, n, __VA_ARGS__) \
    _tlOnRead(); \
  } \
  \
  void write(Out& stream) const override \
  { \
    PUBLISH(_tlReg); \
    _TL_S_BASE_##hasBase(base) \
    if constexpr(n > 0 && (true _TL_FOR_EACH_N(_TL_S_ALL_RAW, ~, n, __VA_ARGS__))) \
      if(stream.isBinary()) \
      { \
        Streaming::RawBlock _block; \
        if(true _TL_FOR_EACH_N(_TL_S_ADD_RAW, ~, n, __VA_ARGS__)) \
        { \
          stream.write(_block.begin, _block.size()); \
          return; \
        } \
      } \
    _TL_FOR_EACH_N(_TL_S_STREAM, ~, n, __VA_ARGS__) \
  } \
  \
private: \
  /** Calls onRead() if this class itself declares one. */ \
  void _tlOnRead() \
  { \
    [](auto* self) { \
      using Self = std::remove_pointer_t<decltype(self)>; \
      if constexpr(requires { &Self::onRead; }) \
        if constexpr(std::is_same_v<decltype(&Self::onRead), void (Self::*)()> || \
                     std::is_same_v<decltype(&Self::onRead), void (Self::*)() const>) \
          self->onRead(); \
    }(this); \
  } \
  \
  static void _tlReg() \
  { \
    PUBLISH(_tlReg); \
    _TL_S_REG_CLASS_##hasBase(name, base); \
    _TL_FOR_EACH_N(_TL_S_REGISTER, ~, n, __VA_ARGS__) \
  } \
  \
public: \
  }
