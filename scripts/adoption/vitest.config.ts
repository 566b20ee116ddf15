import { defineProject } from 'vitest/config'

// Each file runs one part of the documentation in the scratch app global-setup.ts installs.
export default defineProject({
  test: {
    name: 'adoption',
    environment: 'node',
    include: ['*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
})
