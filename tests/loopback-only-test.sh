#!/usr/bin/env bash
# Desktop runs send nothing beyond loopback (docs/formats/debug-link.md, "Where datagrams go").
#
# Runs touchline-naosim and touchline with the shipped Config/ in a private network namespace
# that has, besides lo, one more interface with the default route: every packet addressed
# beyond 127.0.0.0/8 leaves through it and is counted. With the default settings the count
# must stay 0 while touchline-console --list still finds the robot by its beacons on loopback
# and while the console's development GameController plays (docs/game.md): the robot answers
# it on port 3939 and sends team messages, and the GameController must have seen both.
# Then the same with broadcastAddress = 255.255.255.255 in settings.cfg: the count must grow,
# which shows that the check sees such packets at all.
#
#   loopback-only-test.sh SOURCE_DIR BUILD_DIR
# Exit status 77 (skipped) where no network namespace can be made.
set -uo pipefail
root="$1"
build="$2"

if [ "${TOUCHLINE_IN_NETNS:-}" != 1 ]; then
  command -v ip >/dev/null || { echo "loopback-only-test: skipped: no iproute2"; exit 77; }
  for netns in "unshare --net" "unshare --map-current-user --keep-caps --net"; do
    if $netns true 2>/dev/null; then TOUCHLINE_IN_NETNS=1 exec $netns "$0" "$@"; fi
  done
  echo "loopback-only-test: skipped: cannot create a network namespace here (needs root or user namespaces)"
  exit 77
fi

fail() { echo "loopback-only-test: $1" >&2; exit 1; }

# The namespace: lo, and an interface "out" with the default route (no IPv6: nothing of the
# kernel's own, like router solicitations, is counted).
sysctl -q -w net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1 || true
ip link set lo up || fail "cannot bring lo up"
ip link add out type veth peer name outpeer || fail "cannot create a veth pair"
ip addr add 10.213.0.1/24 dev out
ip link set out up
ip link set outpeer up
ip route add default dev out
# Packets sent through "out" (/proc/net/dev is the namespace's own; /sys is the host's).
sent() { sed 's/:/ /' /proc/net/dev | awk '$1 == "out" { print $11 }'; }

work=$(mktemp -d /tmp/touchline-loopback.XXXXXX)
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  wait 2>/dev/null
  pids=()
}
trap 'stop_all; rm -rf "$work"' EXIT

# Starts naosim and touchline with the configuration directory $1; waits for the beacon line.
start_robot() {
  local config="$1" name="$2"
  "$build/host/NaoSim/touchline-naosim" --socket "$work/$name.sock" >"$work/$name.naosim.out" 2>&1 </dev/null &
  pids+=($!)
  for _ in $(seq 100); do grep -q "serves" "$work/$name.naosim.out" 2>/dev/null && break; sleep 0.1; done
  "$build/robot/Apps/touchline" --lola "$work/$name.sock" --config "$config" --debug-port 0 >"$work/$name.out" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do grep -q "discovery beacons to" "$work/$name.out" 2>/dev/null && break; sleep 0.1; done
  cat "$work/$name.out"
}

# 1. Default settings: beacons on loopback, found by the console, nothing leaves.
before=$(sent)
start_robot "$root/Config" default
grep -q "touchline: discovery beacons to 127.255.255.255:9998" "$work/default.out" ||
  fail "touchline did not announce beacons to 127.255.255.255:9998"
list=$("$build/host/Tools/touchline-console" --list --seconds 3 2>&1)
echo "$list"
grep -q "127.0.0.1:" <<<"$list" || fail "touchline-console --list did not find the robot on loopback"
# The game: GameController packets to the robot, its return packets and team messages.
port=$(sed -n 's/^touchline: debug link on port \([0-9]*\)$/\1/p' "$work/default.out" | head -n 1)
[ -n "$port" ] || fail "touchline did not say its debug link port"
game=$({ echo "gc teams 5 6"; echo "gc ready"; sleep 2; echo "gc playing"; sleep 4; echo "gc ?"; sleep 0.5; } |
  "$build/host/Tools/touchline-console" "127.0.0.1:$port" 2>&1)
echo "$game"
answers=$(sed -n 's/^robot 5:1 at 127\.0\.0\.1: \([0-9]*\) answers.*/\1/p' <<<"$game" | tail -n 1)
messages=$(sed -n 's/^team 5: .*team messages \([0-9]*\).*/\1/p' <<<"$game" | tail -n 1)
[ "${answers:-0}" -gt 0 ] || fail "the GameController got no return packet from the robot"
[ "${messages:-0}" -gt 0 ] || fail "the GameController counted no team message of the robot"
after=$(sent)
stop_all
[ "$after" = "$before" ] || fail "$((after - before)) packets left through the non-loopback interface with the default settings"
echo "loopback-only-test: default settings: robot found on loopback, $answers GameController return packets and $messages team messages, 0 packets beyond it"

# 2. The control: a configured network broadcast does leave through the interface.
cp -r "$root/Config" "$work/Config"
echo 'broadcastAddress = "255.255.255.255";' >>"$work/Config/settings.cfg"
before=$(sent)
start_robot "$work/Config" control
grep -q "touchline: discovery beacons to 255.255.255.255:9998" "$work/control.out" ||
  fail "touchline did not take broadcastAddress from settings.cfg"
sleep 2.5
after=$(sent)
stop_all
[ "$after" -gt "$before" ] || fail "the check saw no packet even with broadcastAddress = 255.255.255.255"
echo "loopback-only-test: control: $((after - before)) packets left with broadcastAddress = 255.255.255.255"
echo "loopback-only-test: passed"
