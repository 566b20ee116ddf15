// Every operation through the SDK client, each answer checked against openapi.yaml, none left out.
import { contractFingerprint } from './har.ts'
import {
  type CallRecord,
  type ContractReport,
  createJourney,
  type Journey,
  type JourneyOptions,
  section,
} from './session.ts'
import {
  editProfileAndAddresses,
  fillCartAndWishlist,
  placeAndCancelOrders,
  returnAndReview,
  signOutSignInAndDelete,
  signUp,
} from './stages/account.ts'
import { browseCatalogue, type Catalogue } from './stages/catalogue.ts'
import { checkConventions } from './stages/conventions.ts'
import { callProtectedAsGuest, sendGuestForms } from './stages/engagement.ts'
import { callWrongMethods } from './stages/methods.ts'
import { returnDeliveredOrder } from './stages/returns.ts'
import { DEFAULT_SPEC_PATH, loadContract } from './validate.ts'
import { packageVersion } from './version.ts'

export type { CallRecord, ContractReport, JourneyOptions } from './session.ts'

export interface TimedCall extends CallRecord {
  /** From the request to the answer's last byte; 0 for a row that made no call. */
  durationMs: number
}

export interface ContractRun extends ContractReport {
  calls: TimedCall[]
  /** `storefront-contract <version>` */
  tool: string
  /** The contract checked against: `openapi.yaml <version> sha256:<16 hex>`. */
  contract: string
  startedAt: string
  durationMs: number
}

interface Answer {
  method: string
  url: string
  status: number
  type: string
}

const isHtml = (answer: Answer) => /^text\/html\b/i.test(answer.type)
const answered = (a: Answer) => `${a.method} ${a.url} answered ${a.status} ${a.type.split(';')[0]}`

/** Times every exchange under its step, and keeps the answers that were web pages. */
function watch(options: JourneyOptions) {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  const times = new Map<string, number[]>()
  const html: Answer[] = []
  let last: Answer | undefined
  const fetch = async (request: Request, step: string) => {
    const started = performance.now()
    try {
      const response = await send(request, step)
      await response.clone().arrayBuffer()
      const type = response.headers.get('content-type') ?? ''
      last = { method: request.method, url: request.url, status: response.status, type }
      if (isHtml(last)) html.push(last)
      return response
    } finally {
      times.set(step, [...(times.get(step) ?? []), performance.now() - started])
    }
  }
  const timed = (calls: CallRecord[]): TimedCall[] =>
    calls.map((call) => ({ ...call, durationMs: Math.round(times.get(call.step)?.shift() ?? 0) }))
  return { fetch, timed, html, last: () => last }
}

/** A web page where JSON was due: the base URL is most likely the app's, not the API's. */
function notTheApi(baseUrl: string, answer: Answer): string {
  return `${answered(answer)}, not JSON. Is ${baseUrl} the API's base URL? A web app or its dev server answers HTML for every path.`
}

export async function runContract(options: JourneyOptions): Promise<ContractRun> {
  const contract = loadContract(options.specPath)
  const startedAt = new Date()
  const watched = watch(options)
  const j = createJourney({ ...options, fetch: watched.fetch }, contract)
  try {
    await walk(j, options)
  } catch (error) {
    const last = watched.last()
    if (last && isHtml(last)) throw new Error(notTheApi(j.baseUrl, last), { cause: error })
    throw error
  }
  const first = watched.html[0]
  if (first) j.notes.push(`${watched.html.length} answers were HTML: ${notTheApi(j.baseUrl, first)}`)

  const reached = new Set(j.calls.map((c) => c.operationId))
  const skippedIds = new Set(j.skipped.map((s) => s.operationId))
  const missing = contract.operations
    .map((o) => o.operationId)
    .filter((id) => !reached.has(id) && !skippedIds.has(id))
  return {
    baseUrl: j.baseUrl,
    email: j.email,
    calls: watched.timed(j.calls),
    operations: contract.operations,
    missing,
    skipped: j.skipped,
    notes: j.notes,
    passed: j.calls.every((c) => c.passed) && missing.length === 0,
    tool: `storefront-contract ${packageVersion()}`,
    contract: contractFingerprint(options.specPath ?? DEFAULT_SPEC_PATH),
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(Date.now() - startedAt.getTime()),
  }
}

async function walk(j: Journey, options: JourneyOptions): Promise<void> {
  const catalogue: Catalogue = { product: null, preOrderVariant: null, inStockVariants: [], coupons: [] }

  await section(j, 'catalogue', () => browseCatalogue(j, catalogue))
  await section(j, 'engagement', () => sendGuestForms(j))
  await section(j, 'guest', () => callProtectedAsGuest(j))
  await section(j, 'account', async () => {
    if (!(await signUp(j))) return
    const homeId = await editProfileAndAddresses(j)
    await fillCartAndWishlist(j, catalogue)
    const { orderId, orders } = await placeAndCancelOrders(j, homeId, catalogue)
    await returnAndReview(j, orderId, orders, catalogue)
    await signOutSignInAndDelete(j)
  })
  j.token = null

  const returnsEmail =
    options.returnsEmail === null
      ? undefined
      : (options.returnsEmail ?? (j.outboxSeen ? 'demo@example.com' : undefined))
  if (returnsEmail) {
    await section(j, 'returns', () => returnDeliveredOrder(j, returnsEmail))
    j.token = null
  }
  await section(j, 'methods', () => callWrongMethods(j))
  await section(j, 'conventions', () => checkConventions(j))
}
