/** The coverage matrix: for each operation and status openapi.yaml declares, which runs produced it. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'

export const SOURCES = {
  'mock-unit': 'mock unit tests',
  browser: 'browser journeys',
  contract: 'contract journey',
  backend: 'recorded backend run',
} as const
export type Source = keyof typeof SOURCES

export interface Declared {
  operationId: string
  method: string
  path: string
  statuses: number[]
}

export interface Allowance {
  operationId: string
  status: number
  reason: string
}

export interface Cell {
  status: number
  sources: Source[]
  allowed?: string
}

export interface Matrix {
  rows: { operationId: string; method: string; path: string; cells: Cell[] }[]
  totals: {
    declared: number
    produced: number
    bySource: Record<Source, number>
    allowed: number
    gaps: number
  }
  gaps: { operationId: string; status: number }[]
  allowProblems: string[]
  /** Answers served that the operation does not declare (injected failures, for example). */
  undeclared: { operationId: string; status: number; sources: Source[] }[]
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head']

export function declaredAnswers(spec: {
  paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>
}): Declared[] {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, op]) => METHODS.includes(method) && op.operationId)
      .map(([method, op]) => ({
        operationId: op.operationId as string,
        method,
        path,
        statuses: Object.keys(op.responses ?? {})
          .filter((s) => /^\d{3}$/.test(s))
          .map(Number)
          .sort((a, b) => a - b),
      })),
  )
}

export function parseRecords(text: string): { operationId: string; status: number }[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const row = JSON.parse(line) as { operationId?: unknown; status?: unknown }
      if (typeof row.operationId !== 'string' || typeof row.status !== 'number')
        throw new Error(`line ${i + 1} is not an answer record`)
      return { operationId: row.operationId, status: row.status }
    })
}

export function harAnswers(har: unknown, declared: Declared[]): { operationId: string; status: number }[] {
  const entries = (har as { log?: { entries?: unknown } })?.log?.entries
  if (!Array.isArray(entries)) throw new Error('not a HAR file: log.entries is missing')
  const matchers = declared.map((d) => ({
    d,
    pattern: new RegExp(`^${d.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }))
  return entries.flatMap((entry) => {
    const { request, response } = entry as {
      request?: { method?: string; url?: string }
      response?: { status?: number }
    }
    if (!request?.url || !request.method || typeof response?.status !== 'number') return []
    const pathname = new URL(request.url).pathname
    const method = request.method.toLowerCase()
    const hit = matchers.find(({ d, pattern }) => d.method === method && pattern.test(pathname))
    return hit ? [{ operationId: hit.d.operationId, status: response.status }] : []
  })
}

export function parseAllowList(text: string): Allowance[] {
  const doc = parse(text) as { allow?: unknown } | null
  const list = doc?.allow ?? []
  if (!Array.isArray(list)) throw new Error('`allow` must be a list')
  return list.map((item, i) => {
    const { operation, status, reason } = (item ?? {}) as Record<string, unknown>
    return {
      operationId: typeof operation === 'string' ? operation : `(entry ${i + 1} names no operation)`,
      status: Number(status),
      reason: typeof reason === 'string' ? reason.trim() : '',
    }
  })
}

export function buildMatrix(
  declared: Declared[],
  produced: Partial<Record<Source, { operationId: string; status: number }[]>>,
  allow: Allowance[],
): Matrix {
  const seen = new Map<string, Set<Source>>()
  for (const [source, answers] of Object.entries(produced) as [
    Source,
    { operationId: string; status: number }[],
  ][])
    for (const a of answers) {
      const key = `${a.operationId} ${a.status}`
      const set = seen.get(key) ?? new Set<Source>()
      set.add(source)
      seen.set(key, set)
    }
  const order = Object.keys(SOURCES) as Source[]
  const sourcesOf = (key: string) => order.filter((s) => seen.get(key)?.has(s))
  const allowed = new Map(allow.map((a) => [`${a.operationId} ${a.status}`, a]))
  const declaredKeys = new Set(declared.flatMap((d) => d.statuses.map((s) => `${d.operationId} ${s}`)))
  const bySource = Object.fromEntries(order.map((s) => [s, 0])) as Record<Source, number>
  const gaps: Matrix['gaps'] = []
  const allowProblems: string[] = []
  let producedCount = 0
  let allowedCount = 0

  const rows = declared.map((d) => ({
    operationId: d.operationId,
    method: d.method,
    path: d.path,
    cells: d.statuses.map((status): Cell => {
      const key = `${d.operationId} ${status}`
      const sources = sourcesOf(key)
      for (const s of sources) bySource[s]++
      const allowance = allowed.get(key)
      if (sources.length > 0) {
        producedCount++
        if (allowance)
          allowProblems.push(`${key} is allowed but produced by ${sources.join(', ')}: remove it`)
        return { status, sources }
      }
      if (allowance?.reason) {
        allowedCount++
        return { status, sources, allowed: allowance.reason }
      }
      gaps.push({ operationId: d.operationId, status })
      return { status, sources }
    }),
  }))

  for (const a of allow) {
    const key = `${a.operationId} ${a.status}`
    if (!declaredKeys.has(key))
      allowProblems.push(`${key} is allowed but openapi.yaml declares no such answer`)
    else if (!a.reason) allowProblems.push(`${key} is allowed without a reason`)
  }
  const undeclared = [...seen.keys()]
    .filter((key) => !declaredKeys.has(key))
    .sort()
    .map((key) => {
      const [operationId, status] = key.split(' ')
      return { operationId: operationId as string, status: Number(status), sources: sourcesOf(key) }
    })

  return {
    rows,
    totals: {
      declared: declaredKeys.size,
      produced: producedCount,
      bySource,
      allowed: allowedCount,
      gaps: gaps.length,
    },
    gaps,
    allowProblems,
    undeclared,
  }
}

const SHORT: Record<Source, string> = { 'mock-unit': 'U', browser: 'B', contract: 'C', backend: 'R' }

function statusColumns(matrix: Matrix): number[] {
  return [...new Set(matrix.rows.flatMap((r) => r.cells.map((c) => c.status)))].sort((a, b) => a - b)
}

function cellText(cell: Cell | undefined): string {
  if (!cell) return ''
  if (cell.sources.length > 0) return cell.sources.map((s) => SHORT[s]).join(' ')
  return cell.allowed ? 'allowed' : 'GAP'
}

export function totalsLines(matrix: Matrix): string[] {
  const t = matrix.totals
  return [
    `${t.declared} declared answers; ${t.produced} produced; ${t.allowed} allowed with a reason; ${t.gaps} unexplained gaps`,
    `by source: ${(Object.keys(SOURCES) as Source[]).map((s) => `${SOURCES[s]} ${t.bySource[s]}`).join(', ')}`,
  ]
}

export function toMarkdown(matrix: Matrix): string {
  const columns = statusColumns(matrix)
  const legend = (Object.keys(SOURCES) as Source[]).map((s) => `${SHORT[s]} = ${SOURCES[s]}`).join(', ')
  const lines = [
    '# Coverage of the declared answers',
    '',
    ...totalsLines(matrix).map((l) => `- ${l}`),
    '',
    `${legend}; blank = not declared.`,
    '',
    `| operation | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
    ...matrix.rows.map(
      (r) =>
        `| ${r.operationId} | ${columns.map((s) => cellText(r.cells.find((c) => c.status === s))).join(' | ')} |`,
    ),
  ]
  const allowed = matrix.rows.flatMap((r) =>
    r.cells.filter((c) => c.allowed).map((c) => `- ${r.operationId} ${c.status}: ${c.allowed}`),
  )
  if (allowed.length > 0) lines.push('', '## Allowed', '', ...allowed)
  if (matrix.gaps.length > 0)
    lines.push('', '## Gaps', '', ...matrix.gaps.map((g) => `- ${g.operationId} ${g.status}`))
  if (matrix.allowProblems.length > 0)
    lines.push('', '## Allow list problems', '', ...matrix.allowProblems.map((p) => `- ${p}`))
  if (matrix.undeclared.length > 0)
    lines.push(
      '',
      '## Served but not declared',
      '',
      ...matrix.undeclared.map((u) => `- ${u.operationId} ${u.status} (${u.sources.join(', ')})`),
    )
  return `${lines.join('\n')}\n`
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)

export function toHtml(matrix: Matrix): string {
  const columns = statusColumns(matrix)
  const cell = (c: Cell | undefined) => {
    if (!c) return '<td></td>'
    const kind = c.sources.length > 0 ? 'ok' : c.allowed ? 'allowed' : 'gap'
    const title = c.allowed ? ` title="${escapeHtml(c.allowed)}"` : ''
    return `<td class="${kind}"${title}>${escapeHtml(cellText(c))}</td>`
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Coverage of the declared answers</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:center}td:first-child{text-align:left}
.ok{background:#e6f4ea}.allowed{background:#fff4ce}.gap{background:#fde2e1;font-weight:bold}</style></head>
<body><h1>Coverage of the declared answers</h1>
${totalsLines(matrix)
  .map((l) => `<p>${escapeHtml(l)}</p>`)
  .join('\n')}
<p>${(Object.keys(SOURCES) as Source[]).map((s) => `${SHORT[s]} = ${SOURCES[s]}`).join(', ')}</p>
<table><thead><tr><th>operation</th>${columns.map((s) => `<th>${s}</th>`).join('')}</tr></thead><tbody>
${matrix.rows
  .map(
    (r) =>
      `<tr><td><code>${escapeHtml(r.operationId)}</code></td>${columns.map((s) => cell(r.cells.find((c) => c.status === s))).join('')}</tr>`,
  )
  .join('\n')}
</tbody></table></body></html>
`
}

/** Reads `<source>.ndjson` files; a file named otherwise is refused rather than silently ignored. */
export function readRecordDir(
  dir: string,
): Partial<Record<Source, { operationId: string; status: number }[]>> {
  const produced: Partial<Record<Source, { operationId: string; status: number }[]>> = {}
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ndjson'))) {
    const source = basename(file, '.ndjson')
    if (!(source in SOURCES))
      throw new Error(`${file}: not a known source (${Object.keys(SOURCES).join(', ')})`)
    try {
      produced[source as Source] = [
        ...(produced[source as Source] ?? []),
        ...parseRecords(readFileSync(join(dir, file), 'utf8')),
      ]
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`)
    }
  }
  return produced
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

export function main(args: string[]): number {
  const records = option(args, '--records')
  const out = option(args, '--out')
  const allowPath = option(args, '--allow') ?? 'contract-coverage-allow.yaml'
  const specPath = option(args, '--spec') ?? 'openapi.yaml'
  const harPath = option(args, '--har')
  let matrix: Matrix
  try {
    const declared = declaredAnswers(parse(readFileSync(specPath, 'utf8')))
    if (!records || !existsSync(records)) throw new Error(`no records directory (--records ${records ?? ''})`)
    const produced = readRecordDir(records)
    if (Object.keys(produced).length === 0) throw new Error(`${records} holds no record: no run recorded`)
    if (harPath) produced.backend = harAnswers(JSON.parse(readFileSync(harPath, 'utf8')), declared)
    const allow = existsSync(allowPath) ? parseAllowList(readFileSync(allowPath, 'utf8')) : []
    matrix = buildMatrix(declared, produced, allow)
  } catch (error) {
    console.error(`coverage matrix: ${(error as Error).message}`)
    return 2
  }
  if (out) {
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, 'coverage-matrix.md'), toMarkdown(matrix))
    writeFileSync(join(out, 'coverage-matrix.json'), `${JSON.stringify(matrix, null, 2)}\n`)
    writeFileSync(join(out, 'coverage-matrix.html'), toHtml(matrix))
  }
  for (const line of totalsLines(matrix)) console.info(line)
  for (const g of matrix.gaps)
    console.error(`gap: ${g.operationId} ${g.status} is declared but nothing produced it`)
  for (const p of matrix.allowProblems) console.error(`allow list: ${p}`)
  return matrix.gaps.length > 0 || matrix.allowProblems.length > 0 ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2))
}
