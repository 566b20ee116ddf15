/** Long enough that a page mounting late reuses the first load's answer (app/first-load.ts), short enough to stay current. */
export const LISTING_STALE_TIME = 5_000
