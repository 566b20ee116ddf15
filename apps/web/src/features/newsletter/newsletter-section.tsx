import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'

const loadForm = () => import('./newsletter-form')
const NewsletterForm = lazy(() => loadForm().then((m) => ({ default: m.NewsletterForm })))

export function NewsletterSection() {
  useSignals()
  const t = LL.value.newsletter
  // Fixed, as the one subscription form of a page: the server renders the footer apart from the page (server-footer.tsx).
  const id = 'newsletter'
  const [active, setActive] = useState<false | 'typing' | 'submitting'>(false)
  const [typed, setTyped] = useState('')
  const standIn = (
    <form
      className="flex items-start gap-2"
      onSubmit={(event) => {
        // The real form takes over and sends (or refuses) what the stand-in holds.
        event.preventDefault()
        setActive('submitting')
      }}
    >
      <label htmlFor={`${id}-email`} className="sr-only">
        {t.emailLabel()}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t.emailPlaceholder()}
        className="field min-w-0 flex-1"
        onPointerEnter={loadForm}
        onFocus={() => setActive((now) => now || 'typing')}
      />
      {/* Not swapped on focus: a swap between press and release would swallow the click. */}
      <button type="submit" className="btn-primary shrink-0" onPointerEnter={loadForm} onFocus={loadForm}>
        {t.subscribe()}
      </button>
    </form>
  )

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-fg">
        {t.heading()}
      </h2>
      <p className="text-sm">{t.text()}</p>
      {active ? (
        <Suspense fallback={standIn}>
          <NewsletterForm
            id={`${id}-email`}
            initialEmail={typed}
            autoFocus={active === 'typing'}
            submitOnMount={active === 'submitting'}
          />
        </Suspense>
      ) : (
        standIn
      )}
      <p className="text-xs">
        {t.consent()}{' '}
        <Link href={hrefOf('privacy-policy')} className="underline hover:text-fg">
          {t.privacyLink()}
        </Link>
      </p>
    </section>
  )
}
