#!/usr/bin/env bash
# `npm test`: every test of the project, on a fresh machine of this kind.
# `npm run test:quick` (`scripts/test.sh quick`): steps 1 to 4 only, no build and no browser.
#  1. installs npm packages and the Debian packages the tests need when missing
#  2. lint, format check (Prettier) and type check
#  3. unit and component tests (jest)
#  4. starts a throwaway PostgreSQL cluster (scripts/test-services.sh; stopped on exit), then the
#     integration tests against databases made on it (node's test runner)
#  5. proves the server boundary: a fixture whose client component imports the database module
#     fails `next build` (tests/build)
#  6. one production build against a throwaway database, then the browser tests (Playwright,
#     scripts/test-e2e.sh), all sharing one `next start`; a short part runs the `serve` path on the
#     embedded server
set -euo pipefail
lane="${1:-all}"
case "$lane" in
  all | quick) ;;
  *)
    echo "usage: bash scripts/test.sh [quick]" >&2
    exit 2
    ;;
esac
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "install"
npm install --no-audit --no-fund --loglevel=error
# Debian's chromium for the browser tests, nginx for the production-topology tests, and PostgreSQL
# (the production engine: tests start clusters of their own on free loopback ports; the package's
# service is never used). The package also brings the client programs the backup and restore tests
# run (pg_dump, pg_restore and psql, from postgresql-client-N, which postgresql-N depends on).
missing=()
for program in initdb pg_ctl pg_dump pg_restore psql; do
  ls /usr/lib/postgresql/*/bin/$program >/dev/null 2>&1 || { missing+=(postgresql); break; }
done
# The shared page store's tests (tests/integration/redis-cache-handler.test.ts and
# tests/e2e/redis-cache.spec.ts) start redis-server processes of their own; its service is never used.
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
# The invitations' tests read them back with a second, independent iCalendar parser
# (lib/booking/invite.test.ts, through tests/support/ics-read.py): Debian's python3-icalendar,
# for Debian's /usr/bin/python3 (pip has no icalendar here).
/usr/bin/python3 -c "import icalendar" >/dev/null 2>&1 || missing+=(python3-icalendar)
if [ "$lane" = all ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/sbin/nginx ] || missing+=(nginx)
  # The page cache of docs/deploy/nginx.conf keeps its generation in nginx's Lua module.
  [ -e /usr/lib/nginx/modules/ngx_http_lua_module.so ] || missing+=(libnginx-mod-http-lua)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the tests"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  # policy-rc.d keeps the nginx and redis-server packages from starting their own services (on
  # port 80 and 6379; ones the machine already has are left as they are).
  added_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null && $SUDO chmod +x /usr/sbin/policy-rc.d
    added_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -z "$added_policy" ] || $SUDO rm -f /usr/sbin/policy-rc.d
fi
if [ "$lane" = all ]; then
  command -v java >/dev/null || { echo "Java 17 is needed for the HTML validator (vnu-jar)"; exit 1; }
fi

step "lint and format"
npx eslint . --max-warnings=0
npx prettier --check . --log-level=warn

step "type check"
npx next typegen >/dev/null
npx tsc --noEmit

step "unit tests (jest)"
npx jest --ci

step "test services (PostgreSQL)"
# Assigned first, so a failed start stops the run here (an eval of nothing would go on).
services="$(bash scripts/test-services.sh start)"
eval "$services"
trap 'bash scripts/test-services.sh stop' EXIT

step "integration tests (node:test)"
# tsx with tsconfig.node.json, here and in every script a test starts (the variable is inherited):
# modules marked `import "server-only"` load outside Next (docs/development.md).
TSX_TSCONFIG_PATH="$PWD/tsconfig.node.json" node --import tsx --test --test-concurrency=1 tests/integration/*.test.ts

[ "$lane" = all ] || exit 0

step "the server boundary (a client component importing the database fails next build)"
node --import tsx --test tests/build/*.test.ts

step "browser tests (Playwright)"
bash scripts/test-e2e.sh
