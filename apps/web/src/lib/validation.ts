import * as v from 'valibot'
import type { Translation } from '../i18n/i18n-types'

export type ValidationKey = keyof Translation['validation']

export const spec = (key: ValidationKey): string => key

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(spec('emailRequired')),
  v.regex(EMAIL_PATTERN, spec('emailInvalid')),
)

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const

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

/** At least `min` code points, as openapi.yaml's minLength counts (valibot's counts UTF-16 units: an emoji would be two). */
export const minChars = (min: number, key: ValidationKey) =>
  v.check((value: string) => [...value].length >= min, spec(key))

export const nameField = v.pipe(v.string(), v.trim(), minChars(2, 'fullNameMin'))

export const birthdateField = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => isBirthdate(value), spec('birthdateInvalid')),
)
