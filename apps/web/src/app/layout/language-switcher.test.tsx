import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../testing/render'
import { LanguageSwitcher } from './language-switcher'

describe('LanguageSwitcher', () => {
  it('switches to Arabic: mirrored page, Arabic labels, and all cached data invalidated', async () => {
    const { user, queryClient } = renderWithApp(<LanguageSwitcher />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')

    await user.click(screen.getByTestId('language-switcher'))
    await user.click(await screen.findByRole('option', { name: 'العربية' }))

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    expect(document.documentElement.lang).toBe('ar')
    expect(document.cookie).toContain('lang=ar')
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith())
    // The label switched language too.
    expect(screen.getByText('اللغة')).toBeTruthy()
  })

  it('opens and picks Arabic with the keyboard only: focus moves into the list when it loads', async () => {
    const { user } = renderWithApp(<LanguageSwitcher />)
    screen.getByTestId('language-switcher').focus()
    await user.keyboard('{Enter}')
    const list = await screen.findByRole('listbox')
    await waitFor(() => expect(document.activeElement).toBe(list))
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    expect(document.documentElement.lang).toBe('ar')
  })
})
