#!/usr/bin/env bash
# --help and --version of every program answer without a display: with DISPLAY, WAYLAND_DISPLAY
# and QT_QPA_PLATFORM unset (as over ssh), each program exits 0, prints its help or one version
# line on stdout and nothing on stderr. The version line is "<program> <project version>", with
# " (commit <12 hex digits>)" when the sources are a git checkout, the same for every program.
#   help-version-test.sh VERSION SOURCE_DIR PROGRAM...
set -uo pipefail
version="$1"
root="$2"
shift 2
failures=0
fail() { echo "help-version-test: $1" >&2; failures=$((failures + 1)); }

out=$(mktemp) err=$(mktemp)
lines=()
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
      if [[ "$line" =~ ^$name\ ${version//./\\.}(\ \(commit\ ([0-9a-f]{12})\))?$ ]]; then
        commit="${BASH_REMATCH[2]}"
        # The commit is one of the sources' (the build may be older than the last commit).
        if [ -n "$commit" ]; then
          git -C "$root" cat-file -e "$commit^{commit}" 2>/dev/null || fail "$name --version: $commit is not a commit of $root"
        elif git -C "$root" rev-parse HEAD >/dev/null 2>&1; then
          fail "$name --version: no commit, although $root is a git checkout"
        fi
        lines+=("${line#"$name "}")
      else
        fail "$name --version: '$line', expected '$name $version (commit <12 hex digits>)'"
      fi
    fi
  done
done
rm -f "$out" "$err"
# One mechanism: every program says the same.
[ "$(printf '%s\n' "${lines[@]}" | sort -u | wc -l)" -le 1 ] || fail "the programs' versions differ (built from different commits? build them all): $(printf '%s; ' "${lines[@]}")"
[ "$failures" = 0 ] || exit 1
echo "help-version-test: passed"
