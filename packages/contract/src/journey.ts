// Every operation through the SDK client, each answer checked against openapi.yaml, none left out.
import { type ContractReport, createJourney, type JourneyOptions, section } from './session.ts'
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
import { loadContract } from './validate.ts'

export type { CallRecord, ContractReport, JourneyOptions } from './session.ts'

export async function runContract(options: JourneyOptions): Promise<ContractReport> {
  const contract = loadContract(options.specPath)
  const j = createJourney(options, contract)
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

  const reached = new Set(j.calls.map((c) => c.operationId))
  const skippedIds = new Set(j.skipped.map((s) => s.operationId))
  const missing = contract.operations
    .map((o) => o.operationId)
    .filter((id) => !reached.has(id) && !skippedIds.has(id))
  return {
    baseUrl: j.baseUrl,
    email: j.email,
    calls: j.calls,
    operations: contract.operations,
    missing,
    skipped: j.skipped,
    notes: j.notes,
    passed: j.calls.every((c) => c.passed) && missing.length === 0,
  }
}
