#!/usr/bin/env bash
# Desktop robots get desktop settings (docs/nao.md, "robots.cfg"; docs/logs.md, "logger.cfg"):
# touchline on the second body of touchline-naosim (Sim2 in robots.cfg, robotType simulated)
# keeps the logger's buffers within 100 MB and stays below 200 MB resident while it logs every
# frame with the NAO's logger.cfg; an unknown body is a warning that names robots.cfg, and a body
# of naosim that robots.cfg does not list is still recognised as simulated by its id.
#   simulated-robots-test.sh SOURCE_DIR BUILD_DIR
set -uo pipefail
source_dir="$1"
build_dir="$(cd "$2" && pwd)"
work=$(mktemp -d /tmp/touchline-simulated-test.XXXXXX)
naosim_pid="" touchline_pid=""
cleanup() {
  for pid in $touchline_pid $naosim_pid; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "simulated-robots-test: $1" >&2; exit 1; }
wait_for() { # wait_for FILE PATTERN SECONDS
  for _ in $(seq $(($3 * 10))); do grep -Eq "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done
  return 1
}

# The repository's configuration, with the NAO's logger.cfg logging from the start.
cp -r "$source_dir/Config" "$work/Config"
sed -i 's/^alwaysLog = false;/alwaysLog = true;/' "$work/Config/Scenarios/Default/logger.cfg"
grep -q '^alwaysLog = true;' "$work/Config/Scenarios/Default/logger.cfg" || fail "logger.cfg has no alwaysLog = false"
mkdir -p "$work/logs"

# Bodies: naosim's second (Sim2), one with a simulated id robots.cfg does not list, a NAO's unknown id.
"$build_dir/host/NaoSim/touchline-naosim" --no-cameras --socket "$work/sim1" --socket "$work/sim2" \
  --socket "$work/sim99" --body-id P0000073SIM000000099 --socket "$work/nao" --body-id P0000073A07S94700099 \
  </dev/null >"$work/naosim.out" 2>"$work/naosim.err" &
naosim_pid=$!
wait_for "$work/naosim.out" "serves $work/nao " 20 || fail "naosim did not start: $(cat "$work/naosim.err")"

# run SOCKET NAME: touchline on a body until it runs; its output in NAME.out, NAME.err.
run() {
  "$build_dir/robot/Apps/touchline" --lola "$work/$1" --config "$work/Config" --debug-port 0 --log-dir "$work/logs" \
    >"$work/$2.out" 2>"$work/$2.err" &
  touchline_pid=$!
  wait_for "$work/$2.out" "^touchline: running" 30 || fail "$2: touchline does not run: $(cat "$work/$2.out" "$work/$2.err")"
}
stop() {
  kill -TERM "$touchline_pid"
  wait "$touchline_pid"
  local status=$?
  touchline_pid=""
  [ "$status" = 0 ] || fail "$1: touchline ended with $status: $(cat "$work/$1.err")"
}

run sim2 Sim2
grep -q "^touchline: body Sim2 (id P0000073SIM000000002)" "$work/Sim2.out" || fail "the second body is not Sim2: $(cat "$work/Sim2.out")"
! grep -q "warning: the body id" "$work/Sim2.err" || fail "Sim2 is taken for unknown: $(cat "$work/Sim2.err")"
grep -q "^touchline: Logger: logs go to $work/logs (500 buffers of 200000 bytes, at most 100 MB (a simulated body) instead of 12000 buffers, always)" "$work/Sim2.err" ||
  fail "Sim2's logger is not limited to 100 MB: $(grep Logger "$work/Sim2.err")"
wait_for "$work/Sim2.err" "^touchline: Logger: logging into $work/logs/" 10 || fail "Sim2 does not log: $(cat "$work/Sim2.err")"
sleep 5
robot_code=$(pgrep -P "$touchline_pid") || fail "no robot code below touchline"
rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$robot_code/status")
parent_rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$touchline_pid/status")
echo "simulated-robots-test: Sim2 after 5 s of logging: robot code $((rss / 1024)) MB resident, its parent $((parent_rss / 1024)) MB"
[ "$rss" -le $((200 * 1024)) ] || fail "the robot code of a simulated body takes $((rss / 1024)) MB (more than 200 MB)"
stop Sim2
grep -q "^touchline: Logger: log file written: $work/logs/" "$work/Sim2.err" || fail "no log written: $(cat "$work/Sim2.err")"

run sim99 Sim99
grep -q "^touchline: warning: the body id P0000073SIM000000099 is not in $work/Config/Robots/robots.cfg; the body is Default, a body of touchline-naosim (desktop defaults) (add it there: scripts/robot add NAME --head-id ID --body-id P0000073SIM000000099)$" "$work/Sim99.err" ||
  fail "no warning for an unknown simulated body: $(cat "$work/Sim99.err")"
grep -q "^touchline: body Default (id P0000073SIM000000099)" "$work/Sim99.out" || fail "an unknown body is not Default: $(cat "$work/Sim99.out")"
grep -q "at most 100 MB (a simulated body)" "$work/Sim99.err" || fail "an unknown simulated body has no desktop logger: $(grep Logger "$work/Sim99.err")"
stop Sim99

run nao Nao
grep -q "^touchline: warning: the body id P0000073A07S94700099 is not in $work/Config/Robots/robots.cfg; the body is Default (add it there: " "$work/Nao.err" ||
  fail "no warning for an unknown body: $(cat "$work/Nao.err")"
! grep -q "a simulated body" "$work/Nao.err" || fail "an unknown NAO body is taken for simulated: $(grep Logger "$work/Nao.err")"
stop Nao
echo "simulated-robots-test: passed"
