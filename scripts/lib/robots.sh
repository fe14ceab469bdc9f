# scripts/lib/robots.sh: what scripts/robot and scripts/deploy share (sourced, not run):
# reading Config/Robots/robots.cfg and network.cfg, ssh to a robot with the team key, and
# telling why a connection failed. docs/nao.md describes the commands.

# The repository root; the caller has cd'ed there (after setting invoked_from to the directory
# it was started in).
robots_cfg="Config/Robots/robots.cfg"

# absolute PATH: a path as the user typed it, relative to the directory the script was started in.
absolute() {
  case "$1" in
    /*) echo "$1" ;;
    "~"|"~/"*) echo "$HOME${1#\~}" ;;
    *) echo "${invoked_from:-$(pwd)}/$1" ;;
  esac
}

# Prints "name headId bodyId" for every entry of robots.cfg (comments and layout do not matter).
robots_list() {
  [ -f "$robots_cfg" ] || return 0
  awk '
    { text = text $0 "\n" }
    END {
      gsub(/\/\*([^*]|\*+[^*\/])*\*+\//, " ", text)   # block comments
      gsub(/\/\/[^\n]*/, " ", text)                   # line comments
      gsub(/[{};=\[\],]/, " & ", text)
      n = split(text, token, /[ \t\n]+/)
      depth = 0
      for (i = 1; i <= n; ++i) {
        t = token[i]
        gsub(/^"|"$/, "", t)
        if (t == "{") { ++depth; name = head = body = ""; continue }
        if (t == "}") { if (depth == 1 && name != "") print name, (head == "" ? "-" : head), (body == "" ? "-" : body); --depth; continue }
        if (depth == 1 && token[i + 1] == "=") {
          value = token[i + 2]; gsub(/^"|"$/, "", value)
          if (t == "name") name = value
          else if (t == "headId") head = value
          else if (t == "bodyId") body = value
        }
      }
    }' "$robots_cfg"
}

# robot_field NAME FIELD: a value ("lan", "wlan") from Config/Robots/NAME/network.cfg.
robot_field() {
  local file="Config/Robots/$1/network.cfg"
  [ -f "$file" ] || return 0
  sed -n "s/^[[:space:]]*$2[[:space:]]*=[[:space:]]*\"\{0,1\}\([^\";]*\)\"\{0,1\}[[:space:]]*;.*/\1/p" "$file" | head -n 1
}

# is_registered NAME
is_registered() {
  robots_list | awk -v name="$1" '$1 == name { found = 1 } END { exit !found }'
}

# looks_like_address WORD: an IPv4 address, a name with a dot, or localhost, each with an
# optional :PORT (not a robot name).
looks_like_address() {
  local host="${1%:*}"
  [ "$host:${1##*:}" = "$1" ] || host="$1"
  [[ "$host" =~ ^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$ || "$host" == *.* || "$host" == localhost ]]
}

# The ssh settings for robots. Robots are reflashed often and then have new host keys, so host
# keys are neither checked nor remembered (as B-Human's and HULKs' tools do on team networks).
# Set by the caller: ssh_user, ssh_port (the default port; an address may carry its own as
# HOST:PORT), ssh_key, ssh_control (a directory for shared connections, or empty).
ssh_options() {
  ssh_opts=(-o BatchMode=yes -o ConnectTimeout="${ssh_timeout:-5}"
            -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR
            -o IdentitiesOnly=yes -o IdentityFile="$ssh_key" -o ServerAliveInterval=5
            -o ServerAliveCountMax=3)
  if [ -n "${ssh_control:-}" ]; then
    ssh_opts+=(-o ControlMaster=auto -o ControlPath="$ssh_control/%C" -o ControlPersist=60)
  fi
}

# ssh_target ADDRESS: sets target_host and target_port from HOST or HOST:PORT.
ssh_target() {
  target_host="$1"
  target_port="$ssh_port"
  if [[ "$1" =~ ^(.*):([0-9]+)$ ]]; then
    target_host="${BASH_REMATCH[1]}"
    target_port="${BASH_REMATCH[2]}"
  fi
}

# on_robot ADDRESS COMMAND...: runs a shell command in the robot user's home.
on_robot() {
  ssh_target "$1"
  shift
  ssh "${ssh_opts[@]}" -p "$target_port" "$ssh_user@$target_host" "cd \"\$HOME\" && $*"
}

# explain_ssh_error ADDRESS STATUS OUTPUT [SUBJECT]: one line that says why ssh failed.
# SUBJECT is how the line names the robot (default: the address; "the robot" where the line is
# already prefixed with the address).
explain_ssh_error() {
  local address="$1" status="$2" output="$3" subject="${4:-$1}"
  case "$output" in
    *"Permission denied"*|*"Too many authentication failures"*)
      echo "$subject does not accept the key $ssh_key for $ssh_user (scripts/robot setup $address installs it)" ;;
    *"Connection refused"*)
      echo "$subject is unreachable: nothing accepts ssh there (connection refused)" ;;
    *"timed out"*|*"No route to host"*|*"Network is unreachable"*)
      echo "$subject is unreachable ($(tail -n 1 <<<"$output" | sed 's/.*: //'))" ;;
    *"Could not resolve hostname"*|*"Name or service not known"*)
      echo "$subject is unknown (cannot resolve the name $address)" ;;
    *"No space left on device"*)
      echo "the robot's disk is full ($(grep -m 1 'No space left' <<<"$output"))" ;;
    *)
      echo "ssh to $address failed with status $status: $(tr '\n' ' ' <<<"$output" | sed 's/ $//')" ;;
  esac
}

# check_key: whether the key file exists; key_error says what is wrong.
key_error=""
check_key() {
  key_error=""
  if [ ! -f "$ssh_key" ]; then
    key_error="no ssh key $ssh_key (scripts/robot setup ADDRESS creates it and installs it on a robot)"
    return 1
  fi
}
