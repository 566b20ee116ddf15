import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 90_000,
    env: process.env.MOCK_RECORD_DIR ? { MOCK_RECORD: `${process.env.MOCK_RECORD_DIR}/contract.ndjson` } : {},
  },
})
