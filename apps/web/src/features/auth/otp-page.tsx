import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { Link, Redirect, useLocation } from 'wouter'
import { CODE_LENGTH, CodeField } from '../../components/form/code-field'
import { useForm } from '../../components/form/use-form'
import { auth, takeReturnTo } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { readStorage } from '../../lib/safe-storage'
import { OTP_RESEND_KEY } from '../../lib/storage-keys'
import { spec } from '../../lib/validation'
import { useResendCode, useVerifyCode } from './api'
import { AuthCard } from './auth-card'

export const otpSchema = v.object({
  otp: v.pipe(
    v.string(),
    v.nonEmpty(spec('otpRequired')),
    v.regex(/^\d*$/, spec('otpDigits')),
    v.length(CODE_LENGTH, spec('otpLength')),
  ),
})

function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

const minutes = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export default function OtpPage() {
  useSignals()
  const t = LL.value.auth
  const [, navigate] = useLocation()
  const now = useNow()
  const { email, expiryAt, isRegister, formData } = auth.value
  const [resendAt, setResendAt] = useState(() => Number(readStorage(OTP_RESEND_KEY, sessionStorage) ?? 0))
  const verify = useVerifyCode()
  const resend = useResendCode()
  const { field, submit, formProps } = useForm({
    schema: otpSchema,
    initial: { otp: '' },
    resetOnSuccess: false,
    onSubmit: ({ otp }) =>
      verify.mutateAsync({ email: email ?? '', otp, register: isRegister }).then(() => {
        navigate(takeReturnTo() ?? hrefOf('home'), { replace: true })
      }),
  })

  if (!email) return <Redirect to={hrefOf('login')} replace />

  const waitMs = resendAt - now
  const expired = expiryAt !== null && expiryAt <= now
  const onResend = () =>
    resend.mutate(
      { email, register: isRegister ? formData : null },
      { onSuccess: () => setResendAt(Number(readStorage(OTP_RESEND_KEY, sessionStorage) ?? 0)) },
    )

  return (
    <AuthCard
      title={t.otpTitle()} // The address runs left to right inside a right-to-left sentence: isolate it.
      intro={t.otpIntro({ email: `\u2068${email}\u2069` })}
    >
      <form {...formProps} className="flex flex-col gap-4">
        <CodeField
          {...field('otp')}
          label={t.code()}
          onComplete={(otp) => {
            if (!verify.isPending) submit(null, { otp })
          }}
          disabled={verify.isPending}
        />
        <p className="text-sm text-muted" aria-hidden="true">
          {expired ? t.expired() : expiryAt ? t.expiresIn({ time: minutes(expiryAt - now) }) : null}
        </p>
        <button type="submit" className="btn-primary" disabled={verify.isPending}>
          {verify.isPending ? t.verifying() : t.verify()}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="btn-outline"
          onClick={onResend}
          disabled={waitMs > 0 || resend.isPending}
        >
          {resend.isPending ? t.sending() : t.resend()}
        </button>
        <span className="text-muted" aria-hidden="true">
          {waitMs > 0 ? t.resendIn({ seconds: Math.ceil(waitMs / 1000) }) : null}
        </span>
        <Link href={isRegister ? hrefOf('register') : hrefOf('login')} className="text-link underline">
          {t.changeEmail()}
        </Link>
      </div>
      {/* Read out when the state changes, not on every tick of the countdown. */}
      <p className="sr-only" aria-live="polite">
        {expired ? t.expired() : waitMs > 0 ? '' : t.resendReady()}
      </p>
    </AuthCard>
  )
}
