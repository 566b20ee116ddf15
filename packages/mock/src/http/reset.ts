import { resetStore } from '../store/index.ts'
import { clearChaos } from './chaos.ts'
import { clearForcing } from './forcing.ts'
import { resetHybridSwitches } from './hybrid.ts'
import { clearIdempotency } from './idempotency.ts'
import { markReset } from './request-log.ts'

/** Back to the seed, forgetting the kept `Idempotency-Key` answers, the forced answers and the chaos rules, and undoing the hybrid switches. */
export async function resetDb(): Promise<void> {
  clearIdempotency()
  clearForcing()
  clearChaos()
  resetHybridSwitches()
  await resetStore()
  markReset()
}
