// A backend drifted from the mock on purpose: a proxy in front of it that changes a few answers.
import { createServer, type IncomingMessage } from 'node:http'
import type { DriftKind } from '../drift.ts'
import { forward, listenLocally } from './forward.ts'

/** What the drift report must show for a plant: its operation, kind and path. */
export interface Plant {
  what: string
  operation: string
  kind: DriftKind
  path: string
}

export const PLANTS: Plant[] = [
  {
    what: 'a field renamed in product details',
    operation: 'getProduct',
    kind: 'field',
    path: 'data.summary',
  },
  {
    what: 'an extra enum value in order status',
    operation: 'getOrders',
    kind: 'enum',
    path: 'data[].status',
  },
  { what: '201 instead of 200 on a write', operation: 'createAddress', kind: 'status', path: '-' },
  {
    what: 'Content-Language missing',
    operation: 'getCategories',
    kind: 'header',
    path: 'content-language',
  },
  {
    what: 'an error body with `error` instead of `message`',
    operation: 'getProduct',
    kind: 'error',
    path: 'message',
  },
  { what: 'a list always empty', operation: 'getTeamMembers', kind: 'array', path: 'data' },
  {
    what: 'a price sent as a string',
    operation: 'getProducts',
    kind: 'type',
    path: 'data[].price',
  },
  {
    what: 'a validation error keyed by another field name',
    operation: 'addOrUpdateCartItem',
    kind: 'error',
    path: 'errors.variant',
  },
]

export const EXTRA_ORDER_STATUS = 'Awaiting Payment'

interface Answer {
  status: number
  headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: the answers are JSON of any shape.
  body: any
}

const API = '/api/v1/client'

function drift(method: string, path: string, answer: Answer): void {
  const { body } = answer
  if (method === 'GET' && /^\/api\/v1\/client\/product\/[^/]+$/.test(path)) {
    if (answer.status === 200 && body?.data && 'short_description' in body.data) {
      const { short_description: summary, ...rest } = body.data
      body.data = { ...rest, summary }
    }
    if (answer.status === 404) {
      answer.body = { result: false, error: body?.message }
    }
  }
  if (method === 'GET' && path === `${API}/orders` && Array.isArray(body?.data)) {
    // Delivered orders are left alone: the journey returns one of them.
    const order = body.data.find((o: { status?: string }) => o.status !== 'Delivered')
    if (order) order.status = EXTRA_ORDER_STATUS
  }
  if (method === 'POST' && path === `${API}/addresses` && answer.status === 200) answer.status = 201
  if (method === 'GET' && path === `${API}/categories`) answer.headers.delete('content-language')
  if (method === 'GET' && path === `${API}/team-members` && body) body.data = []
  if (method === 'GET' && path === `${API}/products` && Array.isArray(body?.data)) {
    for (const product of body.data) product.price = String(product.price)
  }
  if (method === 'POST' && path === `${API}/cart/addOrUpdate` && answer.status === 422 && body?.errors) {
    const { variant_id: variant, ...rest } = body.errors
    if (variant) body.errors = { ...rest, variant }
  }
}

const HOP_BY_HOP = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'keep-alive',
])

export interface DriftedBackend {
  url: string
  close(): Promise<void>
}

export async function startDriftedBackend(target: string): Promise<DriftedBackend> {
  const server = createServer(async (req: IncomingMessage, res) => {
    try {
      const upstream = await forward(target, req)
      const text = await upstream.text()
      const json = (upstream.headers.get('content-type') ?? '').includes('json')
      const answer: Answer = {
        status: upstream.status,
        headers: new Headers(upstream.headers),
        body: json && text ? JSON.parse(text) : undefined,
      }
      const path = new URL(req.url ?? '/', 'http://backend.invalid').pathname
      if (answer.body !== undefined) drift(req.method ?? 'GET', path, answer)
      const out: Record<string, string> = {}
      answer.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) out[name] = value
      })
      res.writeHead(answer.status, out)
      res.end(answer.body === undefined ? text : JSON.stringify(answer.body))
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ result: false, message: `drifted backend: ${(error as Error).message}` }))
    }
  })
  return listenLocally(server)
}
