import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const run = promisify(execFile)

/** The CLI as `npm run contract` runs it: from source, in the repository. */
export const cli = (args: string[]) =>
  run(
    process.execPath,
    ['--conditions=@storefront/source', '--import', 'tsx', 'packages/contract/src/cli.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, CONTRACT_BASE_URL: '' },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  )
