import type { RequestHandler } from 'msw'
import { inWorld, MALFORMED_WORLD, WORLD_HEADER, worldIdOf, worldsSupported } from '../store/worlds.ts'

export function malformedWorld(): Response {
  return Response.json(
    { result: false, message: MALFORMED_WORLD, errors: { [WORLD_HEADER]: [MALFORMED_WORLD] } },
    { status: 400 },
  )
}

/** Runs `work` in the world the request names (header, else cookie; none: the shared one), or answers 400 for a malformed name. */
export function inRequestWorld<T>(
  headers: { get(name: string): string | null },
  work: () => T,
): T | Response {
  if (!worldsSupported) return work()
  const id = worldIdOf(headers)
  if (id !== null && typeof id === 'object') return malformedWorld()
  return inWorld(id, work)
}

type Resolver = (info: { request: Request }) => unknown

export function withWorld<H extends RequestHandler>(handler: H): H {
  if (!worldsSupported) return handler
  const target = handler as unknown as { resolver: Resolver }
  const resolve = target.resolver
  target.resolver = (info) => inRequestWorld(info.request.headers, () => resolve(info))
  return handler
}
