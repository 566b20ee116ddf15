import { readFileSync } from 'node:fs'

/** This package's version, from its package.json (one folder up from `src/` and from `dist/` alike). */
export function packageVersion(): string {
  try {
    return (
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
    ).version
  } catch {
    return '0.0.0'
  }
}
