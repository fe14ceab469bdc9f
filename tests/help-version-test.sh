#!/usr/bin/env bash
# --help and --version of every program answer without a display: with DISPLAY, WAYLAND_DISPLAY
# and QT_QPA_PLATFORM unset (as over ssh), each program exits 0, prints its help or one version
# line on stdout and nothing on stderr. The version line is "<program> <project version>".
#   help-version-test.sh VERSION PROGRAM...
set -uo pipefail
version="$1"
shift
failures=0
fail() { echo "help-version-test: $1" >&2; failures=$((failures + 1)); }

out=$(mktemp) err=$(mktemp)
for program in "$@"; do
  name=$(basename "$program")
  for option in --help --version; do
    env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM timeout 20 "$program" "$option" </dev/null >"$out" 2>"$err"
    status=$?
    [ "$status" = 0 ] || fail "$name $option: exit status $status: $(head -c 300 "$err")"
    [ ! -s "$err" ] || fail "$name $option: printed on stderr: $(head -c 300 "$err")"
    if [ "$option" = --help ]; then
      grep -q "^usage: $name" "$out" || fail "$name --help: no usage line: $(head -c 300 "$out")"
      grep -q -- "--version" "$out" || fail "$name --help does not list --version"
    else
      line=$(cat "$out")
      [ "$line" = "$name $version" ] || fail "$name --version: '$line', expected '$name $version'"
    fi
  done
done
rm -f "$out" "$err"
[ "$failures" = 0 ] || exit 1
echo "help-version-test: passed"
