import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { LL } from '../../lib/language-store'
import { toastError } from '../../lib/toaster'
import { whenIdle } from '../../lib/when-idle'
import type { DialogProps, FrameProps, SheetProps } from './dialog-frames'

/** Ark's dialog code is not part of any page's first load. It loads once the page is idle after hydration, or at the first open if that comes sooner. */
type Frames = typeof import('./dialog-frames')
let frames: Promise<Frames> | null = null

/** The dialog's code did not arrive (a dropped connection): worth trying again, unlike a crash. */
class FramesLoadError extends Error {
  override readonly name = 'FramesLoadError'
}
function loadFrames(): Promise<Frames> {
  // A failed load is forgotten, so the next open asks again.
  frames ??= import('./dialog-frames').catch((error: unknown) => {
    frames = null
    throw new FramesLoadError('the dialog code did not load', { cause: error })
  })
  return frames
}

function useFramesWhenIdle(wanted: boolean) {
  useEffect(() => {
    if (!wanted || frames) return
    return whenIdle(() => void loadFrames().catch(() => {}))
  }, [wanted])
}

/** A dialog whose code could not load (the connection dropped), or that crashed, closes with the error toast; the page around it stays as it was. */
class LoadFailed extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    const t = LL.value.errors
    toastError(error instanceof FramesLoadError ? t.unexpected() : t.unexpectedShort())
    this.props.onFailed()
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** One of the module's frames, rendered from the first open on: Ark starts a dialog's state machine when its root renders, so a dialog never opened costs nothing. */
function LazyFrame<P extends FrameProps>({
  pick,
  props,
}: {
  pick: (frames: Frames) => ComponentType<P>
  props: P
}) {
  const [shown, setShown] = useState(props.open)
  if (props.open && !shown) setShown(true)
  // One lazy component for each attempt: React keeps a failed one failed.
  const lazyFrame = () => lazy(() => loadFrames().then((m) => ({ default: pick(m) })))
  const [attempt, setAttempt] = useState(() => ({ n: 0, Frame: lazyFrame() }))
  useFramesWhenIdle(!shown)
  if (!shown) return null
  const { n, Frame } = attempt
  const onFailed = () => {
    setShown(false)
    setAttempt({ n: n + 1, Frame: lazyFrame() })
    props.onOpenChange(false)
  }
  return (
    <LoadFailed key={n} onFailed={onFailed}>
      <Suspense fallback={null}>
        <Frame {...props} />
      </Suspense>
    </LoadFailed>
  )
}

const pickDialog = (frames: Frames) => frames.DialogFrame
const pickSheet = (frames: Frames) => frames.SheetFrame

export function Dialog(props: DialogProps) {
  return <LazyFrame pick={pickDialog} props={props} />
}

export function Sheet(props: SheetProps) {
  return <LazyFrame pick={pickSheet} props={props} />
}
