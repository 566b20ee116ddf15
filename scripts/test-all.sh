#!/usr/bin/env bash
# The whole test command: static checks, every Vitest project (unit, component, mock, contract,
# real-browser), then the contract CLI against the HTTP mock. Each check counts as one test;
# Vitest's tests count one by one. The last line is the total, steps that did not run included.
set -uo pipefail
cd "$(dirname "$0")/.."

mkdir -p test-results
# Each run that serves the mock appends what it answered here; the coverage matrix reads it last.
rm -rf test-results/coverage && mkdir -p test-results/coverage
export MOCK_RECORD_DIR="$PWD/test-results/coverage"
source scripts/test-tally.sh

# First, so a machine without a browser stops at once with the line saying what to install.
CHROMIUM_PATH=$(npx tsx scripts/chromium.ts) || exit 1
export CHROMIUM_PATH
echo "── browser: $CHROMIUM_PATH"

step "lint (biome)" npx biome check .
step "lint openapi.yaml (redocly, zero errors)" npx redocly lint openapi.yaml
step "generated SDK types are fresh" npm run --silent check-generated -w @storefront/sdk
step "generated contract JSON is fresh" npx tsx scripts/generate-spec-json.ts --check
step "typecheck (tsc strict)" npx tsc -p tsconfig.json
step "comments at most 3.5% of non-blank, non-test lines" npx tsx scripts/comment-density.ts
step "npm audit --omit=dev: no high or critical finding" bash scripts/audit-prod.sh

# The browser journeys (the e2e project) run one file at a time and leave the cores idle while
# pages load; the other projects run beside them, in a second vitest at a lower priority, so the
# journeys keep the cores when they need them.
vitest_start "vitest (unit, component, mock, contract and script projects)" test-results/vitest.json \
  --project '!e2e' --project '!adoption'
# The packages built, published to a local registry and installed by name in a new app outside the
# repository, where every README block runs (scripts/adoption/). Mostly npm and child processes
# waiting, so it runs beside the journeys too.
vitest_start "vitest (adoption: the READMEs run in an app installed from a local registry)" \
  test-results/vitest-adoption.json --project adoption

# An independent contract check, made by some of the journeys themselves: their API calls go
# through Prism's validating proxy (--errors), which logs each request or response that breaks
# openapi.yaml. These files run through the proxy only. Its verdict counts only if they passed and
# Prism saw their requests.
PRISM_JOURNEYS=(e2e/shell.e2e.ts e2e/browse.e2e.ts e2e/keyboard.e2e.ts e2e/navigation.e2e.ts e2e/security.e2e.ts)
rm -f test-results/prism-violations.log test-results/e2e-prism.log
touch test-results/prism-violations.log
E2E_VIA_PRISM=1 vitest_step "vitest (real-browser project: journeys through Prism's validating proxy)" \
  test-results/vitest-e2e-prism.json --project e2e "${PRISM_JOURNEYS[@]}"
journeys_rc=$?
step "Prism reported zero contract violations" npx tsx scripts/prism-verdict.ts "$journeys_rc" \
  test-results/e2e-prism.log test-results/prism-violations.log

excluded=()
for file in "${PRISM_JOURNEYS[@]}"; do excluded+=(--exclude "**/${file#e2e/}"); done
E2E_SKIP_BUILD=1 vitest_step "vitest (real-browser project: the other journeys)" test-results/vitest-e2e.json \
  --project e2e "${excluded[@]}"
vitest_wait
vitest_wait

# Malformed and well-formed requests over raw sockets to the production server (the build the
# journeys made: embedded mock, and API_URL on a mock process) and to the mock alone.
step "fuzz both servers at the HTTP level: every request answered, no 5xx, every process alive" \
  npx tsx scripts/fuzz-http.ts

step "contract suite CLI against the HTTP mock" bash scripts/contract-against-mock.sh

# Two replicas of the production server behind nginx with a shared page cache; one is killed
# under load. Not run (75) where nginx cannot be had from PATH or the Debian archive.
step "replicas behind nginx: one killed under load, no failed request, no visitor given another's page" \
  npx tsx scripts/replicas-check.ts

# The contract project's drift test leaves the drifted fixture backend's recorded run here.
backend_run=test-results/coverage/backend-run.har
har_args=()
[ -f "$backend_run" ] && har_args=(--har "$backend_run")
step "every declared answer is produced or allowed (coverage matrix)" npx tsx scripts/coverage-matrix.ts \
  --records test-results/coverage --out test-results "${har_args[@]}"

finish
