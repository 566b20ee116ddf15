// Trimmed, one @, a dot in the domain, no spaces anywhere.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value)
}
