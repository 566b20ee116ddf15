// Storage can throw (private mode, disabled storage) or be missing (server rendering); the app then
// keeps state in memory only.
export function readStorage(key: string, storage?: Storage): string | null {
  try {
    return (storage ?? localStorage).getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string | null, storage?: Storage) {
  try {
    const target = storage ?? localStorage
    if (value === null) target.removeItem(key)
    else target.setItem(key, value)
  } catch {
    // ignored: see above
  }
}
