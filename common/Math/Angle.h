/**
 * @file Math/Angle.h
 * An angle in radians that streams as degrees in text formats ("90deg") and as a 4-byte
 * float (radians) in binary ones.
 */
#pragma once

#include "Math/Constants.h"
#include <cmath>

/** An angle in radians, implicitly convertible from and to float. */
class Angle
{
  float value = 0.f;

public:
  constexpr Angle() = default;
  constexpr Angle(float angle) : value(angle) {}

  constexpr operator float&() { return value; }
  constexpr operator const float&() const { return value; }

  constexpr Angle operator-() const { return Angle(-value); }
  constexpr Angle& operator+=(float angle) { value += angle; return *this; }
  constexpr Angle& operator-=(float angle) { value -= angle; return *this; }
  constexpr Angle& operator*=(float angle) { value *= angle; return *this; }
  constexpr Angle& operator/=(float angle) { value /= angle; return *this; }

  /** Normalises the angle to (-pi, pi]. */
  Angle& normalize() { value = normalize(value); return *this; }

  /** Normalises an angle in radians to (-pi, pi]. */
  template<typename T> static T normalize(T data)
  {
    if(data > T(-pi) && data <= T(pi))
      return data;
    data = data - static_cast<T>(static_cast<int>(data / T(pi2))) * T(pi2);
    return data > T(pi) ? data - T(pi2) : (data <= T(-pi) ? data + T(pi2) : data);
  }

  /** The difference to b, normalised to (-pi, pi]. */
  Angle diffAbs(Angle b) const { return std::abs(normalize(value - b)); }

  static constexpr Angle fromDegrees(float degrees) { return Angle(degrees * (pi / 180.f)); }
  constexpr float toDegrees() const { return value * (180.f / pi); }
};

constexpr Angle operator""_deg(unsigned long long angle) { return Angle::fromDegrees(static_cast<float>(angle)); }
constexpr Angle operator""_deg(long double angle) { return Angle::fromDegrees(static_cast<float>(angle)); }
constexpr Angle operator""_rad(unsigned long long angle) { return Angle(static_cast<float>(angle)); }
constexpr Angle operator""_rad(long double angle) { return Angle(static_cast<float>(angle)); }
