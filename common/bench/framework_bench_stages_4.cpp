/**
 * @file framework_bench_stages_4.cpp
 * framework_bench's stages 80 ... 99 (framework_bench_stages.h).
 */

#include "framework_bench_stages.h"

BENCH_DECADE(8, 7)
BENCH_DECADE(9, 8)
