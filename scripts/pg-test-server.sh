#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server for the store tests (docs/storage.md).
#
#   scripts/pg-test-server.sh start DIR   starts it, writes its URL to DIR/url
#   scripts/pg-test-server.sh stop DIR    stops it and deletes its files
#
# The cluster lives in a new temporary directory (short, so that the unix
# socket path fits), owned by the `postgres` user when run as root (initdb
# refuses to run as root). It listens on a unix socket in that directory only:
# no TCP port, so several builds' servers never collide. Authentication is
# `trust`: only this machine's users who can reach the socket directory (mode
# 0700) can connect. fsync is off: the tests kill clients, never this server.
#
# Exit status: 0 done; 2 usage; 77 PostgreSQL cannot be started here (the
# reason is on stderr and in DIR/error). CTest runs `start` as the fixture
# test pg_server_start with 77 meaning "skipped"; the PostgreSQL test cases
# then fail naming the reason (or are skipped when EUCHRE_NO_PG=1).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
DATABASE=euchre_test
PORT=5432  # only names the socket file: .s.PGSQL.5432

usage() {
  echo "usage: $0 start|stop DIR" >&2
  exit 2
}

# Runs a PostgreSQL program as the cluster's owner.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# The reason PostgreSQL cannot start, recorded for the tests; exit 77.
cannot_start() {
  local reason="$1"
  echo "pg-test-server: PostgreSQL cannot start: $reason" >&2
  printf 'PostgreSQL test server cannot start: %s\n' "$reason" >"$DIR/error"
  exit 77
}

stop_server() {
  [ -f "$DIR/server" ] || return 0
  local server
  server="$(cat "$DIR/server")"
  if [ -d "$server/data" ]; then
    (cd "$server" && as_owner "$PG_BIN/pg_ctl" -D "$server/data" -m fast -w stop >/dev/null 2>&1) || true
  fi
  case "$server" in
    */euchre-pg.*) rm -rf "$server" ;;  # only what `start` made
  esac
  rm -f "$DIR/server" "$DIR/url"
}

# Stops what was started so far and reports why it failed.
abandon() {
  local reason="$1" log=""
  [ -f "$SERVER/log" ] && log="$(tail -n 5 "$SERVER/log" | tr '\n' ' ')"
  [ -f "$SERVER/setup.log" ] && log="$log$(tail -n 5 "$SERVER/setup.log" | tr '\n' ' ')"
  stop_server
  cannot_start "$reason${log:+ ($log)}"
}

start_server() {
  stop_server  # a server a previous run left behind
  rm -f "$DIR/error"
  for program in initdb pg_ctl createdb; do
    [ -x "$PG_BIN/$program" ] || cannot_start "$PG_BIN/$program not found (Debian: apt-get install postgresql-15)"
  done
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || cannot_start "running as root and there is no postgres user to run the server"
    command -v runuser >/dev/null || cannot_start "running as root and runuser is missing"
  fi

  SERVER="$(mktemp -d "${TMPDIR:-/tmp}/euchre-pg.XXXXXX")" || cannot_start "cannot create a temporary directory"
  echo "$SERVER" >"$DIR/server"
  chmod 700 "$SERVER"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$SERVER"
  cd "$SERVER"  # the postgres user may not be able to read the caller's directory

  as_owner "$PG_BIN/initdb" -D "$SERVER/data" -U postgres --auth=trust --no-locale -E UTF8 --no-sync \
    >"$SERVER/setup.log" 2>&1 || abandon "initdb failed"
  as_owner "$PG_BIN/pg_ctl" -D "$SERVER/data" -l "$SERVER/log" -w -t 60 \
    -o "-c listen_addresses='' -k $SERVER -p $PORT -c fsync=off -c full_page_writes=off" start \
    >>"$SERVER/setup.log" 2>&1 || abandon "pg_ctl start failed"
  as_owner "$PG_BIN/createdb" -h "$SERVER" -p "$PORT" -U postgres "$DATABASE" \
    >>"$SERVER/setup.log" 2>&1 || abandon "createdb failed"

  echo "postgresql:///$DATABASE?host=$SERVER&port=$PORT&user=postgres" >"$DIR/url"
  echo "pg-test-server: $(cat "$DIR/url")"
}

[ $# -eq 2 ] || usage
DIR="$2"
mkdir -p "$DIR"
DIR="$(cd "$DIR" && pwd)"
SERVER=""
case "$1" in
  start) start_server ;;
  stop) stop_server ;;
  *) usage ;;
esac
