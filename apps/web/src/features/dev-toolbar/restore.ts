import { resetAuth, signIn } from '../../lib/auth-store'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { MOCK_STATE_KEY } from '../../lib/storage-keys'
import { forcedOperations, personaSignIn, resetMock, setOperation } from './mock-api'
import { decodeState, EMPTY_STATE, encodeState, type MockState } from './shared-state'

/** The state last applied in this browser. */
export function savedState(): MockState {
  const saved = readStorage(MOCK_STATE_KEY)
  return (saved && decodeState(saved)) || EMPTY_STATE
}

export function saveState(state: MockState): void {
  writeStorage(MOCK_STATE_KEY, encodeState(state))
}

/** Puts the mock's forced answers (and the signed-in persona, when it changes) as a state says. */
export async function applyState(state: MockState, previous: MockState = EMPTY_STATE): Promise<void> {
  const forced = await forcedOperations()
  for (const id of forced) if (!(id in state.operations)) await setOperation(id, {})
  for (const [id, setting] of Object.entries(state.operations)) await setOperation(id, setting)
  if (state.persona !== previous.persona && state.persona === 'visitor') resetAuth()
  else if (state.persona !== previous.persona && state.persona) {
    const { token, client } = await personaSignIn(state.persona)
    signIn(token, client)
  }
  saveState(state)
}

/** Back to the seed with nothing forced, signed out. */
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
  url.searchParams.delete('mock')
  history.replaceState(history.state, '', url)
  const state = decodeState(shared)
  if (!state) return
  await applyState(state).catch((error: unknown) =>
    console.warn('[mock] The shared state could not be applied.', error),
  )
  location.reload()
}
