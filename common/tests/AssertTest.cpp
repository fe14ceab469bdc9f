/**
 * @file AssertTest.cpp
 * ASSERT and VERIFY in debug and develop builds: a failed check names the file, the line and
 * the condition, prints a stack trace and aborts; a passing one does nothing else.
 */
#include "Platform/Assert.h"
#include <gtest/gtest.h>

#ifdef NDEBUG
TEST(Assert, ReleaseBuildsCompileTheChecksOut)
{
  GTEST_SKIP() << "this build defines NDEBUG; AssertReleaseTest.cpp covers it";
}
#else
namespace
{
  int evaluations = 0;
  bool counted(bool value)
  {
    ++evaluations;
    return value;
  }

  void failingAssert()
  {
    const int size = 3;
    ASSERT(size > 4);
  }
}

TEST(Assert, PassingChecksEvaluateTheirConditionOnce)
{
  evaluations = 0;
  ASSERT(counted(true));
  VERIFY(counted(true));
  EXPECT_EQ(evaluations, 2);
}

TEST(Assert, AFailedAssertNamesFileLineAndConditionAndPrintsAStackTrace)
{
  EXPECT_DEATH(failingAssert(), "AssertTest.cpp:[0-9]+: ASSERT\\(size > 4\\) failed\nStack trace:\n.*common_tests");
}

TEST(Assert, AFailedVerifyToo)
{
  EXPECT_DEATH(VERIFY(counted(false)), "AssertTest.cpp:[0-9]+: VERIFY\\(counted\\(false\\)\\) failed");
}
#endif
