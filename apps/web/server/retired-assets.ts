import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** How long a replaced build's files stay: pages of the old build ask for its chunks until they reload. */
export const ASSET_GRACE_MS = 7 * 24 * 60 * 60 * 1000

export const retiredFolder = (dist: string) => join(dist, '../dist-retired')
const LEDGER = 'retired.json'

function readLedger(folder: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(join(folder, LEDGER), 'utf8')) as Record<string, number>
  } catch {
    return {}
  }
}

/** Run before a build empties `dist`: its assets move to the retired folder, and retired files older than `graceMs` are deleted. */
export function retireBuild(dist: string, now = Date.now(), graceMs = ASSET_GRACE_MS) {
  const folder = retiredFolder(dist)
  const assets = join(folder, 'assets')
  mkdirSync(assets, { recursive: true })
  const ledger = readLedger(folder)
  const live = join(dist, 'assets')
  for (const name of existsSync(live) ? readdirSync(live) : []) {
    copyFileSync(join(live, name), join(assets, name))
    // Live until this build replaces it: its grace period starts now.
    ledger[name] = now
  }
  const removed: string[] = []
  for (const [name, retiredAt] of Object.entries(ledger)) {
    if (now - retiredAt <= graceMs) continue
    rmSync(join(assets, name), { force: true })
    delete ledger[name]
    removed.push(name)
  }
  writeFileSync(join(folder, LEDGER), `${JSON.stringify(ledger, null, 2)}\n`)
  return { kept: Object.keys(ledger), removed }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist'
  const { kept, removed } = retireBuild(dist)
  console.log(`retired assets: ${kept.length} kept, ${removed.length} removed`)
}
