import {
  DEMO_EMAIL,
  registerThroughOutbox,
  type SignedIn,
  signInThroughOutbox,
} from '@storefront/mock/testing'
import { signIn } from '../lib/auth-store'
import { env } from '../lib/env'

export { DEMO_EMAIL }

function keep({ token, client }: SignedIn): string {
  signIn(token, client)
  return token
}

export async function signInDemo(): Promise<string> {
  return keep(await signInThroughOutbox(env.apiUrl, DEMO_EMAIL))
}

export async function signInNewClient(prefix = 'new'): Promise<string> {
  const email = `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  keep(await registerThroughOutbox(env.apiUrl, email, { name: 'New Shopper' }))
  return email
}
