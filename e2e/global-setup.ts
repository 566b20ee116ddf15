import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

const root = fileURLToPath(new URL('..', import.meta.url))
const web = `${root}apps/web`

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

let server: ChildProcess | undefined

/** Builds the web app and serves the production build with the embedded mock, as the quick start does. */
export async function setup(project: TestProject) {
  mkdirSync(`${root}test-results/screenshots`, { recursive: true })
  if (!process.env.E2E_BASE_URL) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: web, stdio: 'inherit', env: process.env })
    if (build.status !== 0) throw new Error('vite build failed')
    const port = process.env.E2E_PORT ?? '4179'
    // The production build served as production would (compression, cache and security headers).
    server = spawn('npx', ['tsx', 'scripts/serve-web.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, MOCK_QUIET: '1', PORT: port },
      detached: true,
    })
    process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`
  }
  const baseUrl = process.env.E2E_BASE_URL
  await waitFor(`${baseUrl}/api/v1/client/allSettings`, 60_000)
  project.provide('baseUrl', baseUrl)
}

export async function teardown() {
  if (server?.pid) {
    try {
      process.kill(-server.pid)
    } catch {}
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
