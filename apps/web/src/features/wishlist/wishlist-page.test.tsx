import { mockConfig } from '@storefront/mock'
import { unwrap } from '@storefront/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ProductCard } from '../../components/product-card'
import { useWishlistCount } from '../../data/wishlist'
import { apiClient } from '../../lib/api'
import { resetAuth } from '../../lib/auth-store'
import { toaster } from '../../lib/toast-store'
import { rememberWishedVariant } from '../../lib/wished-variants'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import WishlistPage from './wishlist-page'

setupMockServer()

function Badge() {
  return <output data-testid="badge">{useWishlistCount().data ?? ''}</output>
}

const wished = async () => unwrap(await apiClient.GET('/api/v1/client/wishlist')).product_ids

/** Products with exactly one buyable variant (moved straight to the cart) and with several. */
async function productsByChoice() {
  const listing = unwrap(
    await apiClient.GET('/api/v1/client/products', { params: { query: { per_page: 40 } } }),
  )
  let single: (typeof listing.data)[number] | undefined
  let several: (typeof listing.data)[number] | undefined
  for (const summary of listing.data) {
    const { variants } = unwrap(
      await apiClient.GET('/api/v1/client/product/{id}', { params: { path: { id: String(summary.id) } } }),
    ).data
    const buyable = variants.filter((v) => v.pre_order || v.stock > 0)
    if (buyable.length === 1 && !buyable[0]?.pre_order) single ??= summary
    if (buyable.length > 1) several ??= summary
    if (single && several) return { single, several }
  }
  throw new Error('the seed lacks a single- or a multi-variant product')
}

/** Sets the demo wishlist to exactly these products. */
async function wishFor(ids: number[]) {
  for (const id of await wished())
    unwrap(await apiClient.POST('/api/v1/client/wishlist/addOrRemove', { body: { product_id: id } }))
  for (const id of ids)
    unwrap(await apiClient.POST('/api/v1/client/wishlist/addOrRemove', { body: { product_id: id } }))
}

describe('the wishlist page', () => {
  it('lists the wished products; un-wishing one changes its heart and the badge at once', async () => {
    await signInDemo()
    const { single, several } = await productsByChoice()
    await wishFor([single.id, several.id])
    mockConfig.update({ delayMs: 600 })
    const { user } = renderWithApp(
      <>
        <Badge />
        <WishlistPage />
      </>,
      { path: '/wishlist' },
    )
    await screen.findByText('2 saved products')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Products you saved for later.',
    )
    const heart = screen.getByRole('button', { name: `Save ${single.name} to the wishlist` })
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'))
    expect(screen.getByTestId('badge').textContent).toBe('2')
    await user.click(heart)
    // Before the server could have answered (its answers are held for 600 ms).
    await waitFor(
      () => {
        expect(heart.getAttribute('aria-pressed')).toBe('false')
        expect(screen.getByTestId('badge').textContent).toBe('1')
      },
      { timeout: 300, interval: 5 },
    )
    mockConfig.update({ delayMs: 0 })
    await waitFor(async () => expect(await wished()).toEqual([several.id]), { timeout: 3000 })
    await screen.findByText('1 saved product', undefined, { timeout: 3000 })
  })

  it('move to cart, inside the card, puts the only variant in the cart and takes the product off the wishlist', async () => {
    await signInDemo()
    const { single } = await productsByChoice()
    await wishFor([single.id])
    const { user } = renderWithApp(<WishlistPage />, { path: '/wishlist' })
    await screen.findByText('1 saved product')
    const card = screen.getByRole('link', { name: single.name }).closest('li') as HTMLElement
    // The button sits in the card's own box, under the product, not hanging below it.
    expect(card.classList.contains('card')).toBe(true)
    expect(
      card.querySelector('article')?.nextElementSibling?.contains(screen.getByTestId('move-to-cart')),
    ).toBe(true)
    await user.click(within(card).getByRole('button', { name: 'Move to cart' }))
    await screen.findByText('Your wishlist is empty.')
    const cart = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    expect(cart.items.some((item) => item.product.id === single.id)).toBe(true)
    expect(await wished()).toEqual([])
  })

  it('a product with a choice of colour or size asks for it in place and moves the chosen variant', async () => {
    await signInDemo()
    const { several } = await productsByChoice()
    await wishFor([several.id])
    const { user, location } = renderWithApp(<WishlistPage />, { path: '/wishlist' })
    await screen.findByText('1 saved product')
    await user.click(screen.getByRole('button', { name: 'Move to cart' }))
    const dialog = await screen.findByRole('dialog', { name: `Choose the color and size of ${several.name}` })
    expect(location.history.at(-1)).toBe('/wishlist')
    const [first] = within(dialog).getAllByRole('radio') as HTMLInputElement[]
    if (!first) throw new Error('no variant offered')
    await user.click(first)
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    await screen.findByText('Your wishlist is empty.')
    const cart = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    expect(cart.items.map((item) => item.variant_id)).toContain(Number(first.value))
    expect(location.history.at(-1)).toBe('/wishlist')
  })

  it('Move to cart starts from the variant chosen when wishing, says it was added, and leaves the focus on the heading', async () => {
    await signInDemo()
    const { several } = await productsByChoice()
    await wishFor([several.id])
    const { variants } = unwrap(
      await apiClient.GET('/api/v1/client/product/{id}', { params: { path: { id: String(several.id) } } }),
    ).data
    const buyable = variants.filter((v) => v.pre_order || v.stock > 0)
    const kept = buyable.at(-1)
    if (!kept) throw new Error('no variant')
    rememberWishedVariant(several.id, kept.id)
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<WishlistPage />, { path: '/wishlist' })
    await screen.findByText('1 saved product')
    await user.click(screen.getByRole('button', { name: 'Move to cart' }))
    const dialog = await screen.findByRole('dialog', { name: `Choose the color and size of ${several.name}` })
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[]
    await waitFor(() => expect(radios.find((radio) => radio.checked)?.value).toBe(String(kept.id)))
    for (const radio of radios)
      expect(radio.closest('label')?.textContent?.trim()).not.toMatch(/·\s*$|·\s*\$/)
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    await screen.findByText('Your wishlist is empty.')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Wishlist' })),
    )
    const said = create.mock.calls.map(([o]) => (o as { description: string }).description)
    expect(said).toContain('Added to cart.')
    expect(said).not.toContain('Removed from wishlist.')
  })

  it('a visitor pressing a heart is told to log in, and nothing is sent', async () => {
    resetAuth()
    const { single } = await productsByChoice()
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<ProductCard product={single} />, { path: '/shop' })
    await user.click(screen.getByRole('button', { name: `Save ${single.name} to the wishlist` }))
    expect(create.mock.calls.map(([o]) => (o as { description: string }).description)).toEqual([
      'Please login to continue.',
    ])
    expect(sessionStorage.getItem('return_to')).toBe('/shop')
  })
})
