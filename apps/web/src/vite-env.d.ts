/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_MAP_TILE_URL?: string
  readonly VITE_MAP_ATTRIBUTION?: string
  readonly VITE_APP_KEY?: string
  /** '1': the mock toolbar in a build served with the embedded mock (never with VITE_API_URL). */
  readonly VITE_MOCK_TOOLBAR?: string
  /** '1': a production build with the offline service worker (never the dev server or the static demo). */
  readonly VITE_SERVICE_WORKER?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
