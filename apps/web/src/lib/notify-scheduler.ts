type Timer = (run: () => void) => void

const zeroDelay: Timer = (run) => {
  setTimeout(run, 0)
}

/** A scheduler for React Query's `notifyManager.setScheduler`: one timer per task for all its batches, not one per `useQuery` subscribing during hydration. */
export function coalescingScheduler(timer: Timer = zeroDelay): (callback: () => void) => void {
  let queue: (() => void)[] = []
  const runQueue = () => {
    const due = queue
    queue = []
    for (const callback of due) {
      try {
        callback()
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
  return (callback) => {
    queue.push(callback)
    if (queue.length === 1) timer(runQueue)
  }
}
