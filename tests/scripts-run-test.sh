#!/usr/bin/env bash
# The main job as a test: scripts/run with the programs of this build, for a few seconds. The
# robot must stand up after the chest press and, when the script ends, be sat down with its
# joints off and blue eyes (the robot program ended normally); its log file must be in the run's
# directory and read by touchline-log.
set -uo pipefail
root="$1"
build="$2"
out=$("$root/scripts/run" --seconds 10 --skip-setup --build-dir "$build" 2>&1)
status=$?
echo "$out"
fail() { echo "scripts-run-test: $1" >&2; exit 1; }
[ "$status" = 0 ] || fail "scripts/run exited with $status"
grep -q 'body: posture=standing' <<<"$out" || fail "the robot did not stand up"
grep -q 'activity = standing' <<<"$out" || fail "the console did not show the behaviour standing"
# The robot takes both cameras' images from naosim.
grep -Eq 'cameras: top=client,[1-9][0-9]+ images,[0-9]+ dropped bottom=client,[1-9][0-9]+ images' <<<"$out" ||
  fail "the robot did not take the simulated cameras' images"
grep -q 'after the program ended: body: posture=sitting stiffness=0.00 leftEye=0.00,0.00,0.10' <<<"$out" ||
  fail "the robot was not sat down with joints off and blue eyes"
run=$(sed -n 's/^== logs of this run: \([^ ]*\) .*/\1/p' <<<"$out")
[ -n "$run" ] || fail "the run's directory was not named"
log=$(ls "$run"/*__*.log 2>/dev/null | head -n 1)
[ -n "$log" ] || fail "no log file in $run"
info=$("$build/host/Tools/touchline-log" info "$log")
grep -q '^Index:       stored in the file' <<<"$info" || fail "touchline-log info $log failed"
# Both camera threads logged their JPEG images.
[ "$(grep -c '^    idJPEGImage  *[1-9]' <<<"$info")" = 2 ] || fail "the log holds no JPEG images of both cameras"
echo "scripts-run-test: passed"
