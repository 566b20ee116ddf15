// Isolated worlds, each with its own data and settings, so parallel runs never see each other's (decision 0071).
import type { AsyncLocalStorage as Storage } from 'node:async_hooks'

/** The request header naming a world; the cookie {@link WORLD_COOKIE} does the same from a browser. */
export const WORLD_HEADER = 'X-Mock-Session'
export const WORLD_COOKIE = 'mock_session'
export const WORLD_ID = /^[A-Za-z0-9._-]{1,64}$/

export const DEFAULT_WORLD_IDLE_MINUTES = 30
export const DEFAULT_MAX_WORLDS = 200

export interface World {
  /** null for the shared world, the one a request without a world id gets. */
  readonly id: string | null
  readonly created: number
  lastUsed: number
  readonly slots: Map<object, unknown>
}

export interface WorldSettings {
  idleMs: number
  /** At most this many worlds besides the shared one; the least recently used goes first. */
  max: number
  now: () => number
}

const env: Record<string, string | undefined> =
  typeof process !== 'undefined' && process.env ? process.env : {}

const positive = (text: string | undefined, fallback: number) => {
  const n = Number(text)
  return text && Number.isFinite(n) && n > 0 ? n : fallback
}

function defaults(): WorldSettings {
  return {
    idleMs: positive(env.MOCK_WORLD_IDLE_MINUTES, DEFAULT_WORLD_IDLE_MINUTES) * 60_000,
    max: Math.floor(positive(env.MOCK_WORLDS_MAX, DEFAULT_MAX_WORLDS)),
    now: Date.now,
  }
}

let settings = defaults()

const newWorld = (id: string | null): World => {
  const at = settings.now()
  return { id, created: at, lastUsed: at, slots: new Map() }
}

const shared = newWorld(null)
/** Least recently used first: a used world moves to the end. */
const worlds = new Map<string, World>()

// Node's AsyncLocalStorage, reached without an import so the browser build never asks for it: there,
// every request is the shared world's.
const nodeProcess = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
const hooks = nodeProcess?.getBuiltinModule?.('node:async_hooks') as
  | { AsyncLocalStorage: new <T>() => Storage<T> }
  | undefined
const current = hooks ? new hooks.AsyncLocalStorage<World>() : null

export const worldsSupported = current !== null

export function configureWorlds(patch: Partial<WorldSettings>): WorldSettings {
  settings = { ...settings, ...patch }
  sweep()
  return { ...settings }
}

export function worldSettings(): WorldSettings {
  return { ...settings }
}

/** Forgets every world but the shared one, and puts the settings back to the environment's. */
export function dropWorlds(): void {
  worlds.clear()
  settings = defaults()
}

export function dropWorld(id: string): boolean {
  return worlds.delete(id)
}

function sweep(): void {
  const oldest = settings.now() - settings.idleMs
  for (const [id, world] of worlds) {
    // In least-recently-used order: the first one still in use ends the sweep.
    if (world.lastUsed > oldest) break
    worlds.delete(id)
  }
  while (worlds.size > settings.max) {
    const first = worlds.keys().next().value
    if (first === undefined) break
    worlds.delete(first)
  }
}

export function worldFor(id: string | null): World {
  if (id === null) {
    shared.lastUsed = settings.now()
    return shared
  }
  sweep()
  let world = worlds.get(id)
  if (world) {
    worlds.delete(id)
    world.lastUsed = settings.now()
  } else world = newWorld(id)
  worlds.set(id, world)
  sweep()
  return world
}

export function listWorlds(): World[] {
  sweep()
  return [...worlds.values()]
}

export function inWorld<T>(id: string | null, work: () => T): T {
  if (!current) return work()
  return current.run(worldFor(id), work)
}

export function currentWorld(): World {
  return current?.getStore() ?? shared
}

/** A module's state kept per world, made by `create` on its first use there. */
export function worldState<T>(create: () => T): () => T {
  const key = {}
  return () => {
    const { slots } = currentWorld()
    let state = slots.get(key) as T | undefined
    if (state === undefined) {
      state = create()
      slots.set(key, state)
    }
    return state
  }
}

/** Stands for the current world's object; methods bind to that object, whose private fields a proxy could not reach. */
export function worldObject<T extends object>(resolve: (key: string | symbol) => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = resolve(key)
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
    has: (_, key) => Reflect.has(resolve(key), key),
    ownKeys: () => Reflect.ownKeys(resolve('')),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(resolve(key), key),
  })
}

export function worldIdOf(headers: {
  get(name: string): string | null
}): string | null | { malformed: string } {
  const sent = headers.get(WORLD_HEADER) ?? cookie(headers.get('cookie'))
  if (sent === null) return null
  return WORLD_ID.test(sent) ? sent : { malformed: sent }
}

function cookie(header: string | null): string | null {
  if (!header) return null
  for (const part of header.split(/;\s*/)) {
    if (part.startsWith(`${WORLD_COOKIE}=`)) {
      const value = part.slice(WORLD_COOKIE.length + 1)
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return null
}

export const MALFORMED_WORLD = `${WORLD_HEADER} (or the ${WORLD_COOKIE} cookie) must be 1 to 64 letters, digits, dots, underscores or hyphens.`
