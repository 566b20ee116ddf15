import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../components/form/use-form'
import { contactSchema } from './contact-validation'

const valid = {
  full_name: 'Nora Haddad',
  email: 'nora@example.com',
  message: 'Is it dual-SIM?',
  agree_terms: true,
}

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(fieldErrors(contactSchema, valid)).toEqual({})
  })

  it('needs a full name of at least 2 characters, a message of at least 10, and the terms', () => {
    expect(
      fieldErrors(contactSchema, { ...valid, full_name: ' N ', message: 'too short', agree_terms: false }),
    ).toEqual({
      full_name: 'Full name must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
      agree_terms: 'You must agree to the terms and conditions.',
    })
  })

  it('counts characters as the API does: an emoji is one, non-breaking spaces are trimmed', () => {
    expect(fieldErrors(contactSchema, { ...valid, full_name: ' 😀' }).full_name).toBe(
      'Full name must be at least 2 characters.',
    )
    expect(fieldErrors(contactSchema, { ...valid, full_name: 'a\u00a0\u00a0' }).full_name).toBe(
      'Full name must be at least 2 characters.',
    )
    expect(fieldErrors(contactSchema, { ...valid, full_name: '😀😀' }).full_name).toBeUndefined()
    expect(fieldErrors(contactSchema, { ...valid, message: '😀😀😀😀😀' }).message).toBe(
      'Message must be at least 10 characters.',
    )
  })

  it('asks for the e-mail when empty and for a valid one otherwise', () => {
    expect(fieldErrors(contactSchema, { ...valid, email: '   ' }).email).toBe('Please enter your email.')
    expect(fieldErrors(contactSchema, { ...valid, email: 'nora@example' }).email).toBe(
      'Please enter a valid email address.',
    )
    expect(fieldErrors(contactSchema, { ...valid, email: 'no ra@example.com' }).email).toBe(
      'Please enter a valid email address.',
    )
  })
})
