// The test projects. Vitest 4+ ignores this file on its own; vitest.config.ts imports it.
export default ['packages/*', 'apps/*', 'scripts', 'scripts/adoption', 'e2e', 'e2e/unit']
