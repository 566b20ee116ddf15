import { HttpResponse, http } from 'msw'
import type { Client } from '../../model/records.ts'
import { findCoupon, findVariant } from '../../store/catalog.ts'
import { commerce, findClientByEmail, nextId, registerClient, toClient } from '../../store/commerce.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import { couponProblem, priceCart } from '../../store/pricing.ts'
import { createSession } from '../../store/sessions.ts'
import { devRoute } from '../route.ts'

/** An address no client holds yet, so each click makes a shopper of its own. */
function unusedEmail(prefix: string): string {
  for (let n = 1; ; n++) {
    const email = `${prefix}-${n}@example.com`
    if (!findClientByEmail(email)) return email
  }
}

function inStockVariants(count: number, quantity: number) {
  const picked: { id: number; product: number }[] = []
  for (let id = 1; id <= 5000 && picked.length < count; id++) {
    const found = findVariant(id)
    if (!found || found.variant.pre_order || found.variant.stock < quantity) continue
    if (picked.some((p) => p.product === found.product.id)) continue
    picked.push({ id, product: found.product.id })
  }
  return picked
}

async function newShopper(prefix: string, name: string): Promise<Client> {
  return registerClient(unusedEmail(prefix), { name })
}

async function fullCart(): Promise<Client> {
  const client = await newShopper('full-cart', 'Full Cart Shopper')
  await saveDefaultAddress(client)
  for (const [i, line] of inStockVariants(4, 2).entries()) {
    await commerce.cartLines.create({
      client_id: client.id,
      variant_id: line.id,
      quantity: i === 1 ? 2 : 1,
      seq: nextId('seq'),
    })
  }
  const subtotal = priceCart(client.id).cart.subtotal
  const coupon = ['SAVE10', 'WELCOME30']
    .map((code) => findCoupon(code))
    .find((c) => c && !couponProblem(c, client.id, subtotal))
  if (coupon) await commerce.cartCoupons.create({ client_id: client.id, code: coupon.code })
  return client
}

async function saveDefaultAddress(client: Client): Promise<void> {
  await commerce.addresses.create({
    id: nextId('address'),
    client_id: client.id,
    name: client.name,
    phone: '+201001234568',
    label: 'Home',
    street: '5 Corniche Road',
    building: '9',
    floor: '3',
    city: 'Alexandria',
    notes: null,
    latitude: 31.2001,
    longitude: 29.9187,
    is_default: true,
  })
}

async function addressOnly(): Promise<Client> {
  const client = await newShopper('address-only', 'Address Shopper')
  await saveDefaultAddress(client)
  return client
}

const PERSONAS: Record<string, () => Promise<Client | undefined>> = {
  demo: async () => findClientByEmail(DEMO_EMAIL),
  new: () => newShopper('new', 'New Shopper'),
  'full-cart': fullCart,
  'address-only': addressOnly,
}

export const PERSONA_NAMES = Object.keys(PERSONAS)

export const personaDevHandlers = [
  http.get('*/__mock/personas', () => HttpResponse.json({ result: true, data: PERSONA_NAMES })),

  devRoute('post', '*/__mock/personas/:name', async ({ params }) => {
    const name = String(params.name)
    const make = Object.hasOwn(PERSONAS, name) ? PERSONAS[name] : undefined
    const client = await make?.()
    if (!client) {
      return HttpResponse.json(
        { result: false, message: `No persona "${name}" (personas: ${PERSONA_NAMES.join(', ')}).` },
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
