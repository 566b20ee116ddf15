#!/usr/bin/env node
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { runDiff } from './diff-command.ts'
import { DRIFT_FORMATS, type DriftFormat } from './drift-report.ts'
import { contractFingerprint, createHarRecorder } from './har.ts'
import { runContract } from './journey.ts'
import { reachable } from './reachable.ts'
import { formatReport, REPORT_FORMATS, type ReportFormat, renderReport } from './report.ts'
import { usedMockWarning } from './used-mock.ts'
import { DEFAULT_SPEC_PATH, loadContract } from './validate.ts'
import { packageVersion } from './version.ts'

const USAGE = `Usage: storefront-contract <base-url> [--otp CODE] [--app-key K] [--report json|junit|md|sarif] [--out FILE] [--record run.har]
       storefront-contract --diff run.har [--against <mock-url>] [--report md|html|json|sarif] [--out FILE] [--warn-only]

Calls every operation of openapi.yaml on the server at <base-url> and checks each answer's status,
body and language against the contract.

  <base-url>        the server to check, e.g. http://127.0.0.1:4010 (or CONTRACT_BASE_URL)
  --otp CODE        a sign-in code the server accepts, for servers without the mock's
                    /__mock/outbox (or CONTRACT_OTP); without either, signed-in steps are skipped
  --app-key K       sent as X-App-Key (or CONTRACT_APP_KEY; default contract-suite)
  --report FORMAT   json, junit, md or sarif instead of the plain table (with --diff: md, html,
                    json or sarif); SARIF 2.1.0 places each finding on its operation in openapi.yaml
  --out FILE        write the report to FILE; the plain table (Markdown with --diff) still goes to stdout
  --record FILE     save every exchange of the journey to FILE as HAR 1.2, secrets masked and
                    volatile values (ids, dates, order numbers, Idempotency-Key) marked
  --diff FILE       replay the journey recorded in FILE on the mock and report, call by call, where
                    the two differ: status, content type, the contract's headers, field paths, JSON
                    types, enum values, empty lists, error bodies
  --against URL     the mock to replay on (default: the embedded mock, started on a free port)
  --warn-only       with --diff, report differences but exit 0
  -v, --version     this tool's version and the contract it checks against
  -h, --help        this text

Exit codes: 0 every check passed, 1 the server broke the contract, 2 the suite could not run
(bad arguments, server unreachable).
Exit codes with --diff: 0 no difference (or --warn-only), 1 differences found, 2 bad arguments or
the replay could not run, 3 the recording cannot be read (missing, cut short, not JSON), 4 it is not
a recording of storefront-contract --record (another tool's HAR), 5 it was recorded against another
openapi.yaml, 6 the mock cannot be reached (--against) or started.`

class UsageError extends Error {}

interface CliOptions {
  baseUrl: string
  otp: string | undefined
  appKey: string | undefined
  report: ReportFormat
  out: string | undefined
  record: string | undefined
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        otp: { type: 'string' },
        'app-key': { type: 'string' },
        report: { type: 'string' },
        out: { type: 'string' },
        record: { type: 'string' },
        diff: { type: 'string' },
        against: { type: 'string' },
        'warn-only': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0])
  }
}

const httpUrl = (url: string) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)

function readDiffOptions(
  values: ReturnType<typeof parse>['values'],
  positionals: string[],
  env: NodeJS.ProcessEnv,
) {
  if (positionals.length > 0)
    throw new UsageError('--diff replays on the mock: give no base URL, use --against')
  if (values.record !== undefined) throw new UsageError('--diff and --record do not go together')
  if (!values.diff) throw new UsageError('--diff needs the recorded run, e.g. --diff run.har')
  if (values.against !== undefined && !httpUrl(values.against))
    throw new UsageError(`--against: "${values.against}" is not an http(s) URL`)
  const report = values.report ?? 'md'
  if (!(DRIFT_FORMATS as readonly string[]).includes(report))
    throw new UsageError(`--report with --diff must be md, html, json or sarif, not "${report}"`)
  if (values.out !== undefined && !existsSync(dirname(resolve(values.out))))
    throw new UsageError(`--out: the folder of "${values.out}" does not exist`)
  return {
    har: values.diff,
    against: values.against,
    report: report as DriftFormat,
    out: values.out,
    warnOnly: values['warn-only'] ?? false,
    otp: values.otp ?? env.CONTRACT_OTP,
    appKey: values['app-key'] ?? env.CONTRACT_APP_KEY,
  }
}

function readOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
): CliOptions | 'help' | 'version' | { diff: ReturnType<typeof readDiffOptions> } {
  const { values, positionals } = parse(argv)
  if (values.help) return 'help'
  if (values.version) return 'version'
  if (values.diff !== undefined) return { diff: readDiffOptions(values, positionals, env) }
  if (values.against !== undefined || values['warn-only'])
    throw new UsageError('--against and --warn-only go with --diff run.har')
  if (positionals.length > 1) throw new UsageError(`one base URL expected, got ${positionals.length}`)
  const baseUrl = positionals[0] ?? env.CONTRACT_BASE_URL
  if (!baseUrl) {
    throw new UsageError(
      'no base URL: give the server to check, e.g. storefront-contract http://127.0.0.1:4010',
    )
  }
  if (!httpUrl(baseUrl)) {
    throw new UsageError(`"${baseUrl}" is not an http(s) URL`)
  }
  const report = values.report ?? 'text'
  if (report === 'text' || !(REPORT_FORMATS as readonly string[]).includes(report)) {
    if (values.report !== undefined)
      throw new UsageError(`--report must be json, junit, md or sarif, not "${report}"`)
  }
  // Found out before the journey, not after it has created an account and placed orders.
  if (values.record !== undefined && !existsSync(dirname(resolve(values.record)))) {
    throw new UsageError(`--record: the folder of "${values.record}" does not exist`)
  }
  return {
    baseUrl,
    otp: values.otp ?? env.CONTRACT_OTP,
    appKey: values['app-key'] ?? env.CONTRACT_APP_KEY,
    report: report as ReportFormat,
    out: values.out,
    record: values.record,
  }
}

async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let options: ReturnType<typeof readOptions>
  try {
    options = readOptions(argv, env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    process.stderr.write(`storefront-contract: ${error.message} (see --help)\n`)
    return 2
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  if (options === 'version') {
    process.stdout.write(
      `storefront-contract ${packageVersion()} (${contractFingerprint(DEFAULT_SPEC_PATH)})\n`,
    )
    return 0
  }
  if ('diff' in options) {
    return runDiff(
      { ...options.diff, version: packageVersion() },
      { out: (text) => process.stdout.write(text), err: (line) => process.stderr.write(`${line}\n`) },
    )
  }
  const unreachable = await reachable(options.baseUrl)
  if (unreachable) {
    process.stderr.write(`storefront-contract: cannot reach ${options.baseUrl} (${unreachable})\n`)
    return 2
  }
  if (options.record) {
    const warning = await usedMockWarning(
      options.baseUrl,
      'its recording can differ from the fresh mock that --diff replays on',
    )
    if (warning) process.stderr.write(`storefront-contract: ${warning}\n`)
  }
  try {
    const recorder = options.record
      ? createHarRecorder(contractFingerprint(DEFAULT_SPEC_PATH), packageVersion(), loadContract())
      : undefined
    const report = await runContract({
      baseUrl: options.baseUrl,
      otp: options.otp,
      appKey: options.appKey,
      ...(recorder ? { fetch: recorder.fetch } : {}),
    })
    if (recorder && options.record) {
      writeFileSync(options.record, `${JSON.stringify(recorder.har(), null, 1)}\n`)
      process.stderr.write(
        `storefront-contract: ${recorder.entries.length} exchanges saved to ${options.record}\n`,
      )
    }
    if (options.out) {
      writeFileSync(options.out, renderReport(report, options.report))
      process.stdout.write(`${formatReport(report)}\n`)
    } else {
      process.stdout.write(renderReport(report, options.report))
    }
    return report.passed ? 0 : 1
  } catch (error) {
    process.stderr.write(`storefront-contract: could not run: ${(error as Error).message}\n`)
    return 2
  }
}

process.exitCode = await main(process.argv.slice(2))
