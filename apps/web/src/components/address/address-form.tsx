import { useSignals } from '@preact/signals-react/runtime'
import { useRef } from 'react'
import * as v from 'valibot'
import { type Address, type AddressDraft, type Place, useSaveAddress } from '../../data/addresses'
import { useMe } from '../../data/me'
import { LL } from '../../lib/language-store'
import { minChars, spec, type ValidationKey } from '../../lib/validation'
import { CheckboxField } from '../form/checkbox-field'
import { isValidPhone, PhoneField } from '../form/phone-field'
import { TextField } from '../form/text-field'
import { TextareaField } from '../form/textarea-field'
import { useForm } from '../form/use-form'
import { BusyButton } from '../ui/busy-button'
import { MapPicker } from './map-picker'

const required = (key: ValidationKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(spec(key)))

const inRange = (limit: number) => (value: string) => {
  if (value === '') return true
  const n = Number(value)
  return /^-?\d+(\.\d+)?$/.test(value) && Math.abs(n) <= limit
}

export const addressSchema = v.object({
  label: required('labelRequired'),
  name: v.pipe(required('nameRequired'), minChars(2, 'fullNameMin')),
  street: required('streetRequired'),
  building: required('buildingRequired'),
  floor: required('floorRequired'),
  city: required('cityRequired'),
  phone: v.pipe(required('phoneRequired'), v.check(isValidPhone, spec('phoneInvalid'))),
  notes: v.pipe(v.string(), v.trim()),
  latitude: v.pipe(v.string(), v.trim(), v.check(inRange(90), spec('latitudeInvalid'))),
  longitude: v.pipe(v.string(), v.trim(), v.check(inRange(180), spec('longitudeInvalid'))),
  is_default: v.boolean(),
})

export type AddressValues = v.InferInput<typeof addressSchema>

export function toValues(address?: Address): AddressValues {
  return {
    label: address?.label ?? '',
    name: address?.name ?? '',
    street: address?.street ?? '',
    building: address?.building ?? '',
    floor: address?.floor ?? '',
    city: address?.city ?? '',
    phone: address?.phone ?? '',
    notes: address?.notes ?? '',
    latitude: address?.latitude == null ? '' : String(address.latitude),
    longitude: address?.longitude == null ? '' : String(address.longitude),
    is_default: address?.is_default ?? false,
  }
}

export function toDraft(values: v.InferOutput<typeof addressSchema>): AddressDraft {
  const { notes, latitude, longitude, ...fields } = values
  return {
    ...fields,
    notes: notes || null,
    latitude: latitude === '' ? null : Number(latitude),
    longitude: longitude === '' ? null : Number(longitude),
  }
}

export interface AddressFormProps {
  address?: Address | undefined
  onSaved: (address: Address) => void
  onCancel: () => void
}

export default function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  useSignals()
  const t = LL.value.address
  const save = useSaveAddress()
  // What the geocoder filled in, so a later pin may replace it but never what the shopper typed.
  const filled = useRef<Place>({ street: null, city: null })
  const me = useMe().data
  const { values, errors, setValue, field, checkbox, formProps } = useForm({
    schema: addressSchema,
    // A new address is most often the shopper's own: their name and phone are filled in to start.
    initial: address ? toValues(address) : { ...toValues(), name: me?.name ?? '', phone: me?.phone ?? '' },
    resetOnSuccess: false,
    onSubmit: (output) =>
      save.mutateAsync({ id: address?.id, draft: toDraft(output) }).then((answer) => onSaved(answer.data)),
  })
  const busy = save.isPending

  const fillFromPin = (place: Place) => {
    for (const key of ['street', 'city'] as const) {
      const found = place[key]
      const now = values[key].trim()
      if (!found || (now !== '' && now !== filled.current[key])) continue
      filled.current[key] = found
      setValue(key, found)
    }
  }

  return (
    <form {...formProps} className="flex flex-col gap-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('label')} dir="auto" label={t.label()} hint={t.labelHint()} required />
        <TextField {...field('name')} dir="auto" label={t.name()} autoComplete="name" required />
        <TextField
          {...field('street')}
          dir="auto"
          label={t.street()}
          autoComplete="address-line1"
          required
          className="sm:col-span-2"
        />
        <TextField
          {...field('building')}
          dir="auto"
          label={t.building()}
          autoComplete="address-line2"
          required
        />
        <TextField {...field('floor')} dir="auto" label={t.floor()} required />
        <TextField {...field('city')} dir="auto" label={t.city()} autoComplete="address-level2" required />
      </div>
      <PhoneField {...field('phone')} label={t.phoneLabel()} required />
      <MapPicker
        latitude={values.latitude}
        longitude={values.longitude}
        onChange={(latitude, longitude) => {
          setValue('latitude', latitude)
          setValue('longitude', longitude)
        }}
        latitudeError={errors.latitude}
        longitudeError={errors.longitude}
        onPlaceFound={fillFromPin}
      />
      <TextareaField {...field('notes')} dir="auto" label={t.notes()} rows={2} />
      {address?.is_default ? null : (
        <CheckboxField {...checkbox('is_default')}>{t.setDefault()}</CheckboxField>
      )}
      {/* Sticks to the dialog's bottom edge: Save stays in reach however far the form scrolls. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-line bg-bg p-4">
        <button type="button" className="btn-outline" onClick={onCancel}>
          {t.cancel()}
        </button>
        <BusyButton type="submit" className="btn-primary" busy={busy}>
          {busy ? (address ? t.saving() : t.adding()) : address ? t.save() : t.add()}
        </BusyButton>
      </div>
    </form>
  )
}
