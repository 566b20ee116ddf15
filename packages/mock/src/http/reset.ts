import { resetStore } from '../store/index.ts'
import { clearIdempotency } from './idempotency.ts'

/** Back to the seed, forgetting the kept `Idempotency-Key` answers too. */
export async function resetDb(): Promise<void> {
  clearIdempotency()
  await resetStore()
}
