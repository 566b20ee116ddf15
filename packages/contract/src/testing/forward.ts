import type { IncomingMessage, Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Sends on to `target` a request a stand-in server received, as it came (hop-by-hop headers left out). */
export async function forward(target: string, req: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))
      headers.set(name, value)
  }
  return fetch(`${target}${req.url}`, {
    method: req.method ?? 'GET',
    headers,
    redirect: 'manual',
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
  })
}

export async function listenLocally(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
