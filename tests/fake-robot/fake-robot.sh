# tests/fake-robot/fake-robot.sh: a local fake robot for the tests of scripts/robot and
# scripts/deploy (sourced). fake_robot_start DIR starts Debian's sshd on 127.0.0.1 with its own
# configuration, a throwaway host key and one authorised key; the robot user (the user running
# the test) logs in with $HOME = DIR/home, and systemctl is the stand-in beside this file
# (systemd cannot run here), with loginctl's stand-in beside it. No system file is touched: as
# root, sshd needs /run/sshd, so it runs in a mount namespace of its own with a private /run.
# fake_robot_start DIR [HOME_KIB]: with HOME_KIB (root only), the robot's home is a tmpfs of
# that size, seen only through ssh: a robot whose disk is full.
# Sets fake_port, fake_home, fake_key (authorised), fake_wrong_key, fake_pid.
# The image's properties the stand-ins report: DIR/linger ("yes" unless it says "no"), DIR/rtprio
# (the user manager's limit of real-time priorities, "infinity" unless it says otherwise).
# fake_robot_without_user_manager DIR: the stand-ins are gone, the real systemctl and loginctl
# answer (a robot without a systemd user manager).
# fake_robot_lola DIR NAOSIM BODY_ID: touchline-naosim serves LoLA at DIR/robocup (where the
# program touchline.service starts connects), without cameras, its commands recorded in
# DIR/commands.txt; fake_robot_sim DIR COMMAND sends a command to its standard input, its answers
# are in DIR/naosim.out. Sets fake_naosim_pid.

fake_robot_start() {
  local dir="$1" home_kib="${2:-}"
  mkdir -p "$dir/home" "$dir/bin"
  cp "$(dirname "${BASH_SOURCE[0]}")/systemctl" "$(dirname "${BASH_SOURCE[0]}")/loginctl" "$dir/bin/"
  ssh-keygen -q -t ed25519 -N "" -C fake-host -f "$dir/host_key"
  ssh-keygen -q -t ed25519 -N "" -C fake-client -f "$dir/key"
  ssh-keygen -q -t ed25519 -N "" -C wrong-client -f "$dir/wrong_key"
  cp "$dir/key.pub" "$dir/authorized_keys"
  fake_home="$dir/home"
  fake_key="$dir/key"
  fake_wrong_key="$dir/wrong_key"
  local attempt
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    fake_port=$((20000 + RANDOM % 40000))
    cat >"$dir/sshd_config" <<CONFIG
ListenAddress 127.0.0.1
Port $fake_port
HostKey $dir/host_key
PidFile $dir/sshd.pid
AuthorizedKeysFile $dir/authorized_keys
StrictModes no
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
PrintMotd no
SetEnv HOME=$fake_home PATH=$dir/bin:/usr/local/bin:/usr/bin:/bin TOUCHLINE_FAKE_LOLA=$dir/robocup TOUCHLINE_FAKE_DIR=$dir
CONFIG
    : >"$dir/sshd.log"
    if [ "$(id -u)" = 0 ]; then
      FAKE_HOME="$fake_home" FAKE_HOME_KIB="$home_kib" unshare --mount sh -c '
        mount -t tmpfs tmpfs /run && mkdir /run/sshd &&
        { [ -z "$FAKE_HOME_KIB" ] || mount -t tmpfs -o "size=${FAKE_HOME_KIB}k" tmpfs "$FAKE_HOME"; } &&
        exec "$0" "$@"' /usr/sbin/sshd -D -e -f "$dir/sshd_config" 2>>"$dir/sshd.log" &
    else
      /usr/sbin/sshd -D -e -f "$dir/sshd_config" 2>>"$dir/sshd.log" &
    fi
    fake_pid=$!
    local i
    for i in $(seq 100); do
      grep -q "Server listening" "$dir/sshd.log" && return 0
      kill -0 "$fake_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$fake_pid" 2>/dev/null
    wait "$fake_pid" 2>/dev/null
    grep -q "Address already in use" "$dir/sshd.log" || break
  done
  echo "fake robot: sshd did not start:" >&2
  cat "$dir/sshd.log" >&2
  return 1
}

fake_robot_without_user_manager() {
  rm -f "$1/bin/systemctl" "$1/bin/loginctl"
}

fake_robot_lola() {
  local dir="$1" naosim="$2" body="$3"
  rm -f "$dir/naosim.in"
  mkfifo "$dir/naosim.in"
  "$naosim" --socket "$dir/robocup" --no-cameras --body-id "$body" --record "$dir/commands.txt" \
    <"$dir/naosim.in" >"$dir/naosim.out" 2>"$dir/naosim.err" &
  fake_naosim_pid=$!
  # Held open read and write (which does not block), so that naosim never reads an end.
  eval "exec {fake_sim_fd}<>\"\$dir/naosim.in\""
  echo "$fake_sim_fd" >"$dir/naosim.fd"
  local i
  for i in $(seq 100); do
    grep -q "serves $dir/robocup" "$dir/naosim.out" 2>/dev/null && return 0
    kill -0 "$fake_naosim_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "fake robot: touchline-naosim did not start: $(cat "$dir/naosim.err")" >&2
  return 1
}

fake_robot_sim() {
  echo "$2" >&"$(cat "$1/naosim.fd")"
}

# fake_robot_stop: ends sshd, the program the stand-in systemctl started and naosim.
fake_robot_stop() {
  [ -z "${fake_home:-}" ] || [ ! -e "$(dirname "$fake_home")/bin/systemctl" ] ||
    HOME="$fake_home" "$(dirname "${BASH_SOURCE[0]}")/systemctl" --user stop touchline.service
  [ -z "${fake_pid:-}" ] || { kill "$fake_pid" 2>/dev/null; wait "$fake_pid" 2>/dev/null; }
  fake_pid=""
  if [ -n "${fake_home:-}" ] && [ -e "$(dirname "$fake_home")/naosim.fd" ]; then
    fake_robot_sim "$(dirname "$fake_home")" quit 2>/dev/null
    rm -f "$(dirname "$fake_home")/naosim.fd"
  fi
}
