#!/usr/bin/env bash
# Five robot programs (touchline against one touchline-naosim with five bodies) on loopback
# exchange team messages while the console's development GameController runs a game with a
# small message budget: every robot hears the four others, nothing foreign or malformed arrives,
# and the team stays within the budget the GameController counts (docs/game.md).
#   tests/team-communication-test.sh SOURCE_DIR BUILD_DIR
set -uo pipefail
root="$1"
build="$2"
naosim="$build/host/NaoSim/touchline-naosim"
touchline="$build/robot/Apps/touchline"
console="$build/host/Tools/touchline-console"
run=$(mktemp -d /tmp/touchline-team.XXXXXX)
pids=()
cleanup() {
  exec 4>&- 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$run"
}
trap cleanup EXIT
fail() { echo "team-communication-test: $1" >&2; for f in "$run"/*.log "$run"/console.out; do echo "== $f"; tail -n 20 "$f"; done >&2; exit 1; }

# Team 7 (the other game tests use team 5), players 1..5, each with its own configuration.
sockets=()
for n in 1 2 3 4 5; do
  cp -r "$root/Config" "$run/Config$n"
  sed -i "s/^teamNumber = .*/teamNumber = 7;/; s/^playerNumber = .*/playerNumber = $n;/" "$run/Config$n/settings.cfg"
  sockets+=(--socket "$run/nao$n")
done
mkfifo "$run/naosim.in" "$run/console.in"
"$naosim" "${sockets[@]}" <"$run/naosim.in" >"$run/naosim.log" 2>&1 &
pids+=($!)
exec 3>"$run/naosim.in"
for _ in $(seq 100); do grep -q "serves $run/nao5" "$run/naosim.log" 2>/dev/null && break; sleep 0.1; done
for n in 1 2 3 4 5; do
  "$touchline" --lola "$run/nao$n" --config "$run/Config$n" --debug-port 0 >"$run/touchline$n.log" 2>&1 &
  pids+=($!)
done
port=""
for _ in $(seq 200); do
  port=$(sed -n 's/^touchline: debug link on port \([0-9]*\)$/\1/p' "$run/touchline1.log" | head -n 1)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || fail "robot 1 did not start"

"$console" "127.0.0.1:$port" <"$run/console.in" >"$run/console.out" 2>&1 &
pids+=($!)
exec 4>"$run/console.in"
# The last half, 60 s left, 100 messages: 80 to spend (20 are kept back) by 5 robots, i.e. one
# message per robot every 3.75 s; without the budget they would send every 0.5 s.
for command in "gc teams 7 8" "gc halfSecond" "gc time 60" "gc budget 100" "gc ready"; do echo "$command" >&4; done
sleep 3
echo "gc playing" >&4
sleep 15
echo "gc ?" >&4
echo "get representation:TeamData" >&4
sleep 2
exec 4>&-
for _ in $(seq 50); do grep -q "set representation:TeamData" "$run/console.out" && break; sleep 0.2; done
cat "$run/console.out"

team=$(grep '^team 7:' "$run/console.out" | tail -n 1)
[ -n "$team" ] || fail "no GameController status"
counted=$(sed -n 's/.*team messages \([0-9]*\).*/\1/p' <<<"$team")
budget=$(sed -n 's/.*budget \([0-9]*\),.*/\1/p' <<<"$team")
data=$(grep 'set representation:TeamData' "$run/console.out" | tail -n 1)
[ -n "$data" ] || fail "robot 1 did not show its TeamData"
for n in 2 3 4 5; do
  grep -q "number = $n;" <<<"$data" || fail "robot 1 did not hear player $n"
done
grep -q "foreign = 0; malformed = 0;" <<<"$data" || fail "foreign or malformed datagrams: $data"
grep -q "isSynchronized = true" <<<"$data" || fail "no teammate's clock is synchronized"
echo "team-communication-test: the GameController counted $counted team messages in 15 s of READY and PLAYING (budget left $budget)"
# 3 s of READY and 15 s of PLAYING at one message per robot every 3.75 s: about 24; 0.5 s would be 180.
[ "$counted" -ge 10 ] || fail "only $counted team messages"
[ "$counted" -le 40 ] || fail "$counted team messages: the budget was not respected"
[ "$budget" -ge 20 ] || fail "the reserve was spent"
echo "team-communication-test: passed"
