import { resetCatalog } from './catalog.ts'
import { resetCommerce } from './commerce-seed.ts'
import { resetEngagement } from './engagement.ts'

/** Puts every collection back to its seed: the catalogue first, since the rest refers to it. */
export async function resetStore(): Promise<void> {
  await resetCatalog()
  resetEngagement()
  await resetCommerce()
}
