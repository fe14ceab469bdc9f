/**
 * @file framework_bench_stages_0.cpp
 * framework_bench's stages 00 ... 19 (framework_bench_stages.h) and the plain functions' data.
 */

#include "framework_bench_stages.h"

int FrameworkBench::plainStage[100];

BENCH_FIRST_STAGE(00)
BENCH_STAGE(01, 00) BENCH_STAGE(02, 01) BENCH_STAGE(03, 02) BENCH_STAGE(04, 03) BENCH_STAGE(05, 04)
BENCH_STAGE(06, 05) BENCH_STAGE(07, 06) BENCH_STAGE(08, 07) BENCH_STAGE(09, 08)
BENCH_DECADE(1, 0)
