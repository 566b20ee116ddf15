// happy-dom defines nodeName (and friends) on subclasses, leaving Node.prototype's getter
// returning ''. DOMPurify reads the getter from Node.prototype, so without this every element
// looks nameless and sanitising misbehaves in tests only. Browsers are unaffected.
for (const prop of ['nodeName', 'nodeType', 'ownerDocument'] as const) {
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
