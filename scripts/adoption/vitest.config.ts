import { defineProject } from 'vitest/config'

// A scratch app installs the packages from a local registry once per run (global-setup.ts); the
// files then each run one part of the documentation in it.
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
