#!/usr/bin/env bash
# The start-up files of the robot (robot/Install): systemd accepts the user unit
# (systemd-analyze verify; LimitRTPRIO among its settings), and the wrapper touchline-start runs
# this build's touchline the way the robot does: ~/Config, a run directory under ~/logging with
# the output, refusal of a second start, SIGTERM handed on, how the program ended written down
# (the signal, the core dump and its size), old runs removed by number and by size.
#   robot-service-test.sh SOURCE_DIR TOUCHLINE
set -uo pipefail
root="$1"
touchline="$2"
work=$(mktemp -d /tmp/touchline-service-test.XXXXXX)
pids=()
cleanup() { # the wrappers this test started and their touchline
  for pid in "${pids[@]}"; do
    pkill -KILL -P "$pid" 2>/dev/null
    kill -KILL "$pid" 2>/dev/null
  done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "robot-service-test: $1" >&2; exit 1; }

home="$work/home"
mkdir -p "$home/bin" "$home/Config" "$work/run"
chmod 700 "$work/run"
cp "$root/robot/Install/touchline-start" "$home/bin/"
cp "$touchline" "$home/bin/touchline"

# The unit: verify prints problems (bad values, a missing ExecStart) and fails on some of them.
verify() { HOME="$home" XDG_RUNTIME_DIR="$work/run" systemd-analyze --user verify "$1" 2>&1; }
out=$(verify "$root/robot/Install/touchline.service") || fail "systemd-analyze verify failed: $out"
[ -z "$out" ] || fail "systemd-analyze verify complains: $out"
grep -q '^LimitRTPRIO=[1-9][0-9]*$' "$root/robot/Install/touchline.service" || fail "the unit sets no LimitRTPRIO"
sed 's/^KillMode=mixed/KillMode=mixd/' "$root/robot/Install/touchline.service" >"$work/broken.service"
out=$(verify "$work/broken.service")
grep -q 'kill mode' <<<"$out" || fail "systemd-analyze verify did not notice a broken unit: $out"
echo "robot-service-test: systemd-analyze verify accepts touchline.service"

# The wrapper, with LoLA's socket where nothing serves it: touchline waits for LoLA.
lola="$work/robocup"
start() { HOME="$home" TOUCHLINE_KEEP_RUNS=2 exec "$home/bin/touchline-start" --lola "$lola" --debug-port 0 "$@"; }
wait_for() { # wait_for FILE PATTERN
  for _ in $(seq 100); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done
  return 1
}
start &
wrapper=$!
pids+=("$wrapper")
wait_for "$home/logging/latest/touchline.log" "waiting for LoLA at $lola" ||
  fail "no 'waiting for LoLA' in the run's log: $(cat "$home/logging/latest/touchline.log" 2>&1)"
first=$(readlink "$home/logging/latest")
grep -q "^touchline-start: .* starting .*/bin/touchline --config $home/Config --lola" "$home/logging/$first/touchline.log" ||
  fail "the log does not say how touchline was started (with the home's Config): $(head -n 1 "$home/logging/$first/touchline.log")"

out=$(start 2>&1)
status=$?
[ "$status" = 75 ] || fail "a second touchline-start ran (status $status): $out"
grep -q 'touchline runs already' <<<"$out" || fail "the second start did not say why it refused: $out"
[ "$(readlink "$home/logging/latest")" = "$first" ] || fail "the refused start made a run directory"

kill -TERM "$wrapper"
wait "$wrapper"
status=$?
[ "$status" = 0 ] || fail "touchline-start ended with $status after SIGTERM"
grep -q 'touchline ended with status 0' "$home/logging/$first/touchline.log" ||
  fail "the end is not in the log: $(cat "$home/logging/$first/touchline.log")"
echo "robot-service-test: run directory, refusal of a second start, SIGTERM handed on"

# A crashed program is written down as such, with its core dump; only the newest two runs stay.
sleep 1
start &
wrapper=$!
pids+=("$wrapper")
for _ in $(seq 100); do [ "$(readlink "$home/logging/latest")" != "$first" ] && break; sleep 0.1; done
second=$(readlink "$home/logging/latest")
[ "$second" != "$first" ] || fail "the second run has the first one's directory"
wait_for "$home/logging/$second/touchline.log" "waiting for LoLA" || fail "the second run did not start"
program=$(pgrep -P "$wrapper") || fail "no touchline below the wrapper"
# SIGABRT: an abort() (sanitizers leave it to the kernel, unlike SIGSEGV).
kill -ABRT $program
wait "$wrapper"
status=$?
[ "$status" = 134 ] || fail "touchline-start passed on $status for a crashed touchline"
grep -q 'touchline was killed by signal 6 (ABRT)' "$home/logging/$second/touchline.log" ||
  fail "the crash is not in the log: $(cat "$home/logging/$second/touchline.log")"
# Where the kernel writes core dumps as files in the working directory, the run keeps them
# (sanitizer builds switch core dumps off).
if [ "$(cat /proc/sys/kernel/core_pattern)" = core ] && [ "$(ulimit -H -c)" = unlimited ] &&
   ! grep -aqE '__(asan|tsan)_init' "$touchline"; then
  [ -s "$home/logging/$second/core" ] || fail "no core dump in the run directory: $(ls "$home/logging/$second")"
  grep -Eq 'signal 6 \(ABRT\); core dump: core \([0-9.]+ MB\)$' "$home/logging/$second/touchline.log" ||
    fail "the log does not name the core dump and its size: $(tail -n 1 "$home/logging/$second/touchline.log")"
fi
sleep 1
(start --no-such-option >/dev/null 2>&1)
[ $? = 2 ] || fail "a usage error did not come back as status 2"
runs=$(ls -1d "$home"/logging/20* | wc -l)
[ "$runs" = 2 ] || fail "$runs run directories kept instead of 2"
[ ! -e "$home/logging/$first" ] || fail "the oldest run was not removed"

# Old runs (with their core dumps) within a size budget: 3 MB keep the newest of three runs of
# 2 MB each beside the new one.
rm -rf "$home"/logging/20*
for old in 2020-01-01_00-00-01 2020-01-01_00-00-02 2020-01-01_00-00-03; do
  mkdir -p "$home/logging/$old"
  head -c 2097152 /dev/urandom >"$home/logging/$old/core"
done
(HOME="$home" TOUCHLINE_KEEP_RUNS=10 TOUCHLINE_RUNS_MB=3 "$home/bin/touchline-start" --no-such-option >/dev/null 2>&1)
kept=$(cd "$home/logging" && ls -1d 2020-* | tr '\n' ' ')
[ "$kept" = "2020-01-01_00-00-03 " ] || fail "within 3 MB, the runs kept are '$kept' instead of the newest"
[ "$(ls -1d "$home"/logging/20* | wc -l)" = 2 ] || fail "the new run was not kept"
out=$(HOME="$home" TOUCHLINE_RUNS_MB=lots "$home/bin/touchline-start" 2>&1)
[ $? = 1 ] && grep -q "TOUCHLINE_RUNS_MB=lots is not a number of megabytes" <<<"$out" || fail "a wrong TOUCHLINE_RUNS_MB: $out"
echo "robot-service-test: passed"
