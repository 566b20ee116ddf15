// Drawn as SVG, sent as WebP: an SVG <img> is laid out on the main thread (docs/decisions/0027).

import { HttpResponse, http } from 'msw'
import { encodePicture } from '#picture-encoder'
import { brands, categories, colors, productSummary, teamMembers } from '../store/catalog.ts'

interface Picture {
  width: number
  height: number
  title: string
  hue: number
  glyph: string
  /** A solid colour instead of the hue's gradient (a product drawn in one of its colours). */
  fill?: string
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const glyphs: Record<string, string> = {
  smartphones: '<rect x="-70" y="-130" width="140" height="260" rx="22"/><circle cx="0" cy="105" r="8"/>',
  laptops: '<rect x="-130" y="-90" width="260" height="160" rx="10"/><path d="M-165 80h330l-20 26h-290z"/>',
  tablets: '<rect x="-110" y="-140" width="220" height="280" rx="18"/>',
  headphones:
    '<path d="M-90 40v-40a90 90 0 0 1 180 0v40"/><rect x="-110" y="20" width="45" height="80" rx="14"/><rect x="65" y="20" width="45" height="80" rx="14"/>',
  smartwatches:
    '<rect x="-40" y="-150" width="80" height="300" rx="16"/><rect x="-70" y="-70" width="140" height="140" rx="30"/>',
  cameras:
    '<rect x="-140" y="-70" width="280" height="170" rx="18"/><circle cx="0" cy="15" r="55"/><rect x="-90" y="-100" width="70" height="30" rx="6"/>',
  gaming:
    '<path d="M-130 -30h260a40 40 0 0 1 38 52l-22 70a30 30 0 0 1 -52 8l-30 -40h-128l-30 40a30 30 0 0 1 -52 -8l-22 -70a40 40 0 0 1 38 -52z"/>',
  'smart-home': '<path d="M-120 10l120 -110l120 110"/><rect x="-90" y="0" width="180" height="120" rx="8"/>',
  'tvs-monitors': '<rect x="-160" y="-100" width="320" height="190" rx="10"/><path d="M-50 120h100"/>',
  accessories: '<rect x="-55" y="-110" width="110" height="150" rx="18"/><path d="M0 40v50q0 40 40 40h60"/>',
  brand: '<rect x="-300" y="-150" width="600" height="300" rx="150"/><circle cx="-150" cy="0" r="70"/>',
  team: '<circle cx="0" cy="-70" r="110"/><path d="M-210 260a210 190 0 0 1 420 0"/>',
}

/** No text: a picture must look the same on every machine, and fonts differ or are missing. */
export function drawPicture(p: Picture): string {
  const { width: w, height: h } = p
  const scale = Math.min(w, h) / 800
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(p.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${p.hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${(p.hue + 40) % 360} 65% 38%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="${p.fill ? escapeXml(p.fill) : 'url(#g)'}"/>${p.fill ? `<rect width="${w}" height="${h}" fill="url(#g)" opacity="0.25"/>` : ''}
<g transform="translate(${w / 2} ${h / 2}) scale(${scale})" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="12" stroke-linejoin="round" stroke-linecap="round">${p.glyph}</g>
</svg>`
}

export function pictureFor(name: string): Picture | null {
  const match = /^(product|category|brand|team|hero)(?:-(\d+))?(?:-(\d+))?(?:-c(\d+))?\.webp$/.exec(name)
  if (!match) return null
  const [, kind, first, second, colorId] = match
  const id = Number(first)
  switch (kind) {
    case 'hero':
      return {
        width: 1200,
        height: 600,
        title: 'Voltline',
        hue: 222,
        glyph: glyphs.laptops ?? '',
      }
    case 'product': {
      const product = first ? productSummary(id) : null
      if (!product) return null
      const view = Number(second ?? 1)
      const color = colorId ? colors.findFirst((q) => q.where({ id: Number(colorId) })) : undefined
      if (colorId && !color) return null
      return {
        width: 800,
        height: 800,
        title: product.name,
        hue: Math.round((id * 137.508 + view * 23) % 360),
        glyph: glyphs[product.category.slug] ?? '',
        ...(color ? { fill: color.hex } : {}),
      }
    }
    case 'category': {
      const category = categories.findFirst((q) => q.where({ id }))
      if (!category) return null
      return {
        width: 400,
        height: 400,
        title: category.name,
        hue: (id * 47) % 360,
        glyph: glyphs[category.slug] ?? '',
      }
    }
    case 'brand': {
      const brand = brands.findFirst((q) => q.where({ id }))
      if (!brand) return null
      return {
        width: 200,
        height: 100,
        title: brand.name,
        hue: (id * 71) % 360,
        glyph: glyphs.brand ?? '',
      }
    }
    case 'team': {
      const member = teamMembers.findFirst((q) => q.where({ id }))
      if (!member) return null
      return {
        width: 320,
        height: 320,
        title: member.name,
        hue: (id * 59 + 180) % 360,
        glyph: glyphs.team ?? '',
      }
    }
    default:
      return null
  }
}

/** A stand-in map tile whose streets line up across tiles, so the address map pans and zooms with no tile server. */
export function drawTile(z: number, x: number, y: number): string {
  const blocks: string[] = []
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 4; col++) {
      const seed = ((x * 4 + col) * 73_856_093) ^ ((y * 4 + row) * 19_349_663) ^ (z * 83_492_791)
      if (Math.abs(seed) % 7 === 0)
        blocks.push(
          `<rect x="${col * 64 + 8}" y="${row * 64 + 8}" width="48" height="48" rx="6" fill="#c8e6c9"/>`,
        )
    }
  const streets = [0, 64, 128, 192].map((at) => `<path d="M${at} 0V256M0 ${at}H256"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#efebe3"/>${blocks.join('')}
<g stroke="#ffffff" stroke-width="6">${streets}</g>
</svg>`
}

const TILE = /^(\d{1,2})$/

export const imageHandlers = [
  http.get('*/mock-images/:name', async ({ params }) => {
    const name = String(params.name)
    const picture = pictureFor(name)
    if (!picture)
      return new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
    const { body, type } = await encodePicture(name, () => drawPicture(picture))
    return new HttpResponse(body, {
      // A media origin apart from the shop's, as a CDN is.
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=86400',
        'cross-origin-resource-policy': 'cross-origin',
      },
    })
  }),
  http.get('*/__mock/tiles/:z/:x/:y', ({ params }) => {
    const [z, x, y] = [params.z, params.x, params.y].map((part) => Number(String(part)))
    const inRange = (n: number | undefined): n is number => Number.isInteger(n) && (n as number) >= 0
    if (
      !TILE.test(String(params.z)) ||
      !inRange(z) ||
      z > 19 ||
      !inRange(x) ||
      !inRange(y) ||
      x >= 2 ** z ||
      y >= 2 ** z
    )
      return new HttpResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
    // Sent as drawn: tiles are many and small, and encoding each would fill the encoder's cache.
    return new HttpResponse(drawTile(z, x, y), {
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        // The map is on the storefront's origin, the mock on its own.
        'cross-origin-resource-policy': 'cross-origin',
      },
    })
  }),
]
