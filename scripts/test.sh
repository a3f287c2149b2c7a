#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine: lint, formatting and unused code (knip), the production dependencies' audit, types,
# unit + integration tests (PGlite, and PostgreSQL when a server is reachable), the production build, the
# reliability proofs (docs/reliability.md), the several-instances test (scripts/test-cluster.mjs), the
# end-to-end tests in Chromium and a
# short smoke run of the benchmark (so that `npm run bench` does not rot).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
start=$(date +%s)
step() { printf '\n\033[1m== %s (%ss)\033[0m\n' "$1" "$(( $(date +%s) - start ))"; }

step "browser"
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's chromium package or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

[ -d node_modules ] || npm install --no-audit --no-fund

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" 2>/dev/null; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
    echo "PostgreSQL found: the integration tests also run on $TEST_DATABASE_URL"
  else
    echo "No PostgreSQL server on 127.0.0.1:5432: integration tests run on PGlite only"
  fi
fi

step "lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn
npx knip
step "dependency audit (npm audit --omit=dev: no high or critical advisories; skipped offline)"
node scripts/audit.mjs
step "types"
npx tsc --noEmit
step "unit and integration tests"
npx vitest run
step "production build"
npm run build
step "reliability (200 checkouts for the last unit, kill -9, out-of-order webhooks, API fuzzing)"
npm run test:reliability
step "several instances (two servers, PostgreSQL, Redis, one realtime service, nginx)"
node scripts/test-cluster.mjs
step "end-to-end tests"
npx playwright test
step "benchmark smoke (1,000 products, 2 s of load, no Lighthouse)"
node scripts/bench.mjs --smoke
step "done"
