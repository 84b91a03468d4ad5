#!/usr/bin/env bash
# The whole suite: lint, types, unit + integration tests on PGlite, the integration tests again on a
# local PostgreSQL when one answers (required when REQUIRE_POSTGRES is set, as CI does), the
# production build, then end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step says how long the one before it took (CI must stay well under its time limit).
step_started=$SECONDS
step() {
  printf '\n==> %s (previous step: %ss, total %ss)\n' "$*" "$((SECONDS - step_started))" "$SECONDS"
  step_started=$SECONDS
}

if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (Debian) or set CHROMIUM_PATH." >&2
  exit 1
fi

step "format";     npx prettier --check . --log-level warn
step "unused files, exports and dependencies (knip)"; npx knip
step "message catalogues (every language has every text)"; node scripts/check-messages.mjs
step "lint";       npx eslint . --max-warnings=0
step "typecheck";  npx tsc --noEmit
# The PGlite pass (every test) and the PostgreSQL pass (the integration tests, in band: they share one
# database) run side by side: one after the other they took 16 + 6 minutes on this 2-core machine.
# Suites that start servers of their own take other ports in the PostgreSQL pass (tests/helpers/ports.ts).
# The PostgreSQL pass's output is printed when both are done.
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
pg_pid=""
if node -e "require('postgres')(process.argv[1],{connect_timeout:3}).unsafe('select 1').then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  RUN_URL=$(node scripts/pg-test-db.mjs create "$PG_URL")
  pg_log=$(mktemp)
  trap 'node scripts/pg-test-db.mjs drop "$PG_URL" "$RUN_URL" || true; rm -f "$pg_log"' EXIT
  echo "(the integration tests run on PostgreSQL at ${PG_URL%%\?*} at the same time, in a throw-away database)"
  TEST_DATABASE_URL="$RUN_URL" NODE_OPTIONS=--experimental-vm-modules npx jest --ci --runInBand tests/integration \
    >"$pg_log" 2>&1 &
  pg_pid=$!
elif [ -n "${REQUIRE_POSTGRES:-}" ]; then
  # CI (.ci/run) sets it: the PostgreSQL-only suites (schema locks, PgBouncer) and the real races of
  # the concurrency tests must not silently not run.
  echo "REQUIRE_POSTGRES is set but nothing answers at $PG_URL: start PostgreSQL or set TEST_DATABASE_URL." >&2
  exit 1
else
  echo "(integration tests on PostgreSQL skipped: nothing answers at $PG_URL)"
fi

step "unit, component and integration tests (PGlite)"
# Jest's default on 2 cores is one worker, which left the second core to the PostgreSQL pass alone and
# idle once it was done; two keep both busy (the suites spend most of their time loading modules).
pglite_workers=$(($(nproc) > 2 ? $(nproc) - 1 : 2))
pglite_status=0
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers="$pglite_workers" || pglite_status=$?

if [ -n "$pg_pid" ]; then
  pg_status=0
  wait "$pg_pid" || pg_status=$?
  step "integration tests on PostgreSQL (ran beside the PGlite pass)"
  cat "$pg_log"
  [ "$pg_status" -eq 0 ] || { echo "the integration tests failed on PostgreSQL" >&2; exit "$pg_status"; }
fi
[ "$pglite_status" -eq 0 ] || { echo "the tests failed on PGlite" >&2; exit "$pglite_status"; }

step "build";      npx next build
step "end-to-end tests (Chromium)"
npx playwright test
step "done"
