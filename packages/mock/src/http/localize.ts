import type { Language } from '../model/records.ts'
import { descriptionAr, shortDescriptionAr } from '../seed/products-ar.ts'
import { colorSeed } from '../seed/reference.ts'
import { type FieldText, seedAr, specNameAr } from '../seed/seed-ar.ts'

export type { Language }

import { type HttpMethod, type JsonSchema, openapi, operation } from './contract.ts'
import { messageAr } from './messages-ar.ts'

// Translated once, walking the body along its schema: it names the record, the seed table gives the Arabic.

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function recordKey(record: Json): string | number | undefined {
  const key = record.id ?? record.slug ?? record.key ?? record.code
  return typeof key === 'string' || typeof key === 'number' ? key : undefined
}

function applyRow(record: Json, row: FieldText | undefined): Json {
  if (!row) return record
  const out: Json = { ...record }
  for (const [field, text] of Object.entries(row)) {
    const [head, tail] = field.split('.') as [string, string | undefined]
    if (tail === undefined) out[head] = text
    else if (isObject(out[head])) out[head] = { ...(out[head] as Json), [tail]: text }
  }
  for (const imageField of ['image', 'logo']) {
    const image = out[imageField]
    if (row.name && isObject(image) && image.alt === record.name)
      out[imageField] = { ...image, alt: row.name }
  }
  return out
}

const colorIdByName = new Map(colorSeed.map((c) => [c.name, c.id] as const))

type Hook = (translated: Json, original: Json, context: string | undefined) => Json
const hooks: Record<string, Hook> = {
  Ref: (record, _original, context) =>
    context === 'category' ? applyRow(record, seedAr.Category?.[recordKey(record) ?? '']) : record,
  Home: (home) => {
    const hero = home.hero
    return isObject(hero) ? { ...home, hero: applyRow(hero, seedAr.Home?.hero) } : home
  },
  ProductSummary: (product) => {
    const short =
      typeof product.short_description === 'string' ? shortDescriptionAr(product.short_description) : null
    return short ? { ...product, short_description: short } : product
  },
  ProductDetail: (product, original) => {
    const specs = Array.isArray(original.specifications)
      ? (original.specifications as { name: string; value: string }[])
      : []
    const brand = isObject(original.brand) ? String(original.brand.name) : ''
    const category = isObject(original.category) ? Number(original.category.id) : 0
    const description = descriptionAr(
      {
        id: Number(original.id),
        name: String(original.name),
        short_description: String(original.short_description),
        category_id: category,
        specifications: specs,
      },
      brand,
    )
    return {
      ...product,
      ...(description ? { description } : {}),
      specifications: specs.map((s) => ({ ...s, name: specNameAr[s.name] ?? s.name })),
    }
  },
  OrderItem: (item) => {
    const id = typeof item.color === 'string' ? colorIdByName.get(item.color) : undefined
    const name = id === undefined ? undefined : seedAr.Color?.[id]?.name
    return name ? { ...item, color: name } : item
  },
}

function refTarget(ref: string): { name: string; schema: JsonSchema } | null {
  const m = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref)
  if (!m) return null
  const [, kind, name] = m as unknown as [string, 'schemas' | 'responses', string]
  if (kind === 'schemas') {
    const schema = openapi.components.schemas[name]
    return schema ? { name, schema } : null
  }
  const schema = openapi.components.responses[name]?.content?.['application/json']?.schema
  return schema ? { name, schema } : null
}

function walk(value: unknown, schema: JsonSchema | undefined, context?: string): unknown {
  if (value === null || value === undefined || !schema) return value
  if (typeof schema.$ref === 'string') {
    const target = refTarget(schema.$ref)
    if (!target) return value
    const inner = walk(value, target.schema, context)
    if (!isObject(inner) || !isObject(value)) return inner
    const hook = hooks[target.name]
    if (hook) return hook(inner, value, context)
    const table = seedAr[target.name]
    return table ? applyRow(inner, table[recordKey(value) ?? '']) : inner
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema
    const merged = (allOf as JsonSchema[]).reduce<unknown>((acc, part) => walk(acc, part, context), value)
    // An array's `allOf` may only add rules (ConfigurationList's `contains`): its items still get walked.
    return rest.items || rest.properties ? walk(merged, rest, context) : merged
  }
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
  if (Array.isArray(choices)) {
    const branch = choices.find((c) => c.type !== 'null')
    return walk(value, branch, context)
  }
  if (Array.isArray(value)) {
    const items = schema.items as JsonSchema | undefined
    return items ? value.map((item) => walk(item, items, context)) : value
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined
  if (isObject(value) && properties) {
    const out: Json = { ...value }
    for (const [key, sub] of Object.entries(properties))
      if (key in value) out[key] = walk(value[key], sub, key)
    return out
  }
  return value
}

function translateMessages(body: Json): Json {
  const out: Json = { ...body }
  const tr = (text: unknown) => (typeof text === 'string' ? (messageAr(text) ?? text) : text)
  if ('message' in out) out.message = tr(out.message)
  if ('error' in out) out.error = tr(out.error)
  if (isObject(out.errors)) {
    const errors: Record<string, unknown> = Object.create(null)
    for (const [field, list] of Object.entries(out.errors))
      errors[field] = Array.isArray(list) ? list.map(tr) : list
    out.errors = errors
  }
  return out
}

function responseSchema(method: HttpMethod, path: string, status: number): JsonSchema | undefined {
  let op: ReturnType<typeof operation>
  try {
    op = operation(method, path)
  } catch {
    return undefined
  }
  const response = op.responses[String(status)] ?? op.responses.default
  if (!response) return undefined
  if (response.$ref) return refTarget(response.$ref)?.schema
  return response.content?.['application/json']?.schema
}

export function localizeBody(
  body: unknown,
  language: Language,
  where?: { method: HttpMethod; path: string; status: number },
): unknown {
  if (language !== 'ar' || !isObject(body)) return body
  const schema = where ? responseSchema(where.method, where.path, where.status) : undefined
  const walked = schema ? walk(body, schema) : body
  return isObject(walked) ? translateMessages(walked) : walked
}

// openapi.yaml's negotiation, small enough to need no library: ranges by quality, then as written; the
// first whose primary subtag is `ar` or `en` wins (`*` stands for `en`, `q=0` never wins), else `en`.
export function requestLanguage(header: string | null | undefined): Language {
  let best: { language: Language; q: number } | null = null
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const primary = range.split('-')[0]
    const language = primary === 'ar' ? 'ar' : primary === 'en' || range === '*' ? 'en' : null
    if (!language) continue
    const weight = params.find((param) => /^q\s*=/.test(param))
    const q = weight === undefined ? 1 : Number(weight.replace(/^q\s*=\s*/, ''))
    if (!(q > 0 && q <= 1)) continue
    if (!best || q > best.q) best = { language, q }
  }
  return best?.language ?? 'en'
}
