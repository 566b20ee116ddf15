import { useSignals } from '@preact/signals-react/runtime'
import { MonitorIcon, MoonIcon, SunIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'
import { cycleTheme, nextTheme, shownTheme } from '../../lib/theme-store'

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon }

export function ThemeToggle() {
  useSignals()
  const t = LL.value.theme
  const label = { light: t.switchToLight(), dark: t.switchToDark(), system: t.switchToSystem() }[
    nextTheme.value
  ]
  const Icon = ICONS[shownTheme.value]
  return (
    <button type="button" className="icon-btn" aria-label={label} title={label} onClick={cycleTheme}>
      <Icon />
    </button>
  )
}
