import { existsSync, readFileSync } from 'node:fs'

export const READINESS_PROBES = ['/api/v1/client/colors', '/api/v1/client/allSettings']

export function forwardedPaths(prismLog: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Prism colours its log on a terminal.
  const plain = prismLog.replace(/\u001b\[[0-9;]*m/g, '')
  return [...plain.matchAll(/Forwarding "\w+" request to (\S+?)\.{0,3}$/gm)].map(
    (m) => new URL(m[1]!).pathname,
  )
}

export function prismVerdict(input: {
  journeysExitCode: number
  prismLog: string | undefined
  violationsLog: string | undefined
}): { ok: boolean; lines: string[] } {
  if (input.journeysExitCode !== 0) {
    return { ok: false, lines: [`the journeys through Prism failed (exit ${input.journeysExitCode})`] }
  }
  if (input.prismLog === undefined) return { ok: false, lines: ["Prism's log is missing"] }
  if (input.violationsLog === undefined) return { ok: false, lines: ['the violations log is missing'] }
  const journeyCalls = forwardedPaths(input.prismLog).filter((path) => !READINESS_PROBES.includes(path))
  if (journeyCalls.length === 0) {
    return { ok: false, lines: ['Prism forwarded no request of the journeys: they did not run through it'] }
  }
  const violations = input.violationsLog.split('\n').filter((line) => line.trim() !== '')
  const seen = `Prism forwarded ${journeyCalls.length} journey requests to ${new Set(journeyCalls).size} paths`
  if (violations.length > 0)
    return { ok: false, lines: [seen, `${violations.length} violations:`, ...violations] }
  return { ok: true, lines: [`${seen}, with no violation`] }
}

if (import.meta.main) {
  const [code, prismLog, violationsLog] = process.argv.slice(2)
  if (code === undefined || !prismLog || !violationsLog) {
    console.error('usage: prism-verdict.ts <journeys exit code> <prism log> <violations log>')
    process.exit(2)
  }
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined)
  const verdict = prismVerdict({
    journeysExitCode: Number(code),
    prismLog: read(prismLog),
    violationsLog: read(violationsLog),
  })
  for (const line of verdict.lines) console.log(`   ${line}`)
  process.exit(verdict.ok ? 0 : 1)
}
