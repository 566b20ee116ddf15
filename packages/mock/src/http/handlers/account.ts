import { commerce, deleteClient, toClient } from '../../store/commerce.ts'
import { birthdateProblem, invalid, nameProblem, problems } from '../field-rules.ts'
import { securedRoute } from '../route.ts'

export const accountHandlers = [
  securedRoute('get', '/api/v1/client/me', async ({ session, reply }) => {
    return reply(200, { result: true, message: 'OK', client: toClient(session.client) })
  }),

  securedRoute('post', '/api/v1/client/profile/update', async ({ body, session, reply }) => {
    const fields = problems({
      name: nameProblem(body.name),
      birthdate: birthdateProblem(body.birthdate),
    })
    if (fields) return reply(422, invalid(fields))
    // Optional fields are omitted when empty (spec §5), so an absent field keeps its value; null clears it.
    const updated = await commerce.clients.update((q) => q.where({ id: session.clientId }), {
      data(c) {
        c.name = body.name.trim()
        if (body.phone !== undefined) c.phone = body.phone === null ? null : body.phone.trim()
        if (body.birthdate !== undefined) c.birthdate = body.birthdate
        if (body.gender !== undefined) c.gender = body.gender
        if (body.order_updates !== undefined) c.order_updates = body.order_updates
        if (body.newsletter !== undefined) c.newsletter = body.newsletter
      },
    })
    return reply(200, {
      result: true,
      message: 'Profile updated successfully.',
      client: toClient(updated ?? session.client),
    })
  }),

  securedRoute('post', '/api/v1/client/account/delete', async ({ session, reply }) => {
    await deleteClient(session.clientId)
    return reply(200, { result: true, message: 'Your account has been deleted.' })
  }),
]
