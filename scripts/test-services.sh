#!/usr/bin/env bash
# The throwaway database server of a test run: a PostgreSQL cluster (Debian's postgresql, the
# production engine) on a free loopback port, its files under tests/.artifacts. (The page-store
# tests start redis-server processes of their own.)
#
#   eval "$(bash scripts/test-services.sh start)"   # prints TEST_DATABASE_URL
#   bash scripts/test-services.sh stop
#
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail
cd "$(dirname "$0")/.."

DIR="$PWD/tests/.artifacts/services"
PG_DIR="$DIR/pg"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop() {
  if [ -f "$PG_DIR/PG_VERSION" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >/dev/null 2>&1 || true
  fi
}

start() {
  [ -n "$PG_BIN" ] || { echo "PostgreSQL is not installed (scripts/test.sh installs Debian's postgresql)" >&2; exit 1; }
  stop
  rm -rf "$DIR"
  mkdir -p "$PG_DIR"
  if [ "$(id -u)" -eq 0 ]; then
    chown -R postgres "$DIR"
    # The postgres user must be able to pass through tests/.artifacts (an older checkout made it
    # owner-only); passing through is all it gets, not listing.
    chmod o+x "$(dirname "$DIR")"
  fi
  as_owner "$PG_BIN/initdb" -D "$PG_DIR" -A trust -U app -E UTF8 --locale=C.UTF-8 >/dev/null
  local pg_port
  pg_port="$(free_port)"
  # fsync off: a test cluster holds nothing worth a crash-safe write, and it halves the suite's time.
  as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/log" -w \
    -o "-p $pg_port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
  echo "export TEST_DATABASE_URL='postgresql://app@127.0.0.1:$pg_port/postgres'"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
