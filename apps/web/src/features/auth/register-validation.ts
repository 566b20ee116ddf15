import * as v from 'valibot'
import { emailField, spec } from '../../lib/validation'
import type { RegisterRequest } from './api'

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const

const digits = (value: string) => value.replace(/\D/g, '').length

/** Empty, or 6 to 15 digits written with an optional leading + and spaces, dashes or brackets. */
export function isPhone(value: string): boolean {
  return value === '' || (/^\+?[0-9 ()-]+$/.test(value) && digits(value) >= 6 && digits(value) <= 15)
}

/** Empty, or a real calendar date from 1900 up to today. */
export function isBirthdate(value: string, today = new Date()): boolean {
  if (value === '') return true
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    Number(match[1]) >= 1900 &&
    date.getTime() <= today.getTime()
  )
}

/** The registration form (spec §5): name, e-mail and terms required; phone, birthday and gender optional. */
export const registerSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, spec('fullNameMin'))),
  email: emailField,
  phone: v.pipe(v.string(), v.trim(), v.check(isPhone, spec('phoneInvalid'))),
  birthdate: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => isBirthdate(value), spec('birthdateInvalid')),
  ),
  gender: v.picklist(['', ...GENDERS]),
  newsletter: v.boolean(),
  terms: v.pipe(v.boolean(), v.value(true, spec('termsRequired'))),
})

export type RegisterValues = v.InferInput<typeof registerSchema>

/** The request body: optional fields left out when empty. */
export function toRegisterRequest(values: v.InferOutput<typeof registerSchema>): RegisterRequest {
  return {
    name: values.name,
    email: values.email,
    newsletter: values.newsletter,
    terms: true,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.birthdate ? { birthdate: values.birthdate } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
  }
}
