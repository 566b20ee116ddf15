import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'],
    env: { VITE_API_URL: 'http://localhost:3000' },
    restoreMocks: true,
    testTimeout: 15_000,
  },
})
