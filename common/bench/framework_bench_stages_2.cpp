/**
 * @file framework_bench_stages_2.cpp
 * framework_bench's stages 40 ... 59 (framework_bench_stages.h).
 */

#include "framework_bench_stages.h"

BENCH_DECADE(4, 3)
BENCH_DECADE(5, 4)
