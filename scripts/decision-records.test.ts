// Every decision record has the template's shape (its number in the title, a date and a status,
// then Context, Decision and Consequences), and the index lists each one with the same title, date
// and status, so the index can be read instead of opening every record.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const folder = new URL('../docs/decisions/', import.meta.url)
const records = readdirSync(folder)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort()

interface Record {
  number: string
  title: string
  date: string
  status: string
  sections: string[]
}

/** What a record says of itself, or why it cannot be read. */
function readRecord(file: string, text: string): Record | string {
  const [heading = '', , dated = ''] = text.split('\n')
  const titled = /^# (\d{4}) (\S.*)$/.exec(heading)
  if (!titled || file.slice(0, 4) !== titled[1])
    return `${file}: the title must start with "# ${file.slice(0, 4)} "`
  const stamped = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (\S.*)$/.exec(dated)
  if (!stamped) return `${file}: the third line must be "Date: YYYY-MM-DD · Status: ..."`
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1] as string)
  return {
    number: titled[1] as string,
    title: titled[2] as string,
    date: stamped[1] as string,
    status: stamped[2] as string,
    sections,
  }
}

/** The index's rows by number: title, link, date and status as written there. */
function indexRows(text: string) {
  const rows = new Map<string, { title: string; link: string; date: string; status: string }>()
  for (const m of text.matchAll(/^\| (\d{4})\s*\| \[(.+)\]\(([^)]+)\)\s*\| (\S+)\s*\| (.+?)\s*\|$/gm))
    rows.set(m[1] as string, {
      title: m[2] as string,
      link: m[3] as string,
      date: m[4] as string,
      status: m[5] as string,
    })
  return rows
}

/** What is wrong between one record and its row of the index. */
function mismatches(
  file: string,
  record: Record,
  row: ReturnType<typeof indexRows> extends Map<string, infer R> ? R | undefined : never,
) {
  if (!row) return [`${file}: no row in the index`]
  const wrong: string[] = []
  if (row.title !== record.title) wrong.push(`${file}: the index's title is "${row.title}"`)
  if (row.link !== file) wrong.push(`${file}: the index links ${row.link}`)
  if (row.date !== record.date) wrong.push(`${file}: the index's date is ${row.date}`)
  if (!record.status.startsWith(row.status)) wrong.push(`${file}: the index's status is "${row.status}"`)
  return wrong
}

const index = readFileSync(new URL('README.md', folder), 'utf8')

describe('the decision records', () => {
  it.each(records)('%s has a date, a status, Context, Decision and Consequences', (file) => {
    const record = readRecord(file, readFileSync(new URL(file, folder), 'utf8'))
    expect(record).toMatchObject({
      sections: expect.arrayContaining(['Context', 'Decision', 'Consequences']),
    })
    const { sections } = record as Record
    const order = ['Context', 'Decision', 'Consequences'].map((s) => sections.indexOf(s))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('are each listed in the index with their title, date and status, and nothing else is', () => {
    const rows = indexRows(index)
    const wrong = records.flatMap((file) => {
      const record = readRecord(file, readFileSync(new URL(file, folder), 'utf8'))
      return typeof record === 'string' ? [record] : mismatches(file, record, rows.get(record.number))
    })
    const listed = new Set(records.map((f) => f.slice(0, 4)))
    for (const number of rows.keys()) if (!listed.has(number)) wrong.push(`${number}: a row without a record`)
    expect(wrong).toEqual([])
  })

  it('tells a record out of shape and an index out of date', () => {
    expect(readRecord('0099-x.md', '# The title\n\nDate: 2026-01-01 · Status: accepted\n')).toMatch(/title/)
    expect(readRecord('0099-x.md', '# 0099 The title\n\nStatus: accepted\n')).toMatch(/third line/)
    const record = readRecord('0099-x.md', '# 0099 New\n\nDate: 2026-01-02 · Status: accepted\n')
    const row = indexRows('| 0099   | [Old](0099-x.md) | 2026-01-01 | accepted |\n').get('0099')
    expect(mismatches('0099-x.md', record as Record, row)).toEqual([
      '0099-x.md: the index\'s title is "Old"',
      "0099-x.md: the index's date is 2026-01-01",
    ])
  })
})
