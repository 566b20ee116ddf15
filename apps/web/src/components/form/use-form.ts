import { isApiError } from '@storefront/sdk'
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { LL } from '../../lib/language-store'
import { peekDraft, useDraft } from '../../lib/session-drafts'

type FieldErrors<TValues> = Partial<Record<keyof TValues & string, string>>

/** A schema message is a `validation.*` key; the translator answers '' for anything else. */
function translate(message: string): string {
  const texts = LL.value.validation as Record<string, (() => string) | undefined>
  return texts[message]?.() || message
}

export function fieldErrors<TValues>(schema: v.GenericSchema<TValues, unknown>, values: TValues) {
  const result = v.safeParse(schema, values)
  const errors: FieldErrors<TValues> = {}
  if (result.success) return errors
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as (keyof TValues & string) | null
    if (field && !errors[field]) errors[field] = translate(issue.message)
  }
  return errors
}

interface UseFormOptions<TValues, TOutput> {
  schema: v.GenericSchema<TValues, TOutput>
  initial: TValues
  onSubmit: (output: TOutput) => Promise<unknown>
  /** Empty the form after a success (default); a function decides from the answer (nothing changed: keep it). */
  resetOnSuccess?: boolean | ((answer: unknown) => boolean)
  /** Also told when a submit is refused by the rules (a form whose spec wants a warning toast). */
  onInvalid?: (errors: FieldErrors<TValues>) => void
}

function useFocusOnRefusal(formRef: RefObject<HTMLFormElement | null>, refusals: number) {
  useEffect(() => {
    if (refusals === 0) return
    // A refused choice with nothing to choose from marks the control that fixes it instead (e.g. "Add address").
    const marked = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:not([type="hidden"]), [data-fixes-invalid]',
    )
    // A group of radios is marked as a whole; its chosen radio, or its first, takes the focus.
    const first =
      marked?.getAttribute('role') === 'radiogroup'
        ? (marked.querySelector<HTMLElement>('input:checked') ?? marked.querySelector<HTMLElement>('input'))
        : marked
    // Centred, so its label above and its message below are in sight too, not only the control.
    first?.focus({ preventScroll: true })
    first?.scrollIntoView?.({ block: 'center' })
  }, [refusals, formRef])
}

function serverFieldErrors<TValues>(error: unknown, current: TValues): FieldErrors<TValues> {
  const known = isApiError(error) && error.errors ? error.errors : {}
  const next: FieldErrors<TValues> = {}
  for (const [field, messages] of Object.entries(known)) {
    if (field in (current as object) && messages[0]) next[field as keyof TValues & string] = messages[0]
  }
  return next
}

type NameOf<TValues, V> = { [K in keyof TValues & string]: TValues[K] extends V ? K : never }[keyof TValues &
  string]

function fieldBindings<TValues>(
  idPrefix: string,
  values: TValues,
  errors: FieldErrors<TValues>,
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void,
) {
  const field = <K extends NameOf<TValues, string>>(name: K) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] as string,
    onValueChange: (value: string) => setValue(name, value as TValues[K]),
    error: errors[name],
  })
  const checkbox = <K extends NameOf<TValues, boolean>>(name: K) => ({
    id: `${idPrefix}-${name}`,
    name,
    checked: values[name] as boolean,
    onCheckedChange: (checked: boolean) => setValue(name, checked as TValues[K]),
    error: errors[name],
  })
  /** One value out of several (radios, a select, stars): the value keeps its own type. */
  const choice = <K extends keyof TValues & string>(name: K) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onValueChange: (value: TValues[K]) => setValue(name, value),
    error: errors[name],
  })

  return { field, checkbox, choice }
}

/** docs/decisions/0008-form-kit.md; the first invalid field takes focus, server field errors stay until edited. */
export function useForm<TValues extends Record<string, unknown>, TOutput>({
  schema,
  initial,
  onSubmit,
  resetOnSuccess = true,
  onInvalid,
}: UseFormOptions<TValues, TOutput>) {
  const formRef = useRef<HTMLFormElement>(null)
  const idPrefix = useId()
  const draftKey = `form:${Object.keys(initial).join(',')}`
  const [values, setValues] = useState<TValues>(() => ({ ...initial, ...peekDraft<TValues>(draftKey) }))
  useDraft(draftKey, values)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors<TValues>>({})
  const [refusals, setRefusals] = useState(0)
  const errors: FieldErrors<TValues> = { ...serverErrors, ...(submitted ? fieldErrors(schema, values) : {}) }

  useFocusOnRefusal(formRef, refusals)

  const setValue = <K extends keyof TValues & string>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    setServerErrors(({ [name]: _dropped, ...rest }) => rest as FieldErrors<TValues>)
  }

  /** `latest`: values set in the same event, not yet rendered (a code that completes itself). */
  const submit = (event?: FormEvent | null, latest?: Partial<TValues>) => {
    event?.preventDefault()
    setSubmitted(true)
    const current = { ...values, ...latest }
    const result = v.safeParse(schema, current)
    if (!result.success) {
      onInvalid?.(fieldErrors(schema, current))
      return setRefusals((n) => n + 1)
    }
    onSubmit(result.output).then(
      (answer) => {
        if (!(typeof resetOnSuccess === 'function' ? resetOnSuccess(answer) : resetOnSuccess)) return
        setValues(initial)
        setSubmitted(false)
      },
      (error: unknown) => {
        const next = serverFieldErrors(error, current)
        setServerErrors(next)
        if (Object.keys(next).length) setRefusals((n) => n + 1)
      },
    )
  }

  const { field, checkbox, choice } = fieldBindings(idPrefix, values, errors, setValue)

  return {
    values,
    errors,
    /** The fields the server refused, until edited (a form may offer a way on beside them). */
    serverErrors,
    setValue,
    field,
    checkbox,
    choice,
    submit,
    formProps: { ref: formRef, onSubmit: (event: FormEvent) => submit(event), noValidate: true },
  }
}
