# shellcheck shell=bash
# A private, throw-away PostgreSQL 15 cluster for tests and benchmarks. Source this file, then:
#
#   pg_cluster_start                 # exports QSR_TEST_PG_URL (database qsr_test)
#   trap pg_cluster_stop EXIT        # stop is idempotent and safe inside a trap
#   url=$(pg_create_db api_run_1)    # an extra, fresh database; prints its URL
#   pg_cluster_stop
#
# The cluster lives in a fresh `mktemp -d` folder and listens only on a Unix socket inside it,
# so it cannot collide with another cluster or be reached from the network. PostgreSQL refuses
# to run as root, so when we are root it runs as the system user `qsrpg` (created if missing).
# Durability is switched off (fsync, synchronous_commit): the data is thrown away anyway, and
# the tests spend their time on logic instead of disk flushes.
#
# This file only defines functions and variables; it sets no shell options of the caller's.

QSR_PG_BIN=${QSR_PG_BIN:-/usr/lib/postgresql/15/bin}
QSR_PG_OS_USER=${QSR_PG_OS_USER:-qsrpg}

# Runs a command as the cluster's OS user (ourselves when we are not root).
_pg_as() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u "$QSR_PG_OS_USER" -- "$@"
  else
    "$@"
  fi
}

_pg_db_user() {
  if [[ $(id -u) -eq 0 ]]; then echo "$QSR_PG_OS_USER"; else id -un; fi
}

_pg_ensure_os_user() {
  [[ $(id -u) -eq 0 ]] || return 0
  id -u "$QSR_PG_OS_USER" >/dev/null 2>&1 && return 0
  # Another process may create it at the same moment; only a still-missing user is an error.
  useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
    "$QSR_PG_OS_USER" >/dev/null 2>&1 || id -u "$QSR_PG_OS_USER" >/dev/null 2>&1
}

# URL of database $1 in the running cluster (libpq's Unix-socket URL form).
_pg_url() {
  echo "postgresql:///$1?host=${QSR_PG_DIR}&port=${QSR_PG_PORT}&user=$(_pg_db_user)"
}

pg_cluster_start() {
  if [[ -n ${QSR_PG_DIR:-} && -d ${QSR_PG_DIR:-} ]]; then
    # Started by this shell or inherited from a parent script (scripts/test calling
    # scripts/bench): reuse it. Only the shell that started it will stop it.
    echo "pg-cluster: reusing the cluster in $QSR_PG_DIR" >&2
    return 0
  fi
  if [[ ! -x $QSR_PG_BIN/initdb ]]; then
    echo "pg-cluster: PostgreSQL binaries not found in $QSR_PG_BIN" >&2
    return 1
  fi
  _pg_ensure_os_user || { echo "pg-cluster: cannot create OS user $QSR_PG_OS_USER" >&2; return 1; }

  local dir
  dir=$(mktemp -d "${TMPDIR:-/tmp}/qsr-pg.XXXXXX") || return 1
  if [[ $(id -u) -eq 0 ]]; then chown "$QSR_PG_OS_USER": "$dir"; fi
  chmod 700 "$dir"
  # The socket file is private to $dir, so the port number cannot collide; it only names it.
  local port=$((5432 + RANDOM % 1000))
  QSR_PG_DIR=$dir
  QSR_PG_PORT=$port
  export QSR_PG_DIR QSR_PG_PORT
  _qsr_pg_owned_dir=$dir  # not exported: child processes that source this file do not own it

  local user
  user=$(_pg_db_user)
  if ! _pg_as "$QSR_PG_BIN/initdb" -D "$dir/data" -U "$user" --auth=trust -E UTF8 \
      --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
    rm -rf "$dir/data"
    if ! _pg_as "$QSR_PG_BIN/initdb" -D "$dir/data" -U "$user" --auth=trust -E UTF8 \
        --locale=C >>"$dir/initdb.log" 2>&1; then
      echo "pg-cluster: initdb failed:" >&2
      cat "$dir/initdb.log" >&2
      pg_cluster_stop
      return 1
    fi
  fi

  local opts="-c listen_addresses='' -c unix_socket_directories='$dir' -p $port"
  opts+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  opts+=" -c max_connections=200"
  if ! _pg_as "$QSR_PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "$opts" start >/dev/null; then
    echo "pg-cluster: server did not start:" >&2
    cat "$dir/server.log" >&2 2>/dev/null
    pg_cluster_stop
    return 1
  fi

  if ! "$QSR_PG_BIN/createdb" -h "$dir" -p "$port" -U "$user" qsr_test; then
    pg_cluster_stop
    return 1
  fi
  QSR_TEST_PG_URL=$(_pg_url qsr_test)
  export QSR_TEST_PG_URL
  echo "pg-cluster: PostgreSQL running in $dir (QSR_TEST_PG_URL=$QSR_TEST_PG_URL)" >&2
}

# pg_create_db NAME: (re)creates an empty database NAME and prints its URL.
pg_create_db() {
  local name=${1:-}
  if [[ ! $name =~ ^[A-Za-z_][A-Za-z0-9_]{0,62}$ ]]; then
    echo "pg_create_db: bad database name '$name'" >&2
    return 1
  fi
  if [[ -z ${QSR_PG_DIR:-} ]]; then
    echo "pg_create_db: no cluster running (call pg_cluster_start first)" >&2
    return 1
  fi
  local user
  user=$(_pg_db_user)
  local conn=(-h "$QSR_PG_DIR" -p "$QSR_PG_PORT" -U "$user")
  # PGOPTIONS hides the NOTICE "database does not exist, skipping" of a first creation.
  PGOPTIONS='-c client_min_messages=warning' "$QSR_PG_BIN/dropdb" "${conn[@]}" --if-exists "$name" &&
    "$QSR_PG_BIN/createdb" "${conn[@]}" "$name" || return 1
  _pg_url "$name"
}

# Stops the cluster this shell started and removes its folder. Does nothing when there is none,
# so it can be called twice, from a trap, and after a failed start. A cluster inherited from a
# parent process is left running for its owner.
pg_cluster_stop() {
  local dir=${_qsr_pg_owned_dir:-}
  if [[ -n $dir && $dir == "${QSR_PG_DIR:-}" && -d $dir ]]; then
    if [[ -f $dir/data/postmaster.pid ]]; then
      _pg_as "$QSR_PG_BIN/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
  fi
  if [[ -n $dir ]]; then
    unset QSR_PG_DIR QSR_PG_PORT QSR_TEST_PG_URL
  fi
  unset _qsr_pg_owned_dir
  return 0
}
