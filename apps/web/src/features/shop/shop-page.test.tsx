import { unwrap } from '@storefront/sdk'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../lib/api'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import ShopPage from './shop-page'

setupMockServer()

function counter(): { shown: number; total: number } {
  const text = screen.getByText(/Showing \d+ of \d+ Products/).textContent ?? ''
  const [, shown, total] = /Showing (\d+) of (\d+) Products/.exec(text) ?? []
  return { shown: Number(shown), total: Number(total) }
}

describe('shop listing', () => {
  it("shows 'Showing {shown} of {total} Products' with one page of cards", async () => {
    renderWithApp(<ShopPage />, { path: '/shop' })
    await screen.findByText(/Showing 12 of \d+ Products/)
    expect(counter().total).toBeGreaterThan(12)
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy()
  })

  it('ticks a box at once, and changes the address, which redraws the listing, only after that paint', async () => {
    const { user, location } = renderWithApp(<ShopPage />, { path: '/shop' })
    await screen.findByText(/Showing \d+ of \d+ Products/)
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    const box = await within(filters).findByRole('checkbox', { name: /Smartphones/ })
    const before = location.history.length
    // Frames are held from here: no paint comes until the test lets one.
    const frames: FrameRequestCallback[] = []
    const paint = () => act(() => frames.splice(0).forEach((frame) => void frame(performance.now())))
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame))
    try {
      await user.click(box)
      await waitFor(() => expect(box).toHaveProperty('checked', true))
      expect(location.history).toHaveLength(before)
      for (let i = 0; i < 5 && location.history.length === before; i++) {
        paint()
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await waitFor(() => expect(location.history.at(-1)).toBe('/shop?categories=1'))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('writes a filter to the URL, and reading the URL back restores the listing', async () => {
    const { user, location } = renderWithApp(<ShopPage />, { path: '/shop?sort=price_asc' })
    await screen.findByText(/Showing \d+ of \d+ Products/)
    const all = counter().total

    const filters = screen.getByRole('complementary', { name: 'Filters' })
    // The filter widgets load after the grid.
    await user.click(await within(filters).findByRole('checkbox', { name: /Smartphones/ }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop?categories=1&sort=price_asc'))
    await waitFor(() => expect(counter().total).toBeLessThan(all))
    const filtered = counter().total
    expect(within(filters).getByRole('checkbox', { name: /Smartphones/ })).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Remove filter Smartphones' })).toBeTruthy()

    // Back: the address alone decides what is listed.
    act(() => location.navigate('/shop?sort=price_asc'))
    await waitFor(() => expect(counter().total).toBe(all))
    expect(within(filters).getByRole('checkbox', { name: /Smartphones/ })).toHaveProperty('checked', false)

    // Forward again.
    act(() => location.navigate('/shop?categories=1&sort=price_asc'))
    await waitFor(() => expect(counter().total).toBe(filtered))
  })

  it("counts each group's options against the other groups' filters, and dims the ones that give nothing", async () => {
    const optionCount = (name: RegExp) => {
      const box = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', {
        name,
      })
      const label = box.closest('label') ?? box.parentElement
      return Number(/\((\d+)\)/.exec(label?.textContent ?? '')?.[1])
    }
    const { user } = renderWithApp(<ShopPage />, { path: '/shop?categories=2' })
    await screen.findByText(/Showing \d+ of \d+ Products/)
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    const brands = await within(filters).findByRole('group', { name: 'Brands' })
    await user.click(within(brands).getByRole('button', { name: /Show \d+ more/ }))
    // Tessel makes 18 products in all, 5 of them laptops: next to Laptops it says 5.
    await waitFor(() => expect(optionCount(/Tessel/)).toBe(5))
    // The category group is not narrowed by its own choice.
    expect(optionCount(/Smartphones/)).toBe(26)
    // A brand with no laptops is shown as such, still named.
    const empty = filters.querySelectorAll('[data-empty]')
    expect(empty.length).toBeGreaterThan(0)
    for (const option of empty) expect(option.textContent).toMatch(/\(0\)$/)
  })

  it('keeps an option that would give nothing in its place, with its 0, but not clickable unless chosen', async () => {
    const laptops = unwrap(
      await apiClient.GET('/api/v1/client/shop', { params: { query: { categories: [2], per_page: 1 } } }),
    )
    const none = laptops.facets.brands.find((brand) => brand.count === 0)
    if (!none) throw new Error('every brand makes laptops in the seed')
    const boxOf = (row: Element) =>
      row.closest('[data-scope="checkbox"][data-part="root"]')?.querySelector('input')

    const { user, location, unmount } = renderWithApp(<ShopPage />, { path: '/shop?categories=2' })
    await screen.findByText(/Showing \d+ of \d+ Products/)
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    const brands = await within(filters).findByRole('group', { name: 'Brands' })
    const shown = brands.querySelectorAll('li').length
    await waitFor(() => expect(brands.querySelectorAll('[data-empty]').length).toBeGreaterThan(0))
    expect(brands.querySelectorAll('li').length).toBe(shown)
    for (const row of brands.querySelectorAll('[data-empty]')) {
      expect(row.textContent).toMatch(/\(0\)$/)
      // A disabled fieldset switches its controls off natively.
      expect(row.closest('fieldset')?.disabled).toBe(true)
      await user.click(boxOf(row)!)
    }
    // One live option ticked after them: the address holds it alone.
    const live = [...brands.querySelectorAll('li')].find((li) => !li.querySelector('[data-empty]'))
    await user.click(boxOf(live!.querySelector('span')!)!)
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/shop\?categories=2&brands=\d+$/))
    unmount()

    // Chosen, the same brand stays live so it can be cleared.
    const chosen = renderWithApp(<ShopPage />, { path: `/shop?brands=${none.id}&categories=2` })
    await screen.findByText(/Showing \d+ of \d+ Products/)
    const again = await within(screen.getByRole('complementary', { name: 'Filters' })).findByRole('group', {
      name: 'Brands',
    })
    const box = await within(again).findByRole('checkbox', { checked: true })
    expect(box.closest('fieldset')?.disabled).toBe(false)
    await chosen.user.click(box)
    await waitFor(() => expect(chosen.location.history.at(-1)).toBe('/shop?categories=2'))
  })

  it('clears all filters at once', async () => {
    const { user, location } = renderWithApp(<ShopPage />, {
      path: '/shop?categories=1&brands=2&search=a&page=2',
    })
    await screen.findByText(/Showing \d+ of \d+ Products/)
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }))
    expect(location.history.at(-1)).toBe('/shop')
  })

  it("says 'No products found matching your criteria.' when nothing matches", async () => {
    renderWithApp(<ShopPage />, { path: '/shop?search=zzzz-no-such-thing' })
    await screen.findByText('No products found matching your criteria.')
    expect(counter()).toEqual({ shown: 0, total: 0 })
  })

  it('suggests the nearest catalogue names when a search finds nothing', async () => {
    const { user, location } = renderWithApp(<ShopPage />, { path: '/shop?search=lapotps' })
    await screen.findByText('No products found matching your criteria.')
    const link = await screen.findByRole('link', { name: 'Laptops' })
    await user.click(link)
    expect(location.history.at(-1)).toBe('/shop?categories=2')
  })

  it('shows skeleton cards of the same grid while the first page loads', () => {
    const { container } = renderWithApp(<ShopPage />, { path: '/shop' })
    expect(container.querySelectorAll('.skeleton.aspect-square')).toHaveLength(12)
  })
})
