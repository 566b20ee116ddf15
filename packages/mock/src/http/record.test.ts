import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getResponse, HttpResponse, http } from 'msw'
import { expect, it, vi } from 'vitest'

it('records each distinct answer a handler gave, once, when MOCK_RECORD names a file', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'record-')), 'served.ndjson')
  vi.stubEnv('MOCK_RECORD', file)
  vi.resetModules()
  const { recorded } = await import('./record.ts')
  const handler = recorded(
    'getThing',
    http.get('*/things/:id', ({ params }) =>
      HttpResponse.json({}, { status: params.id === '0' ? 404 : 200 }),
    ),
  )
  for (const id of ['1', '2', '0', '3'])
    await getResponse([handler], new Request(`http://mock.test/things/${id}`))
  vi.unstubAllEnvs()
  expect(readFileSync(file, 'utf8')).toBe(
    '{"operationId":"getThing","status":200}\n{"operationId":"getThing","status":404}\n',
  )
})
