import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useId, useRef, useState } from 'react'
import type * as v from 'valibot'
import { AutoDir } from '../../components/bidi'
import { FieldError } from '../../components/form/field-error'
import { errorId } from '../../components/form/field-shell'
import { TextareaField } from '../../components/form/textarea-field'
import { useForm } from '../../components/form/use-form'
import { ReadFailed } from '../../components/read-state'
import { BusyButton } from '../../components/ui/busy-button'
import { VariantText } from '../../components/variant-text'
import { type Order, type ReturnOrder, useOrderReturns, useRequestReturn } from '../../data/orders'
import { shownTimeZone } from '../../lib/hydration'
import { intlLocale, LL } from '../../lib/language-store'
import { type ReturnValues, returnSchema } from './return-validation'

/** Returns still holding the order; a new one may be asked for only without one (openapi.yaml). */
const OPEN: ReturnOrder['status'][] = ['Requested', 'Approved']

export function OrderReturns({ order }: { order: Order }) {
  useSignals()
  const t = LL.value.orders.returns
  const returns = useOrderReturns(order.id)
  const [asking, setAsking] = useState(false)
  const title = useRef<HTMLHeadingElement>(null)
  // Whichever control had focus is gone once the form closes: the section's heading takes it.
  const askButton = useRef<HTMLButtonElement>(null)
  const closeForm = (focus: { current: HTMLElement | null }) => {
    setAsking(false)
    requestAnimationFrame(() => focus.current?.focus())
  }
  const list = returns.data ?? []
  const returnable = order.status === 'Delivered' && !list.some((r) => OPEN.includes(r.status))
  if (!returnable && list.length === 0) return null
  return (
    <section className="card flex flex-col gap-4 p-4" aria-labelledby="returns-title">
      <h2 id="returns-title" ref={title} tabIndex={-1} className="text-lg font-semibold">
        {t.title()}
      </h2>
      {returns.isError ? (
        <ReadFailed onRetry={() => returns.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t.none()}</p>
      ) : null}
      <ReturnList list={list} />
      {returnable && !asking ? (
        <button
          ref={askButton}
          type="button"
          className="btn-outline self-start"
          onClick={() => setAsking(true)}
        >
          {t.request()}
        </button>
      ) : null}
      {returnable && asking ? (
        <ReturnForm order={order} onDone={() => closeForm(title)} onCancel={() => closeForm(askButton)} />
      ) : null}
    </section>
  )
}

function ReturnForm({ order, onDone, onCancel }: { order: Order; onDone: () => void; onCancel: () => void }) {
  useSignals()
  const t = LL.value.orders.returns
  const itemsId = useId()
  const request = useRequestReturn()
  const form = useForm<ReturnValues, v.InferOutput<typeof returnSchema>>({
    schema: returnSchema,
    initial: { scope: 'whole', reason: '', quantities: {} },
    onSubmit: async (values) => {
      const items =
        values.scope === 'chosen'
          ? Object.entries(values.quantities)
              .filter(([, q]) => Number(q) > 0)
              .map(([id, q]) => ({ order_item_id: Number(id), quantity: Number(q) }))
          : undefined
      await request.mutateAsync({ order_id: order.id, reason: values.reason, ...(items ? { items } : {}) })
      onDone()
    },
  })
  const { values, setValue } = form
  const formRef = form.formProps.ref
  // The form takes the place of the button that opened it, so focus starts in it.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus(), [formRef])
  const itemsError = form.errors.quantities
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <ScopeChoice scope={values.scope} onChange={(scope) => setValue('scope', scope)} />
      {values.scope === 'chosen' ? (
        <ChosenItems
          order={order}
          id={itemsId}
          quantities={values.quantities}
          error={itemsError}
          onChange={(quantities) => setValue('quantities', quantities)}
        />
      ) : null}
      <TextareaField
        {...form.field('reason')}
        label={t.reason()}
        hint={t.reasonHint()}
        maxLength={1000}
        rows={3}
      />
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" className="btn-primary" busy={request.isPending}>
          {request.isPending ? t.sending() : t.send()}
        </BusyButton>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {LL.value.account.cancel()}
        </button>
      </div>
    </form>
  )
}

interface ChosenItemsProps {
  order: Order
  id: string
  quantities: ReturnValues['quantities']
  error: string | undefined
  onChange: (quantities: ReturnValues['quantities']) => void
}

function ChosenItems({ order, id: itemsId, quantities, error: itemsError, onChange }: ChosenItemsProps) {
  useSignals()
  const t = LL.value.orders.returns
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={itemsError ? errorId(itemsId) : undefined}>
      <legend className="sr-only">{t.chosen()}</legend>
      {order.items.map((item, index) => {
        const id = `${itemsId}-${item.id}`
        return (
          <div key={item.id} className="flex items-center justify-between gap-3 text-sm">
            {/* Two lines of one product differ by colour and size: both are named. */}
            <label htmlFor={index === 0 ? itemsId : id} className="min-w-0 flex-1" aria-hidden="true">
              <AutoDir>{item.product_name}</AutoDir>{' '}
              <span className="text-muted">
                {item.color || item.size ? (
                  <>
                    <VariantText color={item.color} size={item.size} alone />{' '}
                  </>
                ) : null}
                ({t.upTo({ max: item.quantity })})
              </span>
            </label>
            <input
              id={index === 0 ? itemsId : id}
              aria-label={
                item.color || item.size
                  ? t.quantityOfVariant({
                      name: item.product_name,
                      variant: [item.color, item.size].filter(Boolean).join(' · '),
                      max: item.quantity,
                    })
                  : t.quantityOfLine({ name: item.product_name, max: item.quantity })
              }
              type="number"
              inputMode="numeric"
              min={0}
              max={item.quantity}
              value={quantities[item.id] ?? '0'}
              onChange={(event) => onChange({ ...quantities, [item.id]: event.target.value })}
              aria-invalid={itemsError ? true : undefined}
              aria-describedby={itemsError ? errorId(itemsId) : undefined}
              className="field w-20"
            />
          </div>
        )
      })}
      <FieldError id={itemsId} error={itemsError} />
    </fieldset>
  )
}

function ReturnList({ list }: { list: ReturnOrder[] }) {
  useSignals()
  const t = LL.value.orders.returns
  const date = new Intl.DateTimeFormat(intlLocale.value, {
    dateStyle: 'medium',
    timeZone: shownTimeZone.value,
  })
  return (
    <ul className="flex flex-col gap-3">
      {list.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-1 rounded-md border border-line p-3 text-sm"
          data-return={r.id}
        >
          <span className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-surface px-3 py-1 text-xs font-medium">
              {t.status[r.status.toLowerCase() as 'requested']()}
            </span>
            <span className="text-muted">
              {t.requestedOn({ date: date.format(new Date(r.created_at)) })} ·{' '}
              {t.lines({ count: r.items.reduce((n, i) => n + i.quantity, 0) })}
            </span>
          </span>
          <AutoDir>{r.reason}</AutoDir>
        </li>
      ))}
    </ul>
  )
}

function ScopeChoice({
  scope: chosen,
  onChange,
}: {
  scope: ReturnValues['scope']
  onChange: (scope: ReturnValues['scope']) => void
}) {
  useSignals()
  const t = LL.value.orders.returns
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t.what()}</legend>
      {(['whole', 'chosen'] as const).map((scope) => (
        <label key={scope} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="scope"
            value={scope}
            checked={chosen === scope}
            onChange={() => onChange(scope)}
            className="accent-[var(--color-primary)]"
          />
          {scope === 'whole' ? t.whole() : t.chosen()}
        </label>
      ))}
    </fieldset>
  )
}
