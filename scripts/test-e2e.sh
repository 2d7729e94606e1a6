#!/usr/bin/env bash
# `npm run test:e2e -- [playwright arguments]`: the browser tests, or some of them
# (`npm run test:e2e -- tests/e2e/contact.spec.ts`; docs/testing.md says which specs cover which
# area). Starts the test services when none are running (TEST_DATABASE_URL unset) and stops them
# after, makes the browser tests' databases and one production build, then runs Playwright.
# `npm test` runs it last, with every spec. Set E2E_REUSE_BUILD=1 to keep the build of an earlier
# run (after a change to tests only).
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # Assigned first, so a failed start stops the run here (an eval of nothing would go on).
  services="$(bash scripts/test-services.sh start)"
  eval "$services"
  trap 'bash scripts/test-services.sh stop' EXIT
fi

if [ "${E2E_REUSE_BUILD:-}" = 1 ] && [ -f .next/BUILD_ID ]; then
  eval "$(npx tsx tests/e2e/helpers/print-env.ts)"
  mkdir -p tests/.artifacts
  npx tsx tests/support/prepare-e2e-db.ts
else
  bash scripts/e2e-prepare.sh
fi
eval "$(npx tsx tests/e2e/helpers/print-env.ts)"
npx playwright test "$@"
