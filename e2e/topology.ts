// The storefront as a shop deploys it: the web server on one origin, the API on a second (a backend of
// its own process), and the API's images on a third, as a CDN would serve them.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort, type RunningServer, startProductionServer } from './serving.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The mock's own CLI, as `npm run mock` starts it, in a process of its own; `record: false` keeps its answers out of the coverage records. */
export async function startMockProcess(
  args: string[],
  { port: asked, record = true }: { port?: number; record?: boolean } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = asked ?? (await freePort())
  const recording =
    record && process.env.MOCK_RECORD_DIR
      ? { MOCK_RECORD: `${process.env.MOCK_RECORD_DIR}/browser.ndjson` }
      : {}
  const child = spawn(
    'npx',
    ['tsx', 'packages/mock/src/cli.ts', '--port', String(port), '--quiet', ...args],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, MOCK_QUIET: '1', ...recording },
      detached: true,
    },
  )
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mock on ${url} exited (${child.exitCode})`)
    try {
      if ((await fetch(`${url}/__mock/health`)).ok) return { url, child }
    } catch {}
    if (Date.now() > until) throw new Error(`the mock on ${url} did not answer within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid, 'SIGTERM')
  })

export interface Topology {
  /** The web server's origin: all the browser should ever ask, besides images. */
  url: string
  /** The backend's origin (here a mock process, with an outbox a test reads as it would a mail catcher). */
  apiUrl: string
  /** Where the backend says its images are. */
  mediaUrl: string
  web: RunningServer
  close: () => Promise<void>
}

/** `web`: settings of the web server beyond `API_URL` and `MEDIA_ORIGINS` (a test may plant a bad one). */
export async function startTopology(web: Record<string, string> = {}): Promise<Topology> {
  const media = await startMockProcess([])
  const api = await startMockProcess(['--media-origin', media.url])
  const server = await startProductionServer({
    API_URL: api.url,
    MEDIA_ORIGINS: media.url,
    WEB_WORKERS: '1',
    ...web,
  })
  return {
    url: server.url,
    apiUrl: api.url,
    mediaUrl: media.url,
    web: server,
    close: async () => {
      await server.stop()
      await Promise.all([stopProcess(api.child), stopProcess(media.child)])
    },
  }
}
