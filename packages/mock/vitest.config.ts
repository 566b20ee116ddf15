import { defineProject } from 'vitest/config'

export default defineProject({
  // The fuzz suites send thousands of requests: 5 s ran out on a busy 2-core machine.
  test: { name: 'mock', environment: 'node', testTimeout: 30_000 },
})
