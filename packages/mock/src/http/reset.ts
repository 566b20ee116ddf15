import { resetStore } from '../store/index.ts'
import { currentWorld } from '../store/worlds.ts'
import { clearChaos } from './chaos.ts'
import { clearForcing } from './forcing.ts'
import { resetHybridSwitches } from './hybrid.ts'
import { clearIdempotency } from './idempotency.ts'
import { markReset } from './request-log.ts'

/** Back to the seed; only the shared world's reset undoes the hybrid switches, which belong to the process. */
export async function resetDb(): Promise<void> {
  clearIdempotency()
  clearForcing()
  clearChaos()
  if (currentWorld().id === null) resetHybridSwitches()
  await resetStore()
  markReset()
}
