// A return's 200 needs a delivered order, which a fresh account lacks: an account with deliveries has one.
import { type Body, captcha, type Journey, need, readOtp } from '../session.ts'

export async function returnDeliveredOrder(j: Journey, returnsEmail: string): Promise<void> {
  const returnsToken = await captcha(j, 'captcha token for the returns sign-in')
  const sent = await j.call('send login code, account with deliveries', [200, 422, 429], () =>
    j.api.POST('/api/v1/client/send-otp-login', {
      body: { email: returnsEmail, recaptcha_token: returnsToken },
    }),
  )
  if (sent.status !== 200) {
    j.notes.push(
      `Return of a delivered order not tried: sign-in code for ${returnsEmail} answered ${sent.status}.`,
    )
    return
  }
  const code = need(await readOtp(j, returnsEmail), `code for ${returnsEmail}`)
  const signedIn = await j.call('verify login code, account with deliveries', 200, () =>
    j.api.POST('/api/v1/client/verify-otp-login', { body: { email: returnsEmail, otp: code } }),
  )
  j.token = need<string>(signedIn.body?.token, 'token of the account with deliveries')
  const orders =
    (
      await j.call('orders, account with deliveries', 200, () =>
        j.api.GET('/api/v1/client/orders', { params: { query: { per_page: 100 } } }),
      )
    ).body?.data ?? []
  const returns =
    (
      await j.call('returns, account with deliveries', 200, () =>
        j.api.GET('/api/v1/client/return-orders', { params: { query: { per_page: 100 } } }),
      )
    ).body?.data ?? []
  const returned = new Set(returns.map((r: Body) => r.order_id))
  const delivered = orders.filter((o: Body) => o.status === 'Delivered')
  const candidate = delivered.find((o: Body) => !returned.has(o.id))
  if (!candidate) {
    j.notes.push(`${returnsEmail} has no delivered order without a return: the 200 of a return was not seen.`)
  } else {
    const created = await j.call('return a delivered order', 200, () =>
      j.api.POST('/api/v1/client/return-orders', {
        body: { order_id: candidate.id, reason: 'The screen has a dead pixel.' },
      }),
    )
    const id = need<number>(created.body?.data?.id, 'return id')
    await j.call('return order detail', 200, () =>
      j.api.GET('/api/v1/client/return-orders/{id}', { params: { path: { id } } }),
    )
    await j.call('second return of the same order', 409, () =>
      j.api.POST('/api/v1/client/return-orders', {
        body: { order_id: candidate.id, reason: 'Asking a second time on purpose.' },
      }),
    )
  }
  await j.call('logout, account with deliveries', 200, () => j.api.POST('/api/v1/client/logout'))
}
