/**
 * @file Math/EigenAngle.h
 * Eigen vectors of Angle (Vector2a, Vector3a): angles that stream as degrees in text formats
 * and as floats (radians) in binary ones. Eigen needs NumTraits for the scalar; Angle behaves
 * like a float.
 */
#pragma once

#include "Math/Angle.h"
#include "Math/Eigen.h"

namespace Eigen
{
  /** Angle is a float for Eigen. */
  template<> struct NumTraits<Angle> : NumTraits<float>
  {
    using Real = Angle;
    using NonInteger = Angle;
    using Nested = Angle;
    using Literal = Angle;
    enum
    {
      IsComplex = 0,
      IsInteger = 0,
      IsSigned = 1,
      RequireInitialization = 1,
      ReadCost = 1,
      AddCost = 1,
      MulCost = 1
    };
  };
}

using Vector2a = Eigen::Matrix<Angle, 2, 1>;
using Vector3a = Eigen::Matrix<Angle, 3, 1>;
