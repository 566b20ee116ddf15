// Storage can throw (private mode) or be missing (server rendering): state is then kept in memory.
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
