// A fresh account from sign-up by e-mailed code to deletion, through every signed-in operation.
import { type Body, captcha, type Journey, need, readOtp } from '../session.ts'
import type { Catalogue } from './catalogue.ts'

/** Public, but reached only with a code the server e-mailed. */
const SIGN_IN = new Set(['verifyOtpRegister', 'sendOtpLogin', 'verifyOtpLogin'])

/** Registers the journey's account; false when no code can be read (the signed-in steps are skipped). */
export async function signUp(j: Journey): Promise<boolean> {
  const registerToken = await captcha(j, 'captcha token for registration')
  await j.call('send register code', 200, () =>
    j.api.POST('/api/v1/client/send-otp-register', {
      body: {
        email: j.email,
        name: 'Contract Check',
        terms: true,
        newsletter: false,
        recaptcha_token: registerToken,
      },
    }),
  )
  const registerCode = await readOtp(j, j.email)
  if (!registerCode) {
    const reason = 'no OTP source: the server has no /__mock/outbox and no --otp code was given'
    j.notes.push(`Signed-in steps skipped (${reason}).`)
    // A public operation an earlier section never reached stays a failure, not a skip.
    const reached = new Set(j.calls.map((c) => c.operationId))
    for (const op of j.contract.operations) {
      if (reached.has(op.operationId) || !(op.requiresAuth || SIGN_IN.has(op.operationId))) continue
      j.skipped.push({ operationId: op.operationId, reason })
    }
    return false
  }
  const registered = await j.call('verify register code', 200, () =>
    j.api.POST('/api/v1/client/verify-otp-register', { body: { email: j.email, otp: registerCode } }),
  )
  j.token = need<string>(registered.body?.token, 'token after registering')
  await askingRevealsNoAccount(j)
  return true
}

const OTP_FAILED = 'OTP verification failed.'

/** openapi.yaml: the send-otp answers do not tell whether an address has an account, nor does verify. */
async function askingRevealsNoAccount(j: Journey): Promise<void> {
  const token = j.token
  j.token = null
  try {
    const nobody = `nobody-${j.runId}@example.com`
    const loginToken = await captcha(j, 'captcha token for an address without an account')
    await j.call('send login code to an address without an account: answered as any', 200, () =>
      j.api.POST('/api/v1/client/send-otp-login', { body: { email: nobody, recaptcha_token: loginToken } }),
    )
    const registerToken = await captcha(j, 'captcha token for an address with an account')
    await j.call('send register code to an address with an account: answered as any', 200, () =>
      j.api.POST('/api/v1/client/send-otp-register', {
        body: { email: j.email, name: 'Contract Check', terms: true, recaptcha_token: registerToken },
      }),
    )
    const sameRefusal = (body: Body) =>
      body?.message === OTP_FAILED ? null : `message is ${JSON.stringify(body?.message)}, not '${OTP_FAILED}'`
    await j.call(
      'verify a code for an address without an account',
      422,
      () => j.api.POST('/api/v1/client/verify-otp-login', { body: { email: nobody, otp: '000000' } }),
      sameRefusal,
    )
    await j.call(
      'verify a register code for an address with an account',
      422,
      () => j.api.POST('/api/v1/client/verify-otp-register', { body: { email: j.email, otp: '000000' } }),
      sameRefusal,
    )
  } finally {
    j.token = token
  }
}

/** The profile and two addresses; returns the default (home) address. */
export async function editProfileAndAddresses(j: Journey): Promise<number> {
  await editProfile(j)
  return editAddresses(j)
}

async function editProfile(j: Journey): Promise<void> {
  await j.call('current user', 200, () => j.api.GET('/api/v1/client/me'))
  await j.call('profile update', 200, () =>
    j.api.POST('/api/v1/client/profile/update', {
      body: {
        name: 'Contract Check Two',
        gender: 'Prefer not to say',
        birthdate: '1990-04-12',
        phone: '+20 100 123 4567',
        order_updates: true,
        newsletter: false,
      },
    }),
  )

  await j.call(
    'profile update clearing phone, birthdate and gender with null',
    200,
    () =>
      j.api.POST('/api/v1/client/profile/update', {
        body: { name: 'Contract Check Two', phone: null, birthdate: null, gender: null },
      }),
    (body) => {
      const client = body?.client ?? {}
      const kept = ['phone', 'birthdate', 'gender'].filter((key) => client[key] !== null)
      return kept.length ? `still set after null: ${kept.join(', ')}` : null
    },
  )
}

async function editAddresses(j: Journey): Promise<number> {
  const address = {
    name: 'Contract Check',
    street: '12 Nile Street',
    building: '4',
    floor: '2',
    city: 'Cairo',
    phone: '+201001234567',
  }
  const home = await j.call('create address', 200, () =>
    j.api.POST('/api/v1/client/addresses', {
      body: {
        ...address,
        label: 'Home',
        notes: null,
        latitude: 30.0444,
        longitude: 31.2357,
        is_default: true,
      },
    }),
  )
  const homeId = need<number>(home.body?.data?.id, 'address id')
  const office = await j.call('create second address', 200, () =>
    j.api.POST('/api/v1/client/addresses', { body: { ...address, label: 'Office' } }),
  )
  const officeId = need<number>(office.body?.data?.id, 'second address id')
  await j.call('list addresses', 200, () => j.api.GET('/api/v1/client/addresses'))
  await j.call('street and city at the pin', 200, () =>
    j.api.GET('/api/v1/client/geocode/reverse', {
      params: { query: { latitude: 30.0444, longitude: 31.2357 } },
    }),
  )
  await j.call('default address', 200, () => j.api.GET('/api/v1/client/addresses/default'))
  await j.call('update address (multipart, _method=PUT)', 200, () =>
    j.api.POST('/api/v1/client/addresses/{id}', {
      params: { path: { id: officeId } },
      body: {
        ...address,
        _method: 'PUT',
        label: 'Office',
        street: '1 Tahrir Square',
        latitude: '30.04',
        longitude: '31.23',
        is_default: '1',
      },
      bodySerializer(body) {
        const form = new FormData()
        for (const [key, value] of Object.entries(body ?? {})) form.append(key, String(value))
        return form
      },
    }),
  )
  await j.call('default address after update', 200, () => j.api.GET('/api/v1/client/addresses/default'))
  await j.call('delete address', 200, () =>
    j.api.DELETE('/api/v1/client/addresses/{id}', { params: { path: { id: officeId } } }),
  )
  return homeId
}

export async function fillCartAndWishlist(
  j: Journey,
  { inStockVariants, coupons, product }: Catalogue,
): Promise<void> {
  const [line, other] = inStockVariants
  const variant = need<Body>(line, 'in-stock variant')
  await j.call('cart add', 200, () =>
    j.api.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id: variant.id, quantity: 1 } }),
  )
  await j.call('cart update quantity', 200, () =>
    j.api.POST('/api/v1/client/cart/addOrUpdate', {
      body: { variant_id: variant.id, quantity: Math.min(2, variant.stock) },
    }),
  )
  if (other) {
    await j.call('cart add another', 200, () =>
      j.api.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id: other.id, quantity: 1 } }),
    )
  }
  await j.call('cart remove', 200, () =>
    j.api.DELETE('/api/v1/client/cart/remove', { body: { variant_id: (other ?? variant).id } }),
  )
  if (!other) {
    await j.call('cart add again', 200, () =>
      j.api.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id: variant.id, quantity: 1 } }),
    )
  }
  const cart = (await j.call('cart', 200, () => j.api.GET('/api/v1/client/cart'))).body?.data
  const subtotal = cart?.subtotal ?? 0
  const usable = coupons.find((c) => (c.min_subtotal ?? 0) <= subtotal && !c.expires_at)
  await j.call(usable ? `apply coupon ${usable.code}` : 'apply unknown coupon', usable ? 200 : 422, () =>
    j.api.POST('/api/v1/client/coupon/apply', {
      body: { code: usable?.code ?? `NOPE${j.runId}`.slice(0, 40) },
    }),
  )
  await j.call('remove coupon', 200, () => j.api.POST('/api/v1/client/coupon/remove'))

  await j.call('wishlist add', 200, () =>
    j.api.POST('/api/v1/client/wishlist/addOrRemove', { body: { product_id: product.id } }),
  )
  await j.call('wishlist', 200, () => j.api.GET('/api/v1/client/wishlist'))
  await j.call('wishlist remove', 200, () =>
    j.api.POST('/api/v1/client/wishlist/addOrRemove', { body: { product_id: product.id } }),
  )
}

const cancellable = (wanted: boolean) => (b: Body) =>
  b?.data?.cancellable === wanted ? null : `cancellable is ${b?.data?.cancellable}, expected ${wanted}`

/** Places, repeats and cancels an order and a pre-order; returns the order and the account's orders. */
export async function placeAndCancelOrders(
  j: Journey,
  homeId: number,
  { preOrderVariant }: Catalogue,
): Promise<{ orderId: number; orders: Body[] }> {
  const attempt = {
    params: { header: { 'Idempotency-Key': `contract-${j.runId}` } },
    body: {
      type: 'order' as const,
      address_id: homeId,
      payment_method: 'cod' as const,
      notes: 'Contract check',
    },
  }
  const placed = await j.call('place order', 200, () => j.api.POST('/api/v1/client/placeOrder', attempt))
  const orderId = need<number>(placed.body?.data?.id, 'order id')
  const replayed = await j.call('place order again with its Idempotency-Key', 200, () =>
    j.api.POST('/api/v1/client/placeOrder', attempt),
  )
  if (replayed.body?.data?.id !== orderId) j.notes.push('A repeated Idempotency-Key answered another order.')
  await j.call('same Idempotency-Key, another body', 422, () =>
    j.api.POST('/api/v1/client/placeOrder', { ...attempt, body: { ...attempt.body, notes: 'Changed' } }),
  )
  const preOrderId = await placePreOrder(j, homeId, preOrderVariant)

  const orders = (await j.call('orders', 200, () => j.api.GET('/api/v1/client/orders'))).body?.data ?? []
  await cancelAndReplayOrder(j, orderId, () => j.api.POST('/api/v1/client/placeOrder', attempt))
  await cancelPreOrder(j, preOrderId, orderId)
  return { orderId, orders }
}

async function placePreOrder(j: Journey, homeId: number, preOrderVariant: Catalogue['preOrderVariant']) {
  if (!preOrderVariant) {
    await j.call('place pre-order with none in the cart', 409, () =>
      j.api.POST('/api/v1/client/placeOrder', {
        body: { type: 'pre_order', address_id: homeId, payment_method: 'cod' },
      }),
    )
    return null
  }
  await j.call('cart add pre-order item', 200, () =>
    j.api.POST('/api/v1/client/cart/addOrUpdate', {
      body: { variant_id: preOrderVariant.id, quantity: 1 },
    }),
  )
  const pre = await j.call(
    'place pre-order',
    200,
    () =>
      j.api.POST('/api/v1/client/placeOrder', {
        body: { type: 'pre_order', address_id: homeId, payment_method: 'cod', notes: null },
      }),
    cancellable(true),
  )
  return (pre.body?.data?.id as number | undefined) ?? null
}

async function cancelAndReplayOrder(j: Journey, orderId: number, placeAgain: Parameters<Journey['call']>[2]) {
  await j.call(
    'order detail',
    200,
    () => j.api.GET('/api/v1/client/orders/{id}', { params: { path: { id: orderId } } }),
    cancellable(true),
  )
  await j.call(
    'cancel order',
    200,
    () => j.api.POST('/api/v1/client/orders/{id}/cancel', { params: { path: { id: orderId } } }),
    cancellable(false),
  )
  await j.call('cancel a cancelled order', 409, () =>
    j.api.POST('/api/v1/client/orders/{id}/cancel', { params: { path: { id: orderId } } }),
  )
  // A replay is the first answer as it was (Pending), in the language the retry asks for.
  j.language = 'ar'
  try {
    await j.call(
      'place order again with its Idempotency-Key, after cancelling it, in Arabic',
      200,
      placeAgain,
      (b) =>
        b?.data?.id === orderId && b?.data?.status === 'Pending'
          ? null
          : `replayed order ${b?.data?.id} (${b?.data?.status}), expected ${orderId} as first answered (Pending)`,
    )
  } finally {
    j.language = 'en'
  }
}

async function cancelPreOrder(j: Journey, preOrderId: number | null, orderId: number) {
  await j.call('pre-orders', 200, () => j.api.GET('/api/v1/client/pre-orders'))
  await j.call(
    preOrderId ? 'cancel pre-order' : 'cancel unknown pre-order',
    preOrderId ? 200 : 404,
    () =>
      j.api.POST('/api/v1/client/pre-orders/{id}/cancel', {
        params: { path: { id: preOrderId ?? 999_999_999 } },
      }),
    preOrderId ? cancellable(false) : undefined,
  )
  if (preOrderId && preOrderId !== orderId) {
    await j.call('an id only a pre-order has, read as an order', 404, () =>
      j.api.GET('/api/v1/client/orders/{id}', { params: { path: { id: preOrderId } } }),
    )
  }
  if (preOrderId) {
    await j.call(
      'pre-order detail',
      200,
      () => j.api.GET('/api/v1/client/pre-orders/{id}', { params: { path: { id: preOrderId } } }),
      cancellable(false),
    )
  } else {
    await j.call('unknown pre-order', 404, () =>
      j.api.GET('/api/v1/client/pre-orders/{id}', { params: { path: { id: 999_999_999 } } }),
    )
  }
}

export async function returnAndReview(
  j: Journey,
  orderId: number,
  orders: Body[],
  { product }: Catalogue,
): Promise<void> {
  const delivered = orders.find((o: Body) => o.status === 'Delivered')
  if (!delivered) j.notes.push('No delivered order: return-orders create expects the documented 409.')
  const returned = await j.call(
    delivered ? 'return a delivered order' : 'return an undelivered order',
    delivered ? 200 : 409,
    () =>
      j.api.POST('/api/v1/client/return-orders', {
        body: { order_id: delivered?.id ?? orderId, reason: 'The screen has a dead pixel.' },
      }),
  )
  const returns =
    (await j.call('return orders', 200, () => j.api.GET('/api/v1/client/return-orders'))).body?.data ?? []
  const returnId: number | undefined = returned.status === 200 ? returned.body?.data?.id : returns[0]?.id
  await j.call(returnId ? 'return order detail' : 'unknown return order', returnId ? 200 : 404, () =>
    j.api.GET('/api/v1/client/return-orders/{id}', { params: { path: { id: returnId ?? 999_999_999 } } }),
  )

  const review = await j.call(
    'create review',
    200,
    () =>
      j.api.POST('/api/v1/client/reviews', {
        body: { product_id: product.id, rating: 5, comment: 'Great battery life.' },
      }),
    // openapi.yaml: a review shows the first name and the initial of the last, never the full name.
    (b) =>
      /^\S+( \S\.)?$/u.test(b?.data?.author?.name ?? '')
        ? null
        : `author.name is "${b?.data?.author?.name}", not a first name and an initial`,
  )
  const reviewId = need<number>(review.body?.data?.id, 'review id')
  await j.call('update review', 200, () =>
    j.api.PUT('/api/v1/client/reviews/{id}', {
      params: { path: { id: reviewId } },
      body: { rating: 4, comment: 'Still great, but it runs warm.' },
    }),
  )
  await j.call('own reviews', 200, () => j.api.GET('/api/v1/client/reviews'))
  await j.call('delete review', 200, () =>
    j.api.DELETE('/api/v1/client/reviews/{id}', { params: { path: { id: reviewId } } }),
  )

  await j.call('bad body', 422, () =>
    j.api.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id: 'one', quantity: 0 } as never }),
  )
}

export async function signOutSignInAndDelete(j: Journey): Promise<void> {
  await j.call('logout', 200, () => j.api.POST('/api/v1/client/logout'))
  await j.call('current user after logout', 401, () => j.api.GET('/api/v1/client/me'))

  const loginToken = await captcha(j, 'captcha token for sign-in')
  await j.call('send login code', 200, () =>
    j.api.POST('/api/v1/client/send-otp-login', { body: { email: j.email, recaptcha_token: loginToken } }),
  )
  const loginCode = need(await readOtp(j, j.email), 'login code')
  const signedIn = await j.call('verify login code', 200, () =>
    j.api.POST('/api/v1/client/verify-otp-login', { body: { email: j.email, otp: loginCode } }),
  )
  j.token = need<string>(signedIn.body?.token, 'token after signing in')
  await j.call('delete account', 200, () => j.api.POST('/api/v1/client/account/delete'))
  await j.call('current user after deletion', 401, () => j.api.GET('/api/v1/client/me'))
}
