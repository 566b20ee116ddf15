import type { paths } from '@storefront/sdk/schema'
import type { ValidateFunction } from 'ajv'
import { delay, type HttpHandler, HttpResponse, type HttpResponseResolver, http } from 'msw'
import type { Session } from '../model/records.ts'
import { findClientByEmail } from '../store/commerce.ts'
import { DEMO_EMAIL, ensureCommerce } from '../store/commerce-seed.ts'
import { adoptToken, findSession } from '../store/sessions.ts'
import { type ChaosHit, chaosFor, describeHit } from './chaos.ts'
import { mockConfig } from './config.ts'
import {
  allowedMethods,
  compile,
  fieldErrors,
  type HttpMethod,
  INVALID_MESSAGE,
  type JsonSchema,
  type OpenApiParameter,
  operation,
  parametersOf,
  requiresAuth,
  templateOf,
  validateHeaders,
  validateRequestBody,
  validateResponse,
} from './contract.ts'
import {
  declaredBody,
  declaredStatuses,
  isDeclared,
  networkFailure,
  type OperationSetting,
  settingFor,
} from './forcing.ts'
import { isHybrid } from './hybrid.ts'
import { type Language, localizeBody, requestLanguage } from './localize.ts'
import { type MockRequest, urlOf } from './mock-request.ts'
import { recorded, recordServed } from './record.ts'
import { type ContractFailure, describeErrors, logCall } from './request-log.ts'

type Op<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>
type ResponsesOf<O> = O extends { responses: infer R } ? R : never
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never

export type { Session }

export type Reply<O> = {
  [S in keyof ResponsesOf<O>]: {
    status: S
    body: JsonOf<ResponsesOf<O>[S]>
    headers?: Record<string, string>
  }
}[keyof ResponsesOf<O>]

type BodyOf<O> = O extends { requestBody: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer F }
      ? F
      : never
  : O extends { requestBody?: { content: infer C } }
    ? C extends { 'application/json': infer B }
      ? B | undefined
      : never
    : undefined
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : Record<string, never>
type PathOf<O> = O extends { parameters: { path: infer P } } ? P : Record<string, never>

export interface RouteContext<O, S extends Session | null = Session | null> {
  request: MockRequest
  body: BodyOf<O>
  query: QueryOf<O>
  params: PathOf<O>
  /** The session of a valid bearer token: never null for the operations the contract secures. */
  session: S
  language: Language
  reply<S extends keyof ResponsesOf<O>>(
    status: S,
    body: JsonOf<ResponsesOf<O>[S]>,
    headers?: Record<string, string>,
  ): Reply<O>
}

export type Resolver<O, S extends Session | null = Session | null> = (
  ctx: RouteContext<O, S>,
) => Reply<O> | Promise<Reply<O>>

async function sessionOf(token: string | null): Promise<Session | null> {
  if (!token) return null
  const session = findSession(token)
  if (session || !isHybrid()) return session
  // Hybrid mode: a token the real backend gave signs the demo account in here (decision 0069).
  const demo = findClientByEmail(DEMO_EMAIL)
  if (!demo) return null
  await adoptToken(token, demo.id)
  return findSession(token)
}

export function errorBody(message: string, errors?: Record<string, string[]>, error?: string) {
  return { result: false as const, message, ...(errors ? { errors } : {}), ...(error ? { error } : {}) }
}

// Plain decimals only: Number() would also read 'Infinity', '1e309', '0x10', '+1' and ' 1'.
const INTEGER_TEXT = /^-?(0|[1-9]\d*)$/
const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/

function coerce(value: string, schema: JsonSchema | undefined): unknown {
  const type = schema?.type
  // Any plain decimal is a number (past a double's range, the largest one): the schema then refuses it as out of range.
  if (type === 'integer') {
    if (!INTEGER_TEXT.test(value)) return value
    const n = Number(value)
    return Number.isFinite(n) ? n : Math.sign(n) * Number.MAX_VALUE
  }
  if (type === 'number')
    return NUMBER_TEXT.test(value) && Number.isFinite(Number(value)) ? Number(value) : value
  if (type === 'boolean')
    return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value
  return value
}

interface ParamReader {
  params: OpenApiParameter[]
  validate: ValidateFunction
}
const paramReaders = new Map<string, ParamReader>()

function paramReader(op: ReturnType<typeof operation>, where: 'query' | 'path'): ParamReader {
  const key = `${where}:${op.operationId}`
  let reader = paramReaders.get(key)
  if (!reader) {
    const params = parametersOf(op).filter((p) => p.in === where)
    const properties: Record<string, JsonSchema> = {}
    const required: string[] = []
    for (const p of params) {
      properties[p.name] = p.schema ?? {}
      if (p.required) required.push(p.name)
    }
    reader = { params, validate: compile(key, { type: 'object', properties, required }) }
    paramReaders.set(key, reader)
  }
  return reader
}

function readParams(
  op: ReturnType<typeof operation>,
  where: 'query' | 'path',
  source: (name: string, isArray: boolean) => string[],
): { values: Record<string, unknown>; errors: Record<string, string[]> | null } {
  const { params, validate } = paramReader(op, where)
  const values: Record<string, unknown> = {}
  for (const p of params) {
    const schema = p.schema ?? {}
    const isArray = schema.type === 'array'
    const raw = source(p.name, isArray).filter((v) => v !== '')
    if (raw.length === 0) continue
    values[p.name] = isArray
      ? raw.flatMap((v) => v.split(',')).map((v) => coerce(v, schema.items as JsonSchema))
      : coerce(raw[0] as string, schema)
  }
  return { values, errors: validate(values) ? null : fieldErrors(validate.errors) }
}

function toMswPath(path: string): string {
  // Any origin: the same handlers serve tests, the dev server, the HTTP mock and the browser worker.
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`
}

/** A JSON answer not yet made a Response: msw gets `toResponse`, the HTTP server writes it without one. */
export class JsonAnswer {
  readonly status: number
  readonly body: unknown
  readonly headers: Record<string, string>
  constructor(status: number, body: unknown, headers: Record<string, string>) {
    this.status = status
    this.body = body
    this.headers = headers
  }
}

export function toResponse(answer: JsonAnswer | Response): Response {
  if (answer instanceof Response) return answer
  return HttpResponse.json(answer.body as never, { status: answer.status, headers: answer.headers })
}

/** Every answer of a contract operation leaves through here: its body in the request's language (translations/localize.ts) and `Content-Language` saying which. */
function answer(
  request: { headers: Pick<Headers, 'get'> },
  status: number,
  body: unknown,
  headers?: Record<string, string>,
  where?: { method: HttpMethod; path: string },
): JsonAnswer {
  const language = requestLanguage(request.headers.get('accept-language'))
  return new JsonAnswer(status, localizeBody(body, language, where ? { ...where, status } : undefined), {
    ...headers,
    'content-language': language,
  })
}

export const BODY_LIMIT_BYTES = 1_048_576
export const BODY_TOO_LARGE = 'The request body is too large.'

/** A `Content-Length` over the limit: refused before anything else is read (openapi.yaml's order of checks). */
function declaredTooLarge(request: MockRequest): boolean {
  return Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function isUtf8(bytes: ArrayBuffer, percentEncoded = false): boolean {
  try {
    const text = utf8.decode(bytes)
    if (percentEncoded) for (const part of text.split(/[&=]/)) decodeURIComponent(part.replaceAll('+', ' '))
    return true
  } catch {
    return false
  }
}

// A UTF-16 surrogate with no partner: JSON's `\ud800` escape can write one, Unicode text has none.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function fieldsNotUnicode(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? [at || 'body'] : []
  if (Array.isArray(value))
    return value.flatMap((item, i) => fieldsNotUnicode(item, at ? `${at}.${i}` : String(i)))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      ...(LONE_SURROGATE.test(key) ? [at ? `${at}.${key}` : key] : []),
      ...fieldsNotUnicode(item, at ? `${at}.${key}` : key),
    ])
  return []
}

function textRefusal(
  request: MockRequest,
  fields: string[],
  where: 'query' | 'body',
  refused: (reason: string) => void,
): JsonAnswer | null {
  if (fields.length === 0) return null
  const message = (field: string) =>
    where === 'query'
      ? `The ${field} field must be UTF-8 text.`
      : `The ${field} field must be valid Unicode text.`
  const errors = Object.fromEntries(fields.map((field) => [field, [message(field)]]))
  refused(`${where}: ${describeErrors(errors)}`)
  return answer(request, 422, errorBody(INVALID_MESSAGE, errors))
}

/** The query parameters whose percent-encoded bytes are not UTF-8 (URLSearchParams would turn them into U+FFFD). */
function queryNotUtf8(search: string): string[] {
  const bad: string[] = []
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split('=')
    const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '))
    try {
      decode(value)
    } catch {
      bad.push(decode(name).replace(/\[\]$/, ''))
    }
  }
  return bad
}

async function readBody(
  request: MockRequest,
  op: ReturnType<typeof operation>,
): Promise<{ contentType: string; body: unknown } | { refused: JsonAnswer; message: string }> {
  const declared = op.requestBody?.content ?? {}
  if (Object.keys(declared).length === 0) return { contentType: '', body: undefined }
  const sent = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const isForm = sent === 'multipart/form-data' || sent === 'application/x-www-form-urlencoded'
  const isJson = sent === 'application/json' || /^application\/[\w.-]+\+json$/.test(sent)
  const refuse = (status: 400 | 413 | 415 | 422, message: string) => ({
    refused: answer(request, status, errorBody(message, status === 413 ? undefined : { body: [message] })),
    message,
  })
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > BODY_LIMIT_BYTES) return refuse(413, BODY_TOO_LARGE)
  if (declared['multipart/form-data'] && isForm) {
    const type = request.headers.get('content-type') ?? sent
    // No form of this contract carries a file: every byte is text, and must be UTF-8.
    if (!isUtf8(bytes, sent === 'application/x-www-form-urlencoded'))
      return refuse(400, 'The form data is not UTF-8 text.')
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null)
    if (!form) return refuse(400, 'The form data could not be read.')
    const body: Record<string, string> = {}
    for (const [k, v] of form.entries()) if (typeof v === 'string') body[k] = v
    return { contentType: 'multipart/form-data', body }
  }
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return declared['application/json'] && isJson
      ? refuse(400, 'The request body is not UTF-8 text.')
      : refuse(415, `Send the body as ${Object.keys(declared).join(' or ')}.`)
  }
  if (text.trim() === '' && !isForm) {
    return op.requestBody?.required
      ? refuse(422, 'The request body is required.')
      : { contentType: 'application/json', body: undefined }
  }
  if (!declared['application/json'] || !isJson)
    return refuse(415, `Send the body as ${Object.keys(declared).join(' or ')}.`)
  try {
    return { contentType: 'application/json', body: JSON.parse(text) }
  } catch {
    return refuse(400, 'The request body is not valid JSON.')
  }
}

function bearer(request: MockRequest): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim() || null
}

export function route<P extends keyof paths & string, M extends HttpMethod & keyof paths[P]>(
  method: M,
  path: P,
  resolver: Resolver<Op<P, M>>,
): HttpHandler {
  return handler(method, path, false, resolver as Resolver<unknown>)
}

export function securedRoute<P extends keyof paths & string, M extends HttpMethod & keyof paths[P]>(
  method: M,
  path: P,
  resolver: Resolver<Op<P, M>, Session>,
): HttpHandler {
  return handler(method, path, true, resolver as Resolver<unknown>)
}

type Params = Record<string, string | readonly string[] | undefined>

type Served = (request: MockRequest, params: Params) => Promise<JsonAnswer | Response>

/** Each contract operation's own answer, by `method path`: the HTTP server calls it without msw's handler matching. */
const direct = new Map<string, { operationId: string; serve: Served }>()

const decodeParam = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export async function answerDirectly(
  request: MockRequest,
  pathname: string,
): Promise<JsonAnswer | Response | null> {
  const template = templateOf(pathname)
  if (!template) return null
  // HEAD is answered wherever GET is (openapi.yaml); Node and msw leave the body out.
  const method = request.method.toLowerCase()
  const entry = direct.get(`${method === 'head' ? 'get' : method} ${template}`)
  if (!entry) return null
  const params: Record<string, string> = {}
  if (template.includes('{')) {
    const names = template.split('/')
    const values = pathname.split('/')
    for (let i = 0; i < names.length; i++) {
      const name = /^\{(\w+)\}$/.exec(names[i] ?? '')?.[1]
      if (name) params[name] = decodeParam(values[i] ?? '')
    }
  }
  const answered = await entry.serve(request, params)
  recordServed(entry.operationId, answered.status)
  return answered
}

function tokenRule(op: ReturnType<typeof operation>, secured: boolean): boolean {
  const needsAuth = requiresAuth(op)
  if (needsAuth !== secured)
    throw new Error(
      `${op.operationId}: openapi.yaml ${needsAuth ? 'requires' : 'does not require'} a token, so use ${needsAuth ? 'securedRoute' : 'route'}`,
    )
  return needsAuth
}

interface RouteSpec {
  op: ReturnType<typeof operation>
  method: HttpMethod
  path: string
  needsAuth: boolean
  resolver: Resolver<unknown>
}

function handler(
  method: HttpMethod,
  path: string,
  secured: boolean,
  resolver: Resolver<unknown>,
): HttpHandler {
  const op = operation(method, path)
  const spec: RouteSpec = { op, method, path, needsAuth: tokenRule(op, secured), resolver }
  const templated = path.includes('{')
  const serve = (request: MockRequest, params: Params) => served(spec, request, params)
  const msw = http[method](toMswPath(path), async ({ request, params }) => {
    // `/addresses/default` is its own path, not an `{id}` of `/addresses/{id}`: left to the 405 handler.
    if (templated && templateOf(urlOf(request).pathname) !== path) return undefined
    return toResponse(await serve(request, params))
  })
  const key = `${method} ${path}`
  if (!direct.has(key)) direct.set(key, { operationId: op.operationId, serve })
  return recorded(op.operationId, msw)
}

async function served(spec: RouteSpec, request: MockRequest, params: Params): Promise<JsonAnswer | Response> {
  const started = performance.now()
  const check: Check = {}
  const response = await respond(spec, request, params, check)
  const url = urlOf(request)
  logCall({
    at: new Date().toISOString(),
    method: spec.method.toUpperCase(),
    path: `${url.pathname}${url.search}`,
    operationId: spec.op.operationId,
    status: response.status,
    durationMs: Math.round(performance.now() - started),
    ...(check.failed ? { contract: check.failed } : {}),
    ...(check.forced ? { forced: check.forced } : {}),
    ...(check.chaos ? { chaos: check.chaos } : {}),
    ...(isHybrid() ? { source: 'mock' as const } : {}),
  })
  return response
}

async function respond(
  spec: RouteSpec,
  request: MockRequest,
  params: Params,
  check: Check,
): Promise<JsonAnswer | Response> {
  const { op, method, path } = spec
  const refused = (reason: string) => {
    check.failed = { side: 'request', reason }
  }
  const forcing = await onTheWay(op, request, check)
  if (forcing instanceof Response) return forcing
  const head = headRefusal(op, request, refused)
  if (head) return head

  await ensureCommerce()
  const session = await sessionOf(bearer(request))
  if (spec.needsAuth && !session) return answer(request, 401, errorBody('Unauthenticated.'))

  // A forced or injected answer comes after the header and token checks, as a server's own would.
  const imposed = imposedAnswer(op, { method, path }, request, forcing, check)
  if (imposed) return imposed

  const input = await readInput(spec, request, params, refused)
  if (input instanceof JsonAnswer) return input

  const reply = (await spec.resolver({
    request,
    ...input,
    session,
    language: requestLanguage(request.headers.get('accept-language')),
    reply: (status, body, headers) => ({ status, body, headers }) as never,
  })) as { status: number; body: unknown; headers?: Record<string, string> }

  if (mockConfig.validateResponses) {
    const problems = validateResponse(method, path, reply.status, reply.body)
    if (problems.length > 0) {
      const message = `Mock response of ${op.operationId} breaks openapi.yaml: ${problems.join('; ')}`
      console.error(message)
      check.failed = { side: 'response', reason: problems.join('; ') }
      return answer(request, 500, errorBody(message))
    }
  }
  return answer(request, reply.status, reply.body, reply.headers, { method, path })
}

async function readInput(
  { op, method, path }: RouteSpec,
  request: MockRequest,
  params: Params,
  refused: (reason: string) => void,
): Promise<JsonAnswer | { body: never; query: never; params: never }> {
  const url = urlOf(request)
  const pathParams = readParams(op, 'path', (name) => [String(params[name] ?? '')])
  if (pathParams.errors) {
    refused(`path: ${describeErrors(pathParams.errors)}`)
    return answer(request, 404, errorBody('Not found.'))
  }
  const badQuery = textRefusal(request, queryNotUtf8(url.search), 'query', refused)
  if (badQuery) return badQuery
  const query = readParams(op, 'query', (name, isArray) =>
    isArray
      ? [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)]
      : url.searchParams.getAll(name),
  )
  if (query.errors) {
    refused(`query: ${describeErrors(query.errors)}`)
    return answer(request, 422, errorBody(INVALID_MESSAGE, query.errors))
  }
  const read = await readBody(request, op)
  if ('refused' in read) {
    refused(`body: ${read.message}`)
    return read.refused
  }
  const badText = textRefusal(request, fieldsNotUnicode(read.body), 'body', refused)
  if (badText) return badText
  if (read.body !== undefined) {
    const problems = validateRequestBody(method, path, read.contentType, read.body)
    if (problems) {
      refused(`body: ${describeErrors(problems.errors)}`)
      return answer(request, 422, errorBody(problems.message, problems.errors))
    }
  }
  return { body: read.body as never, query: query.values as never, params: pathParams.values as never }
}

export const INJECTED_FAILURE = 'Injected failure (mock error injection).'

interface Check {
  failed?: ContractFailure
  forced?: string
  chaos?: string
}

type OnTheWay = OperationSetting & { chaos?: ChaosHit }

async function onTheWay(
  op: ReturnType<typeof operation>,
  request: MockRequest,
  check: Check,
): Promise<OnTheWay | Response> {
  const setting = settingFor(op.operationId, request)
  if ('problem' in setting) console.warn(`[mock] Prefer ignored: ${setting.problem}`)
  const forcing = 'problem' in setting ? {} : setting
  const forced = [
    ...(forcing.status === undefined ? [] : [`status=${forcing.status}`]),
    ...(forcing.status !== undefined && forcing.example ? [`example=${forcing.example}`] : []),
    ...(forcing.delayMs ? [`delay=${forcing.delayMs}ms`] : []),
    ...(forcing.offline ? ['offline'] : []),
  ]
  if (forced.length > 0) check.forced = forced.join(', ')
  if (forcing.delayMs) await delay(Math.min(forcing.delayMs, 60_000))
  if (forcing.offline) return networkFailure()
  const hit = chaosFor(op.operationId)
  if (hit) {
    // The status part is noted where it is answered: the header and token checks come first.
    const onTheWire = { rule: hit.rule, network: hit.network, latencyMs: hit.latencyMs }
    if (hit.network || hit.latencyMs !== undefined) check.chaos = describeHit(onTheWire)
    if (hit.latencyMs) await delay(hit.latencyMs)
    if (hit.network) return networkFailure()
  }
  await mockConfig.holdAnswer(request)
  return hit ? { ...forcing, chaos: hit } : forcing
}

/** The first checks of openapi.yaml's order a route makes: the body's declared size (413), then the headers (400). */
function headRefusal(
  op: ReturnType<typeof operation>,
  request: MockRequest,
  refused: (reason: string) => void,
): JsonAnswer | null {
  if (op.responses['413'] && declaredTooLarge(request)) {
    refused('body: over the size limit')
    return answer(request, 413, errorBody(BODY_TOO_LARGE))
  }
  const headerErrors = validateHeaders(op, (name) => request.headers.get(name))
  if (!headerErrors) return null
  refused(`headers: ${describeErrors(headerErrors)}`)
  return answer(request, 400, errorBody('Bad request.', headerErrors))
}

function imposedAnswer(
  op: ReturnType<typeof operation>,
  where: { method: HttpMethod; path: string },
  request: MockRequest,
  forcing: OnTheWay,
  check: Check,
): JsonAnswer | null {
  const { status: forced, chaos } = forcing
  if (forced !== undefined)
    return forcedAnswer(op, where.method, where.path, request, { ...forcing, status: forced }, check)
  if (chaos?.status !== undefined) {
    check.chaos = describeHit(chaos)
    const marker = { 'x-mock-chaos': check.chaos }
    return forcedAnswer(op, where.method, where.path, request, { status: chaos.status }, check, marker)
  }
  const failure = mockConfig.failureFor(request, (status) => isDeclared(op, status))
  if (failure && 'undeclared' in failure) {
    const problem = `${op.operationId} does not declare status ${failure.undeclared} (declared: ${declaredStatuses(op.operationId).join(', ')}).`
    check.failed = { side: 'request', reason: `X-Mock-Error: ${problem}` }
    return answer(request, 400, errorBody(problem, { 'X-Mock-Error': [problem] }))
  }
  if (!failure) return null
  const body = errorBody(INJECTED_FAILURE, undefined, `status ${failure.status}`)
  return answer(request, failure.status, body, undefined, where)
}

function forcedAnswer(
  op: ReturnType<typeof operation>,
  method: HttpMethod,
  path: string,
  request: MockRequest,
  setting: OperationSetting & { status: number },
  check: Check,
  marker?: Record<string, string>,
): JsonAnswer {
  const body = declaredBody(op.operationId, setting.status, setting.example)
  const problems = validateResponse(method, path, setting.status, body)
  if (problems.length > 0) {
    const message = `Forced answer of ${op.operationId} breaks openapi.yaml: ${problems.join('; ')}`
    console.error(message)
    check.failed = { side: 'response', reason: problems.join('; ') }
    return answer(request, 500, errorBody(message))
  }
  const applied = `status=${setting.status}${setting.example ? `, example=${setting.example}` : ''}`
  return answer(request, setting.status, body, marker ?? { 'preference-applied': applied }, { method, path })
}

/** The answer to a method the contract does not give a path: 405 with `Allow` naming the methods it does give, or null when the path is not in the contract at all. */
export function methodNotAllowed(
  pathname: string,
  request?: { headers: Pick<Headers, 'get'> },
): Response | null {
  const allowed = allowedMethods(pathname)
  if (!allowed) return null
  return toResponse(
    answer(request ?? { headers: new Headers() }, 405, errorBody('Method not allowed.'), {
      allow: allowed.join(', '),
    }),
  )
}

export function notFound(request: { headers: Pick<Headers, 'get'> }): Response {
  return toResponse(answer(request, 404, errorBody('Not found.')))
}

export function refusedByParser(
  code: string | undefined,
  pathname: string,
  request: { headers: Pick<Headers, 'get'> },
): Response {
  if (code === 'HPE_HEADER_OVERFLOW')
    return toResponse(answer(request, 431, errorBody('The request headers are too large.')))
  if (code === 'HPE_INVALID_METHOD') return methodNotAllowed(pathname, request) ?? notFound(request)
  return toResponse(answer(request, 400, errorBody('Bad request.')))
}

export function bodyTooLarge(request: { headers: Pick<Headers, 'get'> }): Response {
  return toResponse(answer(request, 413, errorBody(BODY_TOO_LARGE)))
}

/** A `/__mock/*` development endpoint outside the contract: no validation, but the seed is in place before it runs, as for every contract route. */
export function devRoute(method: 'get' | 'post', path: string, resolver: HttpResponseResolver): HttpHandler {
  return http[method](path, async (info) => {
    await ensureCommerce()
    return resolver(info)
  })
}

export const headHandler: HttpHandler = http.head('*/api/*', async ({ request }) => {
  const answered = await answerDirectly(request, new URL(request.url).pathname)
  if (!answered) return undefined
  const response = toResponse(answered)
  return new Response(null, { status: response.status, headers: response.headers })
})

/** A preflight, answered as the HTTP mock answers it: 204 with `Allow` for a contract path (the CORS headers come from `withCors`), 404 for a path the contract does not have. */
function preflight(request: Request): Response | undefined {
  const { pathname } = new URL(request.url)
  if (!pathname.startsWith('/api/')) return new HttpResponse(null, { status: 204 })
  const allowed = allowedMethods(pathname)
  if (!allowed) return toResponse(answer(request, 404, errorBody('Not found.')))
  return new HttpResponse(null, { status: 204, headers: { allow: allowed.join(', ') } })
}

/** Last in the handler list: a contract path reached with a method none of its handlers has, and the preflights of every path the mock serves. */
export const methodNotAllowedHandlers: HttpHandler[] = [
  http.all('*/api/*', ({ request }) => {
    if (request.method === 'OPTIONS') return preflight(request)
    return methodNotAllowed(new URL(request.url).pathname, request) ?? undefined
  }),
  http.options('*/__mock/*', ({ request }) => preflight(request)),
  http.options('*/mock-images/*', ({ request }) => preflight(request)),
]
