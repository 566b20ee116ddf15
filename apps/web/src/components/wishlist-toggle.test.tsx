import { unwrap } from '@storefront/sdk'
import { screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiClient } from '../lib/api'
import { resetAuth } from '../lib/auth-store'
import { RETURN_TO_KEY } from '../lib/storage-keys'
import { setupMockServer } from '../testing/mock-server'
import { renderWithApp } from '../testing/render'
import { signInNewClient } from '../testing/sign-in'
import { WishlistToggle } from './wishlist-toggle'

const server = setupMockServer()

describe('wishlist heart', () => {
  it('clicked before the wishlist has arrived, shows pressed as soon as it arrives, before the toggle is answered', async () => {
    await signInNewClient('heart')
    const product = unwrap(await apiClient.GET('/api/v1/client/products')).data[0]
    if (!product) throw new Error('no product')
    let answered = false
    server.use(
      http.get('*/api/v1/client/wishlist', async () => {
        await delay(300)
      }),
      http.post('*/api/v1/client/wishlist/addOrRemove', async () => {
        await delay(1500)
        answered = true
      }),
    )
    const { user } = renderWithApp(<WishlistToggle productId={product.id} name={product.name} />)
    const heart = screen.getByRole('button', { name: `Save ${product.name} to the wishlist` })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    await user.click(heart)
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'), {
      timeout: 1200,
      interval: 10,
    })
    expect(answered).toBe(false)
    await waitFor(() => expect(answered).toBe(true), { timeout: 5000 })
    await waitFor(async () =>
      expect(unwrap(await apiClient.GET('/api/v1/client/wishlist')).product_ids).toEqual([product.id]),
    )
    expect(heart.getAttribute('aria-pressed')).toBe('true')
  })

  it('for a guest, asks for no wishlist and sends the click to sign in, remembering the page', async () => {
    resetAuth()
    let asked = 0
    server.use(
      http.get('*/api/v1/client/wishlist', () => {
        asked += 1
      }),
    )
    const { user, queryClient } = renderWithApp(<WishlistToggle productId={1} name="Phone" />, {
      path: '/shop',
    })
    const heart = screen.getByRole('button', { name: 'Save Phone to the wishlist' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    await user.click(heart)
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toContain('/shop')
    // Neither a query nor a mutation was made for a guest's heart.
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(queryClient.getMutationCache().getAll()).toEqual([])
    expect(asked).toBe(0)
  })
})
