import { Field } from '@ark-ui/react/field'
import { useEffect, useRef } from 'react'
import { describedBy, FieldShell, type FieldShellProps, splitShell } from './field-shell'

export const CODE_LENGTH = 6

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g

export function normalizeCode(raw: string): string {
  return raw.replace(ARABIC_INDIC, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf)).replace(/[\s-]/g, '')
}

type CodeFieldProps = Omit<FieldShellProps, 'children'> & {
  value: string
  onValueChange: (value: string) => void
  onComplete?: (code: string) => void
  disabled?: boolean
}

/** One real input, so autofill and paste put the whole code in at once; left to right even in Arabic. */
export function CodeField(props: CodeFieldProps) {
  const [shell, { value, onValueChange, onComplete, disabled }] = splitShell(props)
  const input = useRef<HTMLInputElement>(null)
  // The code screen is only reached by asking for a code, so the shopper's next act is typing it.
  useEffect(() => input.current?.focus(), [])
  return (
    <FieldShell {...shell}>
      <Field.Input
        ref={input}
        name="otp"
        value={value}
        onChange={(event) => {
          const code = normalizeCode(event.target.value).slice(0, CODE_LENGTH)
          onValueChange(code)
          if (/^\d{6}$/.test(code)) onComplete?.(code)
        }}
        autoComplete="one-time-code"
        inputMode="numeric"
        dir="ltr"
        maxLength={CODE_LENGTH + 4}
        disabled={disabled}
        aria-describedby={describedBy(shell)}
        className="field data-[invalid]:border-danger text-center font-mono text-2xl tracking-[0.5em]"
      />
    </FieldShell>
  )
}
