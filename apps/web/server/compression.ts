import type { IncomingMessage } from 'node:http'
import { promisify } from 'node:util'
import * as zlib from 'node:zlib'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'zstd' | 'br' | 'gzip'

const ACCEPTS: Record<Encoding, RegExp> = { zstd: /\bzstd\b/, br: /\bbr\b/, gzip: /\bgzip\b/ }

export const PER_VISITOR_ENCODINGS = {
  zstd: typeof zlib.zstdCompressSync === 'function',
  br: true,
  gzip: true,
} as const

export function chooseEncoding<Available extends { zstd?: unknown; br?: unknown; gzip?: unknown }>(
  req: IncomingMessage,
  available: Available,
): (Encoding & keyof Available) | null {
  const accept = String(req.headers['accept-encoding'] ?? '')
  const wanted = (name: Encoding) =>
    Boolean((available as Record<string, unknown>)[name]) && ACCEPTS[name].test(accept)
  const chosen = (['zstd', 'br', 'gzip'] as const).find(wanted)
  return (chosen ?? null) as (Encoding & keyof Available) | null
}

export interface CompressedPage {
  body: Buffer
  br: Buffer
  gzip: Buffer
}

/** zlib's async calls run on libuv's thread pool, so the event loop keeps answering; fast quality, as this runs per render. */
export async function compressPage(page: string | Buffer): Promise<CompressedPage> {
  const body = typeof page === 'string' ? Buffer.from(page) : page
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

/** Per request, a little size is worth much less CPU (docs/decisions/0044). */
const PER_VISITOR_BROTLI_QUALITY = 3
/** As small as brotli's quality 3, for less CPU (docs/decisions/0066). */
const PER_VISITOR_ZSTD_LEVEL = 3

/** On the calling thread, its size told first: zstd's stream through the thread pool cost twice the CPU (docs/decisions/0073). */
export function compressFor(body: Buffer, encoding: Encoding | null): Buffer {
  if (encoding === 'zstd' && zlib.zstdCompressSync)
    return zlib.zstdCompressSync(body, {
      params: {
        [constants.ZSTD_c_compressionLevel]: PER_VISITOR_ZSTD_LEVEL,
        [constants.ZSTD_c_contentSizeFlag]: 1,
      },
      pledgedSrcSize: body.length,
    })
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PER_VISITOR_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 })
  return body
}
