import { describe, expect, it } from 'vitest'
import { findBreaches, importsOf, ruleBroken } from './check-boundaries.ts'

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

  it('no import in the repository crosses a boundary', () => {
    expect(findBreaches().map((b) => `${b.file}: ${b.specifier} (${b.rule})`)).toEqual([])
  })
})
