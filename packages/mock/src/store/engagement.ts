import { Collection } from '@msw/data'
import { standardSchema } from '../model/schema.ts'
import { worldObject, worldState } from './worlds.ts'

const subscriberSchema = standardSchema<{ email: string; subscribed_at: string }>('Subscriber', {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'subscribed_at'],
  properties: {
    email: { type: 'string', format: 'email' },
    subscribed_at: { $ref: '#/components/schemas/Timestamp' },
  },
})

const contactSchema = standardSchema<{
  reference_id: string
  full_name: string
  email: string
  message: string
  created_at: string
}>('ContactMessage', {
  type: 'object',
  additionalProperties: false,
  required: ['reference_id', 'full_name', 'email', 'message', 'created_at'],
  properties: {
    reference_id: { type: 'string', pattern: '^MSG-[0-9]{4}-[0-9]{6}$' },
    full_name: { $ref: '#/components/schemas/ContactRequest/properties/full_name' },
    email: { $ref: '#/components/schemas/ContactRequest/properties/email' },
    message: { $ref: '#/components/schemas/ContactRequest/properties/message' },
    created_at: { $ref: '#/components/schemas/Timestamp' },
  },
})

const worldEngagement = worldState(() => ({
  subscribers: new Collection({ schema: subscriberSchema }),
  contactMessages: new Collection({ schema: contactSchema }),
  captchaTokens: new Map<string, number>(),
}))

export const subscribers = worldObject(() => worldEngagement().subscribers)
export const contactMessages = worldObject(() => worldEngagement().contactMessages)

// Captcha tokens are throwaway: kept in memory, bounded so a load test cannot grow them forever.
const MAX_TOKENS = 10_000
/** How long a captcha token stays good (openapi.yaml, getCaptchaToken). */
export const CAPTCHA_TTL_SECONDS = 600

export function issueCaptchaToken(): string {
  const { captchaTokens } = worldEngagement()
  const token = `cap_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
  captchaTokens.set(token, Date.now())
  if (captchaTokens.size > MAX_TOKENS) {
    const oldest = captchaTokens.keys().next().value
    if (oldest !== undefined) captchaTokens.delete(oldest)
  }
  return token
}

export function consumeCaptchaToken(token: string | undefined): boolean {
  const { captchaTokens } = worldEngagement()
  const issued = token === undefined ? undefined : captchaTokens.get(token)
  if (issued === undefined || token === undefined) return false
  captchaTokens.delete(token)
  return Date.now() - issued < CAPTCHA_TTL_SECONDS * 1000
}

export function nextContactReference(at = new Date()): string {
  return `MSG-${at.getUTCFullYear()}-${String(contactMessages.count() + 1).padStart(6, '0')}`
}

export function resetEngagement(): void {
  const state = worldEngagement()
  state.captchaTokens.clear()
  state.subscribers.clear()
  state.contactMessages.clear()
}
