import { readFileSync } from 'node:fs'

interface PackageJson {
  version: string
  repository?: { url?: string }
}

/** This package's package.json (one folder up from `src/` and from `dist/` alike). */
function packageJson(): PackageJson | null {
  try {
    return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as PackageJson
  } catch {
    return null
  }
}

export function packageVersion(): string {
  return packageJson()?.version ?? '0.0.0'
}

export function informationUri(): string {
  const url = packageJson()?.repository?.url ?? 'https://git.example.com/storefront/storefront.git'
  return url.replace(/^git\+/, '').replace(/\.git$/, '')
}
