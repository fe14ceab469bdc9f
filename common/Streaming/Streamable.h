/**
 * @file Streaming/Streamable.h
 * The base class Streamable, the STREAM macros, and how containers, enums and classes are
 * streamed through any In/Out.
 *
 * Each streamable type T has a Streaming::Streamer<T> with write(), read() and reg(). Basic
 * types are handled by the operators in InOut.h; this file adds classes derived from
 * Streamable, C arrays, std::array, std::vector, std::list and std::optional;
 * Streaming/MathStreaming.h (included at the end) those of Eigen matrices and Pose2f, and
 * EnumIndexedArray.h its own.
 *
 * Values whose memory layout equals their binary encoding ("raw" types: arithmetic types other
 * than bool, enums, Angle, fixed Eigen matrices, arrays of them) are copied as one block when
 * the stream is binary; the bytes are the same as element by element.
 */
#pragma once

#include "Streaming/InOut.h"
#include "Streaming/TypeRegistry.h"
#include <array>
#include <cstring>
#include <list>
#include <optional>
#include <type_traits>
#include <typeinfo>
#include <vector>

class Streamable;

namespace Streaming
{
  /** The streamer of a type; specialised for every kind of streamable type. */
  template<typename T> struct Streamer;

  /** Whether T's memory layout is its binary encoding (then it is copied as one block). */
  template<typename T> struct IsRaw : std::bool_constant<(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) || std::is_enum_v<T>> {};
  template<> struct IsRaw<Angle> : std::true_type {};
  template<typename T, std::size_t n> struct IsRaw<T[n]> : IsRaw<T> {};
  template<typename T, std::size_t n> struct IsRaw<std::array<T, n>> : IsRaw<T> {};
  template<typename T> inline constexpr bool isRaw = IsRaw<std::remove_cv_t<T>>::value;

  /** Whether T is streamed by the basic operators of InOut.h (a literal in config maps). */
  template<typename T> inline constexpr bool isBasic =
    std::is_arithmetic_v<T> || std::is_enum_v<T> || std::is_same_v<T, std::string> || std::is_same_v<T, Angle>;

  template<typename T> concept HasStreamer = requires(Out& out, In& in, const T& c, T& v) {
    Streamer<T>::write(out, c);
    Streamer<T>::read(in, v);
  };

  /** The mangled type name passed to select() for enums, nullptr otherwise. */
  template<typename T> const char* enumTypeName()
  {
    if constexpr(std::is_enum_v<T>)
      return typeid(T).name();
    else
      return nullptr;
  }

  /** Registers what is needed to describe T in the TypeRegistry (element types, Eigen classes, ...). */
  template<typename T> void registerType()
  {
    if constexpr(requires { Streamer<T>::reg(); })
      Streamer<T>::reg();
  }

  /** The name of a value streamed with STREAM_EXT: the part before the first '.' is dropped. */
  const char* skipObjectName(const char* name);
}

/** Writes any value that has a streamer. */
template<typename T> requires Streaming::HasStreamer<T>
Out& operator<<(Out& out, const T& value)
{
  Streaming::Streamer<T>::write(out, value);
  return out;
}

/** Reads any value that has a streamer. */
template<typename T> requires Streaming::HasStreamer<T>
In& operator>>(In& in, T& value)
{
  Streaming::Streamer<T>::read(in, value);
  return in;
}

namespace Streaming
{
  /** Streams a named value (a record field). */
  template<typename T> void streamIt(Out& out, const char* name, const T& value)
  {
    if(out.isStructured())
    {
      out.select(name, -2, enumTypeName<T>());
      out << value;
      out.deselect();
    }
    else
      out << value;
  }

  template<typename T> void streamIt(In& in, const char* name, T& value)
  {
    if(in.isStructured())
    {
      in.select(name, -2, enumTypeName<T>());
      in >> value;
      in.deselect();
    }
    else
      in >> value;
  }

  /** Streams an array element. */
  template<typename T> void streamElement(Out& out, std::size_t index, const T& value)
  {
    if(out.isStructured())
    {
      out.select(nullptr, static_cast<int>(index), enumTypeName<T>());
      out << value;
      out.deselect();
    }
    else
      out << value;
  }

  template<typename T> void streamElement(In& in, std::size_t index, T& value)
  {
    if(in.isStructured())
    {
      in.select(nullptr, static_cast<int>(index), enumTypeName<T>());
      in >> value;
      in.deselect();
    }
    else
      in >> value;
  }

  /** Writes n elements at p, as one block if possible. */
  template<typename T> void writeElements(Out& out, const T* p, std::size_t n)
  {
    if constexpr(isRaw<T>)
      if(out.isBinary())
      {
        out.write(p, n * sizeof(T));
        return;
      }
    for(std::size_t i = 0; i < n; ++i)
      streamElement(out, i, p[i]);
  }

  template<typename T> void readElements(In& in, T* p, std::size_t n)
  {
    if constexpr(isRaw<T>)
      if(in.isBinary())
      {
        in.read(p, n * sizeof(T));
        return;
      }
    for(std::size_t i = 0; i < n; ++i)
      streamElement(in, i, p[i]);
  }

  /** Fixed arrays: no count in the data. */
  template<typename T, std::size_t n> struct FixedArrayStreamer
  {
    static void write(Out& out, const T* p)
    {
      out.beginArray(n, false);
      writeElements(out, p, n);
      out.endArray();
    }
    static void read(In& in, T* p)
    {
      const std::size_t size = in.beginArray(n);
      readElements(in, p, size < n ? size : n);
      in.endArray();
    }
    static void reg() { registerType<T>(); }
  };

  template<typename T, std::size_t n> struct Streamer<T[n]>
  {
    static void write(Out& out, const T (&value)[n]) { FixedArrayStreamer<T, n>::write(out, value); }
    static void read(In& in, T (&value)[n]) { FixedArrayStreamer<T, n>::read(in, value); }
    static void reg() { registerType<T>(); }
  };

  template<typename T, std::size_t n> struct Streamer<std::array<T, n>>
  {
    static void write(Out& out, const std::array<T, n>& value) { FixedArrayStreamer<T, n>::write(out, value.data()); }
    static void read(In& in, std::array<T, n>& value) { FixedArrayStreamer<T, n>::read(in, value.data()); }
    static void reg() { registerType<T>(); }
  };

  /** Reads the elements of a dynamic container one by one, stopping at the first failure. */
  template<typename Container> void readDynamic(In& in, Container& value, std::size_t size)
  {
    value.clear();
    for(std::size_t i = 0; i < size && !in.failed(); ++i)
    {
      value.emplace_back();
      streamElement(in, i, value.back());
    }
  }

  template<typename T, typename A> struct Streamer<std::vector<T, A>>
  {
    static_assert(!std::is_same_v<T, bool>, "std::vector<bool> is not streamable");

    static void write(Out& out, const std::vector<T, A>& value)
    {
      out.beginArray(value.size(), true);
      writeElements(out, value.data(), value.size());
      out.endArray();
    }
    static void read(In& in, std::vector<T, A>& value)
    {
      const std::size_t size = in.beginArray(In::dynamicSize);
      if constexpr(isRaw<T>)
        if(in.isBinary())
        {
          if(size > in.remaining() / sizeof(T))
          {
            in.fail("array of " + std::to_string(size) + " elements at byte " + std::to_string(in.offset() - 4) +
                    " is longer than the rest of the input");
            value.clear();
          }
          else
          {
            value.resize(size);
            in.read(value.data(), size * sizeof(T));
          }
          in.endArray();
          return;
        }
      readDynamic(in, value, size);
      in.endArray();
    }
    static void reg() { registerType<T>(); }
  };

  template<typename T, typename A> struct Streamer<std::list<T, A>>
  {
    static void write(Out& out, const std::list<T, A>& value)
    {
      out.beginArray(value.size(), true);
      std::size_t i = 0;
      for(const T& element : value)
        streamElement(out, i++, element);
      out.endArray();
    }
    static void read(In& in, std::list<T, A>& value)
    {
      readDynamic(in, value, in.beginArray(In::dynamicSize));
      in.endArray();
    }
    static void reg() { registerType<T>(); }
  };

  /** std::optional is an array of zero or one element. */
  template<typename T> struct Streamer<std::optional<T>>
  {
    static void write(Out& out, const std::optional<T>& value)
    {
      out.beginArray(value ? 1 : 0, true);
      if(value)
        streamElement(out, 0, *value);
      out.endArray();
    }
    static void read(In& in, std::optional<T>& value)
    {
      const std::size_t size = in.beginArray(In::dynamicSize);
      if(size > 1)
        in.fail("an optional value has " + std::to_string(size) + " elements");
      if(size == 1)
      {
        if(!value)
          value.emplace();
        streamElement(in, 0, *value);
      }
      else
        value.reset();
      in.endArray();
    }
    static void reg() { registerType<T>(); }
  };
}

/**
 * The base class of classes that stream themselves through read() and write(). Derived
 * classes implement both (usually generated by STREAMABLE) and register their type.
 */
class Streamable
{
public:
  virtual ~Streamable() = default;

protected:
  Streamable() = default;
  Streamable(const Streamable&) = default;
  Streamable& operator=(const Streamable&) = default;

  /** Reads the object from a stream. The parameter must be called "stream" for STREAM(). */
  virtual void read(In& stream) = 0;
  /** Writes the object to a stream. The parameter must be called "stream" for STREAM(). */
  virtual void write(Out& stream) const = 0;

  template<typename T> friend struct Streaming::Streamer;
};

namespace Streaming
{
  template<typename T> requires std::is_base_of_v<Streamable, T>
  struct Streamer<T>
  {
    static void write(Out& out, const T& value)
    {
      if(out.isStructured())
        out.beginRecord();
      static_cast<const Streamable&>(value).write(out);
      if(out.isStructured())
        out.endRecord();
    }
    static void read(In& in, T& value)
    {
      if(in.isStructured())
        in.beginRecord();
      static_cast<Streamable&>(value).read(in);
      if(in.isStructured())
        in.endRecord();
    }
  };
}

/** Streams a member in read(In& stream) and write(Out& stream) const. */
#define STREAM(member) Streaming::streamIt(stream, #member, member)

/** Streams the base class; must be the first STREAM statement. */
#define STREAM_BASE(base) \
  [&](auto& _stream) { \
    if constexpr(std::is_base_of_v<In, std::remove_cvref_t<decltype(_stream)>>) \
      this->base::read(_stream); \
    else \
      this->base::write(_stream); \
  }(stream)

/** Streams an expression through an explicitly named stream (in streaming operators). */
#define STREAM_EXT(stream, member) Streaming::streamIt(stream, Streaming::skipObjectName(#member), member)

/** Starts a registration function for a class without a streamable base. */
#define REG_CLASS(type) \
  [[maybe_unused]] const char* _type = typeid(type).name(); \
  TypeRegistry::addClass(_type, nullptr)

/** Starts a registration function for a class with a streamable base. */
#define REG_CLASS_WITH_BASE(type, base) \
  [[maybe_unused]] const char* _type = typeid(type).name(); \
  TypeRegistry::addClass(_type, typeid(base).name())

/** Registers a member: REG(member) or REG(type, member). */
#define REG(...) _TL_REG_SELECT(__VA_ARGS__, _TL_REG2, _TL_REG1, ~)(__VA_ARGS__)
#define _TL_REG_SELECT(a, b, macro, ...) macro
#define _TL_REG1(member) TypeRegistry::addAttribute<std::remove_cvref_t<decltype(member)>>(_type, #member)
#define _TL_REG2(type, member) TypeRegistry::addAttribute<type>(_type, #member)

/** Registers an enum type (its constants with REG_CONSTANT). */
#define REG_ENUM(type) \
  [[maybe_unused]] const char* _type = typeid(type).name(); \
  TypeRegistry::addEnum(_type)
#define REG_CONSTANT(constant) TypeRegistry::addEnumConstant(_type, #constant)

/** Template definitions of TypeRegistry that need the streamers. */
template<typename T> void TypeRegistry::addAttribute(const char* type, const char* name)
{
  Streaming::registerType<T>();
  addAttribute(type, typeid(T).name(), name);
}

#include "Streaming/MathStreaming.h"
