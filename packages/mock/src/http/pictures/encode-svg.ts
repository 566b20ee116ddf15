import type { EncodedPicture } from './encoded-picture.ts'

/** In the browser there is no image encoder: the drawing goes out as it is, under its content type, which an <img> goes by. */
export async function encodePicture(_name: string, draw: () => string): Promise<EncodedPicture> {
  return { body: draw(), type: 'image/svg+xml; charset=utf-8' }
}
