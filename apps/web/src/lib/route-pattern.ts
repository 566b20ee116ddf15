import { parse } from 'regexparam'

type Parsed = { keys: string[]; pattern: RegExp }

const parsed = new Map<string, Parsed>()

/** wouter's pattern parser, remembered: the page table never changes, so each pattern becomes a RegExp once. */
export function parsePattern(route: string, loose?: boolean): Parsed {
  const key = loose ? `${route}\u0000loose` : route
  let result = parsed.get(key)
  if (!result) {
    result = parse(route, loose)
    parsed.set(key, result)
  }
  return result
}
