import { delay } from 'msw'
import { currentWorld, worldState } from '../store/worlds.ts'
import { type MockRequest, urlOf } from './mock-request.ts'

const env: Record<string, string | undefined> =
  typeof process !== 'undefined' && process.env ? process.env : {}

function numberOr(value: string | null | undefined, fallback: number): number {
  const n = Number(value)
  return value != null && value !== '' && Number.isFinite(n) ? n : fallback
}

/** Slow and failing answers on purpose, for front-end work: MOCK_DELAY, MOCK_ERROR_RATE, MOCK_ERROR_STATUS or `POST /__mock/config`. */
export interface MockSettings {
  delayMs: number
  errorRate: number
  errorStatus: number
  validateResponses: boolean
  otpTtlSeconds: number
  otpResendSeconds: number
}

const SETTING_KEYS = [
  'delayMs',
  'errorRate',
  'errorStatus',
  'validateResponses',
  'otpTtlSeconds',
  'otpResendSeconds',
] as const satisfies readonly (keyof MockSettings)[]

interface Controls {
  update(patch: Partial<MockSettings>): void
  snapshot(): MockSettings
  /** Holds the answer `X-Mock-Delay` (or `__delay`) milliseconds, else the configured delay. */
  holdAnswer(request: MockRequest): Promise<void>
  /** The failure `X-Mock-Error` (or `__error`) asks for, or the error rate draws; a status the operation does not declare is never answered. */
  failureFor(
    request: MockRequest,
    declares: (status: number) => boolean,
  ): { status: number } | { undeclared: string } | null
}

/** The shared world's settings, from the environment; a new world starts from a copy of them as they are then. */
const shared: MockSettings = {
  delayMs: numberOr(env.MOCK_DELAY, 0),
  errorRate: numberOr(env.MOCK_ERROR_RATE, 0),
  errorStatus: numberOr(env.MOCK_ERROR_STATUS, 500),
  validateResponses: env.MOCK_VALIDATE_RESPONSES !== '0',
  otpTtlSeconds: numberOr(env.MOCK_OTP_TTL, 300),
  otpResendSeconds: numberOr(env.MOCK_OTP_RESEND, 60),
}
const settingsIn = worldState<MockSettings>(() => (currentWorld().id === null ? shared : { ...shared }))

const controls: Controls = {
  update(patch) {
    // Only the settings: a parsed `__proto__` key must not reach Object.assign, which would take it as the prototype.
    for (const key of SETTING_KEYS)
      if (Object.hasOwn(patch, key)) Object.assign(mockConfig, { [key]: patch[key] })
  },

  snapshot() {
    const { delayMs, errorRate, errorStatus, validateResponses, otpTtlSeconds, otpResendSeconds } = mockConfig
    return { delayMs, errorRate, errorStatus, validateResponses, otpTtlSeconds, otpResendSeconds }
  },

  async holdAnswer(request) {
    const url = urlOf(request)
    const wait = numberOr(
      request.headers.get('x-mock-delay') ?? url.searchParams.get('__delay'),
      mockConfig.delayMs,
    )
    if (wait > 0) await delay(Math.min(wait, 60_000))
  },

  failureFor(request, declares) {
    const url = urlOf(request)
    const asked = request.headers.get('x-mock-error') ?? url.searchParams.get('__error')
    if (asked) {
      const status = Number(asked)
      if (Number.isInteger(status) && status >= 400 && status <= 599 && declares(status)) return { status }
      return { undeclared: asked }
    }
    if (Math.random() >= mockConfig.errorRate) return null
    // The configured status where the operation declares it, else a 5xx, which every operation does.
    return { status: declares(mockConfig.errorStatus) ? mockConfig.errorStatus : 500 }
  },
}

/** The settings of the request's world (docs/decisions/0071), read and written as one object. */
export const mockConfig = new Proxy(controls, {
  get: (target, key) => (key in target ? Reflect.get(target, key) : Reflect.get(settingsIn(), key)),
  set: (_, key, value) => Reflect.set(settingsIn(), key, value),
}) as Controls & MockSettings
