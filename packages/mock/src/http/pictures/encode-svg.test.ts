import { describe, expect, it } from 'vitest'
import { drawPicture, pictureFor } from '../images.ts'
import { encodePicture } from './encode-svg.ts'

describe('pictures in the browser', () => {
  it('go out as the SVG drawing, of the promised size, with no text to depend on fonts', async () => {
    const picture = pictureFor('category-2.webp')
    if (!picture) throw new Error('category 2 should have a picture')
    const { body, type } = await encodePicture('category-2.webp', () => drawPicture(picture))
    expect(type).toBe('image/svg+xml; charset=utf-8')
    expect(body).toContain('width="400" height="400"')
    expect(body).not.toContain('<text')
  })
})
