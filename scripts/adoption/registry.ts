// A local npm registry (Verdaccio) for the scratch app; nothing is proxied, so no other registry's package answers.
import { mkdir, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { runServer } from 'verdaccio'

export interface LocalRegistry {
  /** The registry's address, with its trailing slash, as `.npmrc` writes it. */
  url: string
  authLine: string
  close(): Promise<void>
}

export async function startRegistry(dir: string): Promise<LocalRegistry> {
  const storage = join(dir, 'storage')
  await mkdir(storage, { recursive: true })
  const htpasswd = join(dir, 'htpasswd')
  await writeFile(htpasswd, '')
  const server: Server = await runServer({
    self_path: dir,
    storage,
    auth: { htpasswd: { file: htpasswd, max_users: 1 } },
    uplinks: {},
    packages: {
      '@storefront/*': { access: '$all', publish: '$authenticated' },
      '**': { access: '$all' },
    },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false },
    security: { api: { legacy: true } },
  } as never)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}/`
  const user = await fetch(`${url}-/user/org.couchdb.user:publisher`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'publisher', password: 'publisher-password' }),
  })
  const { token } = (await user.json()) as { token?: string }
  if (!user.ok || !token) throw new Error(`the local registry refused a publisher: ${user.status}`)
  return {
    url,
    authLine: `//127.0.0.1:${port}/:_authToken=${token}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
