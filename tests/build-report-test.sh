#!/usr/bin/env bash
# scripts/dev/build-report on a ninja log of two runs: the last run's wall time, the slowest steps
# (newest entry of each output), the seconds per target; a log that is none is a clear error.
set -euo pipefail
repo="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "build-report-test: $1" >&2; exit 1; }

# Run 1 (a full build): a.o 30 s and b.o 10 s of target alpha, its link 2 s, c.o 5 s of beta.
# Run 2 (incremental, its clock starts at 0 again): a.o again, now 4 s.
printf '# ninja log v5\n' >"$work/.ninja_log"
printf '0\t10000\t1\tsrc/CMakeFiles/alpha.dir/b.cpp.o\th\n' >>"$work/.ninja_log"
printf '0\t30000\t1\tsrc/CMakeFiles/alpha.dir/a.cpp.o\th\n' >>"$work/.ninja_log"
printf '10000\t15000\t1\tsrc/CMakeFiles/beta.dir/c.cpp.o\th\n' >>"$work/.ninja_log"
printf '30000\t32000\t1\tsrc/libalpha.a\th\n' >>"$work/.ninja_log"
printf '100\t4100\t2\tsrc/CMakeFiles/alpha.dir/a.cpp.o\th\n' >>"$work/.ninja_log"

out=$("$repo/scripts/dev/build-report" "$work" --headers 0)
grep -q '^last ninja run: 1 steps, 0 min 4.0 s wall$' <<<"$out" || fail "wrong last run: $out"
grep -q '^all outputs (newest entry each): 4 steps, 0 min 21 s of one core$' <<<"$out" || fail "wrong sum: $out"
slowest=$(grep -A 2 '^| seconds | step |' <<<"$out" | tail -n 1)
[ "$slowest" = '| 10.0 | `src/CMakeFiles/alpha.dir/b.cpp.o` |' ] || fail "wrong slowest step: $slowest"
grep -q '^| 14 | 2 | alpha |$' <<<"$out" || fail "wrong seconds of alpha: $out"
grep -q '^| 5 | 1 | beta |$' <<<"$out" || fail "wrong seconds of beta: $out"

echo "not a log" >"$work/.ninja_log"
if err=$("$repo/scripts/dev/build-report" "$work" 2>&1); then fail "a broken log was accepted"; fi
grep -q '\.ninja_log(1, 1): not a ninja log' <<<"$err" || fail "the error does not say where: $err"
echo "build-report-test: ok"
