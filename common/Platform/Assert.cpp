/**
 * @file Platform/Assert.cpp
 * Reporting a failed ASSERT or VERIFY: the message, a stack trace, abort().
 */
#include "Platform/Assert.h"
#include <cstdio>
#include <cstdlib>
#include <execinfo.h>
#include <unistd.h>

void Assert::fail(const char* macro, const char* condition, const char* file, int line) noexcept
{
  std::fprintf(stderr, "%s:%d: %s(%s) failed\nStack trace:\n", file, line, macro, condition);
  std::fflush(stderr);
  void* frames[64];
  const int count = backtrace(frames, 64);
  backtrace_symbols_fd(frames, count, STDERR_FILENO); // writes directly, allocates nothing
  std::abort();
}
