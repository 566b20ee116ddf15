import { useSignals } from '@preact/signals-react/runtime'
import { PlaceholderPage } from '../../components/placeholder-page'
import { LL } from '../../lib/language-store'

export default function LoginPage() {
  useSignals()
  const t = LL.value.placeholder
  return <PlaceholderPage title={t.titles.login()} purpose={t.login()} />
}
