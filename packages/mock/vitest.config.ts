import { defineProject } from 'vitest/config'

export default defineProject({
  // The fuzz suites send thousands of requests: 5 s ran out on a busy 2-core machine.
  test: {
    name: 'mock',
    environment: 'node',
    testTimeout: 30_000,
    // The test command asks for a record of the answers served, for its coverage matrix.
    env: process.env.MOCK_RECORD_DIR
      ? { MOCK_RECORD: `${process.env.MOCK_RECORD_DIR}/mock-unit.ndjson` }
      : {},
  },
})
