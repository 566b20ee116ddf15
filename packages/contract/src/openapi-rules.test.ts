// openapi.yaml says in its schema what its prose says, so Prism and any generator see it too.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DEFAULT_SPEC_PATH } from './validate.ts'

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document as parsed from YAML.
type Node = any

const spec: Node = parse(readFileSync(DEFAULT_SPEC_PATH, 'utf8'))

function resolve(node: Node): Node {
  let value = node
  while (value && typeof value === 'object' && typeof value.$ref === 'string') {
    value = value.$ref
      .replace('#/', '')
      .split('/')
      .reduce((at: Node, key: string) => at?.[key], spec)
  }
  return value
}

/** Every response object of every operation, by `METHOD path status`. */
function responses(): [string, Node][] {
  return Object.entries(spec.paths as Record<string, Node>).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Node>).flatMap(([method, op]) =>
      Object.entries((op.responses ?? {}) as Record<string, Node>).map(
        ([status, response]) =>
          [`${method.toUpperCase()} ${path} ${status}`, resolve(response)] as [string, Node],
      ),
    ),
  )
}

/** Every property of every schema under `components.schemas`, as `Schema.path.to.property`. */
function properties(): [string, Node][] {
  const found: [string, Node][] = []
  const walk = (node: Node, at: string) => {
    if (!node || typeof node !== 'object') return
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(node[key]))
        for (const [i, part] of node[key].entries()) walk(part, `${at}.${key}${i}`)
    if (node.items) walk(node.items, `${at}[]`)
    for (const [name, sub] of Object.entries((node.properties ?? {}) as Record<string, Node>)) {
      found.push([`${at}.${name}`, sub])
      walk(sub, `${at}.${name}`)
    }
  }
  for (const [name, schema] of Object.entries(spec.components.schemas as Record<string, Node>))
    walk(schema, name)
  return found
}

/** Every string value anywhere under `node` (descriptions, examples...). */
function strings(node: Node, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node)
  else if (node && typeof node === 'object') for (const value of Object.values(node)) strings(value, out)
  return out
}

describe('openapi.yaml states its prose rules in the schema', () => {
  it('declares Content-Language, required, on every response object', () => {
    const all = responses()
    expect(all.length).toBeGreaterThan(200)
    const missing = all.filter(([, response]) => {
      const header = resolve(response.headers?.['Content-Language'])
      return header?.required !== true || !header.schema?.enum?.includes('ar')
    })
    expect(missing.map(([where]) => where)).toEqual([])
  })

  it('gives every integer id a minimum of 1, in answers as in requests and paths', () => {
    const ids = properties().filter(([where, schema]) => {
      const name = where.split('.').at(-1) ?? ''
      return /^(id|\w+_id)$/.test(name) && resolve(schema).type === 'integer'
    })
    expect(ids.length).toBeGreaterThan(30)
    expect(ids.filter(([, schema]) => !(resolve(schema).minimum >= 1)).map(([where]) => where)).toEqual([])
    const lists = properties().filter(([where]) => /_ids$/.test(where))
    for (const [where, schema] of lists)
      expect(resolve(schema).items?.minimum, where).toBeGreaterThanOrEqual(1)
    expect(resolve(spec.components.parameters.Id).schema.minimum).toBe(1)
  })

  const exampleMessages = new Set(
    responses().flatMap(([, response]) =>
      Object.values((response.content?.['application/json']?.examples ?? {}) as Record<string, Node>).map(
        (example) => resolve(example).value?.message as string,
      ),
    ),
  )

  it("gives every message a description quotes (answers 422 'Invalid phone number.') as an example answer", () => {
    const quoted = new Set(
      strings(spec)
        .flatMap((text) => [...text.matchAll(/422 '([^']+)'/g)].map((m) => m[1] as string))
        .filter((message) => !message.includes('<')),
    )
    expect(quoted.size).toBeGreaterThanOrEqual(5)
    expect([...quoted].filter((message) => !exampleMessages.has(message))).toEqual([])
  })

  it('puts the message of x-required-message into an example answer', () => {
    const required = Object.values(spec.components.schemas as Record<string, Node>)
      .map((schema) => schema['x-required-message'])
      .filter(Boolean)
    expect(required).toContain('email Required')
    expect(required.filter((message) => !exampleMessages.has(message))).toEqual([])
  })
})
