import { defineProject } from 'vitest/config'

// The journeys' own helpers, tested without a browser or a build: the e2e project's global setup
// builds the app, so they run here instead.
export default defineProject({
  test: { name: 'e2e-fixtures', environment: 'node', include: ['*.test.ts'] },
})
