import { useListCollection } from '@ark-ui/react/collection'
import { Combobox } from '@ark-ui/react/combobox'
import { Field } from '@ark-ui/react/field'
import { useSignals } from '@preact/signals-react/runtime'
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import * as v from 'valibot'
import { intlLocale, LL } from '../../lib/language-store'
import { spec } from '../../lib/validation'
import { ltrText } from '../bidi'
import { CheckIcon, ChevronDownIcon } from '../icons'
import { describedBy, errorId, hintId } from './field-shell'
import { PHONE_COUNTRIES, phoneMetadata } from './phone-metadata.gen'

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'EG'

export function isValidPhone(value: string): boolean {
  if (value === '') return true
  const parsed = parsePhoneNumberFromString(value, phoneMetadata)
  return !!parsed?.isValid() && (PHONE_COUNTRIES as readonly string[]).includes(parsed.country ?? '')
}

export const phoneSchema = v.pipe(v.string(), v.trim(), v.check(isValidPhone, spec('phoneInvalid')))

/** What the form stores: E.164 when the text reads as a number of `country`, else the text itself (refused later). */
export function toStoredPhone(text: string, country: PhoneCountry): string {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  const parsed = parsePhoneNumberFromString(trimmed, country, phoneMetadata)
  return parsed?.isValid() ? parsed.number : trimmed
}

export function splitPhone(value: string): { country: PhoneCountry | null; national: string } {
  const parsed = value ? parsePhoneNumberFromString(value, phoneMetadata) : undefined
  const country = parsed?.country as PhoneCountry | undefined
  if (!parsed || !country || !(PHONE_COUNTRIES as readonly string[]).includes(country))
    return { country: null, national: value }
  return { country, national: parsed.formatNational() }
}

const itemsByLocale = new Map<string, ReturnType<typeof buildItems>>()

/** The country list in one language, built once (Intl.DisplayNames is not free). */
function countryItems(locale: string) {
  const cached = itemsByLocale.get(locale)
  if (cached) return cached
  const items = buildItems(locale)
  itemsByLocale.set(locale, items)
  return items
}

function buildItems(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return PHONE_COUNTRIES.map((code) => {
    const dial = `+${getCountryCallingCode(code as CountryCode, phoneMetadata)}`
    return {
      value: code,
      name: names.of(code) ?? code,
      dial,
      label: `${names.of(code) ?? code} (${ltrText(dial)})`,
      // What the closed field shows: a full name cut off in a half-width field says nothing.
      short: `${code} ${ltrText(dial)}`,
    }
  }).sort((a, b) => a.name.localeCompare(b.name, locale))
}

interface PhoneFieldProps {
  id: string
  name?: string
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  required?: boolean
  defaultCountry?: PhoneCountry
}

function CountryList({ items }: { items: ReturnType<typeof buildItems> }) {
  useSignals()
  const t = LL.value.phone
  return (
    <Combobox.Positioner>
      <Combobox.Content className="z-[60] max-h-64 w-max min-w-[var(--reference-width)] max-w-[calc(100vw-2rem)] overflow-auto rounded-md border border-line bg-bg p-1 text-sm text-fg shadow-lg">
        <Combobox.Empty className="px-3 py-2 text-muted">{t.noCountry()}</Combobox.Empty>
        {items.map((item) => (
          <Combobox.Item
            key={item.value}
            item={item}
            className="flex cursor-pointer items-center justify-between gap-2 rounded px-3 py-2 data-[highlighted]:bg-surface"
          >
            <Combobox.ItemText>
              {item.name} <bdi dir="ltr">{item.dial}</bdi>
            </Combobox.ItemText>
            <Combobox.ItemIndicator>
              <CheckIcon size={14} />
            </Combobox.ItemIndicator>
          </Combobox.Item>
        ))}
      </Combobox.Content>
    </Combobox.Positioner>
  )
}

function useCountryCollection(items: ReturnType<typeof countryItems>, locale: string) {
  return useListCollection({
    initialItems: items,
    itemToString: (item) => item.short,
    itemToValue: (item) => item.value,
    filter: (_short: string, query: string, item: (typeof items)[number]) =>
      `${item.label} ${item.value}`.toLocaleLowerCase(locale).includes(query.toLocaleLowerCase(locale)),
  })
}

function usePhoneParts(value: string, defaultCountry: PhoneCountry, onValueChange: (value: string) => void) {
  const initial = useMemo(() => splitPhone(value), [value])
  const [country, setCountry] = useState<PhoneCountry>(initial.country ?? defaultCountry)
  const [national, setNational] = useState(initial.national)
  const emitted = useRef(value)

  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    const next = splitPhone(value)
    if (next.country) setCountry(next.country)
    setNational(next.national)
  }, [value])

  const emit = (text: string, code: PhoneCountry) => {
    const stored = toStoredPhone(text, code)
    emitted.current = stored
    onValueChange(stored)
  }
  const chooseCountry = (code: PhoneCountry) => {
    setCountry(code)
    if (national) emit(national, code)
  }
  const typeNational = (text: string) => {
    setNational(text)
    emit(text, country)
  }
  return { country, national, chooseCountry, typeNational }
}

interface CountryComboboxProps {
  id: string
  country: PhoneCountry
  items: ReturnType<typeof countryItems>
  locale: string
  onChoose: (code: PhoneCountry) => void
}

function CountryCombobox({ id, country, items, locale, onChoose }: CountryComboboxProps) {
  useSignals()
  const t = LL.value.phone
  const selected = items.find((item) => item.value === country)
  const { collection, filter, reset } = useCountryCollection(items, locale)
  const countryId = `${id}-country`
  const countryLabelId = `${countryId}-label`
  const countryNameId = `${countryId}-name`

  return (
    <Combobox.Root
      ids={{ input: countryId, label: countryLabelId }}
      collection={collection}
      value={[country]}
      defaultInputValue={selected?.short ?? ''}
      onInputValueChange={(details) =>
        // Only typing filters: the chosen country's name written back into the input must not.
        details.reason === 'input-change' ? filter(details.inputValue) : reset()
      }
      onOpenChange={(details) => {
        if (!details.open) reset()
      }}
      onValueChange={(details) => {
        const code = details.value[0] as PhoneCountry | undefined
        if (code) onChoose(code)
      }}
      openOnClick
      selectionBehavior="replace"
      positioning={{ strategy: 'fixed', placement: 'bottom-start' }}
      className="flex w-full flex-col gap-1 sm:w-40"
    >
      <Combobox.Label className="text-sm font-medium">{t.country()}</Combobox.Label>
      <span id={countryNameId} className="sr-only">
        {selected?.name}
      </span>
      <Combobox.Control className="relative">
        <Combobox.Input
          // The chosen country's short name is selected on focus: typing a country replaces it, never appends to it.
          onFocus={(event) => event.currentTarget.select()}
          aria-labelledby={`${countryLabelId} ${countryNameId}`}
          className="field w-full pe-9"
          placeholder={t.searchCountry()}
        />
        <Combobox.Trigger
          aria-label={t.chooseCountry()}
          className="icon-btn absolute inset-y-0 end-1 my-auto h-8 w-8"
        >
          <ChevronDownIcon size={16} />
        </Combobox.Trigger>
      </Combobox.Control>
      {/* Not portalled: a modal dialog makes everything outside it inert, the list included. */}
      <CountryList items={collection.items} />
    </Combobox.Root>
  )
}

export function PhoneField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  required,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
}: PhoneFieldProps) {
  useSignals()
  const locale = intlLocale.value
  const { country, national, chooseCountry, typeNational } = usePhoneParts(
    value,
    defaultCountry,
    onValueChange,
  )
  const items = countryItems(locale)
  const selected = items.find((item) => item.value === country)

  return (
    <div className="flex flex-wrap items-start gap-2">
      <CountryCombobox id={id} country={country} items={items} locale={locale} onChoose={chooseCountry} />
      <Field.Root
        id={id}
        ids={{ errorText: errorId(id), helperText: hintId(id) }}
        invalid={!!error}
        required={required}
        className="flex min-w-0 flex-1 basis-48 flex-col gap-1"
      >
        <Field.Label className="text-sm font-medium">{label}</Field.Label>
        <div className="flex items-stretch" dir="ltr">
          <span className="field flex w-auto shrink-0 items-center rounded-e-none border-e-0 bg-surface text-muted">
            {selected?.dial}
          </span>
          <Field.Input
            name={name}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            dir="ltr"
            value={national}
            onChange={(event) => typeNational(event.target.value)}
            aria-describedby={describedBy({ id, error })}
            className="field min-w-0 flex-1 rounded-s-none data-[invalid]:border-danger"
          />
        </div>
        <Field.ErrorText className="text-sm text-danger">{error}</Field.ErrorText>
      </Field.Root>
    </div>
  )
}
