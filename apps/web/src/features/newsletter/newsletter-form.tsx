import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import * as v from 'valibot'
import { Link } from 'wouter'
import { TextField } from '../../components/form/text-field'
import { useForm } from '../../components/form/use-form'
import { LoadingOverlay } from '../../components/loading-overlay'
import { LL } from '../../lib/language-store'
import { toastWarning } from '../../lib/toaster'
import { emailField } from '../../lib/validation'
import { useSubscribe } from './api'

const newsletterSchema = v.object({ email: emailField })

/**
 * 'Stay in the Loop': Enter or the button subscribes; what was typed stays on error. A refused
 * e-mail shows beside the field and, as the spec says, as a warning toast.
 */
export function NewsletterForm() {
  useSignals()
  const t = LL.value
  const id = useId()
  const subscribe = useSubscribe()
  const { values, errors, setValue, formProps } = useForm({
    schema: newsletterSchema,
    initial: { email: '' },
    onSubmit: (request) => subscribe.mutateAsync(request),
    onInvalid: (refused) => refused.email && toastWarning(refused.email),
  })

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-fg">
        {t.newsletter.heading()}
      </h2>
      <p className="text-sm">{t.newsletter.text()}</p>
      <form {...formProps} className="flex items-start gap-2">
        <TextField
          id={`${id}-email`}
          label={t.newsletter.emailLabel()}
          hideLabel
          className="min-w-0 flex-1"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={values.email}
          onValueChange={(value) => setValue('email', value)}
          placeholder={t.newsletter.emailPlaceholder()}
          error={errors.email}
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
