#!/usr/bin/env bash
# scripts/run --game as a test: the console's development GameController plays a short game
# against naosim; the body must show each state (posture and chest LED) and sit while penalized.
set -uo pipefail
root="$1"
build="$2"
out=$("$root/scripts/run" --game --skip-setup --build-dir "$build" 2>&1)
status=$?
echo "$out"
fail() { echo "scripts-run-game-test: $1" >&2; exit 1; }
[ "$status" = 0 ] || fail "scripts/run --game exited with $status"
# The body shown after a step: the first "body:" line after the step's "== <title>" line.
body_after() { awk -v step="== $1" 'index($0, step) == 1 { found = 1; next } found && /body:/ { print; exit }' <<<"$out"; }
expect() {
  local step="$1" posture="$2" chest="$3" body
  body=$(body_after "$step")
  grep -q "posture=$posture " <<<"$body" && grep -q "chest=$chest " <<<"$body" ||
    fail "after '$step': expected posture=$posture chest=$chest, got: $body"
}
expect "initial" sitting 0.00,0.00,0.00
expect "ready" standing 0.00,0.00,1.00
expect "set:" standing 1.00,0.80,0.00
expect "playing: chest green" standing 0.00,1.00,0.00
expect "penalized for pushing" sitting 1.00,0.00,0.00
expect "unpenalized" standing 0.00,1.00,0.00
expect "finished" sitting 0.00,0.00,0.00
grep -q 'body: posture=sitting stiffness=0.00 .*chest=0.00,0.00,0.00' <<<"$(body_after finished)" ||
  fail "the robot was not limp after the final whistle"
grep -q '^team 6: score 1,' <<<"$out" || fail "the goal for team 6 was not counted"
echo "scripts-run-game-test: passed"
