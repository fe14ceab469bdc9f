#!/usr/bin/env bash
# scripts/run --studio as a test (offscreen): the simulated robot with the studio connected and
# the usual views of Config/Scenes/SimulatedRobot.con open; after a few seconds the studio saves
# a picture of its window and one of the 3-D scene view. Every command of the scene must work, the picture must exist.
set -uo pipefail
root="$1"
build="$2"
work=$(mktemp -d /tmp/touchline-run-studio.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() { echo "scripts-run-studio-test: $1" >&2; exit 1; }
printf 'sleep 6\ngrab %s\ngrab %s Default.scene.scene\n' "$work/studio.png" "$work/scene.png" >"$work/grab.con"
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config"
out=$("$root/scripts/run" --studio --seconds 12 --skip-setup --build-dir "$build" -- --print --no-discovery --script "$work/grab.con" 2>&1)
status=$?
echo "$out"
[ "$status" = 0 ] || fail "scripts/run --studio exited with $status"
grep -q '^connected to Default (127.0.0.1:' <<<"$out" || fail "the studio did not connect to the robot"
# A command of a script that fails is followed by "file(line): command" (the robot's own messages may be errors too).
! grep -Eq 'SimulatedRobot\.con\([0-9]+\)|grab\.con\([0-9]+\)' <<<"$out" || fail "a command of the scene failed"
grep -q "^saved a picture of the window to $work/studio.png" <<<"$out" || fail "no picture of the window"
[ -s "$work/studio.png" ] || fail "the picture is empty"
grep -q "^saved a picture of Default.scene.scene to $work/scene.png" <<<"$out" || fail "no picture of the 3-D scene view"
echo "scripts-run-studio-test: passed"
