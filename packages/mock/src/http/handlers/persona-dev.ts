import { HttpResponse } from 'msw'
import { findClientByEmail, toClient } from '../../store/commerce.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import { createSession } from '../../store/sessions.ts'
import { devRoute } from '../route.ts'

/** The shoppers a developer signs in as with one click; each answers what a sign-in answers. */
const PERSONAS: Record<string, string> = { demo: DEMO_EMAIL }

export const personaDevHandlers = [
  devRoute('post', '*/__mock/personas/:name', async ({ params }) => {
    const name = String(params.name)
    const client = PERSONAS[name] ? findClientByEmail(PERSONAS[name]) : undefined
    if (!client) {
      return HttpResponse.json(
        { result: false, message: `No persona "${name}" (personas: ${Object.keys(PERSONAS).join(', ')}).` },
        { status: 404 },
      )
    }
    return HttpResponse.json({
      result: true,
      message: 'Signed in.',
      token: await createSession(client.id),
      client: toClient(client),
    })
  }),
]
