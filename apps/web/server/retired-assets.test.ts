// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ASSET_GRACE_MS, retireBuild } from './retired-assets.ts'
import { createStaticFiles } from './static-files.ts'

const roots: string[] = []
const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A web folder whose `dist` holds one build with the given asset files. */
function build(assets: string[], root = mkdtempSync(join(tmpdir(), 'retired-'))) {
  if (!roots.includes(root)) roots.push(root)
  const dist = join(root, 'dist')
  rmSync(dist, { recursive: true, force: true })
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  for (const name of assets) writeFileSync(join(dist, 'assets', name), `/* ${name} */`)
  return { root, dist }
}

async function status(dist: string, path: string): Promise<number> {
  const files = createStaticFiles(dist, {})
  const server = createServer(async (req, res) => {
    if (!(await files.serve(req, res, files.safePath(req.url ?? '/')))) res.writeHead(404).end()
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return (await fetch(`http://127.0.0.1:${port}${path}`)).status
}

describe('the previous build stays served for a grace period after a deploy', () => {
  it('serves an asset of the replaced build, and stops once the grace period is over', async () => {
    const first = build(['route-old.js'])
    retireBuild(first.dist, 1_000)
    const { dist } = build(['route-new.js'], first.root)
    expect(await status(dist, '/assets/route-new.js')).toBe(200)
    expect(await status(dist, '/assets/route-old.js')).toBe(200)
    expect(await status(dist, '/assets/never-built.js')).toBe(404)

    // The next deploy, a grace period later: the first build's file is gone, the second's kept.
    const { removed, kept } = retireBuild(dist, 1_000 + ASSET_GRACE_MS + 1)
    expect(removed).toEqual(['route-old.js'])
    expect(kept).toEqual(['route-new.js'])
    build(['route-newest.js'], first.root)
    expect(await status(dist, '/assets/route-old.js')).toBe(404)
    expect(await status(dist, '/assets/route-new.js')).toBe(200)
  })

  it('counts the grace period from the deploy that replaced a file, not from its first build', () => {
    const { dist, root } = build(['shared.js'])
    retireBuild(dist, 1_000)
    build(['shared.js'], root)
    const later = 1_000 + ASSET_GRACE_MS + 1
    expect(retireBuild(dist, later).kept).toEqual(['shared.js'])
    build([], root)
    expect(retireBuild(dist, later + ASSET_GRACE_MS + 1).removed).toEqual(['shared.js'])
  })
})
