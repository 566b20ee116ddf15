// `.br` and `.gz` beside every compressible built file: the server never compresses while a visitor waits.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'
import { compressAsset } from '../server/compression.ts'
import { COMPRESSIBLE } from '../server/static-files.ts'

export async function precompress(dist: string): Promise<number> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
  let written = 0
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file)
      // Below a packet's worth, compression saves nothing worth a header.
      if (body.length < 512) return
      const { br, gzip: zlibGzip } = await compressAsset(body)
      // Zopfli writes smaller gzip than zlib's best that every client reads; slow, so once here.
      const gzip = await zopfliGzip(body, { numiterations: 15 }).then(
        (bytes) => Buffer.from(bytes),
        () => zlibGzip,
      )
      if (br.length < body.length) await writeFile(`${file}.br`, br)
      if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip)
      written++
    }),
  )
  return written
}

if (import.meta.main) {
  const dist = resolve(process.argv[2] ?? 'dist')
  const count = await precompress(dist)
  console.log(`precompressed ${count} files in ${dist} (.br, .gz)`)
}
