/**
 * @file framework_bench_stages_1.cpp
 * framework_bench's stages 20 ... 39 (framework_bench_stages.h).
 */

#include "framework_bench_stages.h"

BENCH_DECADE(2, 1)
BENCH_DECADE(3, 2)
