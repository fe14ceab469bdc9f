#!/usr/bin/env bash
# scripts/robot and scripts/deploy against two local fake robots (tests/fake-robot: Debian's
# sshd on 127.0.0.1, homes in a temporary directory): registering robots, setting a robot up
# twice, deploying this build's touchline (copies, settings.cfg, restart, the program runs),
# deploying again (nothing copied), a changed and a removed configuration file, two robots in
# parallel, and the errors for an unregistered name, a missing key, a wrong key, a full disk
# (when run as root) and a stopped sshd. Works on a copy of scripts/, Config/ and robot/Install/, so Config/ stays as it is.
#   scripts-deploy-test.sh SOURCE_DIR BUILD_DIR
set -uo pipefail
source_dir="$1"
build_dir="$(cd "$2" && pwd)"
work=$(mktemp -d /tmp/touchline-deploy-test.XXXXXX)
source "$source_dir/tests/fake-robot/fake-robot.sh"
robot_a="" robot_b=""
cleanup() {
  for robot in a b c; do
    eval "fake_home=\$home_$robot fake_pid=\$pid_$robot"
    fake_robot_stop
  done
  rm -rf "$work"
}
home_a="" home_b="" home_c="" pid_a="" pid_b="" pid_c=""
trap cleanup EXIT
fail() { echo "scripts-deploy-test: $1" >&2; exit 1; }
step() { echo "scripts-deploy-test: $1"; }

repo="$work/repo"
mkdir -p "$repo/robot"
cp -r "$source_dir/scripts" "$source_dir/Config" "$repo/"
cp -r "$source_dir/robot/Install" "$repo/robot/"
fake_robot_start "$work/a" || fail "fake robot a did not start"
home_a="$fake_home" pid_a="$fake_pid" port_a="$fake_port" key="$fake_key" wrong_key="$fake_wrong_key"
fake_robot_start "$work/b" || fail "fake robot b did not start"
home_b="$fake_home" pid_b="$fake_pid" port_b="$fake_port"
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

# Registration, twice; the result is a valid robots.cfg.
robot add FakeA --head-id P0000074FAKE00000001 --body-id P0000073FAKE00000001 --ip "$robot_a"
expect 0 "added FakeA" "robot add"
robot add FakeA --head-id P0000074FAKE00000001 --body-id P0000073FAKE00000001 --ip "$robot_a"
expect 0 "FakeA is registered already" "robot add again"
robot add FakeB --head-id P0000074FAKE00000002 --body-id P0000073FAKE00000002 --ip "$robot_b"
expect 0 "added FakeB" "robot add FakeB"
robot add FakeC --head-id P0000074FAKE00000003 --body-id P0000073FAKE00000002
expect 1 "FakeB has that head or body id already" "a duplicate body id"
robot add FakeC --head-id P0000074FAKE000003 --body-id P0000073FAKE00000003
expect 2 "is not 20 letters and digits" "a short head id"
robot list
expect 0 "FakeA +P0000074FAKE00000001 +P0000073FAKE00000001 +$robot_a" "robot list"
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
for dir in Config logging bin; do [ -d "$home_a/$dir" ] || fail "robot setup did not create ~/$dir"; done
cmp -s "$home_a/.config/systemd/user/touchline.service" "$source_dir/robot/Install/touchline.service" ||
  fail "robot setup did not install touchline.service"
robot setup FakeA --user "$user" --key "$key"
expect 0 "touchline.service is enabled already" "robot setup again"
! grep -q "installed" <<<"$out" || fail "robot setup installed again: $out"
step "robot setup, twice"

# Deploying: everything is copied, settings written, the program runs.
deploy "$robot_a" --team 7 --player 3 --scenario Default --location Default
expect 0 "copied .*bin/touchline" "first deploy"
expect 0 "touchline runs \\(log ~/logging/" "first deploy"
cmp -s "$binary" "$home_a/bin/touchline" || fail "the binary on the robot differs"
settings="$home_a/Config/settings.cfg"
grep -q '^teamNumber = 7;$' "$settings" && grep -q '^playerNumber = 3;$' "$settings" &&
  grep -q '^scenario = Default;$' "$settings" && grep -q '^location = Default;$' "$settings" ||
  fail "settings.cfg on the robot: $(cat "$settings")"
grep -q "waiting for LoLA" "$home_a/logging/latest/touchline.log" || fail "the program does not run: $(cat "$home_a/logging/latest/touchline.log")"
first_run=$(readlink "$home_a/logging/latest")
step "deploy: copied, settings written, restarted"

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
expect 0 "deployed to 2 robot" "deploy to two robots"
grep -q "^FakeA: touchline runs" <<<"$out" && grep -q "^FakeB: touchline runs" <<<"$out" ||
  fail "not both robots run touchline: $out"
grep -q '^playerNumber = 2;$' "$home_a/Config/settings.cfg" && grep -q '^playerNumber = 4;$' "$home_b/Config/settings.cfg" &&
  grep -q '^teamNumber = 9;$' "$home_b/Config/settings.cfg" || fail "player numbers of FakeA, FakeB wrong"
step "deploy: two robots in parallel"

# Errors.
deploy NoSuchRobot
expect 1 "NoSuchRobot is not a registered robot" "an unregistered robot"
deploy FakeA FakeB --player 3
expect 2 "give each its number as ROBOT=PLAYER" "--player with two robots"
run "$repo/scripts/deploy" --user "$user" --key "$work/missing_key" --build-dir "$build_dir" FakeA
expect 1 "no ssh key $work/missing_key" "a missing key"
run "$repo/scripts/deploy" --user "$user" --key "$wrong_key" --build-dir "$build_dir" FakeA
expect 1 "does not accept the key $wrong_key" "a wrong key"
grep -q "failed: FakeA" <<<"$out" || fail "the summary does not name the failed robot: $out"
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
expect 1 "$robot_a is unreachable: nothing accepts ssh there \\(connection refused\\)" "a stopped sshd"
grep -q "^FakeB: touchline runs" <<<"$out" || fail "the reachable robot was not deployed: $out"
grep -q "failed: FakeA$" <<<"$out" || fail "the summary does not name the unreachable robot: $out"
step "errors: unregistered, missing key, wrong key, full disk, stopped sshd"
echo "scripts-deploy-test: passed"
