# tests/fake-robot/fake-robot.sh: a local fake robot for the tests of scripts/robot and
# scripts/deploy (sourced). fake_robot_start DIR starts Debian's sshd on 127.0.0.1 with its own
# configuration, a throwaway host key and one authorised key; the robot user (the user running
# the test) logs in with $HOME = DIR/home, and systemctl is the stand-in beside this file
# (systemd cannot run here). No system file is touched: as root, sshd needs /run/sshd, so it
# runs in a mount namespace of its own with a private /run.
# fake_robot_start DIR [HOME_KIB]: with HOME_KIB (root only), the robot's home is a tmpfs of
# that size, seen only through ssh: a robot whose disk is full.
# Sets fake_port, fake_home, fake_key (authorised), fake_wrong_key, fake_pid.

fake_robot_start() {
  local dir="$1" home_kib="${2:-}"
  mkdir -p "$dir/home" "$dir/bin"
  cp "$(dirname "${BASH_SOURCE[0]}")/systemctl" "$dir/bin/"
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
SetEnv HOME=$fake_home PATH=$dir/bin:/usr/local/bin:/usr/bin:/bin TOUCHLINE_FAKE_LOLA=$dir/robocup
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

# fake_robot_stop: ends sshd and the program the stand-in systemctl started.
fake_robot_stop() {
  [ -z "${fake_home:-}" ] || HOME="$fake_home" "$(dirname "${BASH_SOURCE[0]}")/systemctl" --user stop touchline.service
  [ -z "${fake_pid:-}" ] || { kill "$fake_pid" 2>/dev/null; wait "$fake_pid" 2>/dev/null; }
  fake_pid=""
}
