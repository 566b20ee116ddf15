// The fixed messages openapi.yaml gives as example answers are the mock's answers, word for word.
import type { paths } from '@storefront/sdk/schema'
import { describe, expect, it } from 'vitest'
import { type CallOptions, call, captcha, DEMO_EMAIL, register, setupMockHarness } from '../testing/index.ts'
import { openapi, operation } from './contract.ts'
import { declaredBody } from './forcing.ts'

setupMockHarness()

type Path = keyof paths & string
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
const registration = (extra: Record<string, unknown>) => ({
  email: 'fixed.messages@example.com',
  name: 'Nora Haddad',
  terms: true,
  recaptcha_token: captcha(),
  ...extra,
})
const address = (extra: Record<string, unknown>) => ({
  label: 'Home',
  name: 'Nora Haddad',
  street: '12 Nile Street',
  building: '4',
  floor: '2',
  city: 'Cairo',
  phone: '+201001234567',
  ...extra,
})

interface Case {
  operationId: string
  example: string
  method: 'post' | 'put'
  path: Path
  signedIn?: boolean
  options: (token?: string) => CallOptions | Promise<CallOptions>
}

const cases: Case[] = [
  ...(['captcha', 'name', 'phone', 'birthdate'] as const).map((example) => ({
    operationId: 'sendOtpRegister',
    example,
    method: 'post' as const,
    path: '/api/v1/client/send-otp-register' as Path,
    options: () => ({
      json: registration(
        {
          captcha: { recaptcha_token: 'cap_never_issued' },
          name: { name: ' N ' },
          phone: { phone: 'call me' },
          birthdate: { birthdate: tomorrow() },
        }[example],
      ),
    }),
  })),
  {
    operationId: 'sendOtpLogin',
    example: 'captcha',
    method: 'post',
    path: '/api/v1/client/send-otp-login',
    options: () => ({ json: { email: DEMO_EMAIL, recaptcha_token: 'cap_never_issued' } }),
  },
  ...(['/api/v1/client/verify-otp-login', '/api/v1/client/verify-otp-register'] as const).map((path) => ({
    operationId: operation('post', path).operationId,
    example: 'wrong_code',
    method: 'post' as const,
    path,
    options: () => ({ json: { email: DEMO_EMAIL, otp: '000000' } }),
  })),
  ...(['name', 'phone', 'birthdate'] as const).map((example) => ({
    operationId: 'updateProfile',
    example,
    method: 'post' as const,
    path: '/api/v1/client/profile/update' as Path,
    signedIn: true,
    options: () => ({
      json: {
        name: 'Nora Haddad',
        ...{ name: { name: 'N' }, phone: { phone: '12' }, birthdate: { birthdate: '1899-12-31' } }[example],
      },
    }),
  })),
  ...(['full_name', 'captcha'] as const).map((example) => ({
    operationId: 'sendContactMessage',
    example,
    method: 'post' as const,
    path: '/api/v1/client/contact' as Path,
    options: () => ({
      json: {
        full_name: example === 'full_name' ? ' N ' : 'Nora Haddad',
        email: 'nora@example.com',
        message: 'Is the Zentro Nova X dual-SIM?',
        agree_terms: true,
        recaptcha_token: example === 'captcha' ? 'cap_never_issued' : captcha(),
      },
    }),
  })),
  ...(
    [
      ['missing_email', { recaptcha_token: 'cap_x' }, 'en'],
      ['missing_token', { email: 'nora@example.com' }, 'en'],
      ['missing_email_ar', { recaptcha_token: 'cap_x' }, 'ar'],
      ['captcha', { email: 'nora@example.com', recaptcha_token: 'cap_never_issued' }, 'en'],
    ] as const
  ).map(([example, json, language]) => ({
    operationId: 'subscribeNewsletter',
    example,
    method: 'post' as const,
    path: '/api/v1/client/newsletterSubscribe' as Path,
    options: () => ({ json, headers: { 'accept-language': language } }),
  })),
  ...(['street', 'name', 'phone'] as const).map((example) => ({
    operationId: 'createAddress',
    example,
    method: 'post' as const,
    path: '/api/v1/client/addresses' as Path,
    signedIn: true,
    options: () => ({
      json: address({ street: { street: '   ' }, name: { name: 'N' }, phone: { phone: 'call me' } }[example]),
    }),
  })),
  ...(['street', 'name', 'phone'] as const).map((example) => ({
    operationId: 'updateAddress',
    example,
    method: 'post' as const,
    path: '/api/v1/client/addresses/{id}' as Path,
    signedIn: true,
    options: async (token?: string) => {
      const saved = await call('post', '/api/v1/client/addresses', { token, json: address({}) })
      const form = {
        ...address({ street: { street: '   ' }, name: { name: 'N' }, phone: { phone: 'call me' } }[example]),
        _method: 'PUT',
      }
      return {
        params: { id: saved.body.data.id },
        form: Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])),
      }
    },
  })),
  ...(['blank', 'unknown'] as const).map((example) => ({
    operationId: 'applyCoupon',
    example,
    method: 'post' as const,
    path: '/api/v1/client/coupon/apply' as Path,
    signedIn: true,
    options: () => ({ json: { code: example === 'blank' ? '   ' : 'NO-SUCH-COUPON' } }),
  })),
  {
    operationId: 'createReturnOrder',
    example: 'reason',
    method: 'post',
    path: '/api/v1/client/return-orders',
    signedIn: true,
    options: () => ({ json: { order_id: 1, reason: '  Too short  ' } }),
  },
]

describe('the fixed messages of openapi.yaml', () => {
  it('has a case here for every example of the answers that carry them', () => {
    const named = new Set<string>()
    for (const [path, item] of Object.entries(openapi.paths))
      for (const [method, op] of Object.entries(item)) {
        const ref = (op.responses['422'] as { $ref?: string } | undefined)?.$ref ?? ''
        if (!ref.endsWith('Invalid')) continue
        const responses = (openapi.components?.responses ?? {}) as Record<
          string,
          { content: Record<string, { examples?: object }> }
        >
        const examples = Object.keys(
          responses[ref.split('/').at(-1) as string]?.content['application/json']?.examples ?? {},
        )
        for (const example of examples)
          named.add(`${operation(method as 'post', path).operationId} ${example}`)
      }
    expect([...named].sort()).toEqual(cases.map((c) => `${c.operationId} ${c.example}`).sort())
  })

  it.each(cases)('$operationId answers its example "$example" word for word', async (c) => {
    const token = c.signedIn
      ? (await register(`fixed-${c.operationId}-${c.example}@example.com`)).token
      : undefined
    const answer = await call(c.method, c.path, { ...(await c.options(token)), ...(token ? { token } : {}) })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual(declaredBody(c.operationId, 422, c.example))
  })
})
