#!/usr/bin/env bash
# The main job as a test: scripts/run with the programs of this build, for a few seconds. The
# robot must stand up after the chest press and, when the script ends, be sat down with its
# joints off and blue eyes (the robot program ended normally).
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
grep -q 'after the program ended: body: posture=sitting stiffness=0.00 leftEye=0.00,0.00,0.10' <<<"$out" ||
  fail "the robot was not sat down with joints off and blue eyes"
echo "scripts-run-test: passed"
