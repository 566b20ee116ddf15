import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { root } from './doc-blocks.ts'

export const PACKAGES = ['@storefront/sdk', '@storefront/mock', '@storefront/contract'] as const

export interface Packed {
  name: string
  version: string
  tarball: string
  files: string[]
  size: number
  unpackedSize: number
}

export async function packAll(dir: string, env: NodeJS.ProcessEnv): Promise<Packed[]> {
  return Promise.all(
    PACKAGES.map(async (name) => {
      const { stdout } = await promisify(execFile)(
        'npm',
        ['pack', '--json', '--pack-destination', dir, '-w', name],
        { cwd: root, env, maxBuffer: 64 * 1024 * 1024 },
      )
      // The build's log (prepack) comes first on stdout; npm's JSON closes it.
      const [info] = JSON.parse(stdout.slice(stdout.lastIndexOf('[\n  {'))) as {
        name: string
        version: string
        filename: string
        size: number
        unpackedSize: number
        files: { path: string }[]
      }[]
      if (!info) throw new Error(`npm pack -w ${name} printed no report`)
      return {
        name: info.name,
        version: info.version,
        tarball: join(dir, info.filename),
        files: info.files.map((f) => f.path),
        size: info.size,
        unpackedSize: info.unpackedSize,
      }
    }),
  )
}
