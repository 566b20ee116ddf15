import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // One browser, one server: journeys run one file at a time on these 2-core machines.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll's 1 s default ran out on a busy 2-core machine while the page was still right.
    expect: { poll: { timeout: 10_000 } },
  },
})
