// The published packages speak for one contract: their version is info.version of openapi.yaml.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readSpec } from './spec-changes.ts'

const version = (pkg: string) =>
  JSON.parse(readFileSync(new URL(`../packages/${pkg}/package.json`, import.meta.url), 'utf8')).version

describe('package versions', () => {
  it.each(['sdk', 'mock', 'contract'])('@storefront/%s has the version of openapi.yaml', (pkg) => {
    expect(version(pkg), `set packages/${pkg}/package.json "version" to info.version`).toBe(
      readSpec().info.version,
    )
  })
})
