/** `use-sync-external-store/shim` for @preact/signals-react, which imports it to support React 17: React 19 has the hook, and the shim would ship its fallback to every visitor. */
export { useSyncExternalStore } from 'react'
