import { encodePicture as asDrawn } from './encode-svg.ts'
import type { EncodedPicture } from './encoded-picture.ts'

type Sharp = typeof import('sharp').default

// sharp is optional (docs/decisions/0035): without it, pictures go out as the drawings they are.
let loading: Promise<Sharp | null> | undefined
const loadSharp = () => {
  loading ??= import('sharp').then(
    (module) => module.default,
    () => null,
  )
  return loading
}

// Bounded by the seed: a name fixes its drawing, and names outside the seed answer 404 before this.
const encoded = new Map<string, Promise<Uint8Array>>()

/** In Node: WebP at a photo's usual quality, made once per name (effort 2: the default's bytes in less time). */
export async function encodePicture(name: string, draw: () => string): Promise<EncodedPicture> {
  const sharp = await loadSharp()
  if (!sharp) return asDrawn(name, draw)
  let body = encoded.get(name)
  if (!body) {
    body = sharp(Buffer.from(draw()))
      .webp({ quality: 80, effort: 2 })
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer))
    encoded.set(name, body)
    body.catch(() => encoded.delete(name))
  }
  return body.then((bytes) => ({ body: bytes, type: 'image/webp' }))
}
