import { resetStore } from '../store/index.ts'
import { clearChaos } from './chaos.ts'
import { clearForcing } from './forcing.ts'
import { clearIdempotency } from './idempotency.ts'
import { markReset } from './request-log.ts'

/** Back to the seed, forgetting the kept `Idempotency-Key` answers and the forced answers and the chaos rules too. */
export async function resetDb(): Promise<void> {
  clearIdempotency()
  clearForcing()
  clearChaos()
  await resetStore()
  markReset()
}
