#!/usr/bin/env bash
# Usage errors everywhere: every program and script answers a wrong command line with one line
# on stderr, nothing on stdout and exit status 2; --help exits 0 and does nothing else
# (scripts/test --help neither installs nor builds).
set -uo pipefail
root="$1"
build="$2"
failures=0
fail() { echo "usage-errors-test: $1" >&2; failures=$((failures + 1)); }

# One wrong command line: exit status 2, one line on stderr that names the program, nothing on stdout.
expect_usage_error() {
  local out err status lines
  out=$(mktemp) err=$(mktemp)
  (cd "$root" && timeout 20 "$@" </dev/null >"$out" 2>"$err")
  status=$?
  lines=$(wc -l <"$err")
  [ "$status" = 2 ] || fail "$*: exit status $status, expected 2 ($(head -c 300 "$err"))"
  [ "$lines" = 1 ] || fail "$*: $lines lines on stderr, expected 1: $(head -c 300 "$err")"
  [ ! -s "$out" ] || fail "$*: printed on stdout: $(head -c 300 "$out")"
  grep -q "^$(basename "$1")\|^scripts/" "$err" || fail "$*: the message does not name the program: $(cat "$err")"
  rm -f "$out" "$err"
}

# The programs (docs/command-line.md).
console="$build/host/Tools/touchline-console"
expect_usage_error "$console" 127.0.0.1:abc
expect_usage_error "$console" --list --seconds abc
expect_usage_error "$console" -c
expect_usage_error "$console" --retry -1
expect_usage_error "$build/robot/Apps/touchline" --config /nonexistent
expect_usage_error "$build/robot/Apps/touchline" --debug-port 70000
expect_usage_error "$build/host/NaoSim/touchline-naosim" --bogus
expect_usage_error "$build/robot/tests/TestRobot/touchline-testrobot" --port x
expect_usage_error "$build/host/Tools/touchline-config"
expect_usage_error "$build/host/Tools/touchline-config" check
expect_usage_error "$build/host/Tools/touchline-config" format
expect_usage_error "$build/host/Tools/touchline-config" threads a.cfg b.cfg
expect_usage_error "$build/host/Tools/touchline-log"
expect_usage_error "$build/host/Tools/touchline-log" cut --frames 1-2 x.log

# The scripts.
expect_usage_error scripts/test --bogus
expect_usage_error scripts/test no-such-preset
expect_usage_error scripts/test dev asan
expect_usage_error scripts/run --seconds
expect_usage_error scripts/run --seconds abc
expect_usage_error scripts/run extra
expect_usage_error scripts/robot
expect_usage_error scripts/robot frobnicate
expect_usage_error scripts/robot add Nao1 --head-id
expect_usage_error scripts/deploy
expect_usage_error scripts/deploy --bogus
expect_usage_error scripts/fuzz --jobs x

# --help: the help, exit status 0. scripts/test --help before anything is installed or built:
# the tools it would run first are replaced by ones that leave a mark.
fake=$(mktemp -d)
for tool in cmake ctest dpkg dpkg-query apt-get sudo; do
  printf '#!/bin/sh\ntouch "%s/ran-%s"\n' "$fake" "$tool" >"$fake/$tool"
  chmod +x "$fake/$tool"
done
for script in test run robot deploy fuzz; do
  out=$(cd "$root" && PATH="$fake:$PATH" timeout 20 "scripts/$script" --help 2>&1)
  status=$?
  [ "$status" = 0 ] || fail "scripts/$script --help: exit status $status"
  grep -q "Exit status" <<<"$out" || fail "scripts/$script --help does not print the help: $out"
done
ran=$(ls "$fake" | grep '^ran-' || true)
[ -z "$ran" ] || fail "--help ran: $ran"
rm -rf "$fake"

[ "$failures" = 0 ] || exit 1
echo "usage-errors-test: passed"
