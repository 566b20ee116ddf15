// A journey as HAR 1.2: secrets masked, volatile values (ids, dates, keys) named in `_volatile` for the diff.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Contract } from './validate.ts'

export const MASK = '<masked>'
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-xsrf-token'])
const SECRET_KEY = /^(token|otp|password|secret)$|token$/i
const VOLATILE_HEADERS = new Set(['idempotency-key', 'date', 'etag', 'last-modified', 'x-request-id'])
const VOLATILE_KEY = /(^id$|_id$|Id$|date|_at$|At$|_since$|number$|^uuid$|^email$)/i

export interface HarHeader {
  name: string
  value: string
}

export interface HarEntry {
  startedDateTime: string
  time: number
  request: {
    method: string
    url: string
    httpVersion: string
    headers: HarHeader[]
    queryString: HarHeader[]
    cookies: []
    headersSize: -1
    bodySize: number
    postData?: { mimeType: string; text: string }
  }
  response: {
    status: number
    statusText: string
    httpVersion: string
    headers: HarHeader[]
    cookies: []
    content: { size: number; mimeType: string; text: string }
    redirectURL: ''
    headersSize: -1
    bodySize: number
  }
  cache: Record<string, never>
  timings: { send: number; wait: number; receive: number }
  /** Where the values that change from run to run sit: `request.header.<name>`, `response.body.<path>`. */
  _volatile: string[]
  /** The journey's step that made the call, and the operation it reached: a diff pairs calls by both. */
  _step?: string
  _operation?: string
}

export interface Har {
  log: {
    version: '1.2'
    creator: { name: string; version: string; comment: string }
    comment: string
    entries: HarEntry[]
  }
}

export function contractFingerprint(specPath: string): string {
  const text = readFileSync(specPath, 'utf8')
  const version = /^\s{2}version:\s*['"]?([^'"\n]+)/m.exec(text)?.[1]?.trim() ?? 'unknown'
  return `openapi.yaml ${version} sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`
}

export function maskJson(value: unknown, path: string, volatile: string[]): unknown {
  if (Array.isArray(value)) return value.map((v, i) => maskJson(v, `${path}[${i}]`, volatile))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => {
        const at = `${path}.${key}`
        if (SECRET_KEY.test(key) && (typeof v === 'string' || typeof v === 'number')) return [key, MASK]
        if (VOLATILE_KEY.test(key) && (typeof v === 'string' || typeof v === 'number')) volatile.push(at)
        return [key, maskJson(v, at, volatile)]
      }),
    )
  }
  return value
}

function maskText(text: string, mimeType: string, where: string, volatile: string[]): string {
  if (!text || !mimeType.includes('json')) return text
  try {
    return JSON.stringify(maskJson(JSON.parse(text), where, volatile))
  } catch {
    return text
  }
}

function headerList(headers: Headers, where: string, volatile: string[]): HarHeader[] {
  const list: HarHeader[] = []
  headers.forEach((value, name) => {
    if (VOLATILE_HEADERS.has(name)) volatile.push(`${where}.header.${name}`)
    const masked = name === 'authorization' ? value.replace(/^(\w+\s+).*$/, `$1${MASK}`) : MASK
    list.push({ name, value: SECRET_HEADERS.has(name) ? masked : value })
  })
  return list
}

function maskUrl(url: URL, volatile: string[]): URL {
  const copy = new URL(url)
  for (const key of [...copy.searchParams.keys()]) if (SECRET_KEY.test(key)) copy.searchParams.set(key, MASK)
  copy.pathname.split('/').forEach((segment, i) => {
    if (/^\d+$/.test(segment)) volatile.push(`request.path[${i}]`)
  })
  return copy
}

/** The operationId of a call, or `METHOD /template` for a method the path does not have. */
export function operationOf(contract: Contract, method: string, url: string): string {
  const pathname = new URL(url).pathname
  const template = contract.templateOf(pathname, method)
  return (
    (template && contract.find(method, template)?.operationId) ??
    `${method.toUpperCase()} ${template ?? pathname}`
  )
}

export interface HarRecorder {
  fetch: (input: Request, step?: string) => Promise<Response>
  entries: HarEntry[]
  har(): Har
}

export function createHarRecorder(fingerprint: string, version: string, contract?: Contract): HarRecorder {
  const entries: HarEntry[] = []
  return {
    entries,
    async fetch(input, step) {
      const started = new Date()
      const sent = input.clone()
      const response = await globalThis.fetch(input)
      const requestText = sent.body ? await sent.text() : ''
      const responseText = await response.clone().text()
      const volatile: string[] = []
      const url = maskUrl(new URL(input.url), volatile)
      const requestType = input.headers.get('content-type') ?? ''
      const responseType = response.headers.get('content-type') ?? ''
      entries.push({
        startedDateTime: started.toISOString(),
        time: Date.now() - started.getTime(),
        request: {
          method: input.method,
          url: url.href,
          httpVersion: 'HTTP/1.1',
          headers: headerList(input.headers, 'request', volatile),
          queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
          cookies: [],
          headersSize: -1,
          bodySize: Buffer.byteLength(requestText),
          ...(requestText
            ? {
                postData: {
                  mimeType: requestType,
                  text: maskText(requestText, requestType, 'request.body', volatile),
                },
              }
            : {}),
        },
        response: {
          status: response.status,
          statusText: response.statusText,
          httpVersion: 'HTTP/1.1',
          headers: headerList(response.headers, 'response', volatile),
          cookies: [],
          content: {
            size: Buffer.byteLength(responseText),
            mimeType: responseType,
            text: maskText(responseText, responseType, 'response.body', volatile),
          },
          redirectURL: '',
          headersSize: -1,
          bodySize: Buffer.byteLength(responseText),
        },
        cache: {},
        timings: { send: 0, wait: Date.now() - started.getTime(), receive: 0 },
        _volatile: volatile,
        ...(step === undefined ? {} : { _step: step }),
        ...(contract ? { _operation: operationOf(contract, input.method, input.url) } : {}),
      })
      return response
    },
    har: () => ({
      log: {
        version: '1.2',
        creator: { name: 'storefront-contract', version, comment: fingerprint },
        comment: `The contract journey against ${fingerprint}; secrets masked as ${MASK}, volatile values listed per entry in _volatile.`,
        entries,
      },
    }),
  }
}
