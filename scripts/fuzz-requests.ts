/** The fuzz step's requests: well-formed and malformed HTTP/1.1, drawn by fast-check from a seed, so a run can be replayed. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RawRequest } from '@storefront/mock/testing'
import fc from 'fast-check'
import { parse } from 'yaml'
import { DEFAULT_APP_KEY } from '../apps/web/server/config.ts'

const ROOT = join(import.meta.dirname, '..')

export interface FuzzCase {
  /** What was drawn, short enough to print with a failure. */
  label: string
  request: RawRequest
  /** A whole request must be answered; one cut off or malformed before its head ends may also be closed. */
  answerRequired: boolean
}

/** The mock's failure knobs fail requests on purpose (5xx, delays, dropped connections): never sent. */
const KNOB_HEADERS = new Set(['prefer', 'x-mock-error', 'x-mock-delay'])
const KNOB_PATHS = ['/__mock/config', '/__mock/operations', '/__mock/scenarios']
/** An event stream's answer never ends, on purpose. */
const ENDLESS_PATHS = ['/__mock/events']
const KNOB_QUERY = /(^|[?&])__(delay|error)=/

const PAGES = [
  '/',
  '/home',
  '/shop',
  '/shop?sort=price_asc&categories=1&page=2',
  '/shop?search=phone&colors=1,3',
  '/product/3',
  '/product/1',
  '/product/no-such-product',
  '/about-us',
  '/contact',
  '/contact-us',
  '/faq',
  '/terms-conditions',
  '/privacy-policy',
  '/return-policy',
  '/login',
  '/register',
  '/otp',
  '/order/1',
  '/pre_order/1',
  '/order-confirmation?order=1',
  '/cart',
  '/checkout',
  '/profile?tab=orders',
  '/wishlist',
  '/no-such-page',
  '/index.html',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.svg',
  '/boot.js',
  '/assets/no-such-chunk.js',
  '/healthz',
  '/readyz',
]

const MOCK_PATHS = [
  '/__mock',
  '/__mock/health',
  '/__mock/outbox?email=demo@example.com',
  '/__mock/requests',
  '/__mock/docs',
  '/__mock/reset',
  '/__mock/personas/demo',
  '/__mock/personas/__proto__',
  '/__mock/orders/1/advance',
  '/__mock/return-orders/1/advance',
  '/mock-images/hero.webp',
  '/mock-images/no-such-picture.png',
]

function contractPaths(): string[] {
  const spec = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')) as { paths: Record<string, unknown> }
  return Object.keys(spec.paths)
}

const STRANGE_TARGETS = [
  '//',
  '/%',
  '/%zz',
  '/..',
  '/../..',
  '/api/..//',
  '/api/../__mock/health',
  '//evil.example/',
  '/%00',
  '/%E0%A4%A',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/\\..\\..\\',
  '/shop?%',
  '/shop?lang=%zz',
  '/api/v1/client/product/%zz',
  '/__mock/orders/%zz/advance',
  '*',
  'example.com:443',
  'http://other.example/shop',
  'https://other.example/api/v1/client/home',
  '',
]

const param = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2, max: 300 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('0x1', '+1', '01', '1e3', '9007199254740993', 'default', 'a%20b', '%zz'),
  },
  { weight: 2, arbitrary: fc.webSegment() },
)

function knownTarget(templates: string[]) {
  return fc
    .tuple(
      fc.constantFrom(...templates),
      fc.array(param, { minLength: 4, maxLength: 4 }),
      fc.option(fc.webQueryParameters(), { freq: 3 }),
    )
    .map(([template, params, query]) => {
      let i = 0
      const path = template.replace(/\{\w+\}/g, () => params[i++ % params.length] ?? '1')
      return query === null ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`
    })
}

function damaged(templates: string[]) {
  return fc
    .tuple(
      knownTarget(templates),
      fc.constantFrom('//', '%', '..', '/../', '%zz', '%E0', '/./', ';', '#x'),
      fc.nat(),
    )
    .map(([target, junk, at]) => {
      const cut = at % (target.length + 1)
      return `${target.slice(0, cut)}${junk}${target.slice(cut)}`
    })
}

function target(templates: string[]) {
  return fc.oneof(
    { weight: 20, arbitrary: knownTarget(templates) },
    { weight: 2, arbitrary: fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)) },
    { weight: 3, arbitrary: damaged(templates) },
    { weight: 2, arbitrary: fc.constantFrom(...STRANGE_TARGETS) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 2_000, max: 40_000 }).map((n) => `/shop?search=${'a'.repeat(n)}`),
    },
  )
}

const method = fc.oneof(
  {
    weight: 24,
    arbitrary: fc.constantFrom(
      'GET',
      'GET',
      'GET',
      'GET',
      'GET',
      'GET',
      'HEAD',
      'POST',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('TRACE', 'CONNECT', 'TRACK', 'PROPFIND', 'FOO', 'get', 'Post', 'M-SEARCH'),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{1,10}$/) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'binary-ascii', minLength: 1, maxLength: 8 })
      .map((m) => m.replace(/\s/g, '')),
  },
)

const version = fc.oneof(
  { weight: 20, arbitrary: fc.constant('HTTP/1.1') },
  { weight: 2, arbitrary: fc.constant('HTTP/1.0') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'HTTP/2.0',
      'HTTP/1.2',
      'HTTP/9.9',
      'HTTP/1',
      'http/1.1',
      'HTTP/1.1 extra',
      '',
    ),
  },
)

const host = fc.oneof(
  { weight: 40, arbitrary: fc.constant('localhost') },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.domain(),
      fc.ipV4(),
      fc.ipV6().map((ip) => `[${ip}]`),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'a b',
      'x:99999',
      '[',
      'a%zz',
      'a@b',
      'a/b',
      '',
      'localhost:',
      ':80',
      'é.example',
      'localhost\t',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => 'h'.repeat(n)) },
)

/** A header value: printable ASCII mostly, UTF-8 bytes (obs-text to HTTP), now and then control characters. */
const text = fc.oneof(
  { weight: 8, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: 'grapheme', maxLength: 20 })
      .map((value) => Buffer.from(value, 'utf8').toString('latin1')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
)

const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  'accept-language': fc.constantFrom('ar', 'ar-EG,ar;q=0.9', 'en-US', 'fr', '*', ';q=', 'ar'.repeat(3000)),
  'accept-encoding': fc.constantFrom('gzip, br', 'br', 'identity', '*;q=0', 'gzip;q=x'),
  accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/webp', 'nonsense'),
  cookie: fc.constantFrom(
    'lang=ar',
    'auth_token=not-a-token',
    'auth_token=',
    'currency=%7B%22id%22%3A2%7D',
    'currency=%zz; theme=dark',
    'cookie_consent=true; lang=en',
    'a'.repeat(9000),
  ),
  authorization: fc.constantFrom('Bearer nope', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer '.padEnd(5000, 'x')),
  origin: fc.constantFrom(
    'http://localhost:5173',
    'https://evil.example',
    'null',
    'http://127.0.0.1:4173',
    'file://',
  ),
  'content-type': fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zz',
    'multipart/form-data',
    'text/plain',
    'application/vnd.api+json',
    ';;',
  ),
  'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-nonsense'),
  'x-tracking-data': fc.constantFrom('{"source":"fuzz"}', '{not json', '[]', '{"a":1}', '{'.repeat(300)),
  'x-device-id': fc.string({ maxLength: 300 }),
  'x-app-key': fc.constantFrom(DEFAULT_APP_KEY, '', 'x'.repeat(1000)),
  'idempotency-key': fc.constantFrom('k-1', '', 'k'.repeat(300)),
  'x-request-id': fc.constantFrom('trace-1', 'bad id with spaces', 'x'.repeat(200)),
  expect: fc.constantFrom('100-continue', 'something-else'),
  range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=x-y', 'bytes=0-0,5-1000000'),
  'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"'),
  'if-modified-since': fc.constantFrom('Sat, 28 Nov 2026 10:00:00 GMT', 'yesterday'),
  referer: fc.constantFrom('https://evil.example/', 'not a url'),
  'x-forwarded-for': fc.constantFrom('1.2.3.4', 'nonsense, 1.2.3.4'),
  'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
}

const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,24}$/)

const header: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    weight: 60,
    arbitrary: fc.oneof(
      ...Object.entries(HEADER_VALUES).map(([name, values]) =>
        values.map((value): [string, string] => [name, value]),
      ),
    ),
  },
  { weight: 10, arbitrary: fc.tuple(token, text) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom('Bad Name', 'x:y', 'é', '', ' X-Lead', 'X\tTab', 'Tränen'), text),
  },
  // Values past the 16 KB of headers Node takes.
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant('X-Big'),
      fc.integer({ min: 8_000, max: 20_000 }).map((n) => 'b'.repeat(n)),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<[string, string]>(
      ['Upgrade', 'websocket'],
      ['Upgrade', 'h2c'],
      ['Connection', 'Upgrade'],
      ['Connection', 'close'],
      ['Connection', 'keep-alive, Upgrade'],
    ),
  },
)

type Framing =
  | 'none'
  | 'length'
  | 'short'
  | 'long'
  | 'chunked'
  | 'bad-chunks'
  | 'both'
  | 'two-lengths'
  | 'bad-length'

const bodyBytes = fc.oneof(
  { weight: 60, arbitrary: fc.json({ maxDepth: 3 }).map((json) => Buffer.from(json)) },
  { weight: 20, arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 20, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }).map((s) => Buffer.from(s)) },
  {
    weight: 10,
    arbitrary: fc
      .constantFrom(
        'email=demo%40example.com&x=%zz',
        '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n',
      )
      .map((s) => Buffer.from(s)),
  },
  // Over the 1 MiB every path takes, and at it.
  {
    weight: 1,
    arbitrary: fc.constantFrom(1_048_576, 1_048_577, 1_300_000).map((n) => Buffer.alloc(n, 0x7b)),
  },
)

const framing = fc.oneof(
  { weight: 20, arbitrary: fc.constant<Framing>('none') },
  { weight: 8, arbitrary: fc.constant<Framing>('length') },
  { weight: 3, arbitrary: fc.constant<Framing>('chunked') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<Framing>('short', 'long', 'bad-chunks', 'both', 'two-lengths', 'bad-length'),
  },
)

const body = fc.record({
  framing,
  bytes: bodyBytes,
  pieces: fc.integer({ min: 1, max: 5 }),
  slowMs: fc.oneof(
    { weight: 6, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 250 }) },
  ),
})

function splitInto(bytes: Buffer, pieces: number): Buffer[] {
  const size = Math.max(1, Math.ceil(bytes.length / pieces))
  const out: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size))
  return out
}

const chunk = (piece: Buffer) =>
  Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])

function framed(drawn: { framing: Framing; bytes: Buffer; pieces: number }) {
  const { framing, bytes, pieces } = drawn
  const parts = splitInto(bytes, pieces)
  switch (framing) {
    case 'none':
      return { headers: [], pieces: [], whole: true }
    case 'length':
      return { headers: [`Content-Length: ${bytes.length}`], pieces: parts, whole: true }
    case 'short':
      // The bytes past the length read as a second request, which the server may refuse.
      return { headers: [`Content-Length: ${Math.floor(bytes.length / 2)}`], pieces: parts, whole: true }
    case 'long':
      return { headers: [`Content-Length: ${bytes.length + 10}`], pieces: parts, whole: false }
    case 'chunked':
      return {
        headers: ['Transfer-Encoding: chunked'],
        pieces: [...parts.map(chunk), Buffer.from('0\r\n\r\n')],
        whole: true,
      }
    case 'bad-chunks':
      return {
        headers: ['Transfer-Encoding: chunked'],
        pieces: [Buffer.from('zz\r\n'), ...parts],
        whole: true,
      }
    case 'both':
      return {
        headers: [`Content-Length: ${bytes.length}`, 'Transfer-Encoding: chunked'],
        pieces: [...parts.map(chunk), Buffer.from('0\r\n\r\n')],
        whole: true,
      }
    case 'two-lengths':
      return {
        headers: [`Content-Length: ${bytes.length}`, `Content-Length: ${bytes.length + 1}`],
        pieces: parts,
        whole: true,
      }
    case 'bad-length':
      return { headers: ['Content-Length: -1'], pieces: parts, whole: true }
  }
}

const isKnob = (name: string) => KNOB_HEADERS.has(name.toLowerCase())

function knobFree(target: string): string {
  let path = target
  try {
    path = new URL(`http://x${target.startsWith('/') ? target : `/${target}`}`).pathname
  } catch {}
  const left = [...KNOB_PATHS, ...ENDLESS_PATHS]
  if (left.some((out) => path.startsWith(out) || target.includes(out)) || KNOB_QUERY.test(target)) return '/'
  return target
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text

const whole = (label: string, head: string, body: Buffer[] = []): FuzzCase => ({
  label: JSON.stringify(label),
  request: { head: head.replaceAll('\n', '\r\n'), body, headOnly: false },
  answerRequired: true,
})

/** The requests that once ended a process or answered 5xx, sent in every run whatever the seed. */
export function knownCases(): FuzzCase[] {
  const big = 'a'.repeat(17_000)
  return [
    whole('FOO // (a method Node refuses)', 'FOO // HTTP/1.1\nHost: localhost\n\n'),
    whole('GET // with headers over 16 KB', `GET // HTTP/1.1\nHost: localhost\nX-Big: ${big}\n\n`),
    whole('GET //', 'GET // HTTP/1.1\nHost: localhost\n\n'),
    whole('OPTIONS //', 'OPTIONS // HTTP/1.1\nHost: localhost\n\n'),
    whole('CONNECT //', 'CONNECT // HTTP/1.1\nHost: localhost\n\n'),
    whole('GET /api/..//', 'GET /api/..// HTTP/1.1\nHost: localhost\n\n'),
    ...['a b', 'x:99999', '[', 'a%zz'].map((host) =>
      whole(`Host: ${host}`, `GET /api/v1/client/home HTTP/1.1\nHost: ${host}\n\n`),
    ),
    ...['/%', '/%zz'].map((path) => whole(`GET ${path}`, `GET ${path} HTTP/1.1\nHost: localhost\n\n`)),
    whole(
      'a body over 1 MiB',
      'POST /api/v1/client/contact HTTP/1.1\nHost: localhost\nContent-Type: application/json\nContent-Length: 1048577\n\n',
      [Buffer.alloc(1_048_577, 0x20)],
    ),
  ]
}

export function drawCases(seed: number, count: number): FuzzCase[] {
  return [...knownCases(), ...draw(seed, count)]
}

function draw(seed: number, count: number): FuzzCase[] {
  const templates = [...PAGES, ...MOCK_PATHS, ...contractPaths()]
  const drawn = fc.record({
    method,
    target: target(templates),
    version,
    host: fc.option(host, { freq: 12 }),
    headers: fc.oneof(
      { weight: 24, arbitrary: fc.array(header, { maxLength: 6 }) },
      { weight: 1, arbitrary: fc.array(header, { minLength: 100, maxLength: 300 }) },
    ),
    body,
    // A head cut off before its empty line, the connection then closed.
    headCut: fc.oneof(
      { weight: 30, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
  })
  return fc.sample(drawn, { seed, numRuns: count }).map((d) => {
    const framing = framed(d.body)
    const target = knobFree(d.target)
    const lines = [`${d.method} ${target}${d.version ? ` ${d.version}` : ''}`]
    if (d.host !== null) lines.push(`Host: ${d.host}`)
    for (const [name, value] of d.headers) if (!isKnob(name)) lines.push(`${name}: ${value}`)
    lines.push(...framing.headers)
    const head = d.headCut ? `${lines.join('\r\n')}\r\n` : `${lines.join('\r\n')}\r\n\r\n`
    const size = framing.pieces.reduce((sum, piece) => sum + piece.length, 0)
    const label = [
      clip(`${d.method} ${target} ${d.version}`, 120),
      d.host === null ? 'no Host' : `Host: ${clip(d.host, 40)}`,
      ...d.headers.slice(0, 4).map(([name, value]) => clip(`${name}: ${value}`, 60)),
      d.headers.length > 4 ? `+${d.headers.length - 4} headers` : '',
      framing.pieces.length ? `body ${d.body.framing} ${size} bytes in ${framing.pieces.length}` : '',
      d.body.slowMs && framing.pieces.length > 1 ? `${d.body.slowMs} ms apart` : '',
      d.headCut ? 'head cut off' : '',
    ].filter(Boolean)
    return {
      label: JSON.stringify(label.join(' | ')),
      request: {
        head,
        body: d.headCut ? [] : framing.pieces,
        pauseMs: d.body.slowMs,
        end: d.headCut || !framing.whole,
        headOnly: d.method === 'HEAD',
      },
      // PRI opens HTTP/2 (RFC 9113 §3.4): an HTTP/1.1 server rightly hangs up on it.
      answerRequired: !d.headCut && framing.whole && d.method !== 'PRI',
    }
  })
}
