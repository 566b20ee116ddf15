import { type ComponentType, lazy } from 'react'

/** React.lazy that renders at once after `load()`, so server HTML renders whole and hydrates in one pass (lib/hydration.ts). */
export function preloadable<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const load = () => {
    loading ??= importer().then((module) => {
      loaded = module
      return module
    })
    return loading
  }
  const Component = lazy(() => {
    if (!loaded) return load()
    const module = loaded
    // A thenable that calls back at once: React.lazy then resolves within the same render.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable, on purpose here
    return { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(module) } as never
  })
  return { load, Component }
}
