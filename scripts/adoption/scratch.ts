// A project outside the repository, run as its own developer would: its own shell and npm settings.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { dirname } from 'node:path'
import { promisify } from 'node:util'
import { root } from './doc-blocks.ts'

export { freePort } from '../free-port.ts'

/** The environment of a shell outside the repository: no npm script variables, no workspace source condition, the workspace's Node first unless `node` names another. */
export function scratchEnv(
  options: { node?: string; extra?: Record<string, string> } = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith('npm_') || name === 'NODE_OPTIONS' || name === 'INIT_CWD') continue
    env[name] = value
  }
  const nodeDir = dirname(options.node ?? process.execPath)
  const path = (process.env.PATH ?? '').split(':').filter((dir) => dir && !dir.startsWith(root))
  env.PATH = [nodeDir, ...path].join(':')
  // The npm cache the workspace's install filled: packages come from it, the network is asked only for what it lacks.
  env.npm_config_prefer_offline = 'true'
  env.npm_config_audit = 'false'
  env.npm_config_fund = 'false'
  env.npm_config_update_notifier = 'false'
  return { ...env, ...options.extra }
}

export interface Ran {
  code: number
  stdout: string
  stderr: string
}

export async function sh(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  return promisify(execFile)(cmd, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? String(error),
    }),
  )
}

export const bash = (script: string, cwd: string, env: NodeJS.ProcessEnv) =>
  sh('bash', ['-euo', 'pipefail', '-c', script], cwd, env)

export function startMock(
  cwd: string,
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<{ url: string; stop: () => void; child: ChildProcess }> {
  // A process group of its own: stopping npx alone would leave the mock under it running.
  const child = spawn('npx', ['--no-install', 'storefront-mock', '--port', String(port), '--quiet'], {
    cwd,
    env,
    detached: true,
  })
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {
      // already gone
    }
  }
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
      const url = /listening on (http:\S+)/.exec(out)?.[1]
      if (url) resolve({ url, stop, child })
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk
    })
    child.once('exit', (code) => reject(new Error(`storefront-mock exited ${code}: ${out}`)))
  })
}
