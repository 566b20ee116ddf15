import { isEmail } from '../../lib/validation'

export interface ContactValues {
  full_name: string
  email: string
  message: string
  agree_terms: boolean
}

export type ContactErrorKey =
  | 'fullNameMin'
  | 'emailRequired'
  | 'emailInvalid'
  | 'messageMin'
  | 'termsRequired'

/** Field → message key (validation.*) for each invalid field; empty when the form can be sent. */
export function validateContact(
  values: ContactValues,
): Partial<Record<keyof ContactValues, ContactErrorKey>> {
  const errors: Partial<Record<keyof ContactValues, ContactErrorKey>> = {}
  if (values.full_name.trim().length < 2) errors.full_name = 'fullNameMin'
  const email = values.email.trim()
  if (!email) errors.email = 'emailRequired'
  else if (!isEmail(email)) errors.email = 'emailInvalid'
  if (values.message.trim().length < 10) errors.message = 'messageMin'
  if (!values.agree_terms) errors.agree_terms = 'termsRequired'
  return errors
}
