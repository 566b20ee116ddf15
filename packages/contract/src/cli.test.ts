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
      'storefront-contract: --report must be json, junit or md, not "xml" (see --help)',
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
  })
})
