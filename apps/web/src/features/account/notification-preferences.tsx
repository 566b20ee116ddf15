import { useSignals } from '@preact/signals-react/runtime'
import { useId, useState } from 'react'
import { CheckboxField } from '../../components/form/checkbox-field'
import type { Client } from '../../data/me'
import { LL } from '../../lib/language-store'
import { useUpdateProfile } from './api'

export function NotificationPreferences({ client }: { client: Client }) {
  useSignals()
  const t = LL.value.account
  const id = useId()
  const update = useUpdateProfile()
  const [prefs, setPrefs] = useState({ order_updates: client.order_updates, newsletter: client.newsletter })

  return (
    <form
      className="flex max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate({ name: client.name, ...prefs })
      }}
    >
      <p className="text-sm text-muted">{t.notificationsIntro()}</p>
      <CheckboxField
        id={`${id}-order_updates`}
        name="order_updates"
        checked={prefs.order_updates}
        onCheckedChange={(checked) => setPrefs((p) => ({ ...p, order_updates: checked }))}
      >
        {t.orderUpdates()}
      </CheckboxField>
      <CheckboxField
        id={`${id}-newsletter`}
        name="newsletter"
        checked={prefs.newsletter}
        onCheckedChange={(checked) => setPrefs((p) => ({ ...p, newsletter: checked }))}
      >
        {t.newsletter()}
      </CheckboxField>
      <button type="submit" className="btn-primary self-start" disabled={update.isPending}>
        {update.isPending ? t.saving() : t.save()}
      </button>
    </form>
  )
}
