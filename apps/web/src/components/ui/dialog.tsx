import { lazy, Suspense, useEffect, useState } from 'react'
import type { DialogProps } from './dialog-frames'

/**
 * Ark's dialog code (state machine, focus trap, dismissable layer, presence, portal: about 20 KB of
 * gzip) is not part of any page's first load. It loads once the page is idle after hydration, or at
 * the first open if that comes sooner.
 */
const loadFrames = () => import('./dialog-frames')
const DialogFrame = lazy(() => loadFrames().then((m) => ({ default: m.DialogFrame })))

let framesRequested = false

/** Asks for the dialog code when the browser is idle (after hydration and the first paint's work). */
export function useFramesWhenIdle(wanted: boolean) {
  useEffect(() => {
    if (!wanted || framesRequested) return
    const load = () => {
      framesRequested = true
      void loadFrames()
    }
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const cancel = cancelIdleCallback
      const id = requestIdleCallback(load, { timeout: 4000 })
      return () => cancel(id)
    }
    const id = setTimeout(load, 1500)
    return () => clearTimeout(id)
  }, [wanted])
}

/**
 * True from the first time a dialog opens. Until then there is nothing to render: Ark starts a dialog's
 * state machine when its root renders, which for every closed dialog of a page (the gallery's zoom,
 * the shop's filter sheet) was work done while the page was taken over, for a dialog maybe never used.
 * Focus still returns to the control that opened it, the element focused when the trap starts.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  useFramesWhenIdle(!opened && !open)
  return opened || open
}

export function Dialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  )
}
