import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { AutoDir, ltrText } from '../../components/bidi'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { CheckboxField } from '../../components/form/checkbox-field'
import { TextField } from '../../components/form/text-field'
import { TextareaField } from '../../components/form/textarea-field'
import { useForm } from '../../components/form/use-form'
import { ChatIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons'
import { openChat } from '../../lib/chat-store'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { useSettings } from '../../lib/settings'
import { useSendContact } from './api'
import { type ContactValues, contactSchema } from './contact-validation'

const EMPTY: ContactValues = { full_name: '', email: '', message: '', agree_terms: false }

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
  const send = useSendContact()
  const { field, checkbox, formProps } = useForm({
    schema: contactSchema,
    initial: EMPTY,
    onSubmit: (request) => send.mutateAsync(request),
  })

  return (
    <form {...formProps} className="card flex flex-col gap-4 p-6">
      <TextField {...field('full_name')} label={t.contact.fullName()} autoComplete="name" />
      <TextField {...field('email')} type="email" label={t.contact.email()} autoComplete="email" />
      <TextareaField {...field('message')} label={t.contact.message()} rows={5} />
      <CheckboxField {...checkbox('agree_terms')}>{t.contact.terms()}</CheckboxField>
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

function ContactWay({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof PhoneIcon
  title: string
  children: ReactNode
}) {
  return (
    <li className="card flex items-start gap-3 p-4">
      <Icon className="mt-0.5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </li>
  )
}

function ContactWays() {
  useSignals()
  const t = LL.value
  const settings = useSettings().data
  const config = settings?.config ?? {}
  const whatsapp = config.contact_phone?.replace(/\D/g, '')
  return (
    <ul className="flex flex-col gap-4 text-sm">
      {config.contact_phone ? (
        <ContactWay icon={PhoneIcon} title={t.contact.phone()}>
          <a href={`tel:${config.contact_phone}`} dir="ltr" className="text-link hover:underline">
            {config.contact_phone}
          </a>
        </ContactWay>
      ) : null}
      {whatsapp ? (
        <ContactWay icon={ChatIcon} title={t.contact.whatsapp()}>
          <a
            href={`https://wa.me/${whatsapp}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-link hover:underline"
          >
            wa.me/{whatsapp}
          </a>
        </ContactWay>
      ) : null}
      {settings?.chat ? (
        <ContactWay icon={ChatIcon} title={t.contact.liveChat()}>
          <button
            type="button"
            className="focusable rounded-sm text-link hover:underline"
            onClick={(event) => openChat(event.currentTarget)}
          >
            {t.contact.liveChatAction()}
          </button>
        </ContactWay>
      ) : null}
      {config.contact_email ? (
        <ContactWay icon={MailIcon} title={t.contact.emailUs()}>
          <a href={`mailto:${config.contact_email}`} className="text-link hover:underline">
            {config.contact_email}
          </a>
        </ContactWay>
      ) : null}
      {config.store_address ? (
        <ContactWay icon={PinIcon} title={t.contact.address()}>
          <p>
            <AutoDir>{config.store_address}</AutoDir>
          </p>
        </ContactWay>
      ) : null}
    </ul>
  )
}

export default function ContactPage() {
  useSignals()
  const t = LL.value
  useDocumentMeta({ title: t.contact.title(), description: t.contact.metaDescription() })

  return (
    <div className="page-container py-8">
      <Breadcrumbs items={[{ label: t.common.home(), href: hrefOf('home') }, { label: t.contact.title() }]} />
      <h1 className="mb-2 text-3xl font-bold">{t.contact.title()}</h1>
      <p className="mb-8 max-w-2xl text-muted">{t.contact.intro()}</p>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <ContactForm />
        <ContactWays />
      </div>
    </div>
  )
}
