/** `use-sync-external-store/shim` for @preact/signals-react: React 19 has the hook, and the shim would ship its fallback. */
export { useSyncExternalStore } from 'react'
