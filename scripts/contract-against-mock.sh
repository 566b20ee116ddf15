#!/usr/bin/env bash
# Starts the HTTP mock on a free port, runs `npm run contract` against it, stops it.
set -uo pipefail
cd "$(dirname "$0")/.."
port=${CONTRACT_MOCK_PORT:-4117}
# Its own process group, so stopping it also stops the node process under npx.
record=${MOCK_RECORD_DIR:+$MOCK_RECORD_DIR/contract.ndjson}
MOCK_RECORD=${record} MOCK_QUIET=1 PORT=$port setsid npx tsx packages/mock/src/cli.ts > test-results/contract-mock.log 2>&1 &
pid=$!
trap 'kill -- -$pid 2>/dev/null' EXIT
for _ in $(seq 1 100); do
  node -e "fetch('http://127.0.0.1:$port/__mock/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))" && break
  sleep 0.2
done
npx tsx packages/contract/src/cli.ts "http://127.0.0.1:$port"
