import { useSignals } from '@preact/signals-react/runtime'
import { STOPPED_STATUSES, statusKey } from '../../components/order-status'
import type { AnyOrder, OrderStatus } from '../../data/orders'
import { shownTimeZone } from '../../lib/hydration'
import { intlLocale, LL } from '../../lib/language-store'

/** The usual way forward: what the timeline shows as still to come. */
const ORDER_STEPS: readonly OrderStatus[] = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipped',
  'Delivered',
  'Completed',
]
const PRE_ORDER_STEPS: readonly OrderStatus[] = ['Awaiting Stock', ...ORDER_STEPS]

type Tone = 'done' | 'current' | 'stopped' | 'held' | 'upcoming'

const MARKER: Record<Tone, string> = {
  done: 'border-primary bg-primary',
  current: 'border-primary bg-bg ring-4 ring-primary/30',
  stopped: 'border-danger bg-danger',
  held: 'border-accent bg-accent',
  upcoming: 'border-line bg-bg',
}

function toneOf(status: OrderStatus, last: boolean): Tone {
  if (STOPPED_STATUSES.includes(status)) return 'stopped'
  if (status === 'On Hold') return last ? 'held' : 'done'
  return last ? 'current' : 'done'
}

export function OrderTimeline({ order }: { order: AnyOrder }) {
  useSignals()
  const t = LL.value.orders
  const time = new Intl.DateTimeFormat(intlLocale.value, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: shownTimeZone.value,
  })
  const taken = order.history
  const stopped = STOPPED_STATUSES.includes(order.status)
  const steps = order.type === 'pre_order' ? PRE_ORDER_STEPS : ORDER_STEPS
  const reached = new Set<OrderStatus>(taken.map((s) => s.status))
  const furthest = Math.max(...taken.map((s) => steps.indexOf(s.status)))
  const upcoming = stopped ? [] : steps.filter((s, i) => i > furthest && !reached.has(s))

  return (
    <ol className="flex flex-col" data-testid="order-timeline">
      {taken.map((step, index) => {
        const last = index === taken.length - 1
        const tone = toneOf(step.status, last)
        const key = statusKey(step.status)
        return (
          <li
            key={`${step.status}-${step.at}`}
            className="relative flex gap-3 pb-6 last:pb-0"
            data-status={step.status}
            data-tone={tone}
            aria-current={last ? 'step' : undefined}
          >
            <Marker tone={tone} line={!last || upcoming.length > 0} />
            <div className="flex flex-col">
              <span className={`font-semibold ${tone === 'stopped' ? 'text-danger' : ''}`}>
                {t.status[key]()}
              </span>
              <span className="text-sm text-muted">{t.meaning[key]()}</span>
              <time dateTime={step.at} className="text-sm">
                {time.format(new Date(step.at))}
              </time>
            </div>
          </li>
        )
      })}
      {upcoming.map((status, index) => {
        const key = statusKey(status)
        return (
          <li
            key={status}
            className="relative flex gap-3 pb-6 last:pb-0"
            data-status={status}
            data-tone="upcoming"
          >
            <Marker tone="upcoming" line={index < upcoming.length - 1} />
            <div className="flex flex-col">
              <span className="font-semibold text-muted">
                {t.status[key]()} <span className="sr-only">({t.upcoming()})</span>
              </span>
              <span className="text-sm text-muted">{t.meaning[key]()}</span>
            </div>
          </li>
        )
      })}
    </ol>
  )
}

function Marker({ tone, line }: { tone: Tone; line: boolean }) {
  return (
    <span aria-hidden="true" className="relative flex w-4 shrink-0 justify-center">
      <span className={`relative z-1 mt-1 size-4 rounded-full border-2 ${MARKER[tone]}`} />
      {line ? <span className="absolute top-5 -bottom-1 start-[7px] w-0.5 bg-line" /> : null}
    </span>
  )
}
