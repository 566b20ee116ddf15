import { useSignals } from '@preact/signals-react/runtime'
import { PlaceholderPage } from '../../components/placeholder-page'
import { LL } from '../../lib/language-store'

export default function CheckoutPage() {
  useSignals()
  const t = LL.value.placeholder
  return <PlaceholderPage title={t.titles.checkout()} purpose={t.checkout()} />
}
