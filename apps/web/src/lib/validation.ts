import * as v from 'valibot'
import type { Translation } from '../i18n/i18n-types'

/** A spec message of `validation.*`: schemas carry the key, forms show it in the current language. */
export type ValidationKey = keyof Translation['validation']

/** The key as a valibot message (`v.minLength(2, spec('fullNameMin'))`). */
export const spec = (key: ValidationKey): string => key

/** Trimmed, one @, a dot in the domain, no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An e-mail field: trimmed, required, well-formed. */
export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(spec('emailRequired')),
  v.regex(EMAIL_PATTERN, spec('emailInvalid')),
)
