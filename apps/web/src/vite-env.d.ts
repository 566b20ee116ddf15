/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; unset means same origin, where the dev/preview server mounts the mock. */
  readonly VITE_API_URL?: string
  readonly VITE_MAP_TILE_URL?: string
  readonly VITE_MAP_ATTRIBUTION?: string
  /** Sent as X-App-Key. */
  readonly VITE_APP_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
