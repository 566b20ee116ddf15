import { describe, expect, it } from 'vitest'
import { validateContact } from './contact-validation'

const valid = {
  full_name: 'Nora Haddad',
  email: 'nora@example.com',
  message: 'Is it dual-SIM?',
  agree_terms: true,
}

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({})
  })

  it('needs a full name of at least 2 characters, a message of at least 10, and the terms', () => {
    expect(validateContact({ ...valid, full_name: ' N ', message: 'too short', agree_terms: false })).toEqual(
      {
        full_name: 'fullNameMin',
        message: 'messageMin',
        agree_terms: 'termsRequired',
      },
    )
  })

  it('asks for the e-mail when empty and for a valid one otherwise', () => {
    expect(validateContact({ ...valid, email: '   ' }).email).toBe('emailRequired')
    expect(validateContact({ ...valid, email: 'nora@example' }).email).toBe('emailInvalid')
    expect(validateContact({ ...valid, email: 'no ra@example.com' }).email).toBe('emailInvalid')
  })
})
