import { useEffect, useState } from 'react'
import { hydrating } from './hydration'

/** Runs `task` once the browser is idle (after hydration and the first paint's work); returns a cancel. */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) task()
  }
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout })
    return () => {
      cancelled = true
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(id)
    }
  }
  const id = setTimeout(run, 1500)
  return () => {
    cancelled = true
    clearTimeout(id)
  }
}

export function idle(timeout?: number): Promise<void> {
  return new Promise((resolve) => void whenIdle(resolve, timeout))
}

/** False through hydration and until the browser is next idle, then true: for parts the first paint does not show. */
export function useIdle(): boolean {
  const [idleNow, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idleNow
}

function hydrated(): Promise<void> {
  return new Promise((resolve) => {
    const stop = hydrating.subscribe((value) => {
      if (value) return
      resolve()
      // The first call comes before `stop` is assigned.
      queueMicrotask(() => stop())
    })
  })
}

/** A server-rendered part's code: at once on a browser-rendered page, else after hydration and idle, or when `sooner` settles. */
export function afterHydration<T>(load: () => Promise<T>, sooner?: Promise<void>): Promise<T> {
  // The server renders with `hydrating` set for good: it needs the code now.
  if (!hydrating.value || typeof document === 'undefined') return load()
  const later = hydrated().then(() => idle())
  return (sooner ? Promise.race([later, sooner]) : later).then(load)
}
