import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useEffect, useState } from 'react'
import { Sheet } from '../../components/ui/dialog'
import { LL } from '../../lib/language-store'
import { advance, listOperations, type OperationEntry, outbox } from './mock-api'
import { applyState, resetAll, savedState } from './restore'
import { type MockState, type OperationSetting, shareableUrl } from './shared-state'

const PERSONAS = ['visitor', 'demo'] as const
const SCENARIOS = ['checkoutFailing', 'checkoutRefused', 'maintenance', 'slow3g', 'offline'] as const
type Scenario = (typeof SCENARIOS)[number]

function scenarioOperations(name: Scenario, all: OperationEntry[]): Record<string, OperationSetting> {
  switch (name) {
    case 'checkoutFailing':
      return { placeOrder: { status: 500 } }
    case 'checkoutRefused':
      return { placeOrder: { status: 422 } }
    case 'maintenance':
      return Object.fromEntries(
        all.filter((o) => o.statuses.includes(503)).map((o) => [o.operationId, { status: 503 }]),
      )
    case 'slow3g':
      return { '*': { delayMs: 2000 } }
    case 'offline':
      return { '*': { offline: true } }
  }
}

const field = 'w-full rounded border border-neutral-400 bg-bg px-2 py-1 text-fg'
const button =
  'rounded border border-neutral-500 px-2 py-1 text-sm hover:bg-neutral-500/15 focus-visible:outline-2'

function TextField({
  label,
  value,
  onChange,
  numeric,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  numeric?: boolean
  className?: string
}) {
  return (
    <label className={className}>
      {label}
      <input
        className={field}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}

/** A choice among the mock's own values (statuses, example names), which need no translation. */
function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: string[]
  onChange: (value: string) => void
}) {
  return (
    <label>
      {label}
      <select className={field} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  )
}

function Action({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={button} onClick={onClick}>
      {children}
    </button>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <div className="flex flex-wrap items-end gap-2">{children}</div>
    </section>
  )
}

export default function Panel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  useSignals()
  const t = LL.value.devtools
  const [state, setState] = useState<MockState>(savedState)
  const [operations, setOperations] = useState<OperationEntry[]>([])
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState('')
  const [status, setStatus] = useState('')
  const [example, setExample] = useState('')
  const [latency, setLatency] = useState('')
  const [orderKind, setOrderKind] = useState<'orders' | 'pre-orders' | 'return-orders'>('orders')
  const [orderId, setOrderId] = useState('')
  const [email, setEmail] = useState('demo@example.com')
  const [codes, setCodes] = useState<{ code?: string; sent_at?: string }[]>([])

  useEffect(() => {
    if (open && operations.length === 0) listOperations().then(setOperations, () => {})
  }, [open, operations.length])

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work()
      setMessage({ error: false, text: done })
    } catch (error) {
      setMessage({ error: true, text: error instanceof Error ? error.message : String(error) })
    }
  }
  const apply = (next: MockState) =>
    run(async () => {
      await applyState(next, state)
      setState(next)
    }, t.applied())

  const matching = operations.filter((o) =>
    `${o.operationId} ${o.method} ${o.path}`.toLowerCase().includes(query.toLowerCase()),
  )
  const entry = operations.find((o) => o.operationId === chosen)
  const examples = entry && status ? (entry.examples[status] ?? []) : []

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t.title()} closeLabel={t.close()}>
      <div data-testid="mock-toolbar" className="text-sm">
        <p
          role="status"
          aria-live="polite"
          className={message?.error ? 'mb-2 text-red-700 dark:text-red-300' : 'mb-2'}
        >
          {message?.text ?? ''}
        </p>
        <Section title={t.personas()}>
          {PERSONAS.map((name) => (
            <Action key={name} onClick={() => apply({ ...state, persona: name })}>
              {t.persona[name]()}
            </Action>
          ))}
        </Section>
        <Section title={t.scenarios()}>
          {SCENARIOS.map((name) => (
            <Action
              key={name}
              onClick={() => apply({ ...state, operations: scenarioOperations(name, operations) })}
            >
              {t.scenario[name]()}
            </Action>
          ))}
        </Section>
        <Section title={t.operation()}>
          <TextField className="w-full" label={t.search()} value={query} onChange={setQuery} />
          <label className="w-full">
            {t.operationId()}
            <select className={field} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="" />
              {matching.map((o) => (
                <option key={o.operationId} value={o.operationId}>
                  {o.operationId} ({o.method} {o.path})
                </option>
              ))}
            </select>
          </label>
          <SelectField
            label={t.status()}
            value={status}
            options={(entry?.statuses ?? []).map(String)}
            onChange={setStatus}
          />
          <SelectField label={t.example()} value={example} options={examples} onChange={setExample} />
          <TextField label={t.latency()} numeric value={latency} onChange={setLatency} />
          <Action
            onClick={() => {
              const setting: OperationSetting = {
                ...(status ? { status: Number(status) } : {}),
                ...(example ? { example } : {}),
                ...(latency ? { delayMs: Number(latency) } : {}),
              }
              apply({ ...state, operations: { ...state.operations, [chosen]: setting } })
            }}
          >
            {t.apply()}
          </Action>
        </Section>
        <Section title={t.timeTravel()}>
          <label>
            {t.kind()}
            <select
              className={field}
              value={orderKind}
              onChange={(e) => setOrderKind(e.target.value as typeof orderKind)}
            >
              <option value="orders">{t.kinds.order()}</option>
              <option value="pre-orders">{t.kinds.preOrder()}</option>
              <option value="return-orders">{t.kinds.returnOrder()}</option>
            </select>
          </label>
          <TextField label={t.orderId()} numeric value={orderId} onChange={setOrderId} />
          <Action onClick={() => run(() => advance(orderKind, orderId), t.advanced())}>
            {t.nextStatus()}
          </Action>
          <Action onClick={() => run(() => advance(orderKind, orderId, 'Delivered'), t.advanced())}>
            {t.toDelivered()}
          </Action>
        </Section>
        <Section title={t.outbox()}>
          <TextField className="grow" label={t.email()} value={email} onChange={setEmail} />
          <Action onClick={() => run(async () => setCodes(await outbox(email)), t.loaded())}>
            {t.showCodes()}
          </Action>
          <ul className="w-full">
            {codes.slice(-5).map((mail) => (
              <li key={`${mail.code}-${mail.sent_at}`} className="flex items-center gap-2">
                <code dir="ltr">{mail.code}</code>
                <Action onClick={() => run(() => navigator.clipboard.writeText(mail.code ?? ''), t.copied())}>
                  {t.copy()}
                </Action>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t.share()}>
          <Action
            onClick={() =>
              run(() => navigator.clipboard.writeText(shareableUrl(state, location.href)), t.copied())
            }
          >
            {t.copyLink()}
          </Action>
          <Action
            onClick={() =>
              run(async () => {
                await resetAll()
                setState({ operations: {} })
              }, t.applied())
            }
          >
            {t.reset()}
          </Action>
        </Section>
      </div>
    </Sheet>
  )
}
