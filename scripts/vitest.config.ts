import { defineProject } from 'vitest/config'

// The test command's own logic (counting, browser discovery, the Prism verdict).
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 },
})
