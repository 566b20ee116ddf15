import { useSignals } from '@preact/signals-react/runtime'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { AutoDir, ltrText } from '../../components/bidi'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { ChatIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons'
import { Checkbox } from '../../components/ui/checkbox'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { useSettings } from '../../lib/settings'
import { useSendContact } from './api'
import { type ContactValues, validateContact } from './contact-validation'

const EMPTY: ContactValues = { full_name: '', email: '', message: '', agree_terms: false }

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The server's thanks, with the reference ID shown once: in its sentence when it names it. */
function SentMessage({ message, reference }: { message: string; reference: string }) {
  useSignals()
  const id = <strong data-testid="contact-reference">{ltrText(reference)}</strong>
  const at = message.indexOf(reference)
  if (at < 0) {
    return (
      <>
        <p className="font-medium">{message}</p>
        <p>
          {LL.value.contact.reference()} {id}
        </p>
      </>
    )
  }
  return (
    <p className="font-medium">
      {message.slice(0, at)}
      {id}
      {message.slice(at + reference.length)}
    </p>
  )
}

function ContactForm() {
  useSignals()
  const t = LL.value
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [submitted, setSubmitted] = useState(false)
  const send = useSendContact()
  const errors = submitted ? validateContact(values) : {}
  const message = (field: keyof ContactValues) => {
    const key = errors[field]
    return key ? t.validation[key]() : undefined
  }
  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const a11y = (field: keyof ContactValues) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateContact(values)).length > 0) return
    send.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY)
        setSubmitted(false)
      },
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card flex flex-col gap-4 p-6">
      <Field id={`${id}-full_name`} label={t.contact.fullName()} error={message('full_name')}>
        <input
          id={`${id}-full_name`}
          name="full_name"
          autoComplete="name"
          value={values.full_name}
          onChange={(e) => set('full_name', e.target.value)}
          className="field"
          {...a11y('full_name')}
        />
      </Field>
      <Field id={`${id}-email`} label={t.contact.email()} error={message('email')}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          className="field"
          {...a11y('email')}
        />
      </Field>
      <Field id={`${id}-message`} label={t.contact.message()} error={message('message')}>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          className="field h-auto py-2"
          {...a11y('message')}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <Checkbox
          name="agree_terms"
          checked={values.agree_terms}
          onCheckedChange={(checked) => set('agree_terms', checked)}
          invalid={!!errors.agree_terms}
          describedBy={errors.agree_terms ? `${id}-agree_terms-error` : undefined}
        >
          {t.contact.terms()}
        </Checkbox>
        {errors.agree_terms ? (
          <p id={`${id}-agree_terms-error`} className="text-sm text-danger">
            {message('agree_terms')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary self-start" disabled={send.isPending}>
        {send.isPending ? t.contact.sending() : t.contact.send()}
      </button>
      {send.data ? (
        <div role="status" className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
          <SentMessage message={send.data.message || t.contact.sent()} reference={send.data.reference_id} />
        </div>
      ) : null}
    </form>
  )
}

export default function ContactPage() {
  useSignals()
  const t = LL.value
  const config = useSettings().data?.config ?? {}
  useDocumentMeta({ title: t.contact.title(), description: t.contact.metaDescription() })
  const whatsapp = config.contact_phone?.replace(/\D/g, '')

  return (
    <div className="page-container py-8">
      <Breadcrumbs items={[{ label: t.common.home(), href: '/' }, { label: t.contact.title() }]} />
      <h1 className="mb-2 text-3xl font-bold">{t.contact.title()}</h1>
      <p className="mb-8 max-w-2xl text-muted">{t.contact.intro()}</p>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <ContactForm />
        <ul className="flex flex-col gap-4 text-sm">
          {config.contact_phone ? (
            <li className="card flex items-start gap-3 p-4">
              <PhoneIcon className="mt-0.5 shrink-0" />
              <div>
                <p className="font-semibold">{t.contact.phone()}</p>
                <a href={`tel:${config.contact_phone}`} dir="ltr" className="text-link hover:underline">
                  {config.contact_phone}
                </a>
              </div>
            </li>
          ) : null}
          {whatsapp ? (
            <li className="card flex items-start gap-3 p-4">
              <ChatIcon className="mt-0.5 shrink-0" />
              <div>
                <p className="font-semibold">{t.contact.whatsapp()}</p>
                <a
                  href={`https://wa.me/${whatsapp}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-link hover:underline"
                >
                  wa.me/{whatsapp}
                </a>
              </div>
            </li>
          ) : null}
          {config.contact_email ? (
            <li className="card flex items-start gap-3 p-4">
              <MailIcon className="mt-0.5 shrink-0" />
              <div>
                <p className="font-semibold">{t.contact.emailUs()}</p>
                <a href={`mailto:${config.contact_email}`} className="text-link hover:underline">
                  {config.contact_email}
                </a>
              </div>
            </li>
          ) : null}
          {config.store_address ? (
            <li className="card flex items-start gap-3 p-4">
              <PinIcon className="mt-0.5 shrink-0" />
              <div>
                <p className="font-semibold">{t.contact.address()}</p>
                <p>
                  <AutoDir>{config.store_address}</AutoDir>
                </p>
              </div>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  )
}
