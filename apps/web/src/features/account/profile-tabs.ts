export const PROFILE_TABS = [
  'orders',
  'pre-orders',
  'addresses',
  'personal',
  'notifications',
  'security',
  'delete',
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** The tab named in the address (`/profile?tab=addresses`), so it survives a reload and can be linked. */
export function profileTabOf(search: string): ProfileTab {
  const tab = new URLSearchParams(search).get('tab')
  return (PROFILE_TABS as readonly string[]).includes(tab ?? '') ? (tab as ProfileTab) : 'orders'
}
