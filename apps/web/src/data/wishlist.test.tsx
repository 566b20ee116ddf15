import { useSignals } from '@preact/signals-react/runtime'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { setupMockServer } from '../testing/mock-server'
import { renderWithApp } from '../testing/render'
import { signInDemo } from '../testing/sign-in'
import { useToggleWishlist, useWishlistPage } from './wishlist'

const server = setupMockServer()

/** The wishlist's second page as its page shows it, and a toggle as a product card has it. */
function SecondPage({ productId }: { productId: number }) {
  useSignals()
  const page = useWishlistPage(2)
  const toggle = useToggleWishlist()
  return (
    <>
      <output data-testid="loaded">{page.data ? 'yes' : ''}</output>
      <button type="button" onClick={() => toggle.mutate({ product_id: productId })}>
        toggle
      </button>
      <output data-testid="done">{toggle.isSuccess ? 'yes' : ''}</output>
    </>
  )
}

describe('the wishlist through the mutation recipe', () => {
  it('a toggle refreshes every page of the wishlist, not only the first', async () => {
    await signInDemo()
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (request.method === 'GET' && url.pathname === '/api/v1/client/wishlist')
        asked.push(url.searchParams.get('page') ?? '1')
    }
    server.events.on('request:start', listen)
    onTestFinished(() => server.events.removeListener('request:start', listen))
    const { user } = renderWithApp(<SecondPage productId={1} />)
    await waitFor(() => expect(screen.getByTestId('loaded').textContent).toBe('yes'))
    const before = asked.filter((page) => page === '2').length
    await user.click(screen.getByRole('button', { name: 'toggle' }))
    await waitFor(() => expect(screen.getByTestId('done').textContent).toBe('yes'))
    await waitFor(() => expect(asked.filter((page) => page === '2').length).toBeGreaterThan(before))
  })
})
