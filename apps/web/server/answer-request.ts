// Every uncached page waits on a few of these GETs: fetch with the SDK's response checks costs far more.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { promisify } from 'node:util'
import { brotliDecompress, gunzip, inflate } from 'node:zlib'
import { ApiError, conventionsMiddleware } from '@storefront/sdk'

const agents = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
}

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
}

export async function answerHeaders(options: {
  baseUrl: string
  appKey: string
  token: string | undefined
  lang: string
}): Promise<Record<string, string>> {
  const request = new Request(options.baseUrl)
  const conventions = conventionsMiddleware({
    baseUrl: options.baseUrl,
    appKey: options.appKey,
    getToken: () => options.token ?? null,
    getLanguage: () => options.lang,
  })
  await conventions.onRequest?.({ request } as Parameters<NonNullable<typeof conventions.onRequest>>[0])
  return { accept: 'application/json', ...Object.fromEntries(request.headers) }
}

async function bodyOf(res: IncomingMessage, bytes: Buffer): Promise<unknown> {
  const decode =
    decoders[
      String(res.headers['content-encoding'] ?? '')
        .trim()
        .toLowerCase()
    ]
  const text = (decode ? await decode(bytes) : bytes).toString('utf8')
  return text === '' ? undefined : JSON.parse(text)
}

/** Fails as the SDK's client does (ApiError, abort reason, TypeError), so callers tell down from slow. */
export function requestAnswer(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const secure = url.protocol === 'https:'
    const settle =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        signal.removeEventListener('abort', abort)
        then(value)
      }
    const failed = settle((error: unknown) =>
      reject(signal.aborted ? signal.reason : new TypeError('fetch failed', { cause: error })),
    )
    const req = (secure ? httpsRequest : httpRequest)(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers,
        agent: secure ? agents['https:'] : agents['http:'],
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', failed)
        res.on('close', () => {
          if (!res.complete) failed(new Error('the answer was cut off'))
        })
        res.on('end', () => {
          const status = res.statusCode ?? 502
          bodyOf(res, Buffer.concat(chunks))
            .catch((error: unknown) => {
              if (status < 400) throw error
              return undefined
            })
            .then(
              settle((body) => (status >= 400 ? reject(new ApiError(status, body)) : resolve(body))),
              failed,
            )
        })
      },
    )
    const abort = () => req.destroy(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    req.on('error', failed)
    req.end()
  })
}
