import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aliasTarget, hrefOf, PATH_ALIASES } from '../lib/pages'
import { setupMockServer } from '../testing/mock-server'
import { renderWithApp } from '../testing/render'
import { AppRoutes, findRoute } from './routes'

setupMockServer()

describe('common aliases of the spec routes', () => {
  it('sends /contact-us, /contactus and /contact_us to /contact in the app', async () => {
    for (const alias of ['/contact-us', '/contactus', '/contact_us']) {
      const { location, unmount } = renderWithApp(<AppRoutes />, { path: alias })
      await waitFor(() => expect(location.history.at(-1)).toBe(hrefOf('contact')))
      unmount()
    }
  })

  it('points every alias at a route of the table, never at another alias or nothing', () => {
    for (const [alias, target] of Object.entries(PATH_ALIASES)) {
      expect(findRoute(target), alias).not.toBe('not-found')
      expect(aliasTarget(target), alias).toBeUndefined()
    }
    expect(aliasTarget('/Contact-Us/')).toBe(hrefOf('contact'))
    expect(aliasTarget('/contact')).toBeUndefined()
  })

  it('still answers an unknown address with Page Not Found', async () => {
    renderWithApp(<AppRoutes />, { path: '/contact-uss' })
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy()
  })
})
