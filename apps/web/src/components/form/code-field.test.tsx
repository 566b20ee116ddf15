import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../testing/render'
import { CodeField, normalizeCode } from './code-field'

function Demo({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('')
  return <CodeField id="otp" label="Code" value={code} onValueChange={setCode} onComplete={onComplete} />
}

describe('one-time code field', () => {
  it('turns Arabic-Indic and Persian digits into ASCII and drops spaces and dashes', () => {
    expect(normalizeCode('١٢٣ ٤٥٦')).toBe('123456')
    expect(normalizeCode('۷۸۹-۰۱۲')).toBe('789012')
    expect(normalizeCode('12a456')).toBe('12a456')
  })

  it('is one left-to-right numeric input for autofill, and a whole pasted code submits itself once', async () => {
    const onComplete = vi.fn()
    const { user } = renderWithApp(<Demo onComplete={onComplete} />)
    const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('dir')).toBe('ltr')
    input.focus()
    await user.paste('٤٨٢ ٩١٥')
    expect(input.value).toBe('482915')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('482915')
  })

  it('does not submit an incomplete code', async () => {
    const onComplete = vi.fn()
    const { user } = renderWithApp(<Demo onComplete={onComplete} />)
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '12345')
    expect(onComplete).not.toHaveBeenCalled()
  })
})
