import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'mock',
    environment: 'node',
    testTimeout: 30_000,
    env: process.env.MOCK_RECORD_DIR
      ? { MOCK_RECORD: `${process.env.MOCK_RECORD_DIR}/mock-unit.ndjson` }
      : {},
  },
})
