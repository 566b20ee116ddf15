const fixed = new WeakSet<object>()
const texts = new WeakMap<object, string>()

/** Freezes a record and everything in it, so `jsonText` may keep its text: a shared catalogue record serialized once, not per answer. */
export function fixedRecord<T extends object>(record: T): T {
  deepFreeze(record)
  fixed.add(record)
  return record
}

function deepFreeze(value: object): void {
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key]
    if (typeof inner === 'object' && inner !== null && !Object.isFrozen(inner)) deepFreeze(inner)
  }
  Object.freeze(value)
}

const hasToJson = (value: object) => typeof (value as { toJSON?: unknown }).toJSON === 'function'

/** What `JSON.stringify(value)` gives, reusing the kept text of each `fixedRecord` inside. */
export function jsonText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)
  const kept = texts.get(value)
  if (kept !== undefined) return kept
  let text: string | undefined
  if (hasToJson(value)) text = JSON.stringify(value)
  else if (Array.isArray(value)) {
    text = '['
    for (let i = 0; i < value.length; i++) text += `${i === 0 ? '' : ','}${jsonText(value[i]) ?? 'null'}`
    text += ']'
  } else {
    const proto = Object.getPrototypeOf(value)
    // Boxed values, maps and other class instances: JSON.stringify's own rules.
    if (proto !== Object.prototype && proto !== null) return JSON.stringify(value)
    text = '{'
    for (const key of Object.keys(value)) {
      const inner = jsonText((value as Record<string, unknown>)[key])
      if (inner === undefined) continue
      text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${inner}`
    }
    text += '}'
  }
  if (fixed.has(value)) texts.set(value, text as string)
  return text
}
