import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const app = join(here, '../..')
const generated = readdirSync(here).filter((f) => /^i18n-.*\.ts$/.test(f) && !f.endsWith('.test.ts'))

describe('typesafe-i18n generated files', () => {
  it('are what the generator makes from the dictionaries (run `npm run i18n -w @storefront/web`)', () => {
    // A scratch copy inside the app, so the generator resolves typescript from node_modules.
    const scratch = mkdtempSync(join(app, '.i18n-check-'))
    try {
      cpSync(join(app, '.typesafe-i18n.json'), join(scratch, '.typesafe-i18n.json'))
      for (const entry of ['en', 'ar', 'formatters.ts']) cpSync(join(here, entry), join(scratch, 'src/i18n', entry), { recursive: true })
      // The namespaces' dictionaries import their types; the generator reads them, then writes them anew.
      cpSync(join(here, 'i18n-types.ts'), join(scratch, 'src/i18n/i18n-types.ts'))
      execFileSync(process.execPath, [join(app, '../../node_modules/typesafe-i18n/cli/typesafe-i18n.mjs'), '--no-watch'], {
        cwd: scratch,
        stdio: 'pipe',
      })
      expect(generated.length).toBeGreaterThan(3)
      for (const file of generated) {
        expect(readFileSync(join(scratch, 'src/i18n', file), 'utf8'), file).toBe(readFileSync(join(here, file), 'utf8'))
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  }, 30_000)
})
