// What storefront-contract says and returns when it cannot run: one line on stderr, exit 2.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { cli } from './testing/run-cli.ts'

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const oneLine = (stderr: string) => stderr.trimEnd().split('\n')

describe('storefront-contract on bad input', () => {
  it('exits 2 with one line when no base URL is given', async () => {
    const { code, stdout, stderr } = await cli([])
    expect(code).toBe(2)
    expect(oneLine(stderr)).toEqual([
      'storefront-contract: no base URL: give the server to check, e.g. storefront-contract http://127.0.0.1:4010 (see --help)',
    ])
    expect(stdout).toBe('')
  })

  it('exits 2 with one line when --record names a file in a folder that does not exist', async () => {
    const { code, stdout, stderr } = await cli(['http://127.0.0.1:9', '--record', '/nonexistent/dir/run.har'])
    expect(code).toBe(2)
    expect(oneLine(stderr)).toEqual([
      'storefront-contract: --record: the folder of "/nonexistent/dir/run.har" does not exist (see --help)',
    ])
    expect(stdout).toBe('')
  })

  it('exits 2 with one line when the server cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`
    const { code, stderr } = await cli([url])
    expect(code).toBe(2)
    expect(oneLine(stderr)).toEqual([`storefront-contract: cannot reach ${url} (ECONNREFUSED)`])
  })

  it('exits 2 with one line on a report format it does not write, or a base URL that is not one', async () => {
    const format = await cli(['http://127.0.0.1:1', '--report', 'xml'])
    expect(format.code).toBe(2)
    expect(oneLine(format.stderr)).toEqual([
      'storefront-contract: --report must be json, junit, md or sarif, not "xml" (see --help)',
    ])
    const url = await cli(['127.0.0.1:4010'])
    expect(url.code).toBe(2)
    expect(oneLine(url.stderr)).toEqual([
      'storefront-contract: "127.0.0.1:4010" is not an http(s) URL (see --help)',
    ])
    const option = await cli(['http://127.0.0.1:1', '--colour'])
    expect(option.code).toBe(2)
    expect(oneLine(option.stderr)).toHaveLength(1)
    expect(option.stderr).toMatch(/^storefront-contract: Unknown option '--colour'/)
  })

  it('prints its usage and the exit codes with --help, and exits 0', async () => {
    const { code, stdout } = await cli(['--help'])
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Usage: storefront-contract <base-url> \[--otp CODE\]/)
    expect(stdout).toMatch(
      /Exit codes: 0 every check passed, 1 the server broke the contract, 2 the suite could not run/,
    )
    expect(stdout.replace(/\s+/g, ' ')).toMatch(
      /Exit codes with --diff: 0 no difference \(or --warn-only\), 1 differences found, 2 bad arguments or the replay could not run, 3 the recording cannot be read .*, 4 it is not a recording of storefront-contract --record .*, 5 it was recorded against another openapi\.yaml, 6 the mock cannot be reached/,
    )
  })

  it('exits 2 with one line when --diff is given a base URL, or --against comes without --diff', async () => {
    const [withUrl, without] = await Promise.all([
      cli(['--diff', 'run.har', 'http://127.0.0.1:4010']),
      cli(['http://127.0.0.1:4010', '--against', 'http://127.0.0.1:4011']),
    ])
    expect([withUrl.code, without.code]).toEqual([2, 2])
    expect(oneLine(withUrl.stderr)).toEqual([
      'storefront-contract: --diff replays on the mock: give no base URL, use --against (see --help)',
    ])
    expect(oneLine(without.stderr)).toEqual([
      'storefront-contract: --against and --warn-only go with --diff run.har (see --help)',
    ])
  })
})
