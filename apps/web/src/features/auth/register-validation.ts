import * as v from 'valibot'
import { phoneSchema } from '../../components/form/phone-field'
import { birthdateField, emailField, GENDERS, nameField, spec } from '../../lib/validation'
import type { RegisterFields } from './api'

export const registerSchema = v.object({
  name: nameField,
  email: emailField,
  phone: phoneSchema,
  birthdate: birthdateField,
  gender: v.picklist(['', ...GENDERS]),
  newsletter: v.boolean(),
  terms: v.pipe(v.boolean(), v.value(true, spec('termsRequired'))),
})

export type RegisterValues = v.InferInput<typeof registerSchema>

export function toRegisterRequest(values: v.InferOutput<typeof registerSchema>): RegisterFields {
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
