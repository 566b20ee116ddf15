#!/usr/bin/env bash
# The whole test command: static checks, every Vitest project (unit, component, mock, contract,
# real-browser), then the contract CLI against the HTTP mock. Each check counts as one test;
# Vitest's tests count one by one. The last line is the plain total.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
not_run=()
mkdir -p test-results

step() {
  local name="$1"; shift
  echo "── $name"
  "$@"
  local rc=$?
  if [ "$rc" = 0 ]; then
    passed=$((passed + 1)); echo "   ok: $name"
  elif [ "$rc" = 75 ]; then
    not_run+=("$name"); echo "   NOT RUN: $name"
  else
    failed=$((failed + 1)); failures+=("$name"); echo "   FAILED: $name"
  fi
}

step "lint (biome)" npx biome check .
step "lint openapi.yaml (redocly, zero errors)" npx redocly lint openapi.yaml
step "generated SDK types are fresh" npm run --silent check-generated -w @storefront/sdk
step "generated contract JSON is fresh" npx tsx scripts/generate-spec-json.ts --check
step "typecheck (tsc strict)" npx tsc -p tsconfig.json
step "npm audit --omit=dev: no high or critical finding" bash scripts/audit-prod.sh

echo "── vitest (all projects)"
rm -f test-results/vitest.json
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_rc=$?
if [ -f test-results/vitest.json ]; then
  read -r vp vf < <(node -e '
    const r = require("./test-results/vitest.json");
    console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0))')
  passed=$((passed + vp)); failed=$((failed + vf))
  if [ "$vitest_rc" != 0 ] && [ "$vf" = 0 ]; then failed=$((failed + 1)); failures+=("vitest exited $vitest_rc"); fi
  [ "$vf" != 0 ] && failures+=("vitest: $vf failed")
else
  failed=$((failed + 1)); failures+=("vitest produced no report (exit $vitest_rc)")
fi

step "contract suite CLI against the HTTP mock" bash scripts/contract-against-mock.sh

# An independent contract check: the browser journeys once more, every API call through Prism's
# validating proxy (--errors), which logs each request or response that breaks openapi.yaml.
rm -f test-results/prism-violations.log && touch test-results/prism-violations.log
step "journeys through Prism's validating proxy" env E2E_VIA_PRISM=1 E2E_SKIP_BUILD=1 E2E_PORT=$(( ${E2E_PORT_BASE:-4179} + 3 )) \
  npx vitest run --project e2e e2e/shell.e2e.ts e2e/browse.e2e.ts e2e/keyboard.e2e.ts e2e/navigation.e2e.ts \
  e2e/security.e2e.ts e2e/a11y.e2e.ts
step "Prism reported zero contract violations" bash -c '! [ -s test-results/prism-violations.log ] || { cat test-results/prism-violations.log; false; }'

if [ ${#not_run[@]} -gt 0 ]; then
  echo "Not run (counted neither passed nor failed):"; printf '  - %s\n' "${not_run[@]}"
fi
if [ ${#failures[@]} -gt 0 ]; then
  echo "Failures:"; printf '  - %s\n' "${failures[@]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
