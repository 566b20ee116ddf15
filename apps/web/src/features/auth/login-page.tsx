import { useSignals } from '@preact/signals-react/runtime'

import { useState } from 'react'
import * as v from 'valibot'
import { Link, useLocation } from 'wouter'
import { TextField } from '../../components/form/text-field'
import { useForm } from '../../components/form/use-form'
import { auth, takeExpiredEmail } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { emailField } from '../../lib/validation'
import { codeAlreadySent, takeHandedEmail, useSendLoginCode } from './api'
import { AuthCard } from './auth-card'
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in'

const loginSchema = v.object({ email: emailField })

export default function LoginPage() {
  useSignals()
  useLeaveWhenSignedIn()
  const t = LL.value.auth
  const [, navigate] = useLocation()
  const send = useSendLoginCode()
  const [handed] = useState(takeHandedEmail)
  const [expired] = useState(takeExpiredEmail)
  const { field, formProps } = useForm({
    schema: loginSchema,
    initial: { email: handed ?? auth.value.email ?? expired ?? '' },
    resetOnSuccess: false,
    onSubmit: (request) =>
      send.mutateAsync(request).then(
        () => navigate(hrefOf('otp')),
        (error: unknown) => {
          if (!codeAlreadySent(error, request.email, null)) throw error
          navigate(hrefOf('otp'))
        },
      ),
  })

  return (
    <AuthCard title={t.loginTitle()} intro={t.loginIntro()}>
      <form {...formProps} className="flex flex-col gap-4">
        <TextField
          {...field('email')}
          type="email"
          label={t.email()}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
        />
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          {send.isPending ? t.signingIn() : t.sendCode()}
        </button>
      </form>
      <p className="text-sm">
        {t.newHere()}{' '}
        <Link href={hrefOf('register')} className="font-medium text-link underline">
          {t.createAccount()}
        </Link>
      </p>
    </AuthCard>
  )
}
