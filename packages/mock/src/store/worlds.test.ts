import { afterEach, describe, expect, it } from 'vitest'
import {
  configureWorlds,
  currentWorld,
  dropWorlds,
  inWorld,
  listWorlds,
  worldIdOf,
  worldState,
} from './worlds.ts'

afterEach(() => dropWorlds())

const ids = () => listWorlds().map((world) => world.id)

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start
  return {
    now: () => now,
    pass: (ms: number) => {
      now += ms
    },
  }
}

describe('worlds', () => {
  it('keeps state per world, made on first use; the shared world is the one without an id', () => {
    const counter = worldState(() => ({ n: 0 }))
    inWorld('a', () => (counter().n += 2))
    inWorld('b', () => (counter().n += 5))
    inWorld('a', () => (counter().n += 1))
    expect(inWorld('a', () => counter().n)).toBe(3)
    expect(inWorld('b', () => counter().n)).toBe(5)
    expect(counter().n).toBe(0)
    expect(currentWorld().id).toBeNull()
    expect(inWorld('a', () => currentWorld().id)).toBe('a')
  })

  it('forgets a world idle longer than the idle time, and keeps one used meanwhile', () => {
    const time = clock()
    configureWorlds({ idleMs: 60_000, now: time.now })
    inWorld('old', () => {})
    inWorld('kept', () => {})
    time.pass(40_000)
    inWorld('kept', () => {})
    time.pass(20_001)
    expect(ids()).toEqual(['kept'])
    const counter = worldState(() => ({ n: 0 }))
    inWorld('kept', () => (counter().n = 7))
    time.pass(60_001)
    expect(ids()).toEqual([])
    // Back after expiry: a fresh world from the seed, never an error.
    expect(inWorld('kept', () => counter().n)).toBe(0)
  })

  it('keeps at most the bound, the least recently used going first', () => {
    const time = clock()
    configureWorlds({ max: 3, now: time.now })
    for (const id of ['a', 'b', 'c']) {
      inWorld(id, () => {})
      time.pass(1)
    }
    inWorld('a', () => {})
    time.pass(1)
    inWorld('d', () => {})
    expect(ids()).toEqual(['c', 'a', 'd'])
    configureWorlds({ max: 1 })
    expect(ids()).toEqual(['d'])
  })

  it('reads the world from the header, else the cookie; a malformed id is named as such', () => {
    const headers = (entries: Record<string, string>) => new Headers(entries)
    expect(worldIdOf(headers({}))).toBeNull()
    expect(worldIdOf(headers({ 'x-mock-session': 'run-1.a_B' }))).toBe('run-1.a_B')
    expect(worldIdOf(headers({ cookie: 'a=1; mock_session=w%2D2' }))).toBe('w-2')
    expect(worldIdOf(headers({ 'x-mock-session': 'h', cookie: 'mock_session=c' }))).toBe('h')
    expect(worldIdOf(headers({ 'x-mock-session': 'x'.repeat(64) }))).toBe('x'.repeat(64))
    expect(worldIdOf(headers({ 'x-mock-session': 'x'.repeat(65) }))).toEqual({ malformed: 'x'.repeat(65) })
    expect(worldIdOf(headers({ cookie: 'mock_session=' }))).toEqual({ malformed: '' })
  })
})
