import type { IncomingMessage } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

export function chooseEncoding(
  req: IncomingMessage,
  available: { br?: unknown; gzip?: unknown },
): Encoding | null {
  const accept = String(req.headers['accept-encoding'] ?? '')
  if (available.br && /\bbr\b/.test(accept)) return 'br'
  if (available.gzip && /\bgzip\b/.test(accept)) return 'gzip'
  return null
}

export interface CompressedPage {
  body: Buffer
  br: Buffer
  gzip: Buffer
}

/** zlib's async calls run on libuv's thread pool, so the event loop keeps answering; fast quality, as this runs per render. */
export async function compressPage(html: string): Promise<CompressedPage> {
  const body = Buffer.from(html)
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ])
  return { body, br, gzip: gzipped }
}

export async function compressAsset(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br, gzip: gzipped }
}

/** Quality 3 per request: a third less CPU than 4 for about 1 KB (4-5 %) more per page (docs/decisions/0044). */
const PER_VISITOR_BROTLI_QUALITY = 3

export async function compressFor(body: Buffer, encoding: Encoding | null): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PER_VISITOR_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 })
  return body
}
