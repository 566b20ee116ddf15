import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'sdk',
    // Files that need cookies or localStorage opt in with `@vitest-environment happy-dom`.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
