import { HttpResponse, http } from 'msw'
import { products } from '../../store/catalog.ts'
import { type MockSettings, mockConfig } from '../config.ts'
import { callsSinceReset, loggedCalls, REQUEST_LOG_SIZE } from '../request-log.ts'
import { resetDb } from '../reset.ts'

const started = Date.now()
type Tunable = Pick<MockSettings, 'delayMs' | 'errorRate' | 'errorStatus'>

function configProblems(patch: Record<string, unknown>): Record<string, string[]> | null {
  // Without a prototype, a `__proto__` key is kept as the error it is, not taken as the prototype.
  const errors: Record<string, string[]> = Object.create(null)
  const check = (key: keyof Tunable, ok: (n: number) => boolean, text: string) => {
    if (!(key in patch)) return
    const value = patch[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || !ok(value)) errors[key] = [text]
  }
  check('delayMs', (n) => n >= 0 && n <= 60_000, 'delayMs must be a number of milliseconds from 0 to 60000.')
  check('errorRate', (n) => n >= 0 && n <= 1, 'errorRate must be a number from 0 to 1.')
  check(
    'errorStatus',
    (n) => Number.isInteger(n) && n >= 400 && n <= 599,
    'errorStatus must be an HTTP status from 400 to 599.',
  )
  for (const key of Object.keys(patch)) {
    if (!['delayMs', 'errorRate', 'errorStatus'].includes(key))
      errors[key] = [`${key} cannot be changed here.`]
  }
  return Object.keys(errors).length > 0 ? errors : null
}

function tunable(): Tunable {
  const { delayMs, errorRate, errorStatus } = mockConfig
  return { delayMs, errorRate, errorStatus }
}

export const devHandlers = [
  http.get('*/__mock/health', () =>
    HttpResponse.json({
      result: true,
      status: 'ok',
      uptime_s: Math.round((Date.now() - started) / 1000),
      products: products.count(),
    }),
  ),

  http.post('*/__mock/reset', async () => {
    await resetDb()
    return HttpResponse.json({ result: true, message: 'Mock data reset to the seed.' })
  }),

  http.get('*/__mock/requests', () =>
    HttpResponse.json({
      result: true,
      data: { limit: REQUEST_LOG_SIZE, sinceReset: callsSinceReset(), calls: loggedCalls() },
    }),
  ),

  http.get('*/__mock/config', () => HttpResponse.json({ result: true, data: tunable() })),

  http.post('*/__mock/config', async ({ request }) => {
    const patch = await request.json().catch(() => null)
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      return HttpResponse.json({ result: false, message: 'Send a JSON object.' }, { status: 400 })
    }
    const errors = configProblems(patch as Record<string, unknown>)
    if (errors)
      return HttpResponse.json(
        { result: false, message: 'The given data was invalid.', errors },
        { status: 422 },
      )
    mockConfig.update(patch as Partial<Tunable>)
    return HttpResponse.json({ result: true, message: 'Mock config updated.', data: tunable() })
  }),
]
