/**
 * @file framework_bench_stages.h
 * The chain of framework_bench's dispatch benchmark (docs/performance.md, "Module framework"):
 * 100 representations BenchStage00 ... BenchStage99, the macros that define the module
 * BenchModule<i> (REQUIRES BenchStage<i-1>, PROVIDES BenchStage<i>: value = previous value + 1)
 * and the plain function plainUpdate<i> doing the same on ints (the physical limit).
 *
 * The modules are defined in framework_bench_stages_0.cpp ... _4.cpp, 20 each, so that no
 * translation unit compiles for long; they register themselves (MAKE_MODULE) and the benchmark
 * finds them by name.
 */
#pragma once

#include "Framework/Module.h"

#define BENCH_REPRESENTATION(i) STREAMABLE(BenchStage##i, {, (int)(0) value, });
#define BENCH_REPRESENTATION_DECADE(t) \
  BENCH_REPRESENTATION(t##0) BENCH_REPRESENTATION(t##1) BENCH_REPRESENTATION(t##2) BENCH_REPRESENTATION(t##3) \
  BENCH_REPRESENTATION(t##4) BENCH_REPRESENTATION(t##5) BENCH_REPRESENTATION(t##6) BENCH_REPRESENTATION(t##7) \
  BENCH_REPRESENTATION(t##8) BENCH_REPRESENTATION(t##9)

BENCH_REPRESENTATION_DECADE(0)
BENCH_REPRESENTATION_DECADE(1)
BENCH_REPRESENTATION_DECADE(2)
BENCH_REPRESENTATION_DECADE(3)
BENCH_REPRESENTATION_DECADE(4)
BENCH_REPRESENTATION_DECADE(5)
BENCH_REPRESENTATION_DECADE(6)
BENCH_REPRESENTATION_DECADE(7)
BENCH_REPRESENTATION_DECADE(8)
BENCH_REPRESENTATION_DECADE(9)

namespace FrameworkBench
{
  /** The physical limit's data: one int per stage. */
  extern int plainStage[100];

#define BENCH_PLAIN_DECLARATION_DECADE(t) \
  void plainUpdate##t##0(); void plainUpdate##t##1(); void plainUpdate##t##2(); void plainUpdate##t##3(); \
  void plainUpdate##t##4(); void plainUpdate##t##5(); void plainUpdate##t##6(); void plainUpdate##t##7(); \
  void plainUpdate##t##8(); void plainUpdate##t##9();
  BENCH_PLAIN_DECLARATION_DECADE(0)
  BENCH_PLAIN_DECLARATION_DECADE(1)
  BENCH_PLAIN_DECLARATION_DECADE(2)
  BENCH_PLAIN_DECLARATION_DECADE(3)
  BENCH_PLAIN_DECLARATION_DECADE(4)
  BENCH_PLAIN_DECLARATION_DECADE(5)
  BENCH_PLAIN_DECLARATION_DECADE(6)
  BENCH_PLAIN_DECLARATION_DECADE(7)
  BENCH_PLAIN_DECLARATION_DECADE(8)
  BENCH_PLAIN_DECLARATION_DECADE(9)
#undef BENCH_PLAIN_DECLARATION_DECADE
}

/** Stage i after stage prev: the module and the plain function. */
#define BENCH_STAGE(i, prev) \
  MODULE(BenchModule##i, {, REQUIRES(BenchStage##prev), PROVIDES(BenchStage##i), }); \
  class BenchModule##i : public BenchModule##i##Base \
  { \
    void update(BenchStage##i& stage) override { stage.value = theBenchStage##prev.value + 1; } \
  }; \
  MAKE_MODULE(BenchModule##i); \
  [[gnu::noinline]] void FrameworkBench::plainUpdate##i() { plainStage[1##i - 100] = plainStage[1##prev - 100] + 1; }

/** Stage 00 starts the chain: it counts the frames. */
#define BENCH_FIRST_STAGE(i) \
  MODULE(BenchModule##i, {, PROVIDES(BenchStage##i), }); \
  class BenchModule##i : public BenchModule##i##Base \
  { \
    void update(BenchStage##i& stage) override { ++stage.value; } \
  }; \
  MAKE_MODULE(BenchModule##i); \
  [[gnu::noinline]] void FrameworkBench::plainUpdate##i() { ++plainStage[0]; }

// Two-digit indices (1##i - 100 turns "07" into 7 without an octal literal).
#define BENCH_DECADE(t, pt) \
  BENCH_STAGE(t##0, pt##9) BENCH_STAGE(t##1, t##0) BENCH_STAGE(t##2, t##1) BENCH_STAGE(t##3, t##2) BENCH_STAGE(t##4, t##3) \
  BENCH_STAGE(t##5, t##4) BENCH_STAGE(t##6, t##5) BENCH_STAGE(t##7, t##6) BENCH_STAGE(t##8, t##7) BENCH_STAGE(t##9, t##8)
