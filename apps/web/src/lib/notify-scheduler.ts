/** Runs a callback after the current task (the default: a zero-delay timer). */
type Timer = (run: () => void) => void

const zeroDelay: Timer = (run) => {
  setTimeout(run, 0)
}

/**
 * A scheduler for React Query's `notifyManager.setScheduler`. React Query tells its listeners of a
 * change after the current task, with one zero-delay timer per batch of changes. When hydration runs
 * the page's effects, every `useQuery` of the page subscribes in a batch of its own, and each
 * subscription is news to the query cache's listeners (the navigation progress bar's
 * `useIsFetching`). So one task set one timer per query on the page, each with a task of its own to
 * follow: Lighthouse's trace showed that task spending half its time in `setTimeout`. (Tracing makes
 * a timer dearer than it is, since it records each one's stack; the 98 timers of a home page load,
 * 39 now, and their tasks are real either way.)
 *
 * This scheduler gives all the batches of one task a single timer and runs them in order, so
 * listeners hear of them at the same moment as before. A callback that throws does not stop the
 * others; its error is thrown again on its own, as an uncaught error from a timer would be.
 */
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
