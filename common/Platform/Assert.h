/**
 * @file Platform/Assert.h
 * ASSERT and VERIFY: invariants that the code relies on, checked in debug and develop builds.
 *
 *   ASSERT(index < size);              // compiled out in release builds (NDEBUG)
 *   VERIFY(queue.reserve(bytes));      // always evaluated, only checked where ASSERT is
 *
 * A failed check prints "<file>:<line>: ASSERT(<condition>) failed" and a stack trace on
 * stderr and aborts the program (on the robot the parent process then sits the robot down).
 * An ASSERT is for what cannot happen unless the code is wrong; bad input from outside is
 * answered with an error message, never with an ASSERT.
 */
#pragma once

namespace Assert
{
  /** Reports a failed check with a stack trace on stderr and aborts. */
  [[noreturn]] void fail(const char* macro, const char* condition, const char* file, int line) noexcept;
}

#ifdef NDEBUG
#define ASSERT(condition) static_cast<void>(sizeof((condition) ? 1 : 0))
#define VERIFY(condition) static_cast<void>(condition)
#else
#define ASSERT(condition) ((condition) ? static_cast<void>(0) : Assert::fail("ASSERT", #condition, __FILE__, __LINE__))
#define VERIFY(condition) ((condition) ? static_cast<void>(0) : Assert::fail("VERIFY", #condition, __FILE__, __LINE__))
#endif
