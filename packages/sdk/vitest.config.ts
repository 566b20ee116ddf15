import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'sdk',
    // Middleware tests run in Node; files that need cookies or localStorage opt in
    // with a `@vitest-environment happy-dom` comment.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
