import { describe, expect, it } from 'vitest'
import { forwardedPaths, prismVerdict } from './prism-verdict.ts'

// Lines as `prism proxy` writes them to test-results/e2e-prism.log.
const forward = (path: string) =>
  `[12:01:02 PM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4401${path}...`
const received = (path: string) => `[12:01:02 PM] › [HTTP SERVER] get ${path} ℹ  info      Request received`
const probesOnly = [
  '[12:01:00 PM] › [CLI] …  awaiting  Starting Prism…',
  received('/api/v1/client/colors'),
  forward('/api/v1/client/colors'),
  forward('/api/v1/client/allSettings'),
].join('\n')
const withJourneys = [
  probesOnly,
  received('/api/v1/client/home'),
  forward('/api/v1/client/home'),
  `\u001b[32m${forward('/api/v1/client/shop?per_page=12&page=1')}\u001b[39m`,
].join('\n')

describe('the verdict of the Prism contract check', () => {
  it('reads the forwarded API paths from the log, colours or not', () => {
    expect(forwardedPaths(withJourneys)).toEqual([
      '/api/v1/client/colors',
      '/api/v1/client/allSettings',
      '/api/v1/client/home',
      '/api/v1/client/shop',
    ])
  })

  it('passes when the journeys passed through Prism and it logged no violation', () => {
    expect(prismVerdict({ journeysExitCode: 0, prismLog: withJourneys, violationsLog: '' })).toEqual({
      ok: true,
      lines: ['Prism forwarded 2 journey requests to 2 paths, with no violation'],
    })
  })

  it('fails when the journeys failed, even with an empty violations log', () => {
    const verdict = prismVerdict({ journeysExitCode: 1, prismLog: withJourneys, violationsLog: '' })
    expect(verdict).toEqual({ ok: false, lines: ['the journeys through Prism failed (exit 1)'] })
  })

  it('fails when Prism saw only the readiness probes, or left no log', () => {
    expect(prismVerdict({ journeysExitCode: 0, prismLog: probesOnly, violationsLog: '' }).ok).toBe(false)
    expect(prismVerdict({ journeysExitCode: 0, prismLog: '', violationsLog: '' }).ok).toBe(false)
    expect(prismVerdict({ journeysExitCode: 0, prismLog: undefined, violationsLog: '' }).ok).toBe(false)
  })

  it('fails with the violations listed, and when the violations log is missing', () => {
    const line = 'GET /api/v1/client/home -> 500 sl-violations: [{"message":"bad"}]'
    expect(prismVerdict({ journeysExitCode: 0, prismLog: withJourneys, violationsLog: `${line}\n` })).toEqual(
      {
        ok: false,
        lines: ['Prism forwarded 2 journey requests to 2 paths', '1 violations:', line],
      },
    )
    expect(prismVerdict({ journeysExitCode: 0, prismLog: withJourneys, violationsLog: undefined }).ok).toBe(
      false,
    )
  })
})
