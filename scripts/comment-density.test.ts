import { describe, expect, it } from 'vitest'
import { counted, densityOf } from './comment-density.ts'

describe('comment density', () => {
  it('counts comment lines over non-blank lines, blank lines left out', () => {
    const source = [
      '// a reason',
      'const a = 1',
      '',
      '   ',
      '/**',
      ' * public JSDoc',
      ' */',
      'const b = `// not a comment`',
      '\t',
    ].join('\n')
    expect(densityOf([source, 'const c = 2\n'])).toEqual({ comments: 4, lines: 7, percent: (100 * 4) / 7 })
  })

  it('reads hand-written non-test TypeScript and JavaScript under apps, packages and scripts only', () => {
    expect(counted('apps/web/src/lib/money.ts')).toBe(true)
    expect(counted('packages/mock/src/cli.js')).toBe(true)
    expect(counted('scripts/bench-web.ts')).toBe(true)
    expect(counted('apps/web/src/app/app.tsx')).toBe(true)
    expect(counted('e2e/shell.e2e.ts')).toBe(false)
    expect(counted('e2e/fixtures.ts')).toBe(false)
    expect(counted('apps/web/src/lib/money.test.ts')).toBe(false)
    expect(counted('apps/web/src/app/site.test.tsx')).toBe(false)
    expect(counted('packages/sdk/src/generated/schema.ts')).toBe(false)
    expect(counted('apps/web/src/components/form/phone-metadata.gen.ts')).toBe(false)
    expect(counted('apps/web/src/i18n/i18n-types.ts')).toBe(false)
    expect(counted('apps/web/src/i18n/i18n-util.async.ts')).toBe(false)
    expect(counted('openapi.yaml')).toBe(false)
  })
})
