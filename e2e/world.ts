import type { BrowserContext } from 'playwright-core'

/**
 * The mock world a journey talks to: a mock that keeps isolated worlds gives each id its own seeded
 * data, forced answers and outbox; without an id, or on a mock without worlds, the shared one.
 * Every browser context and every direct call of the journeys takes its id from here alone.
 */
export const WORLD_COOKIE = 'mock_session'
export const WORLD_HEADER = 'X-Mock-Session'

/** Where the mock answers: its base URL, and the world to talk to there (the shared one when none). */
export type MockAt = string | { readonly baseUrl: string; readonly world?: string | undefined }

/** The base URL and the headers a direct call to `at` carries. */
export function mockTarget(at: MockAt): { baseUrl: string; headers: Record<string, string> } {
  return typeof at === 'string'
    ? { baseUrl: at, headers: {} }
    : { baseUrl: at.baseUrl, headers: worldHeaders(at.world) }
}

/** The header a direct call carries for `world`; none for the shared world. */
export const worldHeaders = (world?: string): Record<string, string> =>
  world ? { [WORLD_HEADER]: world } : {}

/**
 * The cookie a browser context carries for `world` on `baseUrl`; none for the shared world. Out of
 * the page's reach: the app clears its cookies when a session expires, and the world is the
 * journey's, not the app's.
 */
export const worldCookies = (world: string | undefined, baseUrl: string) =>
  world ? [{ name: WORLD_COOKIE, value: world, url: baseUrl, httpOnly: true }] : []

export async function enterWorld(context: BrowserContext, baseUrl: string, world?: string): Promise<void> {
  const cookies = worldCookies(world, baseUrl)
  if (cookies.length > 0) await context.addCookies(cookies)
}

/** The world a context was put in, so calls made on a page's behalf go to the same one. */
export async function worldOf(context: BrowserContext, url: string): Promise<string | undefined> {
  return (await context.cookies(url)).find((cookie) => cookie.name === WORLD_COOKIE)?.value
}

/** The world's pair to append to a `cookie` header a journey writes itself; nothing for the shared world. */
export const worldCookiePair = (world?: string) => (world ? `; ${WORLD_COOKIE}=${world}` : '')
