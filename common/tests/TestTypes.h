/**
 * @file TestTypes.h
 * Streamable types shared by the streaming tests: the seeds' examples and a representative
 * set of everything the streaming layer supports.
 */
#pragma once

#include "Math/Eigen.h"
#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/EnumIndexedArray.h"
#include <cstring>
#include <list>
#include <optional>
#include <string>
#include <vector>

/** The seeds refer to MotionRequest::Motion; a minimal stand-in. */
STREAMABLE(MotionRequest,
{
  ENUM(Motion,
  {,
    stand,
    walk,
    kick,
  }),

  (Motion)(stand) motion,
});

/** The seed's Example, unchanged. */
STREAMABLE(Example,
{
  ENUM(ABC,
  {,
    a,
    b,
    c,
  });

  Example()
  {
    std::memset(array, 0, sizeof(array));
  },

  (int) anInt,
  (float)(3.14f) pi,
  (int[4]) array,
  (Vector2f)(1.f, 2.f) aVector,
  (ABC) aLetter,
  (MotionRequest::Motion)(MotionRequest::stand) motionId,
});

/** The seed's Letter. */
ENUM(Letter,
{,
  a,
  b,
  numOfLettersBeforeC,
  c = numOfLettersBeforeC,
  d,
});

/** The seed's KickOffInfo. */
STREAMABLE(KickOffInfo,
{,
  (Pose2f) defensiveGoaliePose,
  (std::vector<Vector2f>) kickoffTargets,
  (float) outOfCenterCircleTolerance,
  (int) ballCounterThreshold,
});

/** The joints of the NAO, for the seed's jointAngles example. */
struct Joints
{
  ENUM(Joint,
  {,
    headYaw,
    headPitch,
    lShoulderPitch,
    lShoulderRoll,
    lElbowYaw,
    lElbowRoll,
    lWristYaw,
    lHand,
    rShoulderPitch,
    rShoulderRoll,
    rElbowYaw,
    rElbowRoll,
    rWristYaw,
    rHand,
    lHipYawPitch,
    lHipRoll,
    lHipPitch,
    lKneePitch,
    lAnklePitch,
    lAnkleRoll,
    rHipYawPitch,
    rHipRoll,
    rHipPitch,
    rKneePitch,
    rAnklePitch,
    rAnkleRoll,
  });
};

/** Holds the seed's jointAngles. */
STREAMABLE(JointAngles,
{,
  (ENUM_INDEXED_ARRAY(Angle, Joints::Joint)) jointAngles,
  (unsigned)(0) timestamp,
});

/** The seed's PathPlanner with a FUNCTION member. */
STREAMABLE(PathPlanner,
{
  FUNCTION(MotionRequest(const Pose2f& target, const Pose2f& speed, bool excludePenaltyArea)) plan,
});

/** A class with an onRead() hook. */
STREAMABLE(WithOnRead,
{
  int doubled = 0;
  int reads = 0;

private:
  void onRead()
  {
    doubled = 2 * value;
    ++reads;
  }

public:,
  (int)(0) value,
});

/** Derived classes do not call the base's onRead() twice. */
STREAMABLE_WITH_BASE(DerivedFromOnRead, WithOnRead,
{,
  (float)(0.f) extra,
});

/** Every basic type. */
STREAMABLE(Basics,
{,
  (bool)(false) aBool,
  (char)(0) aChar,
  (signed char)(0) aSChar,
  (unsigned char)(0) aUChar,
  (short)(0) aShort,
  (unsigned short)(0) aUShort,
  (int)(0) anInt,
  (unsigned)(0) anUnsigned,
  (float)(0.f) aFloat,
  (double)(0.0) aDouble,
  (std::string) aString,
  (Angle)(0.f) anAngle,
  (Letter)(a) aLetter,
});

/** Containers, Eigen types, nesting and inheritance. */
STREAMABLE_WITH_BASE(Everything, Basics,
{,
  (std::vector<int>) ints,
  (std::vector<std::string>) strings,
  (std::vector<Letter>) letters,
  (std::array<float, 3>) fixedFloats,
  (unsigned short[2]) cArray,
  (std::list<Pose2f>) poses,
  (std::optional<int>) maybeInt,
  (std::optional<Basics>) maybeBasics,
  (std::vector<std::vector<int>>) nested,
  (std::vector<Example>) examples,
  (Vector2f)(Vector2f::Zero()) v2,
  (Vector3f)(Vector3f::Zero()) v3,
  (Vector4f)(Vector4f::Zero()) v4,
  (Vector2i)(Vector2i::Zero()) v2i,
  (Eigen::Matrix<double, 6, 1>)(Eigen::Matrix<double, 6, 1>::Zero()) v6,
  (Matrix3f)(Matrix3f::Identity()) m3,
  (Eigen::Matrix<float, 2, 3, Eigen::RowMajor>)(Eigen::Matrix<float, 2, 3, Eigen::RowMajor>::Zero()) rowMajor,
  (Pose2f) pose,
  (ENUM_INDEXED_ARRAY(Angle, Joints::Joint)) jointAngles,
  (ENUM_INDEXED_ARRAY(std::vector<int>, Letter)) perLetter,
  (KickOffInfo) kickOff,
});
