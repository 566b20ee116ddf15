import { useSignals } from '@preact/signals-react/runtime'
import { Link, useLocation } from 'wouter'
import { CheckboxField } from '../../components/form/checkbox-field'
import { GenderField } from '../../components/form/gender-field'
import { PhoneField } from '../../components/form/phone-field'
import { TextField } from '../../components/form/text-field'
import { useForm } from '../../components/form/use-form'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { codeAlreadySent, handOverEmail, useSendRegisterCode } from './api'
import { AuthCard } from './auth-card'
import { type RegisterValues, registerSchema, toRegisterRequest } from './register-validation'
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in'

const EMPTY: RegisterValues = {
  name: '',
  email: '',
  phone: '',
  birthdate: '',
  gender: '',
  newsletter: false,
  terms: false,
}

export default function RegisterPage() {
  useSignals()
  useLeaveWhenSignedIn()
  const t = LL.value.auth
  const [, navigate] = useLocation()
  const send = useSendRegisterCode()
  const { values, serverErrors, field, choice, checkbox, formProps } = useForm({
    schema: registerSchema,
    initial: EMPTY,
    resetOnSuccess: false,
    onSubmit: (output) => {
      const request = toRegisterRequest(output)
      return send.mutateAsync(request).then(
        () => navigate(hrefOf('otp')),
        (error: unknown) => {
          if (!codeAlreadySent(error, request.email, { ...request })) throw error
          navigate(hrefOf('otp'))
        },
      )
    },
  })

  return (
    <AuthCard title={t.registerTitle()} intro={t.registerIntro()}>
      <aside className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
        <p className="font-semibold">{t.welcomeTitle()}</p>
        <p>{t.welcomeText()}</p>
      </aside>
      <form {...formProps} className="flex flex-col gap-4">
        <TextField {...field('name')} label={t.fullName()} autoComplete="name" />
        <TextField {...field('email')} type="email" label={t.email()} autoComplete="email" dir="ltr" />
        {/* A server refusal of the e-mail (a known address is never refused): sign-in is the way on. */}
        {serverErrors.email ? (
          <Link
            href={hrefOf('login')}
            onClick={() => handOverEmail(values.email)}
            className="-mt-2 text-sm font-medium text-link underline"
          >
            {t.signInInstead()}
          </Link>
        ) : null}
        <PhoneField {...field('phone')} label={t.phoneLabel()} />
        <TextField {...field('birthdate')} type="date" label={t.birthdate()} autoComplete="bday" />
        <GenderField {...choice('gender')} />
        <CheckboxField {...checkbox('newsletter')}>{t.marketing()}</CheckboxField>
        <CheckboxField {...checkbox('terms')}>{t.terms()}</CheckboxField>
        {/* A new tab, so what was typed here stays; a link inside the label would sit under the checkbox's input. */}
        <a
          href={hrefOf('terms-conditions')}
          target="_blank"
          rel="noopener"
          className="-mt-2 text-sm text-link underline"
        >
          {t.readTerms()}
        </a>
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          {send.isPending ? t.creatingAccount() : t.register()}
        </button>
      </form>
      <p className="text-sm">
        {t.haveAccount()}{' '}
        <Link href={hrefOf('login')} className="font-medium text-link underline">
          {t.signIn()}
        </Link>
      </p>
    </AuthCard>
  )
}
