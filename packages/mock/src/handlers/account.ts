import {
  birthdateProblem,
  commerce,
  deleteClient,
  ensureCommerce,
  findClient,
  invalid,
  nameProblem,
  phoneProblem,
  problems,
  toClient,
} from '../db/commerce.ts'
import { errorBody, route } from '../lib/route.ts'

export const accountHandlers = [
  route('get', '/api/v1/client/me', async ({ session, reply }) => {
    await ensureCommerce()
    const client = session && findClient(session.clientId)
    if (!client) return reply(401, errorBody('Unauthenticated.'))
    return reply(200, { result: true, message: 'OK', client: toClient(client) })
  }),

  route('post', '/api/v1/client/profile/update', async ({ body, session, reply }) => {
    const client = session && findClient(session.clientId)
    if (!client) return reply(401, errorBody('Unauthenticated.'))
    const fields = problems({
      name: nameProblem(body.name),
      phone: phoneProblem(body.phone),
      birthdate: birthdateProblem(body.birthdate),
    })
    if (fields) return reply(422, invalid(fields))
    // Optional fields are omitted when empty (spec §5), so an absent field keeps its value.
    const updated = await commerce.clients.update(client, {
      data(c) {
        c.name = body.name.trim()
        if (body.phone !== undefined) c.phone = body.phone.trim()
        if (body.birthdate !== undefined) c.birthdate = body.birthdate
        if (body.gender !== undefined) c.gender = body.gender
        if (body.order_updates !== undefined) c.order_updates = body.order_updates
        if (body.newsletter !== undefined) c.newsletter = body.newsletter
      },
    })
    return reply(200, {
      result: true,
      message: 'Profile updated successfully.',
      client: toClient(updated ?? client),
    })
  }),

  route('post', '/api/v1/client/account/delete', async ({ session, reply }) => {
    if (!session) return reply(401, errorBody('Unauthenticated.'))
    await deleteClient(session.clientId)
    return reply(200, { result: true, message: 'Your account has been deleted.' })
  }),
]
