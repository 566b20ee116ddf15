import { useSignals } from '@preact/signals-react/runtime'
import { LL } from '../../lib/language-store'
import { GENDERS } from '../../lib/validation'
import { SelectField } from './select-field'

export type GenderChoice = '' | (typeof GENDERS)[number]

const labelKey = (gender: (typeof GENDERS)[number]) =>
  gender === 'Prefer not to say' ? 'PreferNotToSay' : gender

export function GenderField({
  id,
  value,
  onValueChange,
  error,
}: {
  id: string
  value: GenderChoice
  onValueChange: (value: GenderChoice) => void
  error?: string | undefined
}) {
  useSignals()
  const t = LL.value.auth
  return (
    <SelectField
      id={id}
      name="gender"
      label={t.gender()}
      value={value}
      onValueChange={(choice) => onValueChange(choice as GenderChoice)}
      placeholder={t.genderNone()}
      options={GENDERS.map((gender) => ({ value: gender, label: t.genders[labelKey(gender)]() }))}
      error={error}
    />
  )
}
