import { describe, expect, it } from 'vitest'
import { findBreaches, findCycles, importsOf, ruleBroken } from './check-boundaries.ts'

describe('import boundaries', () => {
  it('reads static, dynamic and re-export specifiers', () => {
    const source = `import a from './a'\nimport type { B } from "../b"\nexport { c } from './c'\nconst d = lazy(() => import('./d'))\nimport './e.css'`
    expect(importsOf(source)).toEqual(['./a', '../b', './c', './d', './e.css'])
  })

  it('refuses a feature importing another feature, and lets it use shared layers and its own files', () => {
    const file = 'apps/web/src/features/home/home-page.tsx'
    expect(ruleBroken(file, '../status/error-page')).toMatch(/features never import each other/)
    expect(ruleBroken(file, '../../features/cart/cart-page')).toMatch(/features never import each other/)
    expect(ruleBroken(file, './hero')).toBeUndefined()
    expect(ruleBroken(file, '../../lib/api')).toBeUndefined()
    expect(ruleBroken(file, '../../components/error-page')).toBeUndefined()
    expect(ruleBroken('apps/web/src/app/routes.tsx', '../features/cart/cart-page')).toBeUndefined()
  })

  it('keeps shared layers from reaching up into features or the app', () => {
    expect(ruleBroken('apps/web/src/lib/api.ts', '../features/auth/api')).toMatch(/lib\/ imports only/)
    expect(ruleBroken('apps/web/src/components/price.tsx', '../app/routes')).toMatch(
      /components\/ imports only/,
    )
    expect(ruleBroken('apps/web/src/data/cart.ts', '../components/price')).toMatch(/data\/ imports only/)
    expect(ruleBroken('apps/web/src/data/cart.test.tsx', '../testing/render')).toBeUndefined()
  })

  it('keeps packages standalone and the SDK free of the mock', () => {
    expect(ruleBroken('packages/sdk/src/x.test.ts', '@storefront/mock')).toMatch(
      /SDK does not import the mock/,
    )
    expect(ruleBroken('packages/sdk/src/x.ts', '../../mock/src/db')).toMatch(/SDK does not import the mock/)
    expect(ruleBroken('packages/mock/src/x.ts', '../../../scripts/contract/report.ts')).toMatch(
      /a package imports/,
    )
    expect(ruleBroken('packages/mock/src/x.ts', '../../../apps/web/src/lib/api')).toMatch(/a package imports/)
    expect(ruleBroken('packages/mock/src/x.ts', '@storefront/sdk')).toBeUndefined()
  })

  it("keeps scripts out of the web app's source", () => {
    expect(ruleBroken('scripts/serve.ts', '../apps/web/src/app/first-answers.ts')).toMatch(
      /scripts do not reach/,
    )
    expect(ruleBroken('scripts/bench.ts', '@storefront/mock')).toBeUndefined()
  })

  it('lets e2e use the scripts but keeps scripts off e2e', () => {
    expect(ruleBroken('scripts/bench-web.ts', '../e2e/api.ts')).toMatch(/scripts never import e2e/)
    expect(ruleBroken('e2e/browser.ts', '../scripts/chromium.ts')).toBeUndefined()
  })

  it("keeps the mock's layers pointing down: testing → http → store → seed → model", () => {
    const upward = /the mock's layers import downward only/
    expect(ruleBroken('packages/mock/src/store/catalog.ts', '../http/localize.ts')).toMatch(upward)
    expect(ruleBroken('packages/mock/src/model/records.ts', '../seed/index.ts')).toMatch(upward)
    expect(ruleBroken('packages/mock/src/http/route.ts', '../testing/harness.ts')).toMatch(upward)
    expect(ruleBroken('packages/mock/src/testing/harness.ts', '../node.ts')).toMatch(upward)
    expect(ruleBroken('packages/mock/src/http/route.ts', '../store/sessions.ts')).toBeUndefined()
    // The API reference is an entry: it may use the mock's entries; no layer may use it.
    expect(ruleBroken('packages/mock/src/docs/demo-worker.ts', '../browser.ts')).toBeUndefined()
    expect(ruleBroken('packages/mock/src/http/route.ts', '../docs/serve.ts')).toMatch(upward)
    expect(ruleBroken('packages/mock/src/store/catalog.ts', '../model/schema.ts')).toBeUndefined()
    expect(ruleBroken('packages/mock/src/index.ts', './http/handlers/index.ts')).toBeUndefined()
    expect(
      ruleBroken('packages/mock/src/http/handlers/cart.test.ts', '../../testing/index.ts'),
    ).toBeUndefined()
  })

  it('finds every circle of imports, and only circles', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['a.ts']],
    ])
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
    expect(
      findCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })

  it('no import in the repository crosses a boundary', () => {
    expect(findBreaches().map((b) => `${b.file}: ${b.specifier} (${b.rule})`)).toEqual([])
  })
})
