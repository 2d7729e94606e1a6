#!/usr/bin/env bash
# `npm run bench`: every performance benchmark, on a fresh clone of this machine's kind.
#  1. installs npm packages, Debian's Chromium and nginx where missing (and PostgreSQL and Redis,
#     for scripts/test-services.sh, unless BENCH_POSTGRES_URL names a server)
#  2. one production build against a throwaway PostgreSQL database (`bench`, made anew on the
#     server BENCH_POSTGRES_URL names, or on a throwaway cluster from scripts/test-services.sh)
#  3. with `next start` (DEPLOY_ENV=production): page weight, Lighthouse interleaved with the bare
#     Next.js floor (bench/floor-app.sh, started beside it) and with each page kind's markup twin
#     served by that floor app (bench/markup-twin.ts), the JavaScript budget, the load run
#     (nginx serving the same prerendered HTML as the ceiling, and the production guide's nginx page cache in
#     front of next start), the subscribe route's answer time for an active vs a new address, and
#     a sign-in flood from one address beside a staff sign-in; then POST /api/contact once more
#     with the database on the embedded server (PGlite) instead of Debian's PostgreSQL
#  4. growth: build time and output size as seeded and with 500 synthetic posts
#  5. writes bench/RESULTS.md (date, machine, commit, every section)
# Each script prints its Markdown section on stdout (progress on stderr) and keeps JSON in bench/.out.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*" >&2; }
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi

step "install"
npm install --no-audit --no-fund --loglevel=error
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ -z "${BENCH_POSTGRES_URL:-}" ]; then
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  [ -x /usr/bin/redis-server ] || missing+=(redis-server)
fi
[ -e /usr/lib/nginx/modules/ngx_http_lua_module.so ] || missing+=(libnginx-mod-http-lua)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} (Debian)" >&2
  $SUDO apt-get update -qq
  # policy-rc.d keeps the package from starting its own nginx on port 80.
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null && $SUDO chmod +x /usr/sbin/policy-rc.d
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  $SUDO rm -f /usr/sbin/policy-rc.d
fi

OUT=bench/.out
mkdir -p "$OUT"
# The machine's load when the run starts and ends (a busy machine slows every figure below).
LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
PORT="${BENCH_PORT:-3900}"
BASE="http://localhost:${PORT}"

# The environment of the measured server: production mode, a throwaway database, limits scaled so
# the load run measures the handler and not the limiter, e-mail kept as logged deliveries (no network).
export NODE_ENV=production
export DEPLOY_ENV=production
export SITE_URL="$BASE"
export RATE_LIMIT_SCALE=100000
export CRON_SECRET="bench-cron-secret-0123456789abcdefghijklmnop"
export NEWSLETTER_TOKEN_SECRET="bench-newsletter-secret-0123456789abcdefghij"
export SESSION_SECRET="bench-session-secret-0123456789abcdefghijklmn"
unset RESEND_API_KEY GOOGLE_MAPS_EMBED_KEY GOOGLE_MAPS_SERVER_KEY GA_MEASUREMENT_ID NEXT_PUBLIC_GA_ID VERCEL_ENV || true

step "database and build"
STOP_SERVICES=""
stop_services() {
  if [ -n "$STOP_SERVICES" ]; then bash scripts/test-services.sh stop; STOP_SERVICES=""; fi
}
trap stop_services EXIT
if [ -z "${BENCH_POSTGRES_URL:-}" ]; then
  # A cluster of its own (Debian's PostgreSQL, as the tests use), stopped when the bench ends.
  eval "$(bash scripts/test-services.sh start)"
  STOP_SERVICES=1
  BENCH_POSTGRES_URL="$TEST_DATABASE_URL"
fi
DATABASE_URL="$(npx tsx bench/database.ts "$BENCH_POSTGRES_URL" bench)"
export DATABASE_URL
npm run db:setup >&2
npm run build >&2

SERVER_PID=""
start_server() {
  setsid npx next start -p "$PORT" >"${OUT}/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "$BASE/" && return 0
    sleep 0.5
  done
  echo "the server did not start; see ${OUT}/server.log" >&2
  return 1
}
stop_server() {
  if [ -n "$SERVER_PID" ]; then
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=""
  fi
}
trap 'stop_server; stop_services' EXIT

step "framework floor (a bare Next.js page and each page kind's markup twin, measured beside the site)"
FLOOR_DIR="$(mktemp -d "${PWD}/${OUT}/floor.XXXXXX")"
TWINS_DIR="$(mktemp -d "${PWD}/${OUT}/twins.XXXXXX")"
# The twins copy the served pages, so the site runs while they are taken; it is stopped again so the
# floor's build does not share the machine with it.
start_server
npx tsx bench/markup-twin.ts "$BASE" "$TWINS_DIR"
stop_server
bash bench/floor-app.sh "$FLOOR_DIR" "$TWINS_DIR"
rm -rf "$TWINS_DIR"
FLOOR_PORT="${BENCH_FLOOR_PORT:-3901}"
FLOOR_PID=""
stop_floor() {
  if [ -n "$FLOOR_PID" ]; then
    kill -TERM -- "-$FLOOR_PID" 2>/dev/null || true
    wait "$FLOOR_PID" 2>/dev/null || true
    FLOOR_PID=""
  fi
  rm -rf "$FLOOR_DIR"
}
trap 'stop_server; stop_floor; stop_services' EXIT

step "page weight, Lighthouse beside the floor, JavaScript budget, load, subscribe timing, sign-in flood"
start_server
(cd "$FLOOR_DIR" && exec setsid npx next start -p "$FLOOR_PORT" >"../floor-server.log" 2>&1) &
FLOOR_PID=$!
for _ in $(seq 1 120); do curl -fsS -o /dev/null "http://localhost:${FLOOR_PORT}/" && break; sleep 0.5; done
npx tsx bench/page-weight.ts "$BASE" >"${OUT}/page-weight.md"
LIGHTHOUSE_TWINS=1 npx tsx bench/lighthouse.ts "$BASE" "http://localhost:${FLOOR_PORT}" >"${OUT}/lighthouse.md"
stop_floor
npx tsx bench/js-budget.ts "$BASE" >"${OUT}/js-budget.md"
npx tsx bench/load.ts "$BASE" >"${OUT}/load.md"
npx tsx bench/subscribe-timing.ts "$BASE" >"${OUT}/subscribe-timing.md"
npx tsx bench/sign-in-flood.ts "$BASE" >"${OUT}/sign-in-flood.md"
stop_server

step "POST /api/contact on the embedded server (the same build, its database on PGlite)"
# The embedded server of a local run (scripts/local-db.mjs), in a folder of its own, started here and
# stopped below; the site reaches it through the same driver and pool as above.
EMBEDDED_DB_FOLDER="${PWD}/${OUT}/embedded-db"
rm -rf "$EMBEDDED_DB_FOLDER"
export EMBEDDED_DB_FOLDER
read -r EMBEDDED_URL EMBEDDED_PID < <(node --input-type=module -e \
  'const m = await import("./scripts/local-db.mjs"); const s = await m.ensureEmbeddedServer(); console.log(s.url, s.pid)')
stop_embedded() {
  if [ -n "${EMBEDDED_PID:-}" ]; then
    node --input-type=module -e "const m = await import('./scripts/local-db.mjs'); await m.stopEmbeddedServer(${EMBEDDED_PID})"
    EMBEDDED_PID=""
  fi
}
trap 'stop_server; stop_embedded; stop_services' EXIT
# The growth step below makes its databases on Debian's PostgreSQL again.
DEBIAN_DATABASE_URL="$DATABASE_URL"
export DATABASE_URL="$EMBEDDED_URL"
npm run db:setup >&2
start_server
npx tsx bench/load.ts "$BASE" --contact-only "the embedded server (PGlite)" >"${OUT}/contact-embedded.md"
stop_server
stop_embedded
export DATABASE_URL="$DEBIAN_DATABASE_URL"

step "growth (rebuilds; the measured build above is left as it was)"
npx tsx bench/growth.ts >"${OUT}/growth.md"

step "bench/RESULTS.md"
{
  echo "# Benchmark results"
  echo
  echo "Written by \`npm run bench\` (bench/run.sh); every number below comes from one run."
  echo
  echo "| | |"
  echo "| --- | --- |"
  echo "| Date | $(date -u '+%Y-%m-%d %H:%M UTC') |"
  echo "| Commit | \`$(git rev-parse --short HEAD)\`$(git diff --quiet HEAD -- . ':!bench/RESULTS.md' || echo ' (with uncommitted changes)') |"
  echo "| Machine | $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo) RAM, $(. /etc/os-release && echo "$PRETTY_NAME") |"
  echo "| Software | Node $(node --version), Next $(node -p 'require("next/package.json").version'), Chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}'), nginx $(/usr/sbin/nginx -v 2>&1 | sed 's#.*/##') |"
  echo "| Load average (1, 5, 15 min) | ${LOAD_START} at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end |"
  if [ -n "${BENCH_NOTE:-}" ]; then echo "| Other work on the machine | ${BENCH_NOTE} |"; fi
  echo
  cat "${OUT}/page-weight.md"
  echo
  cat "${OUT}/lighthouse.md"
  echo
  cat "${OUT}/js-budget.md"
  echo
  cat "${OUT}/load.md"
  echo
  cat "${OUT}/contact-embedded.md"
  echo
  cat "${OUT}/sign-in-flood.md"
  echo
  cat "${OUT}/subscribe-timing.md"
  echo
  cat "${OUT}/growth.md"
  echo
  # Written by hand: what the tables above cannot say (causes of the misses, what would close them).
  cat bench/GAPS.md
} >bench/RESULTS.md
echo "wrote bench/RESULTS.md" >&2
