#!/usr/bin/env bash
# The browser tests' databases and their production build, on the running test services
# (TEST_DATABASE_URL: scripts/test-services.sh). scripts/test.sh runs it; run it alone to build
# before `npx playwright test <spec>`.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${TEST_DATABASE_URL:?start the test services first: eval \"\$(bash scripts/test-services.sh start)\"}"
# Every value of the shared e2e server comes from tests/e2e/helpers/env.ts.
eval "$(npx tsx tests/e2e/helpers/print-env.ts)"
mkdir -p tests/.artifacts
npx tsx tests/support/prepare-e2e-db.ts
npm run build
