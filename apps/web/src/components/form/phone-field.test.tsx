import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../lib/language-store'
import { renderWithApp } from '../../testing/render'
import { isValidPhone, PhoneField, splitPhone, toStoredPhone } from './phone-field'

let stored = ''
function Demo({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  stored = value
  return (
    <PhoneField
      id="phone"
      label="Phone number"
      value={value}
      onValueChange={setValue}
      error={isValidPhone(value) ? undefined : 'Invalid phone number.'}
    />
  )
}

afterEach(async () => {
  await changeLanguage('en')
})

describe('phone field', () => {
  it('stores E.164 for a number of the chosen country and keeps text that is not a number (refused later)', () => {
    expect(toStoredPhone('010 0123 4567', 'EG')).toBe('+201001234567')
    expect(toStoredPhone('050 123 4567', 'SA')).toBe('+966501234567')
    expect(toStoredPhone('+966 50 123 4567', 'EG')).toBe('+966501234567')
    expect(toStoredPhone('12345', 'EG')).toBe('12345')
    expect(isValidPhone('+201001234567')).toBe(true)
    expect(isValidPhone('12345')).toBe(false)
    expect(isValidPhone('+2010012')).toBe(false)
    // A valid number of a country the shop does not serve is refused: its metadata is not shipped.
    expect(isValidPhone('+79161234567')).toBe(false)
    expect(isValidPhone('')).toBe(true)
    expect(splitPhone('+966501234567')).toEqual({ country: 'SA', national: '050 123 4567' })
  })

  it('is a left-to-right tel input; typing a national number stores it in E.164, nonsense shows the message', async () => {
    const { user } = renderWithApp(<Demo />)
    const input = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement
    expect(input.type).toBe('tel')
    expect(input.getAttribute('dir')).toBe('ltr')
    await user.type(input, '01001234567')
    expect(stored).toBe('+201001234567')
    await user.clear(input)
    await user.type(input, '12')
    expect(stored).toBe('12')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = input.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe('Invalid phone number.')
  })

  it('fills in the country and national number of a saved phone, and changing the country re-reads it', async () => {
    const { user } = renderWithApp(<Demo initial="+966501234567" />)
    const country = screen.getByRole('combobox', { name: 'Country Saudi Arabia' }) as HTMLInputElement
    // Short enough for a half-width field; the dial code is isolated left to right, so it does not read '966+' in Arabic.
    expect(country.value).toBe('SA \u2066+966\u2069')
    const input = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement
    expect(input.value).toBe('050 123 4567')
    await user.clear(input)
    await user.type(input, '0501234567')
    await user.click(country)
    fireEvent.change(country, { target: { value: 'Emir' } })
    await user.click(await screen.findByRole('option', { name: /United Arab Emirates/ }))
    expect(stored).toBe('+971501234567')
  })

  it("searches the countries and says 'No country found.' when none match", async () => {
    const { user } = renderWithApp(<Demo />)
    const country = screen.getByRole('combobox', { name: /^Country/ })
    await user.click(country)
    fireEvent.change(country, { target: { value: 'zzz' } })
    expect(await screen.findByText('No country found.')).toBeTruthy()
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  it('names the countries in Arabic from Intl.DisplayNames', async () => {
    await changeLanguage('ar')
    const { user } = renderWithApp(<Demo />)
    const country = screen.getByRole('combobox', { name: 'الدولة مصر' }) as HTMLInputElement
    expect(country.value).toBe('EG \u2066+20\u2069')
    await user.click(country)
    fireEvent.change(country, { target: { value: 'السعودية' } })
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'المملكة العربية السعودية +966',
      ]),
    )
    fireEvent.change(country, { target: { value: 'zzz' } })
    expect(await screen.findByText('لم يتم العثور على دولة.')).toBeTruthy()
  })
})
