import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AuthClient, resetAuth, signIn } from './auth-store'
import { keepDrafts, peekDraft, useKeptState } from './session-drafts'

const shopper = (id: number, name: string): AuthClient =>
  ({ id, name, email: `${name.toLowerCase()}@example.com` }) as AuthClient

const NORA = shopper(1, 'Nora')
const OMAR = shopper(2, 'Omar')

/** The checkout notes of a page, as a screen keeps them (useKeptState). */
const notes = () => renderHook(() => useKeptState('notes', ''))

/** Nora types on /checkout, then her session ends: the handler keeps the page's drafts and signs out. */
function typeThenExpire(text: string) {
  signIn('nora-token', NORA)
  const page = notes()
  act(() => page.result.current[1](text))
  keepDrafts()
  page.unmount()
  resetAuth()
}

beforeEach(() => window.history.replaceState(null, '', '/checkout'))
afterEach(() => {
  // Whatever a test left kept is dropped here (another account on its page), so the next test starts with none.
  window.history.replaceState(null, '', '/checkout')
  signIn('cleanup', shopper(99, 'Cleanup'))
  peekDraft('state:notes')
  resetAuth()
})

describe('drafts kept across a session expiry', () => {
  it('come back to the same shopper signing in again on the same page', () => {
    typeThenExpire('Ring twice')
    signIn('nora-token-2', NORA)
    expect(notes().result.current[0]).toBe('Ring twice')
  })

  it("are dropped unseen when another account signs in on the device, and stay dropped for the first shopper's return", () => {
    typeThenExpire('Leave it with the doorman, third floor')
    signIn('omar-token', OMAR)
    expect(notes().result.current[0]).toBe('')
    expect(peekDraft('state:notes')).toBeUndefined()
    resetAuth()
    signIn('nora-token-2', NORA)
    expect(notes().result.current[0]).toBe('')
  })

  it('are not given to another page', () => {
    typeThenExpire('Ring twice')
    signIn('nora-token-2', NORA)
    window.history.replaceState(null, '', '/profile?tab=personal')
    expect(notes().result.current[0]).toBe('')
  })
})
