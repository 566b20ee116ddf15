import { useSignals } from '@preact/signals-react/runtime'
import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { Sheet } from '../../components/ui/dialog'
import { intlLocale, LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { followForced, refreshApp } from './app-queries'
import { chaosRule, chaosStatuses } from './chaos-form'
import {
  addChaosRule,
  advance,
  clearChaosRules,
  enterWorld,
  followMock,
  type HybridState,
  hybridState,
  type RequestLog as Log,
  type LoggedCall,
  listOperations,
  mergeCalls,
  mockLists,
  type OperationEntry,
  outbox,
  requestLog,
  switchHybrid,
  worldInUse,
} from './mock-api'
import { applyState, forgetState, resetAll, savedState, switchPersona, switchScenario } from './restore'
import { type MockState, type OperationSetting, shareableUrl } from './shared-state'

/** The dictionary's label for an id the mock lists (`full-cart` is `fullCart`), else the id itself: a persona or scenario the mock adds shows at once. */
function labelOf(labels: object, id: string): string {
  const key = id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
  const label = (labels as Record<string, (() => string) | undefined>)[key]
  return Object.hasOwn(labels, key) && label ? label() : id
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
      <select aria-label={label} className={field} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  )
}

function OperationSelect({
  label,
  operations,
  value,
  onChange,
  withRoute = false,
}: {
  label: string
  operations: OperationEntry[]
  value: string
  onChange: (value: string) => void
  withRoute?: boolean
}) {
  return (
    <label className="w-full">
      {label}
      <select aria-label={label} className={field} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {operations.map((o) => (
          <option key={o.operationId} value={o.operationId}>
            {withRoute ? `${o.operationId} (${o.method} ${o.path})` : o.operationId}
          </option>
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

function CallRow({ call, time }: { call: LoggedCall; time: Intl.DateTimeFormat }) {
  useSignals()
  const t = LL.value.devtools
  const note = (text: string, className: string, detail?: string) => (
    <span className={`mt-1 block ${className}`}>
      {text} {detail ? <bdi dir="ltr">{detail}</bdi> : null}
    </span>
  )
  return (
    <tr
      data-contract={call.contract?.side}
      data-forced={call.forced}
      data-chaos={call.chaos}
      data-source={call.source}
      className={`border-t border-neutral-400/50 align-top ${call.contract ? 'bg-red-500/10' : ''}`}
    >
      <td className="p-1 whitespace-nowrap">{time.format(new Date(call.at))}</td>
      <td className="p-1" dir="ltr">
        {call.method}
      </td>
      <td className="p-1 [overflow-wrap:anywhere]">
        <span dir="ltr">{call.path}</span>
        {call.contract
          ? note(
              call.contract.side === 'request' ? t.requestFailed() : t.answerFailed(),
              'text-red-700 dark:text-red-300',
              call.contract.reason,
            )
          : null}
        {call.forced ? note(t.forcedAnswer(), 'text-amber-800 dark:text-amber-300', call.forced) : null}
        {call.chaos ? note(t.chaosAnswer(), 'text-amber-800 dark:text-amber-300', call.chaos) : null}
        {call.source === 'backend'
          ? note(t.fromBackend(), 'text-sky-800 dark:text-sky-300', call.network)
          : null}
      </td>
      <td className="p-1">{call.status || t.networkError()}</td>
    </tr>
  )
}

function RequestLog({
  calls,
  label,
  time,
}: {
  calls: LoggedCall[]
  label: string
  time: Intl.DateTimeFormat
}) {
  useSignals()
  const t = LL.value.devtools
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it.
      tabIndex={0}
      className="max-h-64 w-full overflow-auto rounded border border-neutral-400 focus-visible:outline-2"
    >
      {calls.length === 0 ? (
        <p className="p-2">{t.noRequests()}</p>
      ) : (
        <table className="w-full text-xs" data-testid="mock-request-log">
          <thead>
            <tr className="text-start">
              <th scope="col" className="p-1 text-start">
                {t.time()}
              </th>
              <th scope="col" className="p-1 text-start">
                {t.method()}
              </th>
              <th scope="col" className="p-1 text-start">
                {t.path()}
              </th>
              <th scope="col" className="p-1 text-start">
                {t.status()}
              </th>
            </tr>
          </thead>
          <tbody>
            {calls.map((call) => (
              <CallRow key={call.id} call={call} time={time} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/** `refresh` names what the work changed, so the page in view asks again (app-queries.ts). */
type Run = (
  work: () => Promise<unknown>,
  done: string | (() => string),
  refresh?: 'answers' | 'shopper',
) => Promise<void>

function useOperationForm() {
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState('')
  const [status, setStatus] = useState('')
  const [example, setExample] = useState('')
  const [latency, setLatency] = useState('')
  return { query, setQuery, chosen, setChosen, status, setStatus, example, setExample, latency, setLatency }
}

function OperationSection({
  form,
  operations,
  onApply,
}: {
  form: ReturnType<typeof useOperationForm>
  operations: OperationEntry[]
  onApply: (operationId: string, setting: OperationSetting) => void
}) {
  useSignals()
  const t = LL.value.devtools
  const { query, setQuery, chosen, setChosen, status, setStatus, example, setExample, latency, setLatency } =
    form
  const matching = operations.filter((o) =>
    `${o.operationId} ${o.method} ${o.path}`.toLowerCase().includes(query.toLowerCase()),
  )
  const entry = operations.find((o) => o.operationId === chosen)
  const examples = entry && status ? (entry.examples[status] ?? []) : []
  return (
    <Section title={t.operation()}>
      <TextField className="w-full" label={t.search()} value={query} onChange={setQuery} />
      <OperationSelect
        label={t.operationId()}
        operations={matching}
        value={chosen}
        onChange={setChosen}
        withRoute
      />
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
          onApply(chosen, setting)
        }}
      >
        {t.apply()}
      </Action>
    </Section>
  )
}

function ChaosSection({ operations, run }: { operations: OperationEntry[]; run: Run }) {
  useSignals()
  const t = LL.value.devtools
  const [chosen, setChosen] = useState('*')
  const [fault, setFault] = useState('')
  const [probability, setProbability] = useState('')
  const [next, setNext] = useState('')
  const [latency, setLatency] = useState('')
  const add = () => {
    let seed = 0
    return run(
      async () => {
        seed = await addChaosRule(chaosRule(chosen, fault, probability, next, latency))
      },
      () => t.chaosSet({ seed }),
      'answers',
    )
  }
  return (
    <Section title={t.chaos()}>
      <label className="w-full">
        {t.chaosOperation()}
        <select
          aria-label={t.chaosOperation()}
          className={field}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="*">*</option>
          {operations.map((o) => (
            <option key={o.operationId} value={o.operationId}>
              {o.operationId}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.chaosFault()}
        <select
          aria-label={t.chaosFault()}
          className={field}
          value={fault}
          onChange={(e) => setFault(e.target.value)}
        >
          <option value="" />
          {chaosStatuses(operations, chosen).map((s) => (
            <option key={s}>{s}</option>
          ))}
          <option value="network">{t.chaosNetwork()}</option>
        </select>
      </label>
      <TextField label={t.probability()} value={probability} onChange={setProbability} />
      <TextField label={t.nextRequests()} numeric value={next} onChange={setNext} />
      <TextField label={t.latencyRange()} value={latency} onChange={setLatency} />
      <Action onClick={add}>{t.addRule()}</Action>
      <Action onClick={() => run(clearChaosRules, t.chaosCleared(), 'answers')}>{t.clearRules()}</Action>
    </Section>
  )
}

/** Hybrid mode's switch per operation (`/__mock/hybrid`): shown only when the mock forwards to a real backend. */
function HybridSection({ open, operations, run }: { open: boolean; operations: OperationEntry[]; run: Run }) {
  useSignals()
  const t = LL.value.devtools
  const [hybrid, setHybrid] = useState<HybridState | null>(null)
  const [chosen, setChosen] = useState('')
  useEffect(() => {
    if (open) hybridState().then(setHybrid, () => {})
  }, [open])
  if (!hybrid) return null
  const flip = (mock: boolean) =>
    run(
      async () => {
        if (chosen) setHybrid(await switchHybrid(chosen, mock))
      },
      t.applied(),
      'answers',
    )
  return (
    <Section title={t.hybrid()}>
      <p className="w-full">
        {t.hybridBackend()} <bdi dir="ltr">{hybrid.backend}</bdi>
      </p>
      <p className="w-full" data-testid="hybrid-mocked">
        {t.hybridMocked()} <bdi dir="ltr">{hybrid.mocked.join(', ') || '-'}</bdi>
      </p>
      <OperationSelect
        label={t.hybridOperation()}
        operations={operations}
        value={chosen}
        onChange={setChosen}
      />
      <Action onClick={() => flip(true)}>{t.answerFromMock()}</Action>
      <Action onClick={() => flip(false)}>{t.answerFromBackend()}</Action>
    </Section>
  )
}

type OrderKind = 'orders' | 'pre-orders' | 'return-orders'

function TimeTravelSection({
  orderKind,
  setOrderKind,
  orderId,
  setOrderId,
  run,
}: {
  orderKind: OrderKind
  setOrderKind: (kind: OrderKind) => void
  orderId: string
  setOrderId: (id: string) => void
  run: Run
}) {
  useSignals()
  const t = LL.value.devtools
  return (
    <Section title={t.timeTravel()}>
      <label>
        {t.kind()}
        <select
          aria-label={t.kind()}
          className={field}
          value={orderKind}
          onChange={(e) => setOrderKind(e.target.value as OrderKind)}
        >
          <option value="orders">{t.kinds.order()}</option>
          <option value="pre-orders">{t.kinds.preOrder()}</option>
          <option value="return-orders">{t.kinds.returnOrder()}</option>
        </select>
      </label>
      <TextField label={t.orderId()} numeric value={orderId} onChange={setOrderId} />
      <Action onClick={() => run(() => advance(orderKind, orderId), t.advanced(), 'answers')}>
        {t.nextStatus()}
      </Action>
      <Action onClick={() => run(() => advance(orderKind, orderId, 'Delivered'), t.advanced(), 'answers')}>
        {t.toDelivered()}
      </Action>
    </Section>
  )
}

type SentCode = { code?: string; sent_at?: string }

function OutboxSection({
  email,
  setEmail,
  codes,
  setCodes,
  run,
}: {
  email: string
  setEmail: (email: string) => void
  codes: SentCode[]
  setCodes: (codes: SentCode[]) => void
  run: Run
}) {
  useSignals()
  const t = LL.value.devtools
  return (
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
  )
}

function ShareSection({ state, run, onReset }: { state: MockState; run: Run; onReset: () => void }) {
  useSignals()
  const t = LL.value.devtools
  return (
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
          run(
            async () => {
              await resetAll()
              followForced({})
              onReset()
            },
            t.applied(),
            'shopper',
          )
        }
      >
        {t.reset()}
      </Action>
    </Section>
  )
}

/** One named set of the mock's settings at a time, as the mock lists them; "Answer normally" drops the forced answers, data changes stay until Reset. */
function ScenarioSection({
  names,
  onScenario,
  onNormal,
  changedProduct,
}: {
  names: string[]
  onScenario: (name: string) => void
  onNormal: () => void
  changedProduct: { name: string; slug: string } | null
}) {
  useSignals()
  const t = LL.value.devtools
  return (
    <Section title={t.scenarios()}>
      {names.map((name) => (
        <Action key={name} onClick={() => onScenario(name)}>
          {labelOf(t.scenario, name)}
        </Action>
      ))}
      <Action onClick={onNormal}>{t.answerNormally()}</Action>
      {changedProduct ? (
        <a className="w-full underline" href={hrefOf('product', { slug: changedProduct.slug })}>
          {t.openProduct({ name: changedProduct.name })}
        </a>
      ) : null}
    </Section>
  )
}

function PersonaSection({ names, onPersona }: { names: string[]; onPersona: (name: string) => void }) {
  useSignals()
  const t = LL.value.devtools
  return (
    <Section title={t.personas()}>
      {['visitor', ...names].map((name) => (
        <Action key={name} onClick={() => onPersona(name)}>
          {labelOf(t.persona, name)}
        </Action>
      ))}
    </Section>
  )
}

function WorldSection({ run }: { run: Run }) {
  useSignals()
  const t = LL.value.devtools
  const inUse = worldInUse()
  const [id, setId] = useState(inUse ?? '')
  const move = (next: string | null) =>
    run(async () => {
      enterWorld(next)
      forgetState()
      location.reload()
    }, t.applied())
  return (
    <Section title={t.world()}>
      <p className="w-full" data-testid="mock-world">
        {inUse === null ? t.sharedWorld() : t.worldInUse({ id: inUse })}
      </p>
      <TextField label={t.worldId()} value={id} onChange={setId} />
      <Action onClick={() => move(id.trim())}>{t.enterWorld()}</Action>
      {inUse === null ? null : <Action onClick={() => move(null)}>{t.leaveWorld()}</Action>}
    </Section>
  )
}

function useMockLists(open: boolean) {
  const [lists, setLists] = useState<{ personas: string[]; scenarios: string[] }>({
    personas: [],
    scenarios: [],
  })
  useEffect(() => {
    if (open && lists.personas.length === 0) mockLists().then(setLists, () => {})
  }, [open, lists.personas.length])
  return lists
}

function useLiveLog(open: boolean, onError: (text: string) => void) {
  const [log, setLog] = useState<Log | null>(null)
  const refresh = useCallback(
    () =>
      requestLog().then(
        (answer) => setLog(mergeCalls(answer, [])),
        (error: unknown) => onError(String(error)),
      ),
    [onError],
  )
  useEffect(() => {
    if (!open) return
    const stop = followMock({
      call: (call) => setLog((shown) => mergeCalls(shown, [call])),
      forced: followForced,
    })
    requestLog().then(
      (answer) => setLog((shown) => mergeCalls(answer, shown?.calls ?? [])),
      (error: unknown) => onError(String(error)),
    )
    return stop
  }, [open, onError])
  return { log, refresh }
}

function useOperations(open: boolean): OperationEntry[] {
  const [operations, setOperations] = useState<OperationEntry[]>([])
  useEffect(() => {
    if (open && operations.length === 0) listOperations().then(setOperations, () => {})
  }, [open, operations.length])
  return operations
}

function usePanel(queryClient: QueryClient) {
  const [state, setState] = useState<MockState>(savedState)
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const [changedProduct, setChangedProduct] = useState<{ name: string; slug: string } | null>(null)
  const showError = useCallback((text: string) => setMessage({ error: true, text }), [])
  const run: Run = async (work, done, refresh) => {
    try {
      await work()
      setMessage({ error: false, text: typeof done === 'string' ? done : done() })
    } catch (error) {
      setMessage({ error: true, text: error instanceof Error ? error.message : String(error) })
    }
    // Also after a failure: part of a state may have been applied.
    if (refresh) void refreshApp(queryClient, refresh).catch(() => {})
  }
  const t = LL.value.devtools
  const scenario = (name: string) => {
    let product: { name: string; slug: string } | undefined
    return run(
      async () => {
        const done = await switchScenario(state, name)
        product = done.product
        setState(done.state)
        followForced(done.state.operations)
        if (product) setChangedProduct(product)
      },
      () => (product ? t.outOfStockProduct({ name: product.name }) : t.applied()),
      'answers',
    )
  }
  const apply = (next: MockState) =>
    run(
      async () => {
        await applyState(next, state)
        setState(next)
        followForced(next.operations)
      },
      t.applied(),
      'answers',
    )
  const persona = (name: string) =>
    run(async () => setState(await switchPersona(state, name)), t.applied(), 'shopper')
  const reset = () => {
    setState({ operations: {} })
    setChangedProduct(null)
  }
  return { state, message, changedProduct, showError, run, scenario, apply, persona, reset }
}

function RequestsSection({ open, onError }: { open: boolean; onError: (text: string) => void }) {
  useSignals()
  const t = LL.value.devtools
  const { log, refresh } = useLiveLog(open, onError)
  const time = new Intl.DateTimeFormat(intlLocale.value, { timeStyle: 'medium' })
  return (
    <Section title={t.requests()}>
      <Action onClick={refresh}>{t.refresh()}</Action>
      <RequestLog
        calls={log?.calls ?? []}
        label={t.requestsLabel({ count: log?.limit ?? 100 })}
        time={time}
      />
    </Section>
  )
}

export default function Panel({
  open,
  onOpenChange,
  queryClient,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  queryClient: QueryClient
}) {
  useSignals()
  const t = LL.value.devtools
  const panel = usePanel(queryClient)
  const { state, message, run } = panel
  const operations = useOperations(open)
  const lists = useMockLists(open)
  const operationForm = useOperationForm()
  const [orderKind, setOrderKind] = useState<OrderKind>('orders')
  const [orderId, setOrderId] = useState('')
  const [email, setEmail] = useState('demo@example.com')
  const [codes, setCodes] = useState<SentCode[]>([])
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
        <WorldSection run={run} />
        <PersonaSection names={lists.personas} onPersona={panel.persona} />
        <ScenarioSection
          names={lists.scenarios}
          onScenario={panel.scenario}
          onNormal={() => panel.apply({ ...state, operations: {} })}
          changedProduct={panel.changedProduct}
        />
        <OperationSection
          form={operationForm}
          operations={operations}
          onApply={(operationId, setting) =>
            panel.apply({ ...state, operations: { ...state.operations, [operationId]: setting } })
          }
        />
        <ChaosSection operations={operations} run={run} />
        <HybridSection open={open} operations={operations} run={run} />
        <TimeTravelSection {...{ orderKind, setOrderKind, orderId, setOrderId, run }} />
        <OutboxSection {...{ email, setEmail, codes, setCodes, run }} />
        <RequestsSection open={open} onError={panel.showError} />
        <ShareSection state={state} run={run} onReset={panel.reset} />
      </div>
    </Sheet>
  )
}
