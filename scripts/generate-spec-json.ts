// Writes openapi.yaml as JSON for the mock package, which must load it in Node and in the browser alike.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { contractFingerprint } from '../packages/contract/src/har.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
export const specJsonPath = `${root}packages/mock/src/generated/openapi.json`

export function specJson(): string {
  const spec = parse(readFileSync(`${root}openapi.yaml`, 'utf8'))
  // The fingerprint storefront-contract gives the same file: the mock names it in --version.
  const from = contractFingerprint(`${root}openapi.yaml`)
  const header = { $comment: `Generated from ${from} by scripts/generate-spec-json.ts. Do not edit.` }
  return `${JSON.stringify({ ...header, ...spec }, null, 2)}\n`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check')
  const next = specJson()
  if (check) {
    let current = ''
    try {
      current = readFileSync(specJsonPath, 'utf8')
    } catch {}
    if (current !== next) {
      console.error(`${specJsonPath} is stale: run npm run generate`)
      process.exit(1)
    }
  } else {
    writeFileSync(specJsonPath, next)
    console.log(`wrote ${specJsonPath}`)
  }
}
