#!/usr/bin/env bash
# The whole test suite, one phase after another: stops at the first phase that fails and,
# either way, ends with how many seconds each phase took. The server's integration tests
# run on PostgreSQL when TEST_DATABASE_URL is set (with the embedded database's own on PGlite),
# else all on PGlite (decision 036).
# .ci/run passes the seconds its install took in INSTALL_SECONDS, so its row leads the table.
set -uo pipefail
cd "$(dirname "$0")/.."

names=()
seconds=()
outcome="passed"

if [ -n "${INSTALL_SECONDS:-}" ]; then
  names+=("install")
  seconds+=("$INSTALL_SECONDS")
fi

print_timings() {
  local total=0
  echo
  echo "Test suite ($outcome):"
  for i in "${!names[@]}"; do
    printf '  %-26s %6s s\n' "${names[$i]}" "${seconds[$i]}"
    total=$((total + seconds[i]))
  done
  printf '  %-26s %6s s\n' "total" "$total"
}

phase() {
  local name="$1"
  shift
  echo
  echo "=== $name: $*"
  local started=$SECONDS
  "$@"
  local status=$?
  names+=("$name")
  seconds+=($((SECONDS - started)))
  if [ "$status" -ne 0 ]; then
    outcome="failed in $name"
    print_timings
    exit "$status"
  fi
}

# Lint and the type check each keep one core busy: they run side by side, each printed whole when done.
lint_and_types() {
  local logs
  logs=$(mktemp -d)
  npm run lint >"$logs/lint" 2>&1 &
  local lint=$!
  npm run typecheck >"$logs/types" 2>&1 &
  local types=$!
  wait "$lint"
  local lint_status=$?
  wait "$types"
  local types_status=$?
  cat "$logs/lint" "$logs/types"
  rm -rf "$logs"
  [ "$lint_status" -eq 0 ] && [ "$types_status" -eq 0 ]
}

phase "lint and types" lint_and_types
# One run for the unit tests, the server's rules tier and its tests on PGlite (all of them without
# TEST_DATABASE_URL, else the embedded database's own), so that Vitest spreads them over both cores.
phase "unit, rules and PGlite" npx vitest run --project shared --project licence-client --project web --project scripts --project server:unit --project server:rules --project server:pglite
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  phase "server on PostgreSQL" npx vitest run --project server:postgres
else
  echo
  echo "=== server on PostgreSQL: skipped, as TEST_DATABASE_URL is not set"
fi
phase build npm run build
phase e2e npm run test:e2e
print_timings
