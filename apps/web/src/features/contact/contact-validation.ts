import * as v from 'valibot'
import { emailField, minChars, spec } from '../../lib/validation'

export const contactSchema = v.object({
  full_name: v.pipe(v.string(), v.trim(), minChars(2, 'fullNameMin')),
  email: emailField,
  message: v.pipe(v.string(), v.trim(), minChars(10, 'messageMin')),
  agree_terms: v.pipe(
    v.boolean(),
    v.value(true, spec('termsRequired')),
    v.transform(() => true as const),
  ),
})

export type ContactValues = v.InferInput<typeof contactSchema>
export type ContactRequest = v.InferOutput<typeof contactSchema>
