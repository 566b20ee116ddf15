import { ApiError } from '@storefront/sdk'
import { screen } from '@testing-library/react'
import { useId } from 'react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { emailField, spec } from '../../lib/validation'
import { renderWithApp } from '../../testing/render'
import { CheckboxField } from './checkbox-field'
import { RadioCardField } from './radio-card-field'
import { TextField } from './text-field'
import { useForm } from './use-form'

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, spec('fullNameMin'))),
  email: emailField,
  agree: v.pipe(v.boolean(), v.value(true, spec('termsRequired'))),
})

function Demo({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof schema>) => Promise<unknown> }) {
  const id = useId()
  const { values, errors, setValue, formProps } = useForm({
    schema,
    initial: { name: '', email: '', agree: false },
    onSubmit,
  })
  return (
    <form {...formProps}>
      <TextField
        id={`${id}-name`}
        label="Name"
        value={values.name}
        onValueChange={(value) => setValue('name', value)}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        value={values.email}
        onValueChange={(value) => setValue('email', value)}
        error={errors.email}
      />
      <CheckboxField
        id={`${id}-agree`}
        name="agree"
        checked={values.agree}
        onCheckedChange={(checked) => setValue('agree', checked)}
        error={errors.agree}
      >
        Agree
      </CheckboxField>
      <button type="submit">Send</button>
    </form>
  )
}

describe('form kit', () => {
  it('shows each error under its field, linked by aria-describedby, and focuses the first invalid field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    const { user } = renderWithApp(<Demo onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    const described = name.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe('Full name must be at least 2 characters.')
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a valid email address.',
    )
    expect(screen.getByText('You must agree to the terms and conditions.')).toBeTruthy()
    expect(document.activeElement).toBe(name)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends trimmed values, and a field error from the server shows beside its field while the text stays', async () => {
    const refusal = new ApiError(422, { result: false, message: 'Invalid', errors: { email: ['Taken.'] } })
    const onSubmit = vi.fn(() => Promise.reject(refusal))
    const { user } = renderWithApp(<Demo onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Name'), '  Nora  ')
    await user.type(screen.getByLabelText('Email'), 'nora@example.com')
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Nora', email: 'nora@example.com', agree: true })
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(await screen.findByText('Taken.')).toBeTruthy()
    expect(email.value).toBe('nora@example.com')
    expect(document.activeElement).toBe(email)
    await user.type(email, 'x')
    expect(screen.queryByText('Taken.')).toBeNull()
  })
})

const choices = v.object({
  agree: v.pipe(v.boolean(), v.value(true, spec('termsRequired'))),
  news: v.boolean(),
  payment: v.pipe(v.string(), v.minLength(1, spec('paymentRequired'))),
})

/** The same kinds of field as the app's forms, bound by the kit alone. */
function BoundDemo({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof choices>) => Promise<unknown> }) {
  const { checkbox, choice, formProps } = useForm({
    schema: choices,
    initial: { agree: false, news: true, payment: '' },
    onSubmit,
  })
  return (
    <form {...formProps}>
      <CheckboxField {...checkbox('agree')}>Agree</CheckboxField>
      <CheckboxField {...checkbox('news')}>News</CheckboxField>
      <RadioCardField
        {...choice('payment')}
        legend="Payment"
        options={[
          { value: 'cod', content: 'Cash' },
          { value: 'card', content: 'Card' },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  )
}

describe('the form kit binds checkboxes and choices', () => {
  it('a bound checkbox and choice show their errors, linked to them, and the first one takes the focus', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    const { user } = renderWithApp(<BoundDemo onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const agree = screen.getByRole('checkbox', { name: 'Agree' })
    expect(agree.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(agree.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree to the terms and conditions.',
    )
    const cash = screen.getByRole('radio', { name: 'Cash' })
    expect(cash.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(cash.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please select a payment method.',
    )
    expect(document.activeElement).toBe(agree)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('a click sets the bound value, which is what the form sends', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    const { user } = renderWithApp(<BoundDemo onSubmit={onSubmit} />)
    expect((screen.getByRole('checkbox', { name: 'News' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }))
    await user.click(screen.getByRole('checkbox', { name: 'News' }))
    await user.click(screen.getByRole('radio', { name: 'Card' }))
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith({ agree: true, news: false, payment: 'card' })
  })

  it("the server's refusal of a checkbox or a choice shows beside it until it is changed", async () => {
    const refusal = new ApiError(422, {
      result: false,
      message: 'Invalid',
      errors: { agree: ['Not now.'], payment: ['Not available.'] },
    })
    const onSubmit = vi.fn(() => Promise.reject(refusal))
    const { user } = renderWithApp(<BoundDemo onSubmit={onSubmit} />)
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }))
    await user.click(screen.getByRole('radio', { name: 'Cash' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Not now.')).toBeTruthy()
    expect(screen.getByText('Not available.')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Card' }))
    expect(screen.queryByText('Not available.')).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }))
    expect(screen.queryByText('Not now.')).toBeNull()
  })
})
