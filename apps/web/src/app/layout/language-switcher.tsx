import { useSignals } from '@preact/signals-react/runtime'
import { useQueryClient } from '@tanstack/react-query'
import { RadioMenu } from '../../components/ui/radio-menu'
import { isLocale, locales } from '../../i18n/i18n-util'
import { changeLanguage, LL, locale } from '../../lib/language-store'

/** English / العربية. Switching also refetches everything, since answers depend on the language. */
export function LanguageSwitcher() {
  useSignals()
  const queryClient = useQueryClient()
  const t = LL.value
  const options = [...locales].reverse().map((value) => ({ value, label: t.languages[value](), lang: value }))
  const currentName = t.languages[locale.value]()

  const onValueChange = async (value: string) => {
    if (!isLocale(value) || value === locale.value) return
    await changeLanguage(value)
    await queryClient.invalidateQueries()
  }

  return (
    <RadioMenu
      triggerLabel={t.header.languageLabel({ name: currentName })}
      trigger={<span lang={locale.value}>{currentName}</span>}
      value={locale.value}
      options={options}
      onValueChange={onValueChange}
    />
  )
}
