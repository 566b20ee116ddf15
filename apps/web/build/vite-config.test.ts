// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const config = fileURLToPath(new URL('../vite.config.ts', import.meta.url))

it('loads the mock the dev server serves from its source, whatever dist a pack left behind', () => {
  // A fresh Node process, as `vite` is: the config's own imports resolve as they will there.
  const resolved = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(config)}); console.log(import.meta.resolve('@storefront/mock/http'))`,
    ],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      // Vitest's own resolve conditions reach a child through NODE_OPTIONS; `vite` starts without them.
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  ).trim()
  expect(resolved).toMatch(/\/packages\/mock\/src\/http\.ts$/)
})
