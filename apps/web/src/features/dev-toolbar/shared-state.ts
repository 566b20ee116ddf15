export interface OperationSetting {
  status?: number
  example?: string
  delayMs?: number
  offline?: boolean
}

export interface MockState {
  persona?: string
  operations: Record<string, OperationSetting>
  scenarios?: string[]
}

export const EMPTY_STATE: MockState = { operations: {} }

function isSetting(value: unknown): value is OperationSetting {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const v = value as Record<string, unknown>
  return (
    Object.keys(v).every((k) => ['status', 'example', 'delayMs', 'offline'].includes(k)) &&
    (v.status === undefined || Number.isInteger(v.status)) &&
    (v.example === undefined || typeof v.example === 'string') &&
    (v.delayMs === undefined || typeof v.delayMs === 'number') &&
    (v.offline === undefined || typeof v.offline === 'boolean')
  )
}

export function encodeState(state: MockState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function decodeState(text: string): MockState | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const parsed: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    )
    const candidate = parsed as Partial<MockState>
    if (
      !parsed ||
      typeof parsed !== 'object' ||
      (candidate.persona !== undefined && typeof candidate.persona !== 'string') ||
      (candidate.scenarios !== undefined &&
        !(Array.isArray(candidate.scenarios) && candidate.scenarios.every((s) => typeof s === 'string'))) ||
      !candidate.operations ||
      typeof candidate.operations !== 'object' ||
      !Object.values(candidate.operations).every(isSetting)
    )
      throw new Error('not a mock state')
    return {
      ...(candidate.persona ? { persona: candidate.persona } : {}),
      operations: candidate.operations,
      ...(candidate.scenarios?.length ? { scenarios: candidate.scenarios } : {}),
    }
  } catch {
    console.warn('[mock] The ?mock= value in the address is malformed and was ignored.')
    return null
  }
}

/** The link opens the home page, which no guard sends away from, and names in `at` the page it was copied on. */
export function shareableUrl(state: MockState, href: string): string {
  const page = new URL(href)
  page.searchParams.delete('mock')
  const url = new URL('/', page.origin)
  url.searchParams.set('mock', encodeState(state))
  const at = page.pathname + page.search + page.hash
  if (at !== '/') url.searchParams.set('at', at)
  return url.toString()
}

/** The page a shared link goes on to once its state is applied: a path of this origin, else none. */
export function sharedPage(url: URL): string | null {
  const at = url.searchParams.get('at')
  return at && /^\/(?![/\\])/.test(at) ? at : null
}
