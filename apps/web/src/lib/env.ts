/** What the server serving the page says of its deployment (docs/decisions/0047): no rebuild for another backend. */
export interface RuntimeSettings {
  /** The origin that image paths of the API's answers resolve against: the API's; '' is this origin. */
  mediaBase: string
  mapTileUrl: string
  mapAttribution: string
  /** The share of page loads whose web vitals are sent, with consent; 0 where no server takes them. */
  vitalsSampleRate: number
}

export const RUNTIME_SETTINGS_ID = 'runtime-settings'

function fromPage(): Partial<RuntimeSettings> {
  if (typeof document === 'undefined') return {}
  try {
    return JSON.parse(
      document.getElementById(RUNTIME_SETTINGS_ID)?.textContent ?? '{}',
    ) as Partial<RuntimeSettings>
  } catch {
    return {}
  }
}

// A development server or the static demo writes no block: the build's own values stand in.
const apiUrl = import.meta.env.DEV ? (import.meta.env.VITE_API_URL ?? '') : ''

export const env: { apiUrl: string; appKey: string } & RuntimeSettings = {
  // A production build asks its own origin, whose server forwards /api/* to the API.
  apiUrl,
  appKey: import.meta.env.VITE_APP_KEY ?? 'storefront-web',
  mediaBase: apiUrl ? new URL(apiUrl).origin : '',
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL ?? '',
  mapAttribution: import.meta.env.VITE_MAP_ATTRIBUTION ?? '',
  vitalsSampleRate: 0,
  ...fromPage(),
}

/** The server renderer is told once at start, as the page it writes tells the browser. */
export function applyRuntimeSettings(settings: RuntimeSettings): void {
  Object.assign(env, settings)
}
