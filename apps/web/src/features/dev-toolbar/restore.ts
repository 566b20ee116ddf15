import { resetAuth, signIn } from '../../lib/auth-store'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { MOCK_STATE_KEY } from '../../lib/storage-keys'
import { applyScenario, forcedOperations, personaSignIn, resetMock, setOperation } from './mock-api'
import { decodeState, EMPTY_STATE, encodeState, type MockState, sharedPage } from './shared-state'

export function savedState(): MockState {
  const saved = readStorage(MOCK_STATE_KEY)
  return (saved && decodeState(saved)) || EMPTY_STATE
}

export function saveState(state: MockState): void {
  writeStorage(MOCK_STATE_KEY, encodeState(state))
}

/** Applies a state's forced answers and persona, then its data scenarios: after the sign-in, so an expired session stays expired. */
export async function applyState(state: MockState, previous: MockState = EMPTY_STATE): Promise<void> {
  const forced = await forcedOperations()
  for (const id of forced) if (!(id in state.operations)) await setOperation(id, {})
  for (const [id, setting] of Object.entries(state.operations)) await setOperation(id, setting)
  if (state.persona !== previous.persona && state.persona === 'visitor') resetAuth()
  else if (state.persona !== previous.persona && state.persona) {
    const { token, client } = await personaSignIn(state.persona)
    signIn(token, client)
  }
  for (const name of state.scenarios ?? []) if (!previous.scenarios?.includes(name)) await applyScenario(name)
  saveState(state)
}

/** One scenario's answers at a time, as a click on it means: the forced answers are replaced by the scenario's; what a data scenario changed stays until Reset. */
export async function switchScenario(
  state: MockState,
  name: string,
): Promise<{ state: MockState; product?: { name: string; slug: string } }> {
  const cleared = { ...state, operations: {} }
  await applyState(cleared, state)
  const answer = await applyScenario(name)
  const scenarios = answer.changesData ? [...new Set([...(state.scenarios ?? []), name])] : state.scenarios
  const next: MockState = { ...cleared, operations: answer.forced, ...(scenarios ? { scenarios } : {}) }
  saveState(next)
  return { state: next, ...(answer.product ? { product: answer.product } : {}) }
}

export async function switchPersona(state: MockState, persona: string): Promise<MockState> {
  if (persona === 'visitor') resetAuth()
  else {
    const { token, client } = await personaSignIn(persona)
    signIn(token, client)
  }
  const next = { ...state, persona }
  saveState(next)
  return next
}

/** What this browser kept of the mock (its sign-in, the saved state), forgotten: another world holds none of it. */
export function forgetState(): void {
  resetAuth()
  saveState(EMPTY_STATE)
}

export async function resetAll(): Promise<void> {
  await resetMock()
  resetAuth()
  saveState(EMPTY_STATE)
}

/** A `?mock=` link wins over what this browser kept; a malformed one is ignored with a warning. */
export async function restoreState(): Promise<void> {
  const url = new URL(location.href)
  const shared = url.searchParams.get('mock')
  if (shared === null) return
  const at = sharedPage(url)
  url.searchParams.delete('mock')
  url.searchParams.delete('at')
  history.replaceState(history.state, '', url)
  const state = decodeState(shared)
  if (!state) return
  await applyState(state).catch((error: unknown) =>
    console.warn('[mock] The shared state could not be applied.', error),
  )
  if (at) location.replace(at)
  else location.reload()
}
