import { Collection } from '@msw/data'
import { standardSchema } from '../model/schema.ts'

export const subscribers = new Collection({
  schema: standardSchema<{ email: string; subscribed_at: string }>('Subscriber', {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'subscribed_at'],
    properties: {
      email: { type: 'string', format: 'email' },
      subscribed_at: { $ref: '#/components/schemas/Timestamp' },
    },
  }),
})

export const contactMessages = new Collection({
  schema: standardSchema<{
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
  }),
})

// Captcha tokens are throwaway: kept in memory, bounded so a load test cannot grow them forever.
const MAX_TOKENS = 10_000
const captchaTokens = new Set<string>()

export function issueCaptchaToken(): string {
  const token = `cap_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
  captchaTokens.add(token)
  if (captchaTokens.size > MAX_TOKENS) {
    const oldest = captchaTokens.values().next().value
    if (oldest !== undefined) captchaTokens.delete(oldest)
  }
  return token
}

/** Whether the token was issued and not used yet; using it spends it. */
export function consumeCaptchaToken(token: string | undefined): boolean {
  if (!token || !captchaTokens.has(token)) return false
  captchaTokens.delete(token)
  return true
}

export function nextContactReference(at = new Date()): string {
  return `MSG-${at.getUTCFullYear()}-${String(contactMessages.count() + 1).padStart(6, '0')}`
}

export function resetEngagement(): void {
  captchaTokens.clear()
  subscribers.clear()
  contactMessages.clear()
}
