import { unwrap } from '@storefront/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../lib/api'
import { env } from '../../lib/env'
import { toaster } from '../../lib/toast-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import { ProductReviews } from './product-reviews'

const server = setupMockServer()

/** A product the demo client has not reviewed yet. */
async function unreviewedProduct(): Promise<number> {
  const me = unwrap(await apiClient.GET('/api/v1/client/me')).client.id
  for (let id = 1; id < 60; id++) {
    const reviews = unwrap(
      await apiClient.GET('/api/v1/client/reviews', { params: { query: { product_id: id } } }),
    )
    if (!reviews.data.some((review) => review.author.id === me)) return id
  }
  throw new Error('the demo client reviewed everything')
}

function toastTexts(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map((args) => (args[0] as { description: string }).description)
}

describe('product reviews', () => {
  it('shows the average over all reviews with a breakdown by stars', async () => {
    let productId = 1
    let all: { rating: number }[] = []
    for (; productId < 60; productId++) {
      all = unwrap(
        await apiClient.GET('/api/v1/client/reviews', {
          params: { query: { product_id: productId, per_page: 50 } },
        }),
      ).data
      if (new Set(all.map((r) => r.rating)).size > 1) break
    }
    renderWithApp(<ProductReviews productId={productId} />)
    const bars = await screen.findByRole('list', { name: 'Ratings by stars' })
    const average = Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 10) / 10
    expect(screen.getByTestId('review-average').textContent).toBe(average.toFixed(1))
    expect(screen.getByText(`Based on ${all.length} review${all.length === 1 ? '' : 's'}`)).toBeTruthy()
    const share = (stars: number) =>
      Math.round((all.filter((r) => r.rating === stars).length / all.length) * 100)
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.sr-only')?.textContent),
    ).toEqual([5, 4, 3, 2, 1].map((stars) => `${stars} star${stars === 1 ? '' : 's'}: ${share(stars)}%`))
  })

  it('invites a visitor to log in instead of showing the form', async () => {
    renderWithApp(<ProductReviews productId={1} />)
    const link = await screen.findByRole('link', { name: 'Log in to write a review' })
    expect(link.getAttribute('href')).toBe('/login')
    expect(screen.queryByRole('radiogroup', { name: 'Your rating' })).toBeNull()
  })

  it("says 'Rating is required.' until a star is chosen, then posts the review and shows it as the client's own", async () => {
    await signInDemo()
    const productId = await unreviewedProduct()
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<ProductReviews productId={productId} />)
    const form = await screen.findByRole('form', { name: 'Write a review' })
    await user.type(within(form).getByLabelText('Your review (optional)'), '  Crisp sound, long battery.  ')
    await user.click(within(form).getByRole('button', { name: 'Submit review' }))
    const rating = within(form).getByRole('radiogroup', { name: 'Your rating' })
    expect(within(form).getByText('Rating is required.')).toBeTruthy()
    expect(rating.getAttribute('aria-invalid')).toBe('true')
    // Nothing chosen is nothing checked, and the focus goes to the stars that need choosing.
    expect(
      within(rating)
        .getAllByRole<HTMLInputElement>('radio')
        .some((radio) => radio.checked),
    ).toBe(false)
    await waitFor(() =>
      expect(document.activeElement).toBe(within(rating).getByRole('radio', { name: '1 star' })),
    )
    // What was typed stays.
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Your review (optional)').value).toBe(
      '  Crisp sound, long battery.  ',
    )

    await user.click(within(rating).getByRole('radio', { name: '4 stars' }))
    await user.click(within(form).getByRole('button', { name: 'Submit review' }))
    await waitFor(() => expect(toastTexts(create)).toHaveLength(1))
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'success' }))
    const own = (await screen.findByText('Crisp sound, long battery.')).closest('li') as HTMLElement
    expect(within(own).getByText('Your review')).toBeTruthy()
    expect(within(own).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
    // One review per product: the form is gone, and the posted review has the focus.
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(own))
  })

  it('edits and, after confirming, deletes the own review', async () => {
    await signInDemo()
    const productId = await unreviewedProduct()
    unwrap(
      await apiClient.POST('/api/v1/client/reviews', {
        body: { product_id: productId, rating: 2, comment: 'Too quiet.' },
      }),
    )
    const { user } = renderWithApp(<ProductReviews productId={productId} />)
    const own = (await screen.findByText('Too quiet.')).closest('li') as HTMLElement
    await user.click(within(own).getByRole('button', { name: 'Edit' }))
    const form = await screen.findByRole('form', { name: 'Your review' })
    // Edit is gone with the review it stood under: the form's rating takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('radio', { name: '2 stars' })),
    )
    const text = within(form).getByLabelText('Your review (optional)')
    await user.clear(text)
    await user.type(text, 'Louder after the update.')
    await user.click(within(form).getByRole('radio', { name: '5 stars' }))
    await user.click(within(form).getByRole('button', { name: 'Save review' }))
    const edited = (await screen.findByText('Louder after the update.')).closest('li') as HTMLElement
    expect(within(edited).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(edited))

    await user.click(within(edited).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' })
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('Louder after the update.')).toBeTruthy()
    await user.click(within(edited).getByRole('button', { name: 'Delete' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your review?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(screen.queryByText('Louder after the update.')).toBeNull())
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeTruthy()
  })

  it('shows a refused review through the common error display and keeps what was typed', async () => {
    await signInDemo()
    const productId = await unreviewedProduct()
    server.use(
      http.post(`${env.apiUrl}/api/v1/client/reviews`, () =>
        HttpResponse.json(
          { result: false, message: 'You have already reviewed this product.' },
          { status: 409 },
        ),
      ),
    )
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<ProductReviews productId={productId} />)
    const form = await screen.findByRole('form', { name: 'Write a review' })
    await user.click(within(form).getByRole('radio', { name: '3 stars' }))
    await user.type(within(form).getByLabelText('Your review (optional)'), 'Second try.')
    await user.click(within(form).getByRole('button', { name: 'Submit review' }))
    await waitFor(() => expect(toastTexts(create)).toEqual(['You have already reviewed this product.']))
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error' }))
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Your review (optional)').value).toBe(
      'Second try.',
    )
    const checked = within(form)
      .getAllByRole<HTMLInputElement>('radio')
      .filter((radio) => radio.checked)
    expect(checked.map((radio) => radio.getAttribute('aria-label'))).toEqual(['3 stars'])
  })
})
