#!/usr/bin/env bash
# The throwaway database server of a test run: a PostgreSQL cluster (Debian's postgresql, the
# production engine) on a free loopback port. (The page-store tests start redis-server processes
# of their own.)
#
#   eval "$(bash scripts/test-services.sh start)"   # prints TEST_DATABASE_URL
#   bash scripts/test-services.sh stop
#
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user, which must
# be able to reach its files: a checkout under /root (mode 700), or under any folder that user
# cannot enter, cannot hold them. So the cluster lives in a folder of its own under the system's
# temporary directory (mktemp -d), given to its owner, and `stop` removes it. The checkout keeps
# only the folder's name (tests/.artifacts/services.dir), so `stop`, and the next `start`, find it.
set -euo pipefail
cd "$(dirname "$0")/.."

POINTER="$PWD/tests/.artifacts/services.dir"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# As root, from / : the owner may not be able to enter the checkout, the working directory.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

# The temporary directory, unless TMPDIR names one the cluster's owner cannot enter.
temp_base() {
  local base="${TMPDIR:-/tmp}"
  if [ "$(id -u)" -eq 0 ] && ! runuser -u postgres -- test -x "$base" 2>/dev/null; then base=/tmp; fi
  printf '%s\n' "$base"
}

stop() {
  [ -f "$POINTER" ] || return 0
  local dir
  dir="$(cat "$POINTER")"
  # Only a folder this script made: the pointer is a file in the checkout, and anything could be in it.
  case "$dir" in
    */tdi-test-pg.*) ;;
    *) echo "test-services: $POINTER names $dir, not a test cluster; left alone" >&2; rm -f "$POINTER"; return 0 ;;
  esac
  if [ -f "$dir/pg/PG_VERSION" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$dir/pg" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  rm -f "$POINTER"
}

start() {
  [ -n "$PG_BIN" ] || { echo "PostgreSQL is not installed (scripts/test.sh installs Debian's postgresql)" >&2; exit 1; }
  stop
  local dir
  dir="$(mktemp -d "$(temp_base)/tdi-test-pg.XXXXXX")"
  mkdir -p "$(dirname "$POINTER")"
  printf '%s\n' "$dir" >"$POINTER"
  local pg_dir="$dir/pg"
  mkdir "$pg_dir"
  if [ "$(id -u)" -eq 0 ]; then chown -R postgres "$dir"; fi
  as_owner "$PG_BIN/initdb" -D "$pg_dir" -A trust -U app -E UTF8 --locale=C.UTF-8 >/dev/null
  local pg_port
  pg_port="$(free_port)"
  # fsync off: a test cluster holds nothing worth a crash-safe write, and it halves the suite's time.
  as_owner "$PG_BIN/pg_ctl" -D "$pg_dir" -l "$pg_dir/log" -w \
    -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
  echo "export TEST_DATABASE_URL='postgresql://app@127.0.0.1:$pg_port/postgres'"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
