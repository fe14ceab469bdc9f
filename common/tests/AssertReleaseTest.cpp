/**
 * @file AssertReleaseTest.cpp
 * ASSERT and VERIFY as release builds (NDEBUG) compile them: this file defines NDEBUG itself,
 * so every build checks that ASSERT evaluates nothing and VERIFY still evaluates its argument.
 */
#ifndef NDEBUG
#define NDEBUG 1
#endif
#include "Platform/Assert.h"
#include <gtest/gtest.h>

namespace
{
  int evaluations = 0;
  bool counted(bool value)
  {
    ++evaluations;
    return value;
  }
}

TEST(AssertRelease, AssertEvaluatesNothingVerifyEvaluatesItsArgument)
{
  evaluations = 0;
  ASSERT(counted(false));
  EXPECT_EQ(evaluations, 0);
  VERIFY(counted(false));
  EXPECT_EQ(evaluations, 1);
}
