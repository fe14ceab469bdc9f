#!/usr/bin/env bash
# scripts/robot and scripts/deploy against local fake robots (tests/fake-robot: Debian's sshd on
# 127.0.0.1, homes in a temporary directory, touchline-naosim as LoLA): registering robots,
# setting a robot up twice, through its wlan address when its lan address does not answer, what
# setup says about the image (no user manager, no lingering, real-time priorities), deploying
# this build's touchline (copies, settings.cfg, restart, the program runs: every thread has run
# its first frame), deploying again (nothing copied), a changed and a removed configuration
# file, two robots in parallel, a broken configuration (deploy fails with the robot's error
# line), a crash of the robot code (SIGSEGV: the robot sits down within 100 ms, the core dump
# without the logger's buffers), relative paths from the current directory, a list with a name
# that is not registered, and the errors for a missing key (said once), a wrong key, a full disk
# (when run as root) and a stopped sshd. Works on a copy of scripts/, Config/ and
# robot/Install/, so Config/ stays as it is.
#   scripts-deploy-test.sh SOURCE_DIR BUILD_DIR
set -uo pipefail
source_dir="$1"
build_dir="$(cd "$2" && pwd)"
work=$(mktemp -d /tmp/touchline-deploy-test.XXXXXX)
source "$source_dir/tests/fake-robot/fake-robot.sh"
cleanup() {
  for robot in a b c d; do
    eval "fake_home=\$home_$robot fake_pid=\$pid_$robot"
    fake_robot_stop
  done
  for pid in $naosim_a $naosim_b; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  rm -rf "$work"
}
home_a="" home_b="" home_c="" home_d="" pid_a="" pid_b="" pid_c="" pid_d="" naosim_a="" naosim_b=""
trap cleanup EXIT
fail() { echo "scripts-deploy-test: $1" >&2; exit 1; }
step() { echo "scripts-deploy-test: $1"; }

repo="$work/repo"
mkdir -p "$repo/robot"
cp -r "$source_dir/scripts" "$source_dir/Config" "$repo/"
cp -r "$source_dir/robot/Install" "$repo/robot/"
# The files deploy puts together go here, not into the build.
export XDG_CACHE_HOME="$work/cache"
touch "$work/start-mark"
naosim="$build_dir/host/NaoSim/touchline-naosim"
id_a=P0000073FAKE00000001
id_b=P0000073FAKE00000002
fake_robot_start "$work/a" || fail "fake robot a did not start"
home_a="$fake_home" pid_a="$fake_pid" port_a="$fake_port" key="$fake_key" wrong_key="$fake_wrong_key"
fake_robot_lola "$work/a" "$naosim" "$id_a" || fail "naosim of fake robot a did not start"
naosim_a="$fake_naosim_pid"
fake_robot_start "$work/b" || fail "fake robot b did not start"
home_b="$fake_home" pid_b="$fake_pid" port_b="$fake_port"
fake_robot_lola "$work/b" "$naosim" "$id_b" || fail "naosim of fake robot b did not start"
naosim_b="$fake_naosim_pid"
# Both robots accept the same key.
cp "$work/a/key.pub" "$work/b/authorized_keys"
user=$(id -un)
robot_a="127.0.0.1:$port_a"
robot_b="127.0.0.1:$port_b"
binary="$build_dir/robot/Apps/touchline"

run() { # run COMMAND...: output in $out, status in $status
  out=$("$@" 2>&1)
  status=$?
}
deploy() { run "$repo/scripts/deploy" --user "$user" --key "$key" --build-dir "$build_dir" "$@"; }
robot() { run "$repo/scripts/robot" "$@"; }
expect() { # expect STATUS PATTERN WHAT
  [ "$status" = "$1" ] || fail "$3: status $status instead of $1: $out"
  grep -Eq "$2" <<<"$out" || fail "$3: no '$2' in: $out"
}
wait_for() { # wait_for FILE PATTERN SECONDS
  for _ in $(seq $(($3 * 10))); do grep -Eq "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done
  return 1
}
sim_state() { # sim_state DIR: naosim's state line of its body
  local before
  before=$(grep -c '^body=0 ' "$1/naosim.out")
  fake_robot_sim "$1" state
  for _ in $(seq 50); do
    [ "$(grep -c '^body=0 ' "$1/naosim.out")" -gt "$before" ] && break
    sleep 0.1
  done
  grep '^body=0 ' "$1/naosim.out" | tail -n 1
}

# Registration, twice; the result is a valid robots.cfg.
robot add FakeA --head-id P0000074FAKE00000001 --body-id "$id_a" --ip "$robot_a"
expect 0 "added FakeA" "robot add"
robot add FakeA --head-id P0000074FAKE00000001 --body-id "$id_a" --ip "$robot_a"
expect 0 "FakeA is registered already" "robot add again"
robot add FakeB --head-id P0000074FAKE00000002 --body-id "$id_b" --ip "$robot_b"
expect 0 "added FakeB" "robot add FakeB"
robot add FakeC --head-id P0000074FAKE00000003 --body-id "$id_b"
expect 1 "FakeB has that head or body id already" "a duplicate body id"
robot add FakeC --head-id P0000074FAKE000003 --body-id P0000073FAKE00000003
expect 2 "is not 20 letters and digits" "a short head id"
# FakeW: its lan address does not answer (nothing listens on port 1), its wlan address is robot b.
robot add FakeW --head-id P0000074FAKE00000009 --body-id P0000073FAKE00000009 --ip 127.0.0.1:1 --wlan "$robot_b"
expect 0 "added FakeW" "robot add FakeW"
robot list
expect 0 "FakeA +P0000074FAKE00000001 +$id_a +$robot_a" "robot list"
grep -q "lan = \"$robot_b\";" "$repo/Config/Robots/FakeB/network.cfg" || fail "network.cfg of FakeB: $(cat "$repo/Config/Robots/FakeB/network.cfg")"
if [ -x "$build_dir/host/Tools/touchline-config" ]; then
  run "$build_dir/host/Tools/touchline-config" check "$repo/Config/Robots/robots.cfg"
  expect 0 "" "touchline-config check of the extended robots.cfg"
fi
step "robot add, list"

# Setting a robot up, twice.
robot setup FakeA --user "$user" --key "$key"
expect 0 "accepts the key .* already" "robot setup"
grep -q "installed ~/bin/touchline-start" <<<"$out" || fail "robot setup did not install the wrapper: $out"
grep -q "enabled touchline.service" <<<"$out" || fail "robot setup did not enable the unit: $out"
grep -q "is set up$" <<<"$out" || fail "robot setup does not say that the robot is set up: $out"
for dir in Config logging bin; do [ -d "$home_a/$dir" ] || fail "robot setup did not create ~/$dir"; done
cmp -s "$home_a/.config/systemd/user/touchline.service" "$source_dir/robot/Install/touchline.service" ||
  fail "robot setup did not install touchline.service"
robot setup FakeA --user "$user" --key "$key"
expect 0 "touchline.service is enabled already" "robot setup again"
! grep -q "installed" <<<"$out" || fail "robot setup installed again: $out"
# The lan address first, then the wlan address, as deploy does.
robot setup FakeW --user "$user" --key "$key"
expect 0 "127.0.0.1:1 is unreachable: nothing accepts ssh there \\(connection refused\\)" "robot setup through wlan"
grep -q "$robot_b accepts the key .* already" <<<"$out" || fail "robot setup did not reach FakeW at its wlan address: $out"
step "robot setup, twice; lan, then wlan"

# What the image must provide, one line each with the command that fixes it.
echo 0 >"$work/a/rtprio"
robot setup FakeA --user "$user" --key "$key"
expect 0 "warning: the systemd user manager of $user allows real-time priorities up to 0, the robot code's threads need 20" "setup without real-time priorities"
grep -q "LimitRTPRIO=36" <<<"$out" && grep -q "is set up (see the warning above)" <<<"$out" || fail "no fix or no summary: $out"
rm "$work/a/rtprio"
echo no >"$work/a/linger"
robot setup FakeA --user "$user" --key "$key"
expect 1 "error: user $user does not linger, so its services \\(touchline.service\\) do not start at boot; as root: loginctl enable-linger $user" "setup without lingering"
[ "$(grep -c "error: " <<<"$out")" = 1 ] || fail "more than the one error: $out"
grep -q "is not set up: touchline.service cannot start there" <<<"$out" || fail "no summary: $out"
rm "$work/a/linger"
fake_robot_start "$work/d" || fail "fake robot d did not start"
home_d="$fake_home" pid_d="$fake_pid" port_d="$fake_port"
cp "$work/a/key.pub" "$work/d/authorized_keys"
fake_robot_without_user_manager "$work/d"
robot setup "127.0.0.1:$port_d" --user "$user" --key "$key"
expect 1 "error: no systemd user manager runs for $user \\(.*\\), so touchline.service cannot start; as root: loginctl enable-linger $user" "setup without a user manager"
grep -q "error: user $user does not linger" <<<"$out" || fail "lingering not checked: $out"
grep -q "127.0.0.1:$port_d is not set up" <<<"$out" || fail "no summary: $out"
! grep -q "is set up" <<<"$out" || fail "setup says the robot is set up: $out"
step "setup: no real-time priorities (warning), no lingering, no user manager (errors)"

# Deploying: everything is copied, settings written, the program runs.
deploy "$robot_a" --team 7 --player 3 --scenario Default --location Default
expect 0 "copied .*bin/touchline" "first deploy"
expect 0 "^$robot_a: touchline runs \\(log ~/logging/.*/touchline.log: body FakeA \\(id $id_a\\)" "first deploy"
cmp -s "$binary" "$home_a/bin/touchline" || fail "the binary on the robot differs"
settings="$home_a/Config/settings.cfg"
grep -q '^teamNumber = 7;$' "$settings" && grep -q '^playerNumber = 3;$' "$settings" &&
  grep -q '^scenario = Default;$' "$settings" && grep -q '^location = Default;$' "$settings" ||
  fail "settings.cfg on the robot: $(cat "$settings")"
grep -q "^touchline: running (every thread has run its first frame: " "$home_a/logging/latest/touchline.log" ||
  fail "the program does not run: $(cat "$home_a/logging/latest/touchline.log")"
[ -x "$XDG_CACHE_HOME/touchline/deploy/127.0.0.1_$port_a/bin/touchline" ] || fail "nothing was put together in $XDG_CACHE_HOME"
[ -z "$(find "$build_dir" -maxdepth 2 -path "$build_dir/deploy*" -newer "$work/start-mark" 2>/dev/null)" ] ||
  fail "deploy wrote into the build directory"
first_run=$(readlink "$home_a/logging/latest")
step "deploy: copied, settings written, restarted, runs"

# Again: nothing is copied, the program is restarted.
sleep 1
deploy "$robot_a" --team 7 --player 3
expect 0 "up to date, nothing copied" "second deploy"
[ "$(readlink "$home_a/logging/latest")" != "$first_run" ] || fail "the second deploy did not restart touchline"
step "deploy again: nothing copied"

# A changed file and a file that is no longer in Config/; other files in ~/bin stay.
echo "// changed" >>"$repo/Config/Scenarios/Default/ledHandler.cfg"
echo "stale" >"$home_a/Config/stale.cfg"
echo "keep" >"$home_a/bin/other-tool"
deploy "$robot_a" --team 7 --player 3 --no-restart
expect 0 "copied Config/Scenarios/Default/ledHandler.cfg; removed Config/stale.cfg$" "deploy of one changed file"
cmp -s "$repo/Config/Scenarios/Default/ledHandler.cfg" "$home_a/Config/Scenarios/Default/ledHandler.cfg" ||
  fail "the changed file was not copied"
[ ! -e "$home_a/Config/stale.cfg" ] || fail "a file no longer in Config/ stayed on the robot"
[ -e "$home_a/bin/other-tool" ] || fail "deploy removed another program in ~/bin"
deploy "$robot_a" --team 8 --player 3 --no-restart
expect 0 "copied Config/settings.cfg$" "deploy with another team number"
grep -q '^teamNumber = 8;$' "$settings" || fail "the new team number is not on the robot"
step "deploy: only what changed"

# Two registered robots in parallel, each with its player number.
deploy FakeA=2 FakeB=4 --team 9
expect 0 "deployed to 2 robot\\(s\\): FakeA FakeB" "deploy to two robots"
grep -q "^FakeA: touchline runs" <<<"$out" && grep -q "^FakeB: touchline runs" <<<"$out" ||
  fail "not both robots run touchline: $out"
grep -q '^playerNumber = 2;$' "$home_a/Config/settings.cfg" && grep -q '^playerNumber = 4;$' "$home_b/Config/settings.cfg" &&
  grep -q '^teamNumber = 9;$' "$home_b/Config/settings.cfg" || fail "player numbers of FakeA, FakeB wrong"
step "deploy: two robots in parallel"

# A broken configuration: the program does not start, and deploy says why with the robot's line.
threads_cfg="$repo/Config/Scenarios/Default/threads.cfg"
cp "$threads_cfg" "$work/threads.cfg"
broken_line=$(grep -n -m 1 '^threads = \[' "$threads_cfg" | cut -d: -f1)  # a line of settings, not of comments
sed -i "${broken_line}s/\$/ = =/" "$threads_cfg"
deploy FakeA
expect 1 "^FakeA: touchline failed to start: .*/Config/Scenarios/Default/threads.cfg\\($broken_line, [0-9]+\\): .* \\(log ~/logging/.*/touchline.log\\)$" "a broken threads.cfg"
grep -q "failed: FakeA$" <<<"$out" || fail "the summary does not name the robot: $out"
! grep -q "touchline runs" <<<"$out" || fail "deploy says touchline runs: $out"
wait_for "$home_a/logging/latest/touchline.log" "^touchline-start: .* touchline ended with status 1: the robot code failed to start$" 20 ||
  fail "the wrapper does not say why touchline ended: $(tail -n 2 "$home_a/logging/latest/touchline.log")"
cp "$work/threads.cfg" "$threads_cfg"
step "deploy: a broken threads.cfg is an error with the robot's error line"

# A crash of the robot code: the robot sits down at once, while the core dump is written; the
# dump does not hold the logger's 2.4 GB of buffers (FakeA logs as a NAO: Scenarios/Default).
deploy FakeA
expect 0 "^FakeA: touchline runs" "deploy after the broken threads.cfg"
# The sanitizers handle SIGSEGV themselves (and the robot code installs no crash handler there,
# robot/Apps/RobotCodeStatus.cpp): the crash is checked in the other builds.
if grep -aqE '__(asan|tsan)_init' "$binary"; then
  step "a crash: not checked in a sanitizer build"
else
  run_dir="$home_a/logging/$(readlink "$home_a/logging/latest")"
  wait_for "$run_dir/touchline.log" "^touchline: Logger: logs go to $home_a/logging \\(12000 buffers of 200000 bytes\\)" 10 ||
    fail "the logger does not run with the NAO's buffers: $(cat "$run_dir/touchline.log")"
  wrapper=$(cat "$home_a/logging/.pid")
  program=$(pgrep -P "$wrapper") || fail "no touchline below the wrapper"
  robot_code=$(pgrep -P "$program") || fail "no robot code below touchline"
  commands_before=$(wc -l <"$work/a/commands.txt")
  kill -SEGV "$robot_code"
  wait_for "$run_dir/touchline.log" "^touchline-start: .* touchline ended" 60 || fail "touchline did not end: $(cat "$run_dir/touchline.log")"
  grep -q "^touchline-start: .* touchline ended with status 1: the robot code crashed (signal 11, Segmentation fault)" "$run_dir/touchline.log" ||
    fail "the end does not name the signal: $(tail -n 3 "$run_dir/touchline.log")"
  grep -Eq "^touchline: the robot code ended by signal 11 .* the robot began to sit down [0-9]+ ms after the crash" "$run_dir/touchline.log" ||
    fail "touchline does not say when the robot sat down: $(cat "$run_dir/touchline.log")"
  # The commands naosim got (t: simulated seconds, 12 ms per state message whether a program reads
  # it or not): the largest gap, from the robot code's last command to the first of the sit-down.
  # A kill within a cycle and at most 100 ms to the sit-down: at most 9 cycles (108 ms).
  gap=$(tail -n +"$commands_before" "$work/a/commands.txt" | sed -n 's/^t=\([0-9.]*\) body=0 .*/\1/p' |
          awk 'NR > 1 && $1 - last > gap { gap = $1 - last } { last = $1 } END { printf "%d", gap * 1000 + 0.5 }')
  echo "scripts-deploy-test: crash: $gap ms from the robot code's last command to the first of the sit-down; $(grep -o 'the robot began to sit down [0-9]* ms after the crash' "$run_dir/touchline.log")"
  [ "$gap" -ge 12 ] && [ "$gap" -le 108 ] || fail "the robot went $gap ms without a command after the crash (at most 108 ms)"
  state=$(sim_state "$work/a")
  grep -q "leftEye=1.00,0.00,0.00" <<<"$state" && grep -q "maxStiffness=0.00" <<<"$state" ||
    fail "the robot did not end with red eyes and its joints off: $state"
  if [ "$(cat /proc/sys/kernel/core_pattern)" = core ] && [ "$(ulimit -H -c)" = unlimited ]; then
    core_size=$(stat -c %s "$run_dir/core" 2>/dev/null) || fail "no core dump in the run directory: $(ls "$run_dir")"
    echo "scripts-deploy-test: crash: core dump of $((core_size / 1048576)) MB ($(du -k "$run_dir/core" | awk '{ print int($1 / 1024) }') MB on the disk)"
    [ "$core_size" -lt $((600 * 1048576)) ] || fail "the core dump has $core_size bytes: the logger's buffers (2.4 GB) are in it"
    grep -Eq "core dump: core \\([0-9.]+ MB\\)$" "$run_dir/touchline.log" || fail "the end does not name the core dump"
  else
    step "the core dump: not checked (core_pattern is not 'core')"
  fi
  step "a crash: the robot sits down within 100 ms, the core dump without the logger's buffers"
fi

# Paths as the user types them: relative to the current directory.
relative_build=$(realpath --relative-to="$work" "$build_dir")
out=$(cd "$work" && "$repo/scripts/deploy" --user "$user" --key a/key --build-dir "$relative_build" FakeA --no-restart 2>&1)
status=$?
expect 0 "FakeA: up to date, nothing copied" "deploy with relative --key and --build-dir"
out=$(cd "$work" && "$repo/scripts/robot" setup FakeA --user "$user" --key a/key 2>&1)
status=$?
expect 0 "accepts the key $work/a/key already" "setup with a relative --key"
step "relative paths"

# A list with a name that is not registered: the others are deployed, the list of failures at the end.
deploy FakeA=1 NoSuchRobot=2
expect 1 "^NoSuchRobot: not a registered robot" "a list with an unregistered robot"
grep -q "^FakeA: touchline runs" <<<"$out" || fail "FakeA was not deployed: $out"
grep -q "deployed to 1 robot(s): FakeA$" <<<"$out" && grep -q "failed: NoSuchRobot$" <<<"$out" || fail "no summary: $out"
step "a registered and an unregistered robot"

# Errors.
deploy NoSuchRobot
expect 1 "NoSuchRobot: not a registered robot" "an unregistered robot"
deploy FakeA FakeB --player 3
expect 2 "give each its number as ROBOT=PLAYER" "--player with two robots"
run "$repo/scripts/deploy" --user "$user" --key "$work/missing_key" --build-dir "$build_dir" FakeA
expect 1 "no ssh key $work/missing_key" "a missing key"
[ "$(grep -c "no ssh key" <<<"$out")" = 1 ] || fail "the missing key is reported more than once: $out"
run "$repo/scripts/deploy" --user "$user" --key "$wrong_key" --build-dir "$build_dir" FakeA
expect 1 "does not accept the key $wrong_key" "a wrong key"
grep -q "failed: FakeA" <<<"$out" || fail "the summary does not name the failed robot: $out"
deploy "127.0.0.1:$port_d"
expect 1 "no systemd user manager runs for $user on the robot .*loginctl enable-linger $user" "deploy without a user manager"
if [ "$(id -u)" = 0 ]; then
  fake_robot_start "$work/c" 2048 || fail "fake robot c did not start"
  home_c="$fake_home" pid_c="$fake_pid"
  cp "$work/a/key.pub" "$work/c/authorized_keys"
  deploy "127.0.0.1:$fake_port"
  expect 1 "the robot's disk is full: [0-9]+ KiB free in its home, [0-9]+ KiB needed" "a full disk"
else
  step "a full disk: not checked (needs root for a small file system)"
fi
fake_home="$home_a" fake_pid="$pid_a"
fake_robot_stop
pid_a=""
deploy FakeA FakeB
expect 1 "^FakeA: $robot_a is unreachable: nothing accepts ssh there \\(connection refused\\)" "a stopped sshd"
grep -q "^FakeB: touchline runs" <<<"$out" || fail "the reachable robot was not deployed: $out"
grep -q "failed: FakeA$" <<<"$out" || fail "the summary does not name the unreachable robot: $out"
deploy "$robot_a"
expect 1 "^$robot_a: the robot is unreachable: nothing accepts ssh there \\(connection refused\\)" "an address that does not answer"
! grep -q "$robot_a: $robot_a" <<<"$out" || fail "the address is named twice: $out"
step "errors: unregistered, missing key, wrong key, no user manager, full disk, stopped sshd"
echo "scripts-deploy-test: passed"
