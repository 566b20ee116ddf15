import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../lib/language-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { SearchBox } from './search-box'

const server = setupMockServer()

afterEach(async () => {
  await changeLanguage('en')
})

describe('SearchBox', () => {
  it('has the placeholder "Search products..."', () => {
    renderWithApp(<SearchBox />)
    expect(screen.getByPlaceholderText('Search products...')).toBeTruthy()
  })

  it('navigates to /shop with the trimmed text on Enter', async () => {
    const { user, location } = renderWithApp(<SearchBox />, { path: '/about-us' })
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  usb cable  {Enter}')
    expect(location.history.at(-1)).toBe('/shop?search=usb+cable')
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('usb cable')
  })

  it('submits with the search button too', async () => {
    const { user, location } = renderWithApp(<SearchBox />)
    await user.type(screen.getByRole('combobox'), 'phone')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(location.history.at(-1)).toBe('/shop?search=phone')
  })

  it('is pre-filled from the search parameter of the current address', () => {
    renderWithApp(<SearchBox />, { path: '/shop?categories=2&search=laptop' })
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('laptop')
  })

  it('an empty text removes only the search parameter and keeps the others', async () => {
    const { user, location } = renderWithApp(<SearchBox />, {
      path: '/shop?categories=2&search=laptop&sort=price_asc',
    })
    await user.clear(screen.getByRole('combobox'))
    await user.type(screen.getByRole('combobox'), '   {Enter}')
    expect(location.history.at(-1)).toBe('/shop?categories=2&sort=price_asc')
  })

  it('searching from page 3 of a filtered shop lands on page 1 with the other filters kept', async () => {
    const { user, location } = renderWithApp(<SearchBox />, {
      path: '/shop?brands=1&search=old&sort=price_asc&page=3',
    })
    await user.clear(screen.getByRole('combobox'))
    await user.type(screen.getByRole('combobox'), 'tv{Enter}')
    expect(location.history.at(-1)).toBe('/shop?search=tv&brands=1&sort=price_asc')
  })

  it('before the app starts, the plain form carries the filters but not the page', () => {
    const { container } = renderWithApp(<SearchBox />, { path: '/shop?brands=1&page=3' })
    const hidden = [...container.querySelectorAll<HTMLInputElement>('input[type=hidden]')]
    expect(hidden.map((input) => `${input.name}=${input.value}`)).toEqual(['brands=1'])
  })

  it('parameters of other pages are not shop filters', async () => {
    const { user, location } = renderWithApp(<SearchBox />, { path: '/product/x?crash-test=1' })
    await user.type(screen.getByRole('combobox'), 'tv{Enter}')
    expect(location.history.at(-1)).toBe('/shop?search=tv')
  })

  it('suggests products with image and price, matching categories and brands as the shopper types', async () => {
    const { user } = renderWithApp(<SearchBox />)
    const box = screen.getByRole('combobox', { name: 'Search products' })
    // The suggestions' code and list are not there before the box is focused.
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.type(box, 'lapt')
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' })
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'))
    expect(box.getAttribute('aria-controls')).toBe(list.id)
    const products = await within(list).findByRole('group', { name: 'Products' })
    const first = within(products).getAllByRole('option')[0]!
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/mock-images/)
    expect(first.textContent).toMatch(/\$\d/)
    expect(
      within(within(list).getByRole('group', { name: 'Categories' })).getByRole('option').textContent,
    ).toBe('Laptops')
  })

  it('in Arabic, finds a category as the API folds text: short vowels and ه for ة match', async () => {
    await changeLanguage('ar')
    const { user } = renderWithApp(<SearchBox />)
    await user.type(screen.getByRole('combobox'), 'الهَواتف الذكيه')
    const list = await screen.findByRole('listbox')
    const categories = await within(list).findByRole('group', { name: 'الفئات' })
    expect(within(categories).getByRole('option').textContent).toBe('الهواتف الذكية')
  })

  it('is a combobox by keyboard: arrows highlight, Enter opens the highlighted option, Escape closes', async () => {
    const { user, location } = renderWithApp(<SearchBox />)
    const box = screen.getByRole('combobox', { name: 'Search products' })
    await user.type(box, 'lapt')
    const list = await screen.findByRole('listbox')
    await within(list).findByRole('group', { name: 'Products' })
    await user.keyboard('{ArrowDown}')
    const options = within(list).getAllByRole('option')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowUp}')
    expect(box.getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(location.history.at(-1)).toMatch(/^\/product\//)
    expect(box.getAttribute('aria-expanded')).toBe('false')

    await user.type(box, 'x')
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'))
    await user.keyboard('{Escape}')
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  it('offers the recent searches, kept on the device, when the box is empty', async () => {
    const first = renderWithApp(<SearchBox />)
    await first.user.type(screen.getByRole('combobox'), 'camera{Enter}')
    first.unmount()
    const { user, location } = renderWithApp(<SearchBox />, { path: '/about-us' })
    await user.click(screen.getByRole('combobox'))
    const recent = await screen.findByRole('group', { name: 'Recent searches' })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['camera'])
    expect(JSON.parse(localStorage.getItem('recent_searches') ?? '[]')).toEqual(['camera'])
    await user.click(within(recent).getByRole('option', { name: 'camera' }))
    expect(location.history.at(-1)).toBe('/shop?search=camera')
  })

  it('waits for a pause in typing and cancels the request of a text that moved on', async () => {
    const asked: string[] = []
    const aborted: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname !== '/api/v1/client/shop') return
      const term = url.searchParams.get('search') ?? ''
      asked.push(term)
      request.signal.addEventListener('abort', () => aborted.push(term))
    })
    const { mockConfig } = await import('@storefront/mock')
    mockConfig.update({ delayMs: 400 })
    const { user } = renderWithApp(<SearchBox />)
    const box = screen.getByRole('combobox')
    await user.type(box, 'phone')
    await waitFor(() => expect(asked).toEqual(['phone']))
    await user.type(box, 's')
    await waitFor(() => expect(asked).toEqual(['phone', 'phones']))
    await waitFor(() => expect(aborted).toContain('phone'))
  })
})
