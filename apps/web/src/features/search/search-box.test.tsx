import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../testing/render'
import { SearchBox, searchTarget } from './search-box'

describe('SearchBox', () => {
  it('has the placeholder "Search products..."', () => {
    renderWithApp(<SearchBox />)
    expect(screen.getByPlaceholderText('Search products...')).toBeTruthy()
  })

  it('navigates to /shop with the trimmed text on Enter', async () => {
    const { user, location } = renderWithApp(<SearchBox />, { path: '/about-us' })
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  usb cable  {Enter}')
    expect(location.history.at(-1)).toBe('/shop?search=usb+cable')
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('usb cable')
  })

  it('submits with the search button too', async () => {
    const { user, location } = renderWithApp(<SearchBox />)
    await user.type(screen.getByRole('searchbox'), 'phone')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(location.history.at(-1)).toBe('/shop?search=phone')
  })

  it('is pre-filled from the search parameter of the current address', () => {
    renderWithApp(<SearchBox />, { path: '/shop?categories=2&search=laptop' })
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('laptop')
  })

  it('an empty text removes only the search parameter and keeps the others', async () => {
    const { user, location } = renderWithApp(<SearchBox />, {
      path: '/shop?categories=2&search=laptop&sort=price_asc',
    })
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), '   {Enter}')
    expect(location.history.at(-1)).toBe('/shop?categories=2&sort=price_asc')
  })

  it('replaces the search text while keeping the other shop filters', () => {
    expect(searchTarget(' tv ', '/shop', 'brands=1&search=old')).toBe('/shop?brands=1&search=tv')
    expect(searchTarget('', '/shop', '')).toBe('/shop')
    // Parameters of other pages are not shop filters.
    expect(searchTarget('tv', '/product/x', 'crash-test=1')).toBe('/shop?search=tv')
  })
})
