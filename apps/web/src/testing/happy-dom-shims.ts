// happy-dom's Node.prototype.nodeName is '': DOMPurify would find every element nameless in tests.
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

// happy-dom rejects a cancelled Animation's `finished` unhandled, as auto-animate cancels on removal.
const animationProto = (globalThis as { Animation?: { prototype: Animation } }).Animation?.prototype
if (animationProto) {
  const cancel = animationProto.cancel
  animationProto.cancel = function (this: Animation) {
    this.finished.catch(() => {})
    return cancel.call(this)
  }
}

// auto-animate's timer outlives the test file: this stand-in does nothing once the document is gone.
if (typeof globalThis.requestIdleCallback !== 'function' && typeof document !== 'undefined') {
  globalThis.requestIdleCallback = ((callback: IdleRequestCallback) =>
    setTimeout(() => {
      if (typeof document !== 'undefined') callback({ didTimeout: false, timeRemaining: () => 0 })
    }, 1)) as unknown as typeof requestIdleCallback
}
