import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import {
  BUILD_COMMAND,
  buildEnvironment,
  MOCK_TILE_URL,
  PRODUCTION_ENV,
  SERVER_ENTRY,
} from '../apps/web/server/command.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

const children: ChildProcess[] = []
const recording: Record<string, string> = process.env.MOCK_RECORD_DIR
  ? { MOCK_RECORD: `${process.env.MOCK_RECORD_DIR}/browser.ndjson` }
  : {}

function start(cmd: string, args: string[], env: Record<string, string>, log: string): void {
  const out = openSync(`${root}test-results/${log}`, 'w')
  children.push(
    spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, MOCK_QUIET: '1', ...recording, ...env },
      detached: true,
    }),
  )
}

export async function setup(project: TestProject) {
  mkdirSync(`${root}test-results/screenshots`, { recursive: true })
  if (!process.env.E2E_BASE_URL) {
    // One base port per checkout, so two checkouts on one machine can run their journeys at once.
    const base = Number(process.env.E2E_PORT_BASE ?? 4179)
    const port = process.env.E2E_PORT ?? String(base)
    const mockPort = String(base + 1)
    if (!process.env.E2E_SKIP_BUILD) {
      // The container image's build, made as its Dockerfile makes it: the journeys test what ships.
      const [command, ...args] = BUILD_COMMAND
      const build = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: buildEnvironment() })
      if (build.status !== 0) throw new Error('the web build failed')
    }
    const prismPort = String(base + 2)
    if (process.env.E2E_VIA_PRISM) {
      start('npx', ['tsx', 'packages/mock/src/cli.ts'], { PORT: mockPort }, `e2e-mock-${mockPort}.log`)
      await waitFor(`http://127.0.0.1:${mockPort}/__mock/health`, 60_000)
      start(
        'npx',
        [
          'prism',
          'proxy',
          'openapi.yaml',
          `http://127.0.0.1:${mockPort}`,
          '--errors',
          '-p',
          prismPort,
          '-h',
          '127.0.0.1',
        ],
        {},
        'e2e-prism.log',
      )
      await waitFor(`http://127.0.0.1:${prismPort}/api/v1/client/colors`, 150_000)
      start(
        process.execPath,
        [SERVER_ENTRY],
        {
          ...PRODUCTION_ENV,
          PORT: port,
          // The address map draws the embedded mock's stand-in tiles, as a deployment names its tile server.
          MAP_TILE_URL: MOCK_TILE_URL,
          PROXY_API: `http://127.0.0.1:${prismPort}`,
          PROXY_MOCK: `http://127.0.0.1:${mockPort}`,
          VIOLATIONS_LOG: `${root}test-results/prism-violations.log`,
        },
        `e2e-web-${port}.log`,
      )
    } else {
      // The production build served as production would (compression, cache and security headers).
      start(
        process.execPath,
        [SERVER_ENTRY],
        { ...PRODUCTION_ENV, PORT: port, MAP_TILE_URL: MOCK_TILE_URL },
        `e2e-web-${port}.log`,
      )
    }
    process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`
  }
  const baseUrl = process.env.E2E_BASE_URL
  await waitFor(`${baseUrl}/api/v1/client/allSettings`, 60_000)
  project.provide('baseUrl', baseUrl)
}

function stopChildren() {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {}
  }
}

// Vitest skips the teardown when closing its workers times out: the servers must not outlive the run.
process.once('exit', stopChildren)

export async function teardown() {
  stopChildren()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
