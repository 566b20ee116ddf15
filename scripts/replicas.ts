/** Several web replicas behind nginx (deploy/nginx/storefront.conf) on 127.0.0.1, sharing one HTTP mock and nginx's page cache. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isExecutable } from './chromium.ts'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CACHE = join(ROOT, 'node_modules/.cache/nginx')

export const NOT_RUN = 75

/** nginx from PATH, else Debian's package unpacked under node_modules/.cache (`apt-get download` needs no root and starts no system service), else undefined. */
export function findNginx(say: (line: string) => void = console.error): string | undefined {
  const onPath = (name: string) =>
    (process.env.PATH ?? '')
      .split(delimiter)
      .flatMap((dir) => [join(dir, name)])
      .concat([`/usr/sbin/${name}`])
      .find(isExecutable)
  const system = onPath('nginx')
  if (system) return system
  const unpacked = join(CACHE, 'root/usr/sbin/nginx')
  if (isExecutable(unpacked)) return unpacked
  const aptGet = onPath('apt-get')
  const dpkgDeb = onPath('dpkg-deb')
  if (!aptGet || !dpkgDeb) return undefined
  say('── fetching nginx from the Debian archive (apt-get download nginx)')
  mkdirSync(CACHE, { recursive: true })
  const quiet = { cwd: CACHE, stdio: 'ignore' as const, timeout: 180_000 }
  if (spawnSync(aptGet, ['download', 'nginx'], quiet).status !== 0) return undefined
  const deb = spawnSync('sh', ['-c', 'ls nginx_*.deb | tail -1'], {
    cwd: CACHE,
    encoding: 'utf8',
  }).stdout.trim()
  if (!deb || spawnSync(dpkgDeb, ['-x', deb, 'root'], quiet).status !== 0) return undefined
  const works = spawnSync(unpacked, ['-v'], { stdio: 'ignore' }).status === 0
  return works ? unpacked : undefined
}

export interface Ports {
  proxy: number
  mock: number
  replicas: number[]
}

export function portsFor(replicas: number): Ports {
  const base = Number(process.env.REPLICAS_PORT_BASE ?? Number(process.env.E2E_PORT_BASE ?? 4179) + 20)
  return {
    proxy: base + 1,
    mock: base + 2,
    replicas: Array.from({ length: replicas }, (_, i) => base + 3 + i),
  }
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await answer.arrayBuffer()
      if (answer.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export interface Rig {
  url: string
  ports: Ports
  replicas: ChildProcess[]
  accessLog: string
  stop: () => Promise<void>
}

function child(command: string, args: string[], env: Record<string, string>, log: string): ChildProcess {
  const out = join(ROOT, 'test-results', log)
  writeFileSync(out, '')
  const proc = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const append = (chunk: Buffer) => writeFileSync(out, chunk, { flag: 'a' })
  proc.stdout?.on('data', append)
  proc.stderr?.on('data', append)
  return proc
}

async function ended(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL')
      resolve()
    }, 5000)
    proc.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    proc.kill('SIGTERM')
  })
}

export async function startRig(nginx: string, replicaCount: number): Promise<Rig> {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('No build of the web app: run npm run build -w @storefront/web first')
  const ports = portsFor(replicaCount)
  mkdirSync(join(ROOT, 'test-results'), { recursive: true })
  const prefix = join(ROOT, 'test-results/nginx')
  rmSync(prefix, { recursive: true, force: true })
  for (const dir of ['logs', 'tmp', 'cache']) mkdirSync(join(prefix, dir), { recursive: true })
  const started: ChildProcess[] = []
  const stop = async () => {
    for (const proc of started.reverse()) await ended(proc)
  }
  try {
    const mockUrl = `http://127.0.0.1:${ports.mock}`
    started.push(
      child(
        process.execPath,
        [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'packages/mock/src/cli.ts'],
        { PORT: String(ports.mock), HOST: '127.0.0.1', MOCK_QUIET: '1' },
        'replicas-mock.log',
      ),
    )
    // The replicas load while the mock does: they ask it nothing before their first request.
    const replicas = ports.replicas.map((port, i) =>
      child(
        process.execPath,
        ['apps/web/server/main.ts'],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          WEB_WORKERS: '1',
          PROXY_API: mockUrl,
          PROXY_MOCK: mockUrl,
          ACCESS_LOG: 'off',
        },
        `replica-${i + 1}.log`,
      ),
    )
    started.push(...replicas)
    await waitFor(`${mockUrl}/__mock/health`, 60_000)
    await Promise.all(ports.replicas.map((port) => waitFor(`http://127.0.0.1:${port}/readyz`, 60_000)))
    const config = readFileSync(join(ROOT, 'deploy/nginx/storefront.conf'), 'utf8')
      .replace('__LISTEN__', `127.0.0.1:${ports.proxy}`)
      .replace(
        '__UPSTREAM_SERVERS__',
        ports.replicas.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n    '),
      )
    writeFileSync(join(prefix, 'storefront.conf'), config)
    started.push(
      child(
        nginx,
        ['-p', `${prefix}/`, '-c', 'storefront.conf', '-e', 'logs/error.log', '-g', 'daemon off;'],
        {},
        'nginx.log',
      ),
    )
    const url = `http://127.0.0.1:${ports.proxy}`
    await waitFor(`${url}/healthz`, 20_000)
    return { url, ports, replicas, accessLog: join(prefix, 'logs/access.log'), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
