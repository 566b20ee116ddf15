import type { AddressRecord } from '../../model/records.ts'
import { clientAddresses, commerce, findAddress, nextId, paginate, toAddress } from '../../store/commerce.ts'
import { characters, invalid, problems } from '../field-rules.ts'
import { errorBody, securedRoute } from '../route.ts'

type AddressFields = Pick<
  AddressRecord,
  'label' | 'name' | 'street' | 'building' | 'floor' | 'city' | 'phone'
>

const REQUIRED: Record<keyof AddressFields, string> = {
  label: 'Label',
  name: 'Name',
  street: 'Street',
  building: 'Building',
  floor: 'Floor',
  city: 'City',
  phone: 'Phone number',
}

function checkFields(input: AddressFields): {
  fields: AddressFields
  errors: Record<string, string[]> | null
} {
  const fields = {} as AddressFields
  const found: Record<string, string | null> = {}
  for (const key of Object.keys(REQUIRED) as (keyof AddressFields)[]) {
    fields[key] = input[key].trim()
    found[key] = fields[key] === '' ? `${REQUIRED[key]} is required.` : null
  }
  if (!found.name && characters(fields.name) < 2) found.name = 'Name must be at least 2 characters.'
  return { fields, errors: problems(found) }
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

async function makeDefault(clientId: number, id: number): Promise<void> {
  await commerce.addresses.updateMany((q) => q.where({ client_id: clientId }), {
    data(a) {
      a.is_default = a.id === id
    },
  })
}

export const addressHandlers = [
  securedRoute('get', '/api/v1/client/addresses', ({ query, session, reply }) => {
    const page = paginate(clientAddresses(session.clientId).map(toAddress), query.page, query.per_page ?? 10)
    return reply(200, { result: true, message: 'OK', ...page })
  }),

  securedRoute('get', '/api/v1/client/addresses/default', ({ session, reply }) => {
    const found = clientAddresses(session.clientId).find((a) => a.is_default)
    return reply(200, { result: true, message: 'OK', data: found ? toAddress(found) : null })
  }),

  securedRoute('post', '/api/v1/client/addresses', async ({ body, session, reply }) => {
    const { fields, errors } = checkFields(body)
    if (errors) return reply(422, invalid(errors))
    const isFirst = clientAddresses(session.clientId).length === 0
    const id = nextId('address')
    await commerce.addresses.create({
      id,
      client_id: session.clientId,
      ...fields,
      notes: blankToNull(body.notes),
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      is_default: false,
    })
    if (isFirst || body.is_default) await makeDefault(session.clientId, id)
    const saved = findAddress(session.clientId, id)!
    return reply(200, { result: true, message: 'Address added successfully.', data: toAddress(saved) })
  }),

  securedRoute('post', '/api/v1/client/addresses/{id}', async ({ body, params, session, reply }) => {
    // The schema already demands `_method: PUT`; this guards the one form the spec allows.
    if (body._method !== 'PUT') return reply(422, invalid({ _method: ['The _method field must be PUT.'] }))
    const address = findAddress(session.clientId, params.id)
    if (!address) return reply(404, errorBody('Address not found.'))
    const { fields, errors } = checkFields(body)
    const latitude = body.latitude === undefined ? undefined : Number(body.latitude)
    const longitude = body.longitude === undefined ? undefined : Number(body.longitude)
    const all = {
      ...errors,
      ...problems({
        latitude: latitude !== undefined && Math.abs(latitude) > 90 ? 'Invalid latitude.' : null,
        longitude: longitude !== undefined && Math.abs(longitude) > 180 ? 'Invalid longitude.' : null,
      }),
    }
    if (Object.keys(all).length > 0) return reply(422, invalid(all))
    await commerce.addresses.update(address, {
      data(a) {
        Object.assign(a, fields)
        if (body.notes !== undefined) a.notes = blankToNull(body.notes)
        if (latitude !== undefined) a.latitude = latitude
        if (longitude !== undefined) a.longitude = longitude
      },
    })
    // Clearing the flag is ignored: the default only moves when another address takes it.
    if (body.is_default === '1' || body.is_default === 'true') await makeDefault(session.clientId, address.id)
    const saved = findAddress(session.clientId, address.id)!
    return reply(200, { result: true, message: 'Address updated successfully.', data: toAddress(saved) })
  }),

  securedRoute('delete', '/api/v1/client/addresses/{id}', async ({ params, session, reply }) => {
    const address = findAddress(session.clientId, params.id)
    if (!address) return reply(404, errorBody('Address not found.'))
    commerce.addresses.delete(address)
    if (address.is_default) {
      const newest = clientAddresses(session.clientId).sort((a, b) => b.id - a.id)[0]
      if (newest) await makeDefault(session.clientId, newest.id)
    }
    return reply(200, { result: true, message: 'Address deleted successfully.' })
  }),
]
