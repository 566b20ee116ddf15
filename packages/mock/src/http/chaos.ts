import { createRng, type Rng } from '../seed/prng.ts'
import { worldState } from '../store/worlds.ts'
import { ALL_OPERATIONS, declaredStatuses, operationCatalogue } from './forcing.ts'

export interface ChaosRuleInput {
  operationId: string
  status?: number
  network?: boolean
  /** The chance, from 0 to 1, that a matching request is hit (default 1). */
  probability?: number
  /** Only the next N matching requests are considered; the rule is gone after them. */
  next?: number
  latencyMs?: [number, number]
}

export interface ChaosRule extends ChaosRuleInput {
  id: number
  probability: number
  remaining?: number
}

export interface ChaosHit {
  rule: number
  status?: number
  network?: boolean
  latencyMs?: number
}

const RULE_KEYS = ['operationId', 'status', 'network', 'probability', 'next', 'latencyMs']
const BODY_KEYS = ['rules', 'seed']
const MAX_LATENCY_MS = 60_000
const MAX_NEXT = 1_000_000
const MAX_SEED = 0xffff_ffff

const env: Record<string, string | undefined> =
  typeof process !== 'undefined' && process.env ? process.env : {}

/** The environment variable a run's seed is given back through (the CLI's `--chaos-seed` sets it too). */
export const CHAOS_SEED_ENV = 'MOCK_CHAOS_SEED'

export function parseSeed(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SEED ? n : null
}

function freshSeed(): number {
  return parseSeed(env[CHAOS_SEED_ENV]) ?? Math.floor(Math.random() * MAX_SEED)
}

const chaosIn = worldState(() => {
  const seed = freshSeed()
  return { seed, rng: createRng(seed) as Rng, rules: [] as ChaosRule[], lastId: 0 }
})

/** The statuses every operation declares: the only ones a rule for `'*'` may name. */
function commonStatuses(): number[] {
  const lists = operationCatalogue().map((entry) => entry.statuses)
  return (lists[0] ?? []).filter((status) => lists.every((list) => list.includes(status)))
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

function ruleProblems(rule: unknown, at: string, errors: Record<string, string[]>): void {
  const add = (field: string, message: string) => {
    errors[`${at}.${field}`] = [message]
  }
  if (!isObject(rule)) {
    errors[at] = ['A rule is a JSON object.']
    return
  }
  for (const key of Object.keys(rule))
    if (!RULE_KEYS.includes(key)) add(key, `${key} is not part of a rule (only ${RULE_KEYS.join(', ')}).`)
  const { operationId, status, network, probability, next, latencyMs } = rule
  const known = operationId === ALL_OPERATIONS || declaredStatuses(String(operationId)).length > 0
  if (typeof operationId !== 'string' || !known)
    add('operationId', `openapi.yaml has no operation "${String(operationId)}" (or use "*" for all).`)
  else if (status !== undefined) {
    const declared = operationId === ALL_OPERATIONS ? commonStatuses() : declaredStatuses(operationId)
    if (typeof status !== 'number' || !declared.includes(status))
      add(
        'status',
        operationId === ALL_OPERATIONS
          ? `Not every operation declares status ${String(status)} (declared by all: ${declared.join(', ')}).`
          : `${operationId} does not declare status ${String(status)} (declared: ${declared.join(', ')}).`,
      )
  }
  if (network !== undefined && typeof network !== 'boolean') add('network', 'network must be true or false.')
  if (status !== undefined && network === true)
    add('network', 'A rule answers a status or drops the connection, not both.')
  if (probability !== undefined && !(typeof probability === 'number' && probability >= 0 && probability <= 1))
    add('probability', 'probability must be a number from 0 to 1.')
  if (
    next !== undefined &&
    !(Number.isInteger(next) && (next as number) >= 1 && (next as number) <= MAX_NEXT)
  )
    add('next', `next must be a whole number from 1 to ${MAX_NEXT}.`)
  if (latencyMs !== undefined && !isLatency(latencyMs))
    add('latencyMs', `latencyMs must be [min, max] milliseconds, 0 <= min <= max <= ${MAX_LATENCY_MS}.`)
  if (status === undefined && network !== true && latencyMs === undefined)
    add('rule', 'A rule needs a status, network: true or a latencyMs range: this one does nothing.')
}

function isLatency(value: unknown): value is [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false
  const [min, max] = value
  return (
    typeof min === 'number' &&
    typeof max === 'number' &&
    Number.isFinite(min) &&
    Number.isFinite(max) &&
    min >= 0 &&
    min <= max &&
    max <= MAX_LATENCY_MS
  )
}

export function chaosProblems(body: Record<string, unknown>): Record<string, string[]> | null {
  // Without a prototype, a `__proto__` key is kept as the error it is, not taken as the prototype.
  const errors: Record<string, string[]> = Object.create(null)
  for (const key of Object.keys(body))
    if (!BODY_KEYS.includes(key)) errors[key] = [`${key} cannot be set here (only ${BODY_KEYS.join(', ')}).`]
  if (body.seed !== undefined && parseSeed(body.seed) === null)
    errors.seed = [`seed must be a whole number from 0 to ${MAX_SEED}.`]
  if (body.rules !== undefined && !Array.isArray(body.rules))
    errors.rules = ['rules must be a list of rules.']
  if (Array.isArray(body.rules))
    for (const [i, rule] of body.rules.entries()) ruleProblems(rule, `rules.${i}`, errors)
  if (body.rules === undefined && body.seed === undefined) errors.rules = ['Send rules, a seed, or both.']
  return Object.keys(errors).length > 0 ? errors : null
}

function announce(): void {
  const { rules, seed } = chaosIn()
  if (env.MOCK_QUIET !== '1')
    console.info(`[mock chaos] ${rules.length} rule(s), seed ${seed} (give it back to repeat the run)`)
}

/** Adds rules (checked by {@link chaosProblems}) and reseeds: the same rules and seed draw the same faults. */
export function addChaos(input: { rules?: ChaosRuleInput[]; seed?: number | string }): ChaosState {
  const problems = chaosProblems(input as Record<string, unknown>)
  if (problems) throw new Error(Object.values(problems).flat().join(' '))
  const state = chaosIn()
  if (input.seed !== undefined) state.seed = parseSeed(input.seed) as number
  state.rng = createRng(state.seed)
  for (const rule of input.rules ?? []) {
    state.lastId += 1
    const kept: ChaosRule = { ...copyRule(rule), id: state.lastId, probability: rule.probability ?? 1 }
    if (rule.next !== undefined) kept.remaining = rule.next
    state.rules.push(kept)
  }
  announce()
  return chaosState()
}

/** Only the known keys, so a parsed `__proto__` never reaches a kept rule. */
function copyRule(rule: ChaosRuleInput): ChaosRuleInput {
  const copy: ChaosRuleInput = { operationId: rule.operationId }
  if (rule.status !== undefined) copy.status = rule.status
  if (rule.network) copy.network = true
  if (rule.next !== undefined) copy.next = rule.next
  if (rule.latencyMs) copy.latencyMs = [rule.latencyMs[0], rule.latencyMs[1]]
  return copy
}

export interface ChaosState {
  seed: number
  rules: ChaosRule[]
}

export function chaosState(): ChaosState {
  const { seed, rules } = chaosIn()
  return { seed, rules: rules.map((rule) => ({ ...rule })) }
}

/** Forgets every rule; the seed stays, so the next rules draw as they did from it. */
export function clearChaos(): void {
  const state = chaosIn()
  state.rules = []
  state.lastId = 0
  state.rng = createRng(state.seed)
}

export function hasChaos(): boolean {
  return chaosIn().rules.length > 0
}

// Own rules first, then those for all, in the order set; the first drawn decides. Every rule
// reached draws twice, hit or not, so the same seed and requests draw the same.
export function chaosFor(operationId: string): ChaosHit | null {
  const state = chaosIn()
  const { rules, rng } = state
  if (rules.length === 0) return null
  const matching = [
    ...rules.filter((rule) => rule.operationId === operationId),
    ...rules.filter((rule) => rule.operationId === ALL_OPERATIONS),
  ]
  for (const rule of matching) {
    if (rule.remaining !== undefined) {
      rule.remaining -= 1
      if (rule.remaining <= 0) state.rules = state.rules.filter((kept) => kept !== rule)
    }
    const drawn = rng.next()
    const wait = rng.next()
    if (drawn >= rule.probability) continue
    const hit: ChaosHit = { rule: rule.id }
    if (rule.status !== undefined) hit.status = rule.status
    if (rule.network) hit.network = true
    if (rule.latencyMs) {
      const [min, max] = rule.latencyMs
      hit.latencyMs = min + Math.floor(wait * (max - min + 1))
    }
    return hit
  }
  return null
}

export function describeHit(hit: ChaosHit): string {
  const parts = [
    ...(hit.status === undefined ? [] : [`status=${hit.status}`]),
    ...(hit.network ? ['network failure'] : []),
    ...(hit.latencyMs === undefined ? [] : [`latency=${hit.latencyMs}ms`]),
  ]
  return `rule ${hit.rule}: ${parts.join(', ')}`
}
