// The drift diff: a backend drifted on purpose is told apart from the mock, plant by plant, and
// the mock is not told apart from itself. Bad recordings and servers end with one line each.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMockServer } from '@storefront/mock/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIFF_EXIT, type DiffOptions, runDiff } from './diff-command.ts'
import { type Drift, diffRuns } from './drift.ts'
import { renderDrift } from './drift-report.ts'
import type { Har, HarEntry } from './har.ts'
import { recordJourney, replayJourney } from './recording.ts'
import { EXTRA_ORDER_STATUS, PLANTS, startDriftedBackend } from './testing/drifted-backend.ts'
import { cli } from './testing/run-cli.ts'
import { loadContract } from './validate.ts'

const contract = loadContract()
const temp = await mkdtemp(join(tmpdir(), 'drift-'))
const files = { drifted: join(temp, 'drifted.har'), plain: join(temp, 'plain.har') }
let mock: Awaited<ReturnType<typeof startMockServer>>
let drifted: Har
let plain: Har

beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  mock = await startMockServer({ port: 0 })
  const backend = await startDriftedBackend(mock.url)
  try {
    drifted = (await recordJourney({ baseUrl: backend.url })).har
  } finally {
    await backend.close()
  }
  // The same seed for both runs: the journey's account with deliveries returns one order each time.
  await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })
  plain = (await replayJourney(drifted, { baseUrl: mock.url })).har
  await writeFile(files.drifted, JSON.stringify(drifted))
  await writeFile(files.plain, JSON.stringify(plain))
  // The fixture backend's run feeds the coverage matrix's "recorded backend run" column.
  if (process.env.MOCK_RECORD_DIR)
    await writeFile(join(process.env.MOCK_RECORD_DIR, 'backend-run.har'), JSON.stringify(drifted))
}, 90_000)

afterAll(async () => {
  await mock?.close()
  await rm(temp, { recursive: true, force: true })
})

const diff = (recorded: Har, against: Har) =>
  diffRuns({ recorded, mock: against, contract, recordedSource: 'recorded', mockSource: 'mock' }).drifts

/** The Markdown report's rows under one operation's heading. */
function rowsOf(markdown: string, operation: string): string[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(`${operation}\n`)) ?? ''
  return section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| step'))
}

describe('storefront-contract --diff', () => {
  it('finds every planted difference of the drifted backend, with its operation and path, and nothing else', () => {
    const report = diffRuns({
      recorded: drifted,
      mock: plain,
      contract,
      recordedSource: 'drifted.har',
      mockSource: 'the mock',
    })
    const markdown = renderDrift(report, 'md')
    for (const plant of PLANTS) {
      const found = report.drifts.filter(
        (d) => d.operation === plant.operation && d.kind === plant.kind && d.path === plant.path,
      )
      expect(found, `${plant.what}\n${markdown}`).not.toEqual([])
      expect(rowsOf(markdown, plant.operation).join('\n'), plant.what).toContain(
        `| ${plant.kind} | ${plant.path} |`,
      )
    }
    const planted = new Set(PLANTS.map((p) => `${p.operation} ${p.kind}`))
    const unplanted = report.drifts.filter((d) => !planted.has(`${d.operation} ${d.kind}`))
    expect(unplanted, markdown).toEqual([])
    const status = report.drifts.find((d) => d.operation === 'getOrders' && d.kind === 'enum')
    expect(status?.recorded).toBe(`only here: ${EXTRA_ORDER_STATUS}`)
    expect(report.paired).toBe(plain.log.entries.length)
    expect(markdown).toMatch(/^# Drift of drifted\.har against the mock: \d+ differences$/m)
  })

  it('reports nothing for a run diffed against itself, drifted or not', () => {
    expect(diff(plain, plain)).toEqual([])
    expect(diff(drifted, drifted)).toEqual([])
  })

  it('pairs calls by operation and step, so one extra call is one difference and shifts no other pair', () => {
    const entries = plain.log.entries
    const extra: HarEntry = { ...(entries[3] as HarEntry), _step: 'a call only the recorded run made' }
    const withExtra: Har = {
      log: { ...plain.log, entries: [...entries.slice(0, 3), extra, ...entries.slice(3)] },
    }
    const drifts = diff(withExtra, plain)
    expect(drifts).toEqual([
      {
        operation: extra._operation ?? '',
        step: 'a call only the recorded run made',
        kind: 'call',
        path: '-',
        recorded: `called (${extra.response.status})`,
        mock: 'not called',
      } satisfies Drift,
    ])
  })

  it('sets volatile values aside before comparing, keeping their JSON type', () => {
    const entry = plain.log.entries.find(
      (e) => e._operation === 'getOrders' && e._step === 'orders',
    ) as HarEntry
    const body = JSON.parse(entry.response.content.text)
    const order = body.data[0]
    const twin = (status: string, id: unknown): HarEntry => ({
      ...entry,
      response: {
        ...entry.response,
        content: {
          ...entry.response.content,
          text: JSON.stringify({ ...body, data: [{ ...order, status, id }] }),
        },
      },
      // The recorder marked the status volatile here, as it would any value that changes per run.
      _volatile: ['response.body.data[0].status', 'response.body.data[0].id'],
    })
    const one = (e: HarEntry): Har => ({ log: { ...plain.log, entries: [e] } })
    expect(diff(one(twin('Pending', 1)), one(twin('Shipped', 2)))).toEqual([])
    expect(diff(one(twin('Pending', 1)), one(twin('Pending', '2')))).toEqual([
      expect.objectContaining({ kind: 'type', path: 'data[].id', recorded: 'number', mock: 'string' }),
    ])
  })
})

describe('an enum value seen on one side only', () => {
  /** The recorded orders step answering one order per status given, nothing marked volatile. */
  const ordersWith = (statuses: string[]): Har => {
    const entry = plain.log.entries.find(
      (e) => e._operation === 'getOrders' && e._step === 'orders',
    ) as HarEntry
    const body = JSON.parse(entry.response.content.text)
    const data = statuses.map((status) => ({ ...body.data[0], status }))
    const text = JSON.stringify({ ...body, data })
    return {
      log: {
        ...plain.log,
        entries: [
          {
            ...entry,
            response: { ...entry.response, content: { ...entry.response.content, text } },
            _volatile: [],
          },
        ],
      },
    }
  }
  const enums = (recorded: Har, against: Har) => diff(recorded, against).filter((d) => d.kind === 'enum')

  it('is reported when only the mock shows it', () => {
    expect(enums(ordersWith(['Pending']), ordersWith(['Pending', 'Shipped']))).toEqual([
      expect.objectContaining({
        operation: 'getOrders',
        path: 'data[].status',
        recorded: 'only here: -',
        mock: 'only here: Shipped',
      }),
    ])
  })

  it('is reported when only the recorded run shows it', () => {
    expect(enums(ordersWith(['Pending', 'Shipped']), ordersWith(['Pending']))).toEqual([
      expect.objectContaining({
        operation: 'getOrders',
        path: 'data[].status',
        recorded: 'only here: Shipped',
        mock: 'only here: -',
      }),
    ])
  })

  it('is not reported when both sides show the same values', () => {
    expect(enums(ordersWith(['Shipped', 'Pending']), ordersWith(['Pending', 'Shipped']))).toEqual([])
  })
})

describe('storefront-contract --diff on the command line', () => {
  const io = () => {
    const out: string[] = []
    const err: string[] = []
    return { out, err, io: { out: (t: string) => out.push(t), err: (l: string) => err.push(l) } }
  }
  const options = (har: string, more: Partial<DiffOptions> = {}): DiffOptions => ({
    har,
    against: mock.url,
    report: 'md',
    out: undefined,
    warnOnly: false,
    otp: undefined,
    appKey: undefined,
    version: '1.0.0',
    replay: async () => ({ har: plain, incomplete: [] }),
    ...more,
  })

  it('exits 1 on drift with the Markdown report, 0 with --warn-only, and writes HTML or JSON with --out', async () => {
    const drift = io()
    expect(await runDiff(options(files.drifted), drift.io)).toBe(DIFF_EXIT.drift)
    expect(drift.out.join('')).toMatch(/^## createAddress$/m)
    expect(drift.err).toEqual([])

    const warned = io()
    expect(await runDiff(options(files.drifted, { warnOnly: true }), warned.io)).toBe(0)
    expect(warned.out.join('')).toMatch(/^## getTeamMembers$/m)
    expect(warned.err).toEqual([
      expect.stringMatching(/^storefront-contract: \d+ differences, reported only \(--warn-only\)$/),
    ])

    const html = join(temp, 'drift.html')
    expect(await runDiff(options(files.drifted, { report: 'html', out: html }), io().io)).toBe(1)
    expect(await readFile(html, 'utf8')).toMatch(/<h2>getProduct<\/h2>.*<code>data\.summary<\/code>/s)
    const json = join(temp, 'drift.json')
    expect(await runDiff(options(files.drifted, { report: 'json', out: json }), io().io)).toBe(1)
    const kinds = (JSON.parse(await readFile(json, 'utf8')) as { drifts: Drift[] }).drifts.map((d) => d.kind)
    expect(new Set(kinds)).toEqual(new Set(PLANTS.map((p) => p.kind)))
  })

  it('ends each bad input with one line on stderr and its own exit code, and no report', async () => {
    const text = JSON.stringify(plain)
    const bad = {
      truncated: text.slice(0, text.length / 2),
      otherTool: JSON.stringify({
        log: {
          version: '1.2',
          creator: { name: 'WebInspector', version: '537.36' },
          pages: [],
          entries: [{ request: { method: 'GET', url: 'https://shop.test/' }, response: { status: 200 } }],
        },
      }),
      notHar: '{"hello":"world"}',
      olderContract: JSON.stringify({
        log: {
          ...plain.log,
          creator: { ...plain.log.creator, comment: 'openapi.yaml 0.9.0 sha256:0123456789abcdef' },
        },
      }),
    }
    for (const [name, content] of Object.entries(bad)) await writeFile(join(temp, `${name}.har`), content)
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const closed = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    await new Promise<void>((resolve) => server.close(() => resolve()))

    const cases: [string, Partial<DiffOptions>, number, RegExp][] = [
      ['truncated', {}, DIFF_EXIT.unreadable, /truncated\.har is not valid JSON, perhaps cut short/],
      ['missing', {}, DIFF_EXIT.unreadable, /cannot read .*missing\.har \(ENOENT\)$/],
      ['otherTool', {}, DIFF_EXIT.foreign, /written by WebInspector, not by storefront-contract --record/],
      ['notHar', {}, DIFF_EXIT.foreign, /notHar\.har is not a HAR file/],
      [
        'olderContract',
        {},
        DIFF_EXIT.otherContract,
        /recorded against openapi\.yaml 0\.9\.0 sha256:0123456789abcdef, but this contract is openapi\.yaml \S+ sha256:[0-9a-f]{16}: record the run again$/,
      ],
      [
        'plain',
        { against: closed, replay: undefined },
        DIFF_EXIT.unreachable,
        /cannot reach http:\S+ \(ECONNREFUSED\)$/,
      ],
    ]
    const codes = new Set<number>()
    for (const [name, more, code, line] of cases) {
      const run = io()
      const file = name === 'plain' ? files.plain : join(temp, `${name}.har`)
      expect(await runDiff(options(file, more), run.io), name).toBe(code)
      expect(run.err, name).toEqual([expect.stringMatching(line)])
      expect(run.err[0], name).toMatch(/^storefront-contract: /)
      expect(run.out, name).toEqual([])
      codes.add(code)
    }
    expect(codes.size).toBe(4)
  })

  it('finds no difference between the mock and itself: a mock run replayed on the embedded mock', async () => {
    await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })
    const text = JSON.stringify(plain)
    await writeFile(join(temp, 'cut.har'), text.slice(0, text.length - 100))
    const same = io()
    const [code, cut] = await Promise.all([
      runDiff(options(files.plain, { against: undefined, replay: undefined }), same.io),
      cli(['--diff', join(temp, 'cut.har')]),
    ])
    expect(same.out.join(''), same.err.join('\n')).toMatch(
      /^# Drift of \S+plain\.har against the embedded mock: no differences$/m,
    )
    expect(code).toBe(0)
    // Through the process too: one line, its exit code, no stack trace.
    expect(cut.code).toBe(DIFF_EXIT.unreadable)
    expect(cut.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^storefront-contract: \S+cut\.har is not valid JSON, perhaps cut short/),
    ])
    expect(cut.stdout).toBe('')
  }, 60_000)
})
