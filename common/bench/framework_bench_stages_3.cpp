/**
 * @file framework_bench_stages_3.cpp
 * framework_bench's stages 60 ... 79 (framework_bench_stages.h).
 */

#include "framework_bench_stages.h"

BENCH_DECADE(6, 5)
BENCH_DECADE(7, 6)
