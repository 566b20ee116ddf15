import { useSignals } from '@preact/signals-react/runtime'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'wouter'
import { LoadingOverlay } from '../../components/loading-overlay'
import { LL } from '../../lib/language-store'
import { toastWarning } from '../../lib/toaster'
import { isEmail } from '../../lib/validation'
import { useSubscribe } from './api'

/** 'Stay in the Loop': Enter or the button subscribes; what was typed stays on error. */
export function NewsletterForm() {
  useSignals()
  const t = LL.value
  const id = useId()
  const [email, setEmail] = useState('')
  const subscribe = useSubscribe()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!value) return toastWarning(t.validation.emailRequired())
    if (!isEmail(value)) return toastWarning(t.validation.emailInvalid())
    subscribe.mutate(value, { onSuccess: () => setEmail('') })
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-fg">
        {t.newsletter.heading()}
      </h2>
      <p className="text-sm">{t.newsletter.text()}</p>
      <form onSubmit={onSubmit} noValidate className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t.newsletter.emailLabel()}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t.newsletter.emailPlaceholder()}
          className="field min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={subscribe.isPending}>
          {t.newsletter.subscribe()}
        </button>
      </form>
      <p className="text-xs">
        {t.newsletter.consent()}{' '}
        <Link href="/privacy-policy" className="underline hover:text-fg">
          {t.newsletter.privacyLink()}
        </Link>
      </p>
      {subscribe.isPending ? <LoadingOverlay label={t.newsletter.subscribing()} /> : null}
    </section>
  )
}
