import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INSTALL_HINT } from './chromium.ts'

describe('bench:web on a machine without a browser', () => {
  it('prints one line saying what to install, and no stack or dependency source', () => {
    // Only Node on the PATH: no browser, and no apt-get to install one with.
    const bin = mkdtempSync(join(tmpdir(), 'fresh-'))
    const env = { PATH: `${bin}:${dirname(process.execPath)}`, HOME: bin }
    for (const mode of ['--interactions', '--sizes']) {
      const ran = spawnSync(
        process.execPath,
        ['--conditions=@storefront/source', '--import', 'tsx', 'scripts/bench-web.ts', mode],
        {
          encoding: 'utf8',
          env,
          timeout: 60_000,
        },
      )
      expect(ran.stderr).toBe(`bench:web: ${INSTALL_HINT}\n`)
      expect(ran.status).toBe(1)
    }
  })
})
