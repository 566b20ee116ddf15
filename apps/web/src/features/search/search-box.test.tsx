import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../testing/render'
import { SearchBox } from './search-box'

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

  it('searching from page 3 of a filtered shop lands on page 1 with the other filters kept', async () => {
    const { user, location } = renderWithApp(<SearchBox />, {
      path: '/shop?brands=1&search=old&sort=price_asc&page=3',
    })
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'tv{Enter}')
    expect(location.history.at(-1)).toBe('/shop?search=tv&brands=1&sort=price_asc')
  })

  it('before the app starts, the plain form carries the filters but not the page', () => {
    const { container } = renderWithApp(<SearchBox />, { path: '/shop?brands=1&page=3' })
    const hidden = [...container.querySelectorAll<HTMLInputElement>('input[type=hidden]')]
    expect(hidden.map((input) => `${input.name}=${input.value}`)).toEqual(['brands=1'])
  })

  it('parameters of other pages are not shop filters', async () => {
    const { user, location } = renderWithApp(<SearchBox />, { path: '/product/x?crash-test=1' })
    await user.type(screen.getByRole('searchbox'), 'tv{Enter}')
    expect(location.history.at(-1)).toBe('/shop?search=tv')
  })
})
