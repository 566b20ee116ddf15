import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedAr } from '../seed/seed-ar.ts'
import { openapi } from './contract.ts'
import { messageAr, messagesAr } from './messages-ar.ts'

// The HTTP layer is where every message a client reads is written; the table itself is not a source.
const src = import.meta.dirname
const sources = ['handlers', '.'].flatMap((dir) =>
  readdirSync(join(src, dir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'messages-ar.ts')
    .map((f) => join(dir, f)),
)

// Sentences a client can be sent: a letter, then a full stop (or ! ?) at the end, or a literal
// after `message:` or in a constant (`SOME_MESSAGE = '...'`). Template values become `{}`, as in the table's keys.
const sentence = /(['`])([A-Za-z][^'`\n]*?[.!?])\1/g
const messageField = /(?:message:|\b[A-Z][A-Z_]+ =)\s*(['`])([^'`\n]+)\1/g
// Record text the seed table translates (the home hero), and text no client is ever sent.
const notMessages = new Set([
  'Phones, laptops, audio and smart-home gear, delivered and paid for at your door.',
  'openapi.json',
  // A header's name, the key its error is filed under.
  'Idempotency-Key',
  // An environment variable's name.
  'MOCK_ALLOWED_ORIGINS',
  'MOCK_CHAOS_SEED',
  // The e-mails the mock's outbox keeps: read by developers, never sent in an answer.
  'Someone asked to register with this address, which already has an account. Sign in instead; if it was not you, nothing has changed.',
  'Someone asked to sign in with this address, which has no account. Register to create one; if it was not you, nothing has changed.',
  'Your code is {}.',
])

function englishLiterals(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = []
  for (const file of sources) {
    const code = readFileSync(join(src, file), 'utf8')
    for (const pattern of [sentence, messageField])
      for (const m of code.matchAll(pattern)) {
        const text = (m[2] ?? '').replace(/\$\{[^}]*\}/g, '{}')
        if (!notMessages.has(text) && /[A-Za-z]{2}/.test(text)) found.push({ file, text })
      }
  }
  return found
}

describe('every English message of the handlers has its Arabic', () => {
  it('finds the messages it checks (the scan itself works)', () => {
    const texts = englishLiterals().map((l) => l.text)
    expect(texts).toContain('OTP sent to your email.')
    expect(texts).toContain('Only {} left in stock.')
    expect(texts).toContain('OK')
    expect(texts).toContain('Captcha verification failed, please try again')
  })

  it('has an Arabic row for each one', () => {
    const missing = englishLiterals().filter(({ text }) => {
      if (text.includes('{}')) return messagesAr[text] === undefined
      return messageAr(text) === null
    })
    expect(missing).toEqual([])
  })

  it('has an Arabic row for each message openapi.yaml fixes (x-messages, x-required-message(s))', () => {
    const fixed = new Set<string>()
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-required-message' && typeof value === 'string') fixed.add(value)
        else if (
          (key === 'x-messages' || key === 'x-required-messages') &&
          value &&
          typeof value === 'object'
        )
          for (const message of Object.values(value)) fixed.add(String(message))
        else walk(value)
      }
    }
    walk(openapi.components)
    expect(fixed).toContain('Street is required.')
    expect(fixed).toContain('email Required')
    expect([...fixed].filter((message) => messageAr(message) === null)).toEqual([])
  })

  it('writes real Arabic with every value of its English key', () => {
    for (const [english, arabic] of Object.entries(messagesAr)) {
      expect(arabic, english).toMatch(/[\u0600-\u06FF]/)
      const values = english.split('{}').length - 1
      for (let i = 0; i < values; i++) expect(arabic, english).toContain(`{${i}}`)
    }
  })

  it('fills template values in the Arabic order', () => {
    expect(messageAr('Only 3 left in stock.')).toBe('بقي 3 فقط في المخزون.')
    expect(messageAr('The email field is required.')).toBe('الحقل email مطلوب.')
    expect(messageAr('Something nobody wrote.')).toBeNull()
  })

  it('translates the home hero through the seed table', () => {
    expect(seedAr.Home?.hero?.subtitle).toMatch(/[\u0600-\u06FF]/)
  })
})
