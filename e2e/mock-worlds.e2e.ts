import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

// Two shoppers on one server, each browser in a world of its own (the `mock_session` cookie): the
// same demo account, two carts, in the page the server renders and in the app once it runs.
describe('isolated mock worlds on one server', () => {
  const b = useBrowser()

  /** The demo shopper signed in inside `world`, with one line of the `nth` in-stock product in the cart. */
  async function shopperIn(world: string, nth: number) {
    const headers = { 'x-mock-session': world, 'content-type': 'application/json' }
    const signedIn = await fetch(`${b.baseUrl}/__mock/personas/demo`, { method: 'POST', headers })
    const { token } = (await signedIn.json()) as { token: string }
    const variants = (await (
      await fetch(`${b.baseUrl}/api/v1/client/getAllProductsVariants?per_page=100`, { headers })
    ).json()) as { data: { id: number; product_id: number; stock: number; pre_order: boolean }[] }
    const inStock = variants.data.filter((v) => v.stock >= 5 && !v.pre_order)
    const products = [...new Set(inStock.map((v) => v.product_id))]
    const variant = inStock.find((v) => v.product_id === products[nth])
    const auth = { ...headers, authorization: `Bearer ${token}` }
    const added = await fetch(`${b.baseUrl}/api/v1/client/cart/addOrUpdate`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ variant_id: variant?.id, quantity: 1 }),
    })
    expect(added.status).toBe(200)
    const cart = (await (await fetch(`${b.baseUrl}/api/v1/client/cart`, { headers: auth })).json()) as {
      data: { items: { product: { name: string } }[] }
    }
    const names = cart.data.items.map((item) => item.product.name)
    return { token, name: names.at(-1) as string, names }
  }

  it('shows each world its own cart, server-rendered and in the browser', async () => {
    const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
    const worlds = [`journey-a-${run}`, `journey-b-${run}`]
    const [a, b2] = [await shopperIn(worlds[0] as string, 0), await shopperIn(worlds[1] as string, 1)]
    expect(a.name).not.toBe(b2.name)
    expect(a.names).not.toContain(b2.name)
    expect(b2.names).not.toContain(a.name)

    const visits = [
      { world: worlds[0] as string, own: a, other: b2 },
      { world: worlds[1] as string, own: b2, other: a },
    ]
    for (const { world, own, other } of visits) {
      // The page as the server renders it for this browser's cookies, before any script runs.
      const html = await (
        await fetch(`${b.baseUrl}/cart`, {
          headers: { cookie: `mock_session=${world}; auth_token=${own.token}` },
        })
      ).text()
      const lines = /<ul aria-label="Cart"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ''
      expect(lines, world).toContain(escapeHtml(own.name))
      expect(lines, world).not.toContain(escapeHtml(other.name))
    }

    // Both browsers at once, on the one server.
    const pages = await Promise.all(
      visits.map(async ({ world, own }) => {
        const { context, page } = await b.page()
        await context.addCookies([
          { name: 'mock_session', value: world, url: b.baseUrl },
          { name: 'auth_token', value: own.token, url: b.baseUrl },
        ])
        await context.addInitScript(() => {
          localStorage.setItem('cookie_consent', 'true')
          if (!localStorage.getItem('auth'))
            localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, client: null }))
        })
        await page.goto('/cart')
        return { page, ...visits.find((visit) => visit.world === world) }
      }),
    )
    for (const { page, own, other } of pages) {
      const cart = page.getByRole('list', { name: 'Cart' })
      await cart.getByRole('link', { name: own?.name as string, exact: true }).waitFor()
      expect(await cart.getByRole('link', { name: other?.name as string, exact: true }).count()).toBe(0)
    }

    // The shared world saw none of it: the demo shopper's cart there holds neither product.
    const shared = await fetch(`${b.baseUrl}/__mock/personas/demo`, { method: 'POST' })
    const { token } = (await shared.json()) as { token: string }
    const cart = (await (
      await fetch(`${b.baseUrl}/api/v1/client/cart`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { items: { product: { name: string } }[] } }
    const sharedNames = cart.data.items.map((item) => item.product.name)
    expect(sharedNames).not.toContain(a.name)
    expect(sharedNames).not.toContain(b2.name)
  })
})

/** As React writes text into the server's HTML. */
function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#x27;',
  }
  return text.replace(/[&<>"']/g, (c) => entities[c] as string)
}
