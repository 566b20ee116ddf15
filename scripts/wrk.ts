/** Finds wrk, the load generator bench:serve prefers, installing Debian's package when that is possible (root with apt-get), as the test command does for Chromium. */
import { spawnSync } from 'node:child_process'
import { delimiter, join } from 'node:path'
import { isExecutable } from './chromium.ts'

const onPath = (name: string) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, name))
    .find(isExecutable)

export function findWrk(): string | undefined {
  const found = onPath('wrk')
  if (found) return found
  const aptGet = process.getuid?.() === 0 ? onPath('apt-get') : undefined
  if (!aptGet) return undefined
  console.error('installing wrk (apt-get install -y wrk) for the load…')
  const quiet = {
    stdio: 'ignore' as const,
    timeout: 300_000,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }
  if (spawnSync(aptGet, ['install', '-y', 'wrk'], quiet).status !== 0) {
    spawnSync(aptGet, ['update'], quiet)
    spawnSync(aptGet, ['install', '-y', 'wrk'], quiet)
  }
  return onPath('wrk')
}
