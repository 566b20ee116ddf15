import { describe, expect, it } from 'vitest'
import { commerce, findClientByEmail } from '../../store/commerce.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import { listReviews } from '../../store/reviews.ts'
import { addressInput, call, register, setupMockHarness, signIn, variantWhere } from '../../testing/index.ts'

setupMockHarness()

describe('profile update', () => {
  it('updates the name and the optional fields it is given, keeping the others', async () => {
    const token = await signIn(DEMO_EMAIL)
    const updated = await call('post', '/api/v1/client/profile/update', {
      token,
      json: { name: '  Demo Renamed ', gender: 'Female', birthdate: '1990-04-12', newsletter: true },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.message).toBe('Profile updated successfully.')
    expect(updated.body.client).toMatchObject({
      name: 'Demo Renamed',
      gender: 'Female',
      birthdate: '1990-04-12',
      newsletter: true,
      phone: '+201001234567',
      order_updates: true,
    })
    const me = await call('get', '/api/v1/client/me', { token })
    expect(me.body.client.name).toBe('Demo Renamed')
  })

  it('null clears the phone, the birthdate and the gender; a field left out keeps its value', async () => {
    const { token } = await register('clears@example.com', 'Nora Haddad', {
      phone: '+20 100 555 1234',
      birthdate: '1990-04-12',
      gender: 'Female',
    })
    const kept = await call('post', '/api/v1/client/profile/update', { token, json: { name: 'Nora Haddad' } })
    expect(kept.body.client).toMatchObject({
      phone: '+20 100 555 1234',
      birthdate: '1990-04-12',
      gender: 'Female',
    })
    const cleared = await call('post', '/api/v1/client/profile/update', {
      token,
      json: { name: 'Nora Haddad', phone: null, birthdate: null, gender: null },
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.client).toMatchObject({ phone: null, birthdate: null, gender: null })
    expect((await call('get', '/api/v1/client/me', { token })).body.client.phone).toBeNull()
    for (const field of ['name', 'order_updates', 'newsletter']) {
      const refused = await call('post', '/api/v1/client/profile/update', {
        token,
        json: { name: 'Nora Haddad', [field]: null },
      })
      expect(refused.status, field).toBe(422)
    }
    const empty = await call('post', '/api/v1/client/profile/update', {
      token,
      json: { name: 'Nora Haddad', phone: '' },
    })
    expect(empty.body.errors).toEqual({ phone: ['Invalid phone number.'] })
  })

  it('name is required', async () => {
    const token = await signIn(DEMO_EMAIL)
    const missing = await call('post', '/api/v1/client/profile/update', { token, json: { gender: 'Male' } })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.name).toBeDefined()
    const blank = await call('post', '/api/v1/client/profile/update', { token, json: { name: '    ' } })
    expect(blank.status).toBe(422)
    expect(blank.body.errors.name).toEqual(['Full name must be at least 2 characters.'])
  })

  it("answers 'Invalid birthdate.' for impossible or future dates and 'Invalid phone number.'", async () => {
    const token = await signIn(DEMO_EMAIL)
    const before = JSON.stringify(findClientByEmail(DEMO_EMAIL))
    for (const birthdate of ['2100-01-01', '1850-06-01']) {
      const answer = await call('post', '/api/v1/client/profile/update', {
        token,
        json: { name: 'Demo', birthdate },
      })
      expect(answer.status).toBe(422)
      expect(answer.body.errors.birthdate).toEqual(['Invalid birthdate.'])
    }
    const impossible = await call('post', '/api/v1/client/profile/update', {
      token,
      json: { name: 'Demo', birthdate: '2001-02-29' },
    })
    expect(impossible.status).toBe(422)
    const phone = await call('post', '/api/v1/client/profile/update', {
      token,
      json: { name: 'Demo', phone: '--- ---' },
    })
    expect(phone.status).toBe(422)
    expect(phone.body.errors.phone).toEqual(['Invalid phone number.'])
    expect(JSON.stringify(findClientByEmail(DEMO_EMAIL))).toBe(before)
  })

  it('needs a token', async () => {
    expect((await call('post', '/api/v1/client/profile/update', { json: { name: 'Demo' } })).status).toBe(401)
  })
})

describe('account delete', () => {
  it('removes the client and everything of theirs, and revokes every token', async () => {
    const { token, client } = await register('gone@example.com', 'Gone Soon')
    const second = await signIn('gone@example.com')
    const { variant, product } = variantWhere((v) => !v.pre_order && v.stock >= 2)
    const address = await call('post', '/api/v1/client/addresses', { token, json: addressInput() })
    await call('post', '/api/v1/client/cart/addOrUpdate', {
      token,
      json: { variant_id: variant.id, quantity: 1 },
    })
    await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'order', address_id: address.body.data.id, payment_method: 'cod' },
    })
    await call('post', '/api/v1/client/cart/addOrUpdate', {
      token,
      json: { variant_id: variant.id, quantity: 1 },
    })
    await call('post', '/api/v1/client/wishlist/addOrRemove', { token, json: { product_id: product.id } })
    await call('post', '/api/v1/client/reviews', {
      token,
      json: { product_id: product.id, rating: 4, comment: 'Good.' },
    })
    expect(listReviews({ authorId: client.id })).toHaveLength(1)

    const deleted = await call('post', '/api/v1/client/account/delete', { token })
    expect(deleted.status).toBe(200)

    expect(findClientByEmail('gone@example.com')).toBeUndefined()
    for (const [name, collection] of Object.entries(commerce)) {
      const left = collection.all().filter((r) => 'client_id' in r && r.client_id === client.id)
      expect(left, name).toHaveLength(0)
    }
    expect(listReviews({ authorId: client.id })).toHaveLength(0)
    expect((await call('get', '/api/v1/client/me', { token })).status).toBe(401)
    expect((await call('get', '/api/v1/client/me', { token: second })).status).toBe(401)
    // The address is free again, and an account made with it starts empty.
    const back = await register('gone@example.com', 'Back Again')
    expect(back.client.id).not.toBe(client.id)
    for (const path of [
      '/api/v1/client/orders',
      '/api/v1/client/pre-orders',
      '/api/v1/client/return-orders',
      '/api/v1/client/addresses',
      '/api/v1/client/wishlist',
      '/api/v1/client/reviews',
    ] as const)
      expect((await call('get', path, { token: back.token })).body.data, path).toEqual([])
    expect((await call('get', '/api/v1/client/cart', { token: back.token })).body.data.items).toEqual([])
  })

  it("leaves other clients' data alone", async () => {
    const demo = await signIn(DEMO_EMAIL)
    const { token } = await register('other@example.com', 'Other Person')
    const before = (await call('get', '/api/v1/client/orders', { token: demo })).body.pagination.total
    await call('post', '/api/v1/client/account/delete', { token })
    expect((await call('get', '/api/v1/client/orders', { token: demo })).body.pagination.total).toBe(before)
    expect((await call('get', '/api/v1/client/addresses', { token: demo })).body.data).toHaveLength(2)
  })
})
