import { useSignals } from '@preact/signals-react/runtime'
import * as v from 'valibot'
import { GenderField } from '../../components/form/gender-field'
import { PhoneField, phoneSchema } from '../../components/form/phone-field'
import { TextField } from '../../components/form/text-field'
import { useForm } from '../../components/form/use-form'
import { BusyButton } from '../../components/ui/busy-button'
import type { Client } from '../../data/me'
import { LL } from '../../lib/language-store'
import { birthdateField, GENDERS, nameField } from '../../lib/validation'
import { type ProfileUpdate, useUpdateProfile } from './api'

const personalSchema = v.object({
  name: nameField,
  phone: phoneSchema,
  birthdate: birthdateField,
  gender: v.picklist(['', ...GENDERS]),
})

type PersonalValues = v.InferInput<typeof personalSchema>

/** Name is required; an empty optional field is left out (spec §5), or sent as null to clear a saved one (openapi.yaml). */
function toRequest(values: v.InferOutput<typeof personalSchema>, client: Client): ProfileUpdate {
  const optional = <K extends 'phone' | 'birthdate' | 'gender'>(
    key: K,
    value: NonNullable<ProfileUpdate[K]> | '',
  ) => (value ? { [key]: value } : client[key] ? { [key]: null } : {})
  return {
    name: values.name,
    order_updates: client.order_updates,
    newsletter: client.newsletter,
    ...optional('phone', values.phone),
    ...optional('birthdate', values.birthdate),
    ...optional('gender', values.gender),
  }
}

export function PersonalInfoForm({ client }: { client: Client }) {
  useSignals()
  const t = LL.value
  const update = useUpdateProfile()
  const initial: PersonalValues = {
    name: client.name,
    phone: client.phone ?? '',
    birthdate: client.birthdate ?? '',
    gender: client.gender ?? '',
  }
  const { field, choice, formProps } = useForm({
    schema: personalSchema,
    initial,
    resetOnSuccess: false,
    onSubmit: (output) => update.mutateAsync(toRequest(output, client)),
  })

  return (
    <form {...formProps} className="flex max-w-md flex-col gap-4">
      <TextField {...field('name')} label={t.auth.fullName()} autoComplete="name" required />
      {/* The address signs the shopper in, so it is shown here but not edited. */}
      <p className="flex flex-col gap-1 text-sm" data-testid="account-email">
        <span className="font-medium">{t.auth.email()}</span>
        <bdi dir="ltr" className="self-start text-muted">
          {client.email}
        </bdi>
      </p>
      <PhoneField {...field('phone')} label={t.auth.phoneLabel()} />
      <TextField {...field('birthdate')} type="date" label={t.auth.birthdate()} autoComplete="bday" />
      <GenderField {...choice('gender')} />
      <BusyButton type="submit" className="btn-primary self-start" busy={update.isPending}>
        {update.isPending ? t.account.saving() : t.account.save()}
      </BusyButton>
    </form>
  )
}
