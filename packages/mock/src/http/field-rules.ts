// Field rules openapi.yaml states in words because JSON Schema cannot (spec section 5 wording).

/** openapi.yaml's Birthdate pattern and format hold the rest; a day after today is refused here. */
export function birthdateProblem(birthdate: string | null | undefined): string | null {
  if (birthdate === undefined || birthdate === null) return null
  return birthdate <= new Date().toISOString().slice(0, 10) ? null : 'Invalid birthdate.'
}

/** Characters as JSON Schema's minLength counts them: code points, so an emoji is one. */
export function characters(text: string): number {
  return [...text].length
}

export function nameProblem(name: string | undefined): string | null {
  if (name === undefined) return null
  return characters(name.trim()) >= 2 ? null : 'Full name must be at least 2 characters.'
}

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

export function stockProblem(stock: number, quantity: number): string | null {
  if (stock <= 0) return 'This item is out of stock.'
  if (quantity > stock) return `Only ${stock} left in stock.`
  return null
}
