import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { TextField } from '../../components/form/text-field'
import { useForm } from '../../components/form/use-form'
import { LoadingOverlay } from '../../components/loading-overlay'
import { LL } from '../../lib/language-store'
import { toastWarning } from '../../lib/toaster'
import { emailField } from '../../lib/validation'
import { useSubscribe } from './api'

const newsletterSchema = v.object({ email: emailField })

interface NewsletterFormProps {
  id: string
  initialEmail?: string
  autoFocus?: boolean
  submitOnMount?: boolean
}

/** A refused e-mail shows beside the field and, as the spec says, as a warning toast. */
export function NewsletterForm({
  id,
  initialEmail = '',
  autoFocus = false,
  submitOnMount = false,
}: NewsletterFormProps) {
  useSignals()
  const t = LL.value
  const subscribe = useSubscribe()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'info'; message: string } | null>(null)
  const { field, formProps, submit } = useForm({
    schema: newsletterSchema,
    initial: { email: initialEmail },
    onSubmit: async (request) => {
      setOutcome(null)
      const answer = await subscribe.mutateAsync(request)
      if (answer)
        setOutcome({ tone: answer.already_subscribed ? 'info' : 'success', message: answer.message })
      return answer
    },
    // An address already on the list stays in the field: the shopper may have meant another.
    resetOnSuccess: (answer) => !(answer as { already_subscribed?: boolean } | undefined)?.already_subscribed,
    onInvalid: (refused) => refused.email && toastWarning(refused.email),
  })

  const sendNow = useRef(submitOnMount)
  useEffect(() => {
    if (!sendNow.current) return
    sendNow.current = false
    submit()
  })

  return (
    <>
      <form {...formProps} className="flex items-start gap-2">
        <TextField
          {...field('email')}
          id={id}
          label={t.newsletter.emailLabel()}
          hideLabel
          className="min-w-0 flex-1"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          autoFocus={autoFocus}
          placeholder={t.newsletter.emailPlaceholder()}
        />
        <button type="submit" className="btn-primary shrink-0" disabled={subscribe.isPending}>
          {t.newsletter.subscribe()}
        </button>
        {subscribe.isPending ? <LoadingOverlay label={t.newsletter.subscribing()} /> : null}
      </form>
      <p
        role="status"
        dir="auto"
        data-tone={outcome?.tone}
        className={
          outcome
            ? `border-s-4 ps-2 text-sm ${outcome.tone === 'info' ? 'border-link text-fg' : 'border-success text-success'}`
            : 'sr-only'
        }
      >
        {outcome?.message}
      </p>
    </>
  )
}
