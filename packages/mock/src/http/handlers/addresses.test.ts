import { describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import {
  addressInput,
  call,
  commerceSnapshot,
  register,
  setupMockHarness,
  signIn,
} from '../../testing/index.ts'

setupMockHarness()

async function list(token: string, query?: Record<string, number>) {
  return (await call('get', '/api/v1/client/addresses', { token, ...(query ? { query } : {}) })).body
}

const defaults = (addresses: { is_default: boolean }[]) => addresses.filter((a) => a.is_default).length

describe('saved addresses', () => {
  it('the first address becomes the default; is_default moves the flag to a new one', async () => {
    const { token } = await register('addr@example.com')
    expect((await call('get', '/api/v1/client/addresses/default', { token })).body.data).toBeNull()

    const first = await call('post', '/api/v1/client/addresses', {
      token,
      json: addressInput({ is_default: false }),
    })
    expect(first.status).toBe(200)
    expect(first.body.data.is_default).toBe(true)

    const second = await call('post', '/api/v1/client/addresses', {
      token,
      json: addressInput({ label: 'Office' }),
    })
    expect(second.body.data.is_default).toBe(false)

    const third = await call('post', '/api/v1/client/addresses', {
      token,
      json: addressInput({ label: 'Parents', is_default: true }),
    })
    expect(third.body.data.is_default).toBe(true)

    const all = await list(token)
    expect(defaults(all.data)).toBe(1)
    expect(all.data[0].label).toBe('Parents')
    expect((await call('get', '/api/v1/client/addresses/default', { token })).body.data.id).toBe(
      third.body.data.id,
    )
  })

  it('lists default first and pages by 10', async () => {
    const { token } = await register('many@example.com')
    for (let i = 0; i < 12; i++) {
      await call('post', '/api/v1/client/addresses', { token, json: addressInput({ label: `Place ${i}` }) })
    }
    const page1 = await list(token)
    expect(page1.data).toHaveLength(10)
    expect(page1.pagination).toEqual({ total: 12, per_page: 10, current_page: 1, last_page: 2 })
    expect(page1.data[0]).toMatchObject({ label: 'Place 0', is_default: true })
    expect(page1.data[1].label).toBe('Place 11')
    const page2 = await list(token, { page: 2 })
    expect(page2.data).toHaveLength(2)
  })

  it('updates with multipart form data and _method=PUT, turning strings into numbers and booleans', async () => {
    const token = await signIn(DEMO_EMAIL)
    const office = (await list(token)).data.find((a: { label: string }) => a.label === 'Office')
    const updated = await call('post', '/api/v1/client/addresses/{id}', {
      token,
      params: { id: office.id },
      form: {
        _method: 'PUT',
        label: 'Work',
        name: 'Demo Shopper',
        street: '9 Pyramids Road',
        building: '3',
        floor: '1',
        city: 'Giza',
        phone: '+201001234567',
        latitude: '29.98',
        longitude: '31.13',
        is_default: '1',
      },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({
      label: 'Work',
      latitude: 29.98,
      longitude: 31.13,
      is_default: true,
    })
    const all = await list(token)
    expect(defaults(all.data)).toBe(1)
    expect(all.data[0].id).toBe(office.id)
  })

  it('takes a URL-encoded form too; a field left out keeps its value, empty notes clear them, is_default=0 changes nothing', async () => {
    const token = await signIn(DEMO_EMAIL)
    const home = (await list(token)).data.find((a: { label: string }) => a.label === 'Home')
    expect(home).toMatchObject({ notes: 'Ring twice.', latitude: 30.0444, is_default: true })
    const form = {
      _method: 'PUT',
      label: 'Home',
      name: 'Demo Shopper',
      street: '12 Nile Street',
      building: '4',
      floor: '3',
      city: 'Cairo',
      phone: '+201001234567',
    }
    const encoded = await call('post', '/api/v1/client/addresses/{id}', {
      token,
      params: { id: home.id },
      raw: {
        body: new URLSearchParams({ ...form, is_default: '0' }).toString(),
        type: 'application/x-www-form-urlencoded',
      },
    })
    expect(encoded.status).toBe(200)
    expect(encoded.body.data).toMatchObject({
      floor: '3',
      notes: 'Ring twice.',
      latitude: 30.0444,
      longitude: 31.2357,
      is_default: true,
    })
    const cleared = await call('post', '/api/v1/client/addresses/{id}', {
      token,
      params: { id: home.id },
      form: { ...form, notes: '' },
    })
    expect(cleared.body.data.notes).toBeNull()
  })

  it('refuses an update without _method=PUT or sent as JSON', async () => {
    const token = await signIn(DEMO_EMAIL)
    const before = commerceSnapshot()
    const form = {
      label: 'X1',
      name: 'Demo',
      street: 'S',
      building: 'B',
      floor: 'F',
      city: 'C',
      phone: '+201001234567',
    }
    const missing = await call('post', '/api/v1/client/addresses/{id}', { token, params: { id: 1 }, form })
    expect(missing.status).toBe(422)
    expect(missing.body.errors._method).toBeDefined()
    const patch = await call('post', '/api/v1/client/addresses/{id}', {
      token,
      params: { id: 1 },
      form: { ...form, _method: 'PATCH' },
    })
    expect(patch.status).toBe(422)
    const json = await call('post', '/api/v1/client/addresses/{id}', {
      token,
      params: { id: 1 },
      json: { ...form, _method: 'PUT' },
    })
    expect(json.status).toBe(415)
    expect(json.body.errors.body).toEqual([
      'Send the body as multipart/form-data or application/x-www-form-urlencoded.',
    ])
    expect(json.body.result).toBe(false)
    expect(commerceSnapshot()).toBe(before)
  })

  it("answers '... is required' in the spec's words for blank fields", async () => {
    const { token } = await register('blank@example.com')
    const answer = await call('post', '/api/v1/client/addresses', {
      token,
      json: addressInput({ label: '  ', street: ' ', building: '\t', floor: ' ', city: '   ', name: '   ' }),
    })
    expect(answer.status).toBe(422)
    expect(answer.body.result).toBe(false)
    expect(answer.body.errors).toEqual({
      label: ['Label is required.'],
      name: ['Name is required.'],
      street: ['Street is required.'],
      building: ['Building is required.'],
      floor: ['Floor is required.'],
      city: ['City is required.'],
    })
    const phone = await call('post', '/api/v1/client/addresses', {
      token,
      json: addressInput({ phone: '((  ))' }),
    })
    expect(phone.status).toBe(422)
    expect(phone.body.errors.phone).toEqual(['Invalid phone number.'])
    expect((await list(token)).data).toHaveLength(0)
  })

  it('deleting the default moves the flag to the newest remaining address', async () => {
    const { token } = await register('del@example.com')
    const a = (await call('post', '/api/v1/client/addresses', { token, json: addressInput({ label: 'A' }) }))
      .body.data
    const b = (await call('post', '/api/v1/client/addresses', { token, json: addressInput({ label: 'B' }) }))
      .body.data
    const c = (await call('post', '/api/v1/client/addresses', { token, json: addressInput({ label: 'C' }) }))
      .body.data
    expect(a.is_default).toBe(true)
    const removed = await call('delete', '/api/v1/client/addresses/{id}', { token, params: { id: a.id } })
    expect(removed.status).toBe(200)
    const after = (await list(token)).data
    expect(after.map((x: { id: number }) => x.id)).toEqual([c.id, b.id])
    expect(after[0].is_default).toBe(true)
    expect(defaults(after)).toBe(1)
    const again = await call('delete', '/api/v1/client/addresses/{id}', { token, params: { id: a.id } })
    expect(again.status).toBe(404)
  })

  it("someone else's address is not found", async () => {
    const { token } = await register('intruder@example.com')
    const before = commerceSnapshot()
    const form = {
      _method: 'PUT',
      label: 'Mine',
      name: 'Intruder',
      street: 'S',
      building: 'B',
      floor: 'F',
      city: 'C',
      phone: '+201001234567',
    }
    expect(
      (await call('post', '/api/v1/client/addresses/{id}', { token, params: { id: 1 }, form })).status,
    ).toBe(404)
    expect((await call('delete', '/api/v1/client/addresses/{id}', { token, params: { id: 1 } })).status).toBe(
      404,
    )
    expect(commerceSnapshot()).toBe(before)
    expect((await list(token)).data).toHaveLength(0)
  })

  it('needs a token', async () => {
    expect((await call('get', '/api/v1/client/addresses')).status).toBe(401)
    expect((await call('post', '/api/v1/client/addresses', { json: addressInput() })).status).toBe(401)
  })
})
