import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Each file on the shared server talks to a mock world of its own (useBrowser), so files run
    // side by side; E2E_WORKERS=1 runs them one at a time.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A busy machine can be slower than expect.poll's default.
    expect: { poll: { timeout: 10_000 } },
  },
})
