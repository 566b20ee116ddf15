/** The servers the fuzz step sends to, each a process of its own as production runs it, and how each ends up. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from './free-port.ts'
import type { ProcessReport } from './fuzz-verdict.ts'

export { freePort }

const ROOT = join(import.meta.dirname, '..')

export interface Watched {
  name: string
  url: string
  child: ChildProcess
  report: () => ProcessReport
  stop: () => Promise<void>
}

export function watch(
  name: string,
  url: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  log: string,
): Watched {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true })
  const out = createWriteStream(join(ROOT, 'test-results', log))
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stopping = false
  let workersLost = 0
  let pending = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    out.write(chunk)
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.includes('"msg":"worker exited')) workersLost++
  })
  child.stderr?.on('data', (chunk: Buffer) => out.write(chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    name,
    url,
    child,
    report: () => {
      if (child.exitCode !== null || child.signalCode !== null)
        return {
          name,
          problem: `the process ended (${child.exitCode ?? child.signalCode}); see test-results/${log}`,
        }
      if (workersLost > 0)
        return { name, problem: `${workersLost} worker(s) exited; see test-results/${log}` }
      return { name, problem: stopping ? 'stopped before the verdict' : null }
    },
    stop: async () => {
      stopping = true
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      out.end()
    },
  }
}

export async function ready(target: Watched, path: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (target.child.exitCode !== null)
      throw new Error(`${target.name} exited at start (${target.child.exitCode})`)
    try {
      const answer = await fetch(`${target.url}${path}`, { signal: AbortSignal.timeout(2000) })
      await answer.arrayBuffer()
      if (answer.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > until)
      throw new Error(`${target.name} did not answer ${path} within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const node = process.execPath

export async function startMock(name: string): Promise<Watched> {
  const port = await freePort()
  const target = watch(
    name,
    `http://127.0.0.1:${port}`,
    node,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'packages/mock/src/cli.ts', '--quiet'],
    { PORT: String(port), HOST: '127.0.0.1' },
    `fuzz-${name}.log`,
  )
  await ready(target, '/__mock/health')
  return target
}

export async function startWeb(name: string, env: Record<string, string>): Promise<Watched> {
  const port = await freePort()
  const target = watch(
    name,
    `http://127.0.0.1:${port}`,
    node,
    ['apps/web/server/main.ts'],
    { PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'off', MOCK_QUIET: '1', ...env },
    `fuzz-${name}.log`,
  )
  await ready(target, '/readyz')
  return target
}
