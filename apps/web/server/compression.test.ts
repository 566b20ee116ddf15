// @vitest-environment node
import type { IncomingMessage } from 'node:http'
import { brotliDecompressSync, zstdDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, compressFor, PER_VISITOR_ENCODINGS } from './compression.ts'

const asking = (accept: string) => ({ headers: { 'accept-encoding': accept } }) as unknown as IncomingMessage

describe('a page rendered for one request', () => {
  it('goes out in zstd to a browser that takes it (as small as brotli for about half the CPU), else brotli, else gzip', () => {
    expect(chooseEncoding(asking('gzip, deflate, br, zstd'), PER_VISITOR_ENCODINGS)).toBe('zstd')
    expect(chooseEncoding(asking('gzip, deflate, br'), PER_VISITOR_ENCODINGS)).toBe('br')
    expect(chooseEncoding(asking('gzip'), PER_VISITOR_ENCODINGS)).toBe('gzip')
    expect(chooseEncoding(asking('identity'), PER_VISITOR_ENCODINGS)).toBeNull()
    // A shared page holds brotli and gzip only.
    expect(chooseEncoding(asking('br, zstd'), { br: Buffer.alloc(1), gzip: Buffer.alloc(1) })).toBe('br')
  })

  it('reads back the same in each', async () => {
    const page = Buffer.from(`<!doctype html>${'<p>Nova X1 £ 12.00</p>'.repeat(500)}`)
    expect(zstdDecompressSync(compressFor(page, 'zstd'))).toEqual(page)
    expect(brotliDecompressSync(compressFor(page, 'br'))).toEqual(page)
    expect(compressFor(page, null)).toBe(page)
  })
})
