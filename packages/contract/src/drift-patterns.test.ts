// A diff against a server that differs the same way everywhere opens with that pattern, once.
import { startMockServer } from '@storefront/mock/http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { diffRuns } from './drift.ts'
import { renderDrift } from './drift-report.ts'
import type { Har } from './har.ts'
import { recordJourney } from './recording.ts'
import { loadContract } from './validate.ts'

const contract = loadContract()
let mock: Awaited<ReturnType<typeof startMockServer>>
let plain: Har

beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  mock = await startMockServer({ port: 0 })
  plain = (await recordJourney({ baseUrl: mock.url, returnsEmail: null })).har
}, 90_000)
afterAll(() => mock?.close())

/** The mock's run as a server would answer it that sends no Content-Language and every id as a string. */
function foreign(har: Har): Har {
  const copy = structuredClone(har)
  for (const entry of copy.log.entries) {
    entry.response.headers = entry.response.headers.filter((h) => h.name.toLowerCase() !== 'content-language')
    if (entry.response.content.mimeType.includes('json') && entry.response.content.text)
      entry.response.content.text = entry.response.content.text.replace(/"id":(\d+)/g, '"id":"$1"')
  }
  return copy
}

const diff = (recorded: Har) =>
  diffRuns({ recorded, mock: plain, contract, recordedSource: 'backend.har', mockSource: 'the mock' })

it('opens a long diff with the differences that repeat across operations, most frequent first', () => {
  const report = diff(foreign(plain))
  const english = plain.log.entries.filter((e) =>
    e.response.headers.some((h) => h.name.toLowerCase() === 'content-language' && h.value === 'en'),
  )
  const [first, second] = report.patterns
  expect(first).toMatchObject({
    kind: 'header',
    path: 'content-language',
    recorded: '(absent)',
    mock: 'en',
    calls: english.length,
  })
  expect(first?.operations.length).toBeGreaterThan(20)
  // One leaf in many places (data.id, data[].id, data.items[].id): one pattern.
  expect(second).toMatchObject({ kind: 'type', path: '*.id', recorded: 'string', mock: 'number' })
  expect(report.patterns.every((p) => p.calls >= 3 && p.operations.length >= 2)).toBe(true)

  const markdown = renderDrift(report, 'md')
  const patterns = markdown.indexOf('\n## Patterns\n')
  const firstOperation = markdown.search(/\n## (?!Patterns)/)
  expect(patterns).toBeGreaterThan(0)
  expect(patterns).toBeLessThan(firstOperation)
  expect(markdown).toMatch(
    new RegExp(`^\\| header \\| content-language \\| \\(absent\\) \\| en \\| ${english.length} \\| \\S`, 'm'),
  )
  expect(markdown).toMatch(/^\| type \| \*\.id \| string \| number \| \d+ \| /m)
  expect(renderDrift(report, 'html')).toMatch(/<h2>Patterns<\/h2>.*<code>content-language<\/code>/s)
  expect(JSON.parse(renderDrift(report, 'json')).patterns[0].path).toBe('content-language')
})

it('has no patterns section when no difference repeats across operations', () => {
  const copy = structuredClone(plain)
  const teams = copy.log.entries.find((e) => e._operation === 'getTeamMembers')
  if (!teams) throw new Error('the journey called getTeamMembers')
  teams.response.status = 201
  const report = diff(copy)
  expect(report.drifts).toHaveLength(1)
  expect(report.patterns).toEqual([])
  expect(renderDrift(report, 'md')).not.toMatch(/## Patterns/)
})
