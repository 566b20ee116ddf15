import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A busy machine can be slower than expect.poll's default.
    expect: { poll: { timeout: 10_000 } },
  },
})
