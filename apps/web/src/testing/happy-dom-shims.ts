// happy-dom leaves Node.prototype's nodeName getter returning '', which DOMPurify reads: without this,
// every element looks nameless and sanitising misbehaves in tests only.
for (const prop of typeof Node === 'undefined' ? [] : (['nodeName', 'nodeType', 'ownerDocument'] as const)) {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, prop)
  if (!base?.get) continue
  const baseGet = base.get
  Object.defineProperty(Node.prototype, prop, {
    ...base,
    get(this: Node) {
      let proto = Object.getPrototypeOf(this) as object | null
      while (proto && proto !== Node.prototype) {
        const own = Object.getOwnPropertyDescriptor(proto, prop)
        if (own?.get) return own.get.call(this)
        proto = Object.getPrototypeOf(proto) as object | null
      }
      return baseGet.call(this)
    },
  })
}

// Browsers mark an Animation's `finished` promise as handled when the animation is cancelled;
// happy-dom rejects it unhandled, which auto-animate triggers whenever a list item is removed.
const animationProto = (globalThis as { Animation?: { prototype: Animation } }).Animation?.prototype
if (animationProto) {
  const cancel = animationProto.cancel
  animationProto.cancel = function (this: Animation) {
    this.finished.catch(() => {})
    return cancel.call(this)
  }
}

// auto-animate re-measures its children every 2 s from a Node timer that outlives the test file,
// through requestIdleCallback when there is one, else requestAnimationFrame, which the environment
// has removed by then. This stand-in (happy-dom has none) is Node's own, so it stays, and it does
// nothing once the document is gone.
if (typeof globalThis.requestIdleCallback !== 'function' && typeof document !== 'undefined') {
  globalThis.requestIdleCallback = ((callback: IdleRequestCallback) =>
    setTimeout(() => {
      if (typeof document !== 'undefined') callback({ didTimeout: false, timeRemaining: () => 0 })
    }, 1)) as unknown as typeof requestIdleCallback
}
