// Field rules openapi.yaml states in words because JSON Schema cannot (spec section 5 wording).

/** A phone passes the contract's pattern but must also hold 6 to 15 digits. */
export function phoneProblem(phone: string | undefined): string | null {
  if (phone === undefined) return null
  const digits = phone.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15 ? null : 'Invalid phone number.'
}

/** A birthdate must be a real calendar day, not in the future and not before 1900. */
export function birthdateProblem(birthdate: string | undefined): string | null {
  if (birthdate === undefined) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate)
  if (!match) return 'Invalid birthdate.'
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  return real && y >= 1900 && birthdate <= new Date().toISOString().slice(0, 10) ? null : 'Invalid birthdate.'
}

/** A name, once trimmed, needs 2 characters. */
export function nameProblem(name: string | undefined): string | null {
  if (name === undefined) return null
  return name.trim().length >= 2 ? null : 'Full name must be at least 2 characters.'
}

/** Field → messages, leaving out the fields without a problem; null when all pass. */
export function problems(entries: Record<string, string | null>): Record<string, string[]> | null {
  const out: Record<string, string[]> = {}
  for (const [field, problem] of Object.entries(entries)) if (problem) out[field] = [problem]
  return Object.keys(out).length > 0 ? out : null
}

/** A 422 body whose message is the first problem, so a single toast already says what is wrong. */
export function invalid(errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.'
  return { result: false as const, message: first, errors }
}
