/**
 * @file Streaming/EnumIndexedArray.h
 * ENUM_INDEXED_ARRAY(Element, Enum): a std::array indexed by the constants of an ENUM that
 * streams like a record whose fields are named after the constants:
 *
 *   ENUM_INDEXED_ARRAY(Angle, Joints::Joint) jointAngles;   // headYaw = 0deg; headPitch = 0deg; ...
 *
 * In binary it is a fixed array (no count).
 */
#pragma once

#include "Streaming/Streamable.h"
#include <array>
#include <initializer_list>

template<typename T, typename E, typename Info> struct EnumIndexedArray : public std::array<T, Info::numOfElements>
{
  using Base = std::array<T, Info::numOfElements>;

  EnumIndexedArray() = default;
  /** All elements set to value. */
  EnumIndexedArray(const T& value) { this->fill(value); }
  EnumIndexedArray(std::initializer_list<T> values)
  {
    std::size_t i = 0;
    for(const T& value : values)
      if(i < Base::size())
        (*this)[i++] = value;
  }
};

#define ENUM_INDEXED_ARRAY(type, enumType) EnumIndexedArray<type, enumType, enumType##_Info>

namespace Streaming
{
  template<typename T, typename E, typename Info> struct IsRaw<EnumIndexedArray<T, E, Info>> : IsRaw<T> {};

  template<typename T, typename E, typename Info> struct Streamer<EnumIndexedArray<T, E, Info>>
  {
    static constexpr std::size_t n = Info::numOfElements;

    static void write(Out& out, const EnumIndexedArray<T, E, Info>& value)
    {
      if(out.isStructured())
      {
        out.beginRecord();
        for(std::size_t i = 0; i < n; ++i)
          streamIt(out, name(i), value[i]);
        out.endRecord();
      }
      else
        writeElements(out, value.data(), n);
    }

    static void read(In& in, EnumIndexedArray<T, E, Info>& value)
    {
      if(in.isStructured())
      {
        in.beginRecord();
        for(std::size_t i = 0; i < n; ++i)
          streamIt(in, name(i), value[i]);
        in.endRecord();
      }
      else
        readElements(in, value.data(), n);
    }

    static void reg()
    {
      Info::reg();
      const char* _type = typeid(EnumIndexedArray<T, E, Info>).name();
      TypeRegistry::addClass(_type, nullptr);
      for(std::size_t i = 0; i < n; ++i)
        TypeRegistry::addAttribute<T>(_type, name(i));
    }

    static const char* name(std::size_t i)
    {
      const char* constant = TypeRegistry::getEnumName(typeid(E).name(), static_cast<int>(i));
      return constant ? constant : "UNKNOWN";
    }
  };
}
