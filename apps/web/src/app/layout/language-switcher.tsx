import { useSignals } from '@preact/signals-react/runtime'
import { useQueryClient } from '@tanstack/react-query'
import { DeferredSelect } from '../../components/ui/deferred-select'
import { isLocale } from '../../i18n/i18n-util'
import { changeLanguage, LL, locale } from '../../lib/language-store'

/** English / العربية. Switching also refetches everything, since answers depend on the language. */
export function LanguageSwitcher() {
  useSignals()
  const queryClient = useQueryClient()
  const t = LL.value
  const items = (['en', 'ar'] as const).map((value) => ({ value, label: t.languages[value](), lang: value }))

  const onValueChange = async (value: string | null) => {
    if (!value || !isLocale(value) || value === locale.value) return
    await changeLanguage(value)
    await queryClient.invalidateQueries()
  }

  return (
    <DeferredSelect
      label={t.header.language()}
      hideLabel
      compact
      testId="language-switcher"
      items={items}
      value={locale.value}
      onValueChange={onValueChange}
    />
  )
}
