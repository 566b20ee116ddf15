import { adjustStock, coupons, listVariants, productSummary } from '../store/catalog.ts'
import { ensureCommerce } from '../store/commerce-seed.ts'
import { revokeAllSessions } from '../store/sessions.ts'
import { worldState } from '../store/worlds.ts'
import {
  ALL_OPERATIONS,
  forcedSettings,
  forceOperation,
  type OperationSetting,
  operationCatalogue,
} from './forcing.ts'

interface Scenario {
  operations?: () => Record<string, OperationSetting>
  data?: () => Promise<ScenarioOutcome>
}

export interface ScenarioOutcome {
  message: string
  product?: { name: string; slug: string }
}

const outOfStock = worldState(() => ({ id: undefined as number | undefined }))

function outOfStockOutcome(id: number): ScenarioOutcome {
  const { name, slug } = productSummary(id) ?? { name: String(id), slug: String(id) }
  return { message: `${name} (/product/${slug}) is out of stock.`, product: { name, slug } }
}

/** The first fully in-stock product goes out of stock; applied again before a Reset, it names the same product. */
async function productOutOfStock(): Promise<ScenarioOutcome> {
  const state = outOfStock()
  const kept = state.id === undefined ? [] : listVariants(state.id)
  if (state.id !== undefined && kept.length > 0 && kept.every((v) => v.stock === 0))
    return outOfStockOutcome(state.id)
  for (let id = 1; id <= 1000; id++) {
    const variants = listVariants(id)
    if (variants.length === 0 || variants.some((v) => v.pre_order || v.stock <= 0)) continue
    for (const v of variants) await adjustStock(v.id, -v.stock)
    state.id = id
    return outOfStockOutcome(id)
  }
  return { message: 'No product was in stock.' }
}

async function couponsExpired(): Promise<ScenarioOutcome> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString()
  await coupons.updateMany((q) => q.where({ code: (code) => code.length > 0 }), {
    data(coupon) {
      coupon.expires_at = yesterday
    },
  })
  return { message: 'Every coupon has expired.' }
}

const SCENARIOS: Record<string, Scenario> = {
  emptyCatalogue: {
    operations: () => ({
      getHome: { status: 200 },
      getShop: { status: 200 },
      getProducts: { status: 200, example: 'empty' },
    }),
  },
  outOfStock: { data: productOutOfStock },
  expiredCoupon: { data: couponsExpired },
  checkoutRefused: { operations: () => ({ placeOrder: { status: 422 } }) },
  checkoutFailing: { operations: () => ({ placeOrder: { status: 500 } }) },
  sessionExpired: {
    data: async () => {
      await revokeAllSessions()
      return { message: 'Every session has ended: the next signed-in call answers 401.' }
    },
  },
  maintenance: {
    operations: () =>
      Object.fromEntries(
        operationCatalogue()
          .filter((o) => o.statuses.includes(503))
          .map((o) => [o.operationId, { status: 503 }]),
      ),
  },
  slow3g: { operations: () => ({ [ALL_OPERATIONS]: { delayMs: 2000 } }) },
  offline: { operations: () => ({ [ALL_OPERATIONS]: { offline: true } }) },
}

export const SCENARIO_NAMES = Object.keys(SCENARIOS)

export function isScenario(name: string): boolean {
  return Object.hasOwn(SCENARIOS, name)
}

export function changesData(name: string): boolean {
  return isScenario(name) && !!SCENARIOS[name]?.data
}

/** Applies a scenario on top of what is set already (a setting of the same operation is merged), and says what it did. */
export async function applyScenario(name: string): Promise<ScenarioOutcome> {
  const scenario = isScenario(name) ? SCENARIOS[name] : undefined
  if (!scenario) throw new Error(`No scenario "${name}" (scenarios: ${SCENARIO_NAMES.join(', ')}).`)
  await ensureCommerce()
  const forced = forcedSettings()
  for (const [id, setting] of Object.entries(scenario.operations?.() ?? {}))
    forceOperation(id, { ...forced[id], ...setting })
  return (await scenario.data?.()) ?? { message: `Scenario ${name} applied.` }
}
