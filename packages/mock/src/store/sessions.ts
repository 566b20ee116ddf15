import type { Session } from '../model/records.ts'
import { commerce, findClient, now } from './commerce.ts'

export async function createSession(clientId: number): Promise<string> {
  const token = crypto.randomUUID()
  await commerce.sessions.create({
    token,
    client_id: clientId,
    created_at: now().toISOString(),
    revoked: false,
  })
  return token
}

/** A session under a token the mock did not issue (hybrid mode: the real backend's), for the given client; a token it knows, even signed out, stays as it is. */
export async function adoptToken(token: string, clientId: number): Promise<void> {
  if (commerce.sessions.findFirst((q) => q.where({ token }))) return
  await commerce.sessions.create({
    token,
    client_id: clientId,
    created_at: now().toISOString(),
    revoked: false,
  })
}

export async function revokeSession(token: string): Promise<void> {
  await commerce.sessions.update((q) => q.where({ token }), {
    data(s) {
      s.revoked = true
    },
  })
}

export function findSession(token: string): Session | null {
  const session = commerce.sessions.findFirst((q) => q.where({ token, revoked: false }))
  const client = session && findClient(session.client_id)
  if (!session || !client) return null
  return { clientId: session.client_id, token, client }
}

export async function revokeAllSessions(): Promise<void> {
  await commerce.sessions.updateMany((q) => q.where({ revoked: false }), {
    data(s) {
      s.revoked = true
    },
  })
}
