// openapi.yaml itself, not a generated copy: the suite judges a server apart from the code it was built from.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'options' | 'head' | 'trace'
const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']

type JsonSchema = Record<string, unknown>
interface MediaType {
  schema?: JsonSchema
}
interface ResponseObject {
  $ref?: string
  description?: string
  'x-capability-absent'?: string
  headers?: Record<string, { $ref?: string; required?: boolean }>
  content?: Record<string, MediaType>
}
interface OperationObject {
  operationId?: string
  security?: Record<string, string[]>[]
  responses?: Record<string, ResponseObject>
}
interface OpenApiDocument {
  security?: Record<string, string[]>[]
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>
  components?: Record<string, Record<string, unknown>>
}

export interface ContractOperation {
  operationId: string
  method: HttpMethod
  path: string
  /** The documented statuses (`'200'`, `'422'`, maybe `'default'`). */
  statuses: string[]
  /** Whether every security requirement needs a credential (an empty `{}` makes it optional). */
  requiresAuth: boolean
}

export interface Contract {
  operations: ContractOperation[]
  paths: string[]
  methodsOf(path: string): string[]
  /** What `Allow` names for a concrete path: its methods, `HEAD` where it has `GET`, and `OPTIONS`. */
  allowOf(path: string): string[]
  validateError(body: unknown): string[]
  find(method: string, path: string): ContractOperation | undefined
  /** The template a concrete path belongs to (`/orders/31` → `/orders/{id}`), one with `method` first. */
  templateOf(path: string, method?: string): string | undefined
  /** What a server lacks when it gives this documented answer (`x-capability-absent`), or null. */
  capabilityAbsent(method: string, path: string, status: number): string | null
  /** The headers a documented answer must carry (`required: true`), Content-Language among them. */
  requiredHeaders(method: string, path: string, status: number): string[]
  /** The paths of a documented answer's body that hold an enum or a const (`data[].status`). */
  enumPaths(method: string, path: string, status: number): Set<string>
  /** Empty when the answer keeps the contract: a documented status and, for a documented JSON body, a match. */
  validateResponse(
    method: string,
    path: string,
    status: number,
    body: unknown,
    contentType?: string | null,
  ): string[]
}

// The package ships the contract beside its built code; in the repository it is the root's.
const shipped = new URL('./openapi.yaml', import.meta.url)
export const DEFAULT_SPEC_PATH = fileURLToPath(
  existsSync(shipped) ? shipped : new URL('../../../openapi.yaml', import.meta.url),
)

// ajv-formats is CommonJS; its default export differs between Node and bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => void

const DOC_ID = 'https://contract.local/openapi.json'

/** Points local refs (`#/components/...`) at the registered document so a sub-schema compiles alone. */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase)
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#') ? DOC_ID + value : rebase(value)
    }
    return out
  }
  return node
}

function pointer(doc: unknown, ref: string): unknown {
  let node = doc
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    node = (node as Record<string, unknown> | undefined)?.[key]
  }
  return node
}

function enumPathsOf(
  doc: OpenApiDocument,
  enumCache: Map<string, Set<string>>,
  method: string,
  path: string,
  status: number,
): Set<string> {
  const key = `${method.toLowerCase()} ${path} ${status}`
  const cached = enumCache.get(key)
  if (cached) return cached
  let response = doc.paths[path]?.[method.toLowerCase() as HttpMethod]?.responses?.[String(status)]
  while (response?.$ref) response = pointer(doc, response.$ref) as ResponseObject | undefined
  const found = new Set<string>()
  const walk = (node: unknown, at: string, seen: Set<string>) => {
    if (!node || typeof node !== 'object') return
    const schema = node as Record<string, unknown>
    if (typeof schema.$ref === 'string') {
      // A schema that contains itself (a category's children) is walked once per branch.
      if (seen.has(schema.$ref)) return
      walk(pointer(doc, schema.$ref), at, new Set([...seen, schema.$ref]))
    }
    if (Array.isArray(schema.enum) || 'const' in schema) found.add(at)
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(schema[key])) for (const part of schema[key]) walk(part, at, seen)
    if (schema.items) walk(schema.items, `${at}[]`, seen)
    const properties = schema.properties as Record<string, unknown> | undefined
    for (const [name, sub] of Object.entries(properties ?? {})) walk(sub, at ? `${at}.${name}` : name, seen)
  }
  walk(response?.content?.['application/json']?.schema, '', new Set())
  enumCache.set(key, found)
  return found
}

function documentedStatus(op: ContractOperation, status: number): string | null {
  if (op.statuses.includes(String(status))) return String(status)
  if (op.statuses.includes(`${String(status)[0]}XX`)) return `${String(status)[0]}XX`
  // `default` (the generic error) stands for 5xx only: an unlisted 4xx breaks the contract.
  return status >= 500 && op.statuses.includes('default') ? 'default' : null
}

function responseOf(doc: OpenApiDocument, op: ContractOperation, status: number): ResponseObject | undefined {
  const documented = documentedStatus(op, status)
  if (!documented) return undefined
  let response = doc.paths[op.path]?.[op.method]?.responses?.[documented]
  while (response?.$ref) response = pointer(doc, response.$ref) as ResponseObject | undefined
  return response
}

function requiredHeadersOf(doc: OpenApiDocument, op: ContractOperation, status: number): string[] {
  const response = responseOf(doc, op, status)
  const required = (header: { $ref?: string; required?: boolean }) =>
    (header.$ref ? (pointer(doc, header.$ref) as { required?: boolean } | undefined) : header)?.required
  return Object.entries(response?.headers ?? {})
    .filter(([, header]) => required(header))
    .map(([name]) => name)
}

function operationsOf(doc: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const security = op.security ?? doc.security ?? []
      operations.push({
        operationId: op.operationId ?? `${method} ${path}`,
        method,
        path,
        statuses: Object.keys(op.responses ?? {}),
        requiresAuth: security.length > 0 && security.every((r) => Object.keys(r).length > 0),
      })
    }
  }
  return operations
}

function validatorsOf(doc: OpenApiDocument, ajv: Ajv2020) {
  const compiled = new Map<string, ValidateFunction | null>()
  return function validatorFor(method: HttpMethod, path: string, status: string): ValidateFunction | null {
    const key = `${method} ${path} ${status}`
    if (!compiled.has(key)) {
      let response = doc.paths[path]?.[method]?.responses?.[status]
      while (response?.$ref) response = pointer(doc, response.$ref) as ResponseObject | undefined
      const schema = response?.content?.['application/json']?.schema
      compiled.set(key, schema ? ajv.compile(rebase(schema) as JsonSchema) : null)
    }
    return compiled.get(key) ?? null
  }
}

/** The templates a path belongs to: as OpenAPI says, a concrete template before a templated one. */
function templatesMatching(templates: string[], path: string): string[] {
  const segments = path.split('/')
  const literals = (template: string) => template.split('/').filter((part) => !/^\{\w+\}$/.test(part)).length
  const matches = templates.filter((template) => {
    const parts = template.split('/')
    return (
      parts.length === segments.length &&
      parts.every((part, i) => /^\{\w+\}$/.test(part) || part === segments[i])
    )
  })
  const most = Math.max(...matches.map(literals))
  return matches.filter((t) => literals(t) === most)
}

function bodyErrors(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((e) => {
    const where = e.instancePath || '(body)'
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''
    return `${where} ${e.message ?? e.keyword}${extra}`
  })
}

export function loadContract(specPath: string = DEFAULT_SPEC_PATH): Contract {
  const doc = parse(readFileSync(specPath, 'utf8')) as OpenApiDocument
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false })
  addFormats(ajv)
  ajv.addSchema({ $id: DOC_ID, components: doc.components ?? {} })

  const operations = operationsOf(doc)
  const validatorFor = validatorsOf(doc, ajv)
  const find = (method: string, path: string) =>
    operations.find((o) => o.method === method.toLowerCase() && o.path === path)

  const errorShape = ajv.compile(rebase({ $ref: '#/components/schemas/ErrorResponse' }) as JsonSchema)
  const templates = Object.keys(doc.paths ?? {})
  const templatesOf = (path: string) => templatesMatching(templates, path)
  function methodsOf(path: string): string[] {
    const methods = new Set<string>()
    for (const template of templatesOf(path))
      for (const op of operations) if (op.path === template) methods.add(op.method.toUpperCase())
    return [...methods]
  }

  const requiredHeaders = (method: string, path: string, status: number) => {
    const op = find(method, path)
    return op ? requiredHeadersOf(doc, op, status) : []
  }
  const capabilityAbsent = (method: string, path: string, status: number) => {
    const op = find(method, path)
    const absent = op && responseOf(doc, op, status)?.['x-capability-absent']
    return typeof absent === 'string' ? absent : null
  }

  const enumCache = new Map<string, Set<string>>()
  const enumPaths = (method: string, path: string, status: number) =>
    enumPathsOf(doc, enumCache, method, path, status)

  return {
    operations,
    paths: templates,
    methodsOf,
    allowOf(path) {
      const methods = methodsOf(path)
      return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
    },
    validateError(body) {
      if (errorShape(body)) return []
      return (errorShape.errors ?? []).map((e) => `error body ${e.instancePath || '(body)'} ${e.message}`)
    },
    find,
    templateOf(path, method) {
      const templates = templatesOf(path)
      return templates.find((t) => method === undefined || find(method, t)) ?? templates[0]
    },
    enumPaths,
    requiredHeaders,
    capabilityAbsent,
    validateResponse(method, path, status, body, contentType) {
      const op = find(method, path)
      if (!op) return [`${method.toUpperCase()} ${path} is not in openapi.yaml`]
      const documented = documentedStatus(op, status)
      if (!documented) return [`status ${status} is not documented (documented: ${op.statuses.join(', ')})`]
      const validate = validatorFor(op.method, op.path, documented)
      if (!validate) return []
      if (contentType !== undefined && !contentType?.includes('application/json')) {
        return [`content-type ${contentType ?? '(none)'} is not application/json`]
      }
      return validate(body) ? [] : bodyErrors(validate)
    },
  }
}
