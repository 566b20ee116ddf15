import type { ErrorObject, ValidateFunction } from 'ajv'
import {
  compile,
  type HttpMethod,
  type JsonSchema,
  type OpenApiOperation,
  type OpenApiParameter,
  openapi,
} from '../model/schema.ts'

export {
  ajv,
  compile,
  componentSchema,
  componentValidator,
  type HttpMethod,
  type JsonSchema,
  type OpenApiOperation,
  type OpenApiParameter,
  openapi,
  standardSchema,
} from '../model/schema.ts'

function deref<T>(value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    const parts = value.$ref.replace('#/', '').split('/')
    let node: unknown = openapi
    for (const part of parts) node = (node as Record<string, unknown>)[part]
    return node as T
  }
  return value as T
}

export function operation(method: HttpMethod, path: string): OpenApiOperation {
  const op = openapi.paths[path]?.[method]
  if (!op) throw new Error(`openapi.yaml has no ${method.toUpperCase()} ${path}`)
  return op
}

export function operations(): { method: HttpMethod; path: string; op: OpenApiOperation }[] {
  return Object.entries(openapi.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method as HttpMethod,
      path,
      op: op as OpenApiOperation,
    })),
  )
}

const parameterLists = new WeakMap<OpenApiOperation, OpenApiParameter[]>()

export function parametersOf(op: OpenApiOperation): OpenApiParameter[] {
  let list = parameterLists.get(op)
  if (!list) {
    list = (op.parameters ?? []).map((p) => deref<OpenApiParameter>(p))
    parameterLists.set(op, list)
  }
  return list
}

/** Whether a call needs a bearer token (an empty requirement `{}` makes it optional). */
export function requiresAuth(op: OpenApiOperation): boolean {
  const security = op.security ?? openapi.security ?? []
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0)
}

/** The spec's own wording (section 5) for the fields it names, keyed by field and failed keyword. */
function specMessage(field: string, keyword: string, value: unknown): string | undefined {
  switch (field) {
    case 'email':
      return keyword === 'required' ? 'Please enter your email.' : 'Please enter a valid email address.'
    case 'otp':
      if (keyword === 'required') return 'OTP is required.'
      return typeof value === 'string' && /\D/.test(value)
        ? 'OTP must contain only numbers.'
        : 'OTP must be exactly 6 digits.'
    case 'message':
      return keyword === 'minLength' ? 'Message must be at least 10 characters.' : undefined
    case 'terms':
    case 'agree_terms':
      return 'You must agree to the terms and conditions.'
    case 'rating':
      if (keyword === 'required') return 'Rating is required.'
      if (keyword === 'maximum') return 'Maximum rating is 5.'
      if (keyword === 'type') return 'Rating must be an integer.'
      return undefined
    case 'code':
      return keyword === 'required' || keyword === 'minLength' ? 'Please enter coupon code.' : undefined
    case 'payment_method':
      return 'Please select a payment method.'
    case 'address_id':
      return keyword === 'required' ? 'Please add a shipping address.' : undefined
    default:
      return undefined
  }
}

const unionNoise = (e: ErrorObject) =>
  e.keyword === 'oneOf' || e.keyword === 'anyOf' || (e.keyword === 'type' && e.params.type === 'null')

/** A refused nullable field (`oneOf: [Phone, null]`) keeps its branch's error alone, without the union's own, which say nothing more. */
function withoutUnionNoise(errors: ErrorObject[]): ErrorObject[] {
  return errors.filter(
    (e) => !unionNoise(e) || !errors.some((o) => o.instancePath === e.instancePath && !unionNoise(o)),
  )
}

export function fieldErrors(errors: ErrorObject[] | null | undefined): Record<string, string[]> {
  // No prototype: a field named like an Object member (`toString`) is just another key.
  const out: Record<string, string[]> = Object.create(null)
  for (const error of withoutUnionNoise(errors ?? [])) {
    let field = error.instancePath.replace(/^\//, '').replaceAll('/', '.')
    let text: string
    switch (error.keyword) {
      case 'required':
        field = [field, String(error.params.missingProperty)].filter(Boolean).join('.')
        text = requiredMessage(error) ?? `The ${field} field is required.`
        break
      case 'additionalProperties':
        field = [field, String(error.params.additionalProperty)].filter(Boolean).join('.')
        text = `The ${field} field is not allowed.`
        break
      case 'format':
        text =
          error.params.format === 'email'
            ? 'Please enter a valid email address.'
            : `The ${field} field must be a valid ${error.params.format}.`
        break
      case 'type':
        text = field
          ? `The ${field} field must be of type ${error.params.type}.`
          : `The request body must be a JSON ${error.params.type}.`
        break
      case 'const':
      case 'enum':
        text = `The selected ${field} is invalid.`
        break
      case 'minLength':
        text = `The ${field} field must be at least ${error.params.limit} characters.`
        break
      case 'maxLength':
        text = `The ${field} field must not be greater than ${error.params.limit} characters.`
        break
      case 'minimum':
      case 'exclusiveMinimum':
        text = `The ${field} field must be at least ${error.params.limit}.`
        break
      case 'maximum':
        text = `The ${field} field must not be greater than ${error.params.limit}.`
        break
      case 'pattern':
        text = `The ${field} field format is invalid.`
        break
      default:
        text = `The ${field || 'request'} field is invalid.`
    }
    // A field that is not allowed is named as such, whatever the spec says of a field so named.
    const own =
      contractMessage(error) ??
      (error.keyword === 'additionalProperties' ? undefined : specMessage(field, error.keyword, error.data))
    if (own) text = own
    const key = field || 'body'
    const list = out[key] ?? []
    if (!list.includes(text)) list.push(text)
    out[key] = list
  }
  return out
}

function requiredMessage(error: ErrorObject): string | undefined {
  if (error.keyword !== 'required') return undefined
  const schema = error.parentSchema as JsonSchema | undefined
  const each = schema?.['x-required-messages'] as Record<string, unknown> | undefined
  const message = each?.[String(error.params.missingProperty)] ?? schema?.['x-required-message']
  return typeof message === 'string' ? message : undefined
}

/** The words openapi.yaml fixes for a refusal: `x-required-message(s)` on an object, `x-messages` (by keyword) on a field. */
function contractMessage(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return requiredMessage(error)
  const messages = (error.parentSchema as JsonSchema | undefined)?.['x-messages'] as
    | Record<string, unknown>
    | undefined
  const message = messages?.[error.keyword]
  return typeof message === 'string' ? message : undefined
}

export const INVALID_MESSAGE = 'The given data was invalid.'

export interface RequestProblems {
  message: string
  errors: Record<string, string[]>
}

export function validateRequestBody(
  method: HttpMethod,
  path: string,
  contentType: string,
  body: unknown,
): RequestProblems | null {
  const op = operation(method, path)
  const schema = op.requestBody?.content[contentType]?.schema
  if (!schema) return null
  const fn = compile(`req:${method}:${path}:${contentType}`, schema)
  if (fn(body)) return null
  const lead = (fn.errors ?? []).map(contractMessage).find(Boolean)
  return { message: lead ?? INVALID_MESSAGE, errors: fieldErrors(fn.errors) }
}

export function validateHeaders(
  op: OpenApiOperation,
  header: (name: string) => string | null,
): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {}
  for (const param of parametersOf(op)) {
    if (param.in !== 'header') continue
    const raw = header(param.name)
    if (raw === null) continue
    const media = param.content?.['application/json']
    let value: unknown = raw
    if (media) {
      try {
        value = JSON.parse(raw)
      } catch {
        errors[param.name] = [`The ${param.name} header must be JSON.`]
        continue
      }
    }
    const schema = media?.schema ?? param.schema
    if (!schema) continue
    const fn = compile(`header:${param.name}`, schema)
    if (!fn(value)) {
      errors[param.name] = (fn.errors ?? []).map(
        (e) => `The ${param.name} header${e.instancePath ? ` ${e.instancePath.slice(1)}` : ''} ${e.message}.`,
      )
    }
  }
  return Object.keys(errors).length > 0 ? errors : null
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const pathMatchers = Object.keys(openapi.paths)
  .map((template) => ({
    template,
    literals: template.split('/').filter((part) => !/^\{\w+\}$/.test(part)).length,
    pattern: new RegExp(
      `^${template
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('[^/]+')}$`,
    ),
  }))
  .sort((a, b) => b.literals - a.literals)

// Request paths repeat (a listing with new queries): each is matched once, up to a bound.
const templates = new Map<string, string | null>()
const MAX_TEMPLATES = 1_000

export function templateOf(pathname: string): string | null {
  let template = templates.get(pathname)
  if (template === undefined) {
    template = pathMatchers.find(({ pattern }) => pattern.test(pathname))?.template ?? null
    if (templates.size >= MAX_TEMPLATES) templates.clear()
    templates.set(pathname, template)
  }
  return template
}

/** The methods a request path answers, as its `Allow` header names them (openapi.yaml: the path's own, `HEAD` where it has `GET`, `OPTIONS`), or null for a path the contract does not have. */
export function allowedMethods(pathname: string): string[] | null {
  const template = templateOf(pathname)
  if (!template) return null
  const own = Object.keys(openapi.paths[template] ?? {}).map((method) => method.toUpperCase())
  return [...own, ...(own.includes('GET') ? ['HEAD'] : []), 'OPTIONS']
}

/** The documented response of a status; `default` stands only for 5xx: an unlisted 4xx is a contract break. */
function documented(op: OpenApiOperation, status: number) {
  return op.responses[String(status)] ?? (status >= 500 ? op.responses.default : undefined)
}

function responseSchema(op: OpenApiOperation, status: number): JsonSchema | undefined {
  const response = documented(op, status)
  if (!response) return undefined
  return deref<{ content?: Record<string, { schema: JsonSchema }> }>(response as never).content?.[
    'application/json'
  ]?.schema
}

type ResponseCheck = { documented: false } | { documented: true; validate: ValidateFunction | null }
const responseChecks = new WeakMap<OpenApiOperation, Map<number, ResponseCheck>>()

function responseCheck(
  method: HttpMethod,
  path: string,
  op: OpenApiOperation,
  status: number,
): ResponseCheck {
  let byStatus = responseChecks.get(op)
  if (!byStatus) {
    byStatus = new Map()
    responseChecks.set(op, byStatus)
  }
  let check = byStatus.get(status)
  if (!check) {
    const schema = documented(op, status) ? responseSchema(op, status) : undefined
    check = !documented(op, status)
      ? { documented: false }
      : { documented: true, validate: schema ? compile(`res:${method}:${path}:${status}`, schema) : null }
    byStatus.set(status, check)
  }
  return check
}

export function requiredResponseHeaders(method: HttpMethod, path: string, status: number): string[] {
  const response = documented(operation(method, path), status)
  if (!response) return []
  const headers = deref<{ headers?: Record<string, { required?: boolean } | { $ref: string }> }>(
    response as never,
  ).headers
  return Object.entries(headers ?? {})
    .filter(([, header]) => deref<{ required?: boolean }>(header).required)
    .map(([name]) => name)
}

export function validateResponse(method: HttpMethod, path: string, status: number, body: unknown): string[] {
  const op = operation(method, path)
  const check = responseCheck(method, path, op, status)
  if (!check.documented) {
    return [
      `status ${status} is not documented for ${op.operationId} (documented: ${Object.keys(op.responses).join(', ')})`,
    ]
  }
  const fn = check.validate
  if (!fn || fn(body)) return []
  return (fn.errors ?? []).map(
    (e) =>
      `${e.instancePath || '(body)'} ${e.message ?? e.keyword}${e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''}`,
  )
}
