import { resetStore } from '../store/index.ts'
import { clearForcing } from './forcing.ts'
import { clearIdempotency } from './idempotency.ts'
import { markReset } from './request-log.ts'

/** Back to the seed, forgetting the kept `Idempotency-Key` answers and the forced answers too. */
export async function resetDb(): Promise<void> {
  clearIdempotency()
  clearForcing()
  await resetStore()
  markReset()
}
