/**
 * How long home and shop answers count as fresh. Long enough that a page mounting after its code
 * arrives uses the answer started on the first load (app/first-load.ts) instead of asking again;
 * short enough that listings stay current (the default for other reads is 0).
 */
export const LISTING_STALE_TIME = 5_000
