// Storage can throw (private mode, disabled storage); the app then keeps state in memory only.
export function readStorage(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string | null, storage: Storage = localStorage) {
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch {
    // ignored: see above
  }
}
