# shellcheck shell=bash
# HAProxy in front of local qsr servers, running deploy/haproxy.cfg (scripts/cluster, scripts/bench).
# Source this file, then:
#
#   balancer_start DIR LISTEN_PORT SERVER_PORT...   # sets BALANCER_PID; log in DIR/haproxy.log
#
# It writes DIR/haproxy.cfg: deploy/haproxy.cfg with one `server` line per 127.0.0.1:SERVER_PORT
# between its markers. Returns non-zero (log printed) when HAProxy does not start.

balancer_start() {
  local dir=$1 listen=$2
  shift 2
  local servers="" n=0 p
  for p in "$@"; do
    n=$((n + 1))
    servers+="    server qsr$n 127.0.0.1:$p"$'\n'
  done
  awk -v servers="$servers" '
    /# servers begin/ { print; printf "%s", servers; skip = 1; next }
    /# servers end/ { skip = 0 }
    !skip' deploy/haproxy.cfg >"$dir/haproxy.cfg"
  # Debian installs it in /usr/sbin, which a non-root PATH may leave out.
  QSR_LISTEN="127.0.0.1:$listen" "$(command -v haproxy || echo /usr/sbin/haproxy)" -f "$dir/haproxy.cfg" -db \
    >"$dir/haproxy.log" 2>&1 &
  BALANCER_PID=$!
  sleep 0.5
  if ! kill -0 "$BALANCER_PID" 2>/dev/null; then
    echo "HAProxy did not start:" >&2
    cat "$dir/haproxy.log" >&2
    return 1
  fi
}
