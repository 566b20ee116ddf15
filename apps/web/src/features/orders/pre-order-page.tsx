import { useSignals } from '@preact/signals-react/runtime'
import { useParams } from 'wouter'
import { PlaceholderPage } from '../../components/placeholder-page'
import { LL } from '../../lib/language-store'

export default function PreOrderPage() {
  useSignals()
  const { orderId = '' } = useParams<{ orderId: string }>()
  const t = LL.value.placeholder
  return <PlaceholderPage title={t.titles.preOrder()} purpose={t.preOrder({ id: orderId })} />
}
