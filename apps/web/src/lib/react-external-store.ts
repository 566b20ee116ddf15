/**
 * `use-sync-external-store/shim` for @preact/signals-react, which imports it to support React 17.
 * React 19 has the hook itself; the shim would pick it too, but ships its fallback to every visitor.
 * vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from 'react'
