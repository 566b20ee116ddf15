import type { StoreProduct, StoreReview, StoreVariant } from '../model/records.ts'
import { mockImageUrl } from './media.ts'
import type { Rng } from './prng.ts'
import {
  brandSeed,
  type CategorySlug,
  categorySeed,
  colorSeed,
  homeSectionSeed,
  shopperSeed,
  sizeSeed,
} from './reference.ts'

type Mode = 'both' | 'color' | 'size' | 'none'
type Spec = { name: string; value: string }

interface Kind {
  noun?: string
  lines: string[]
  models: string[]
  brands: number[]
  modes: [Mode, number][]
  colors: number[]
  colorCount: [number, number]
  sizes: [number, number][][]
  price: [number, number]
  tags: number[]
  blurb: (rng: Rng, specs: Spec[]) => string
  specs: (rng: Rng) => Spec[]
}

interface CategoryPlan {
  slug: CategorySlug
  count: number
  kinds: Kind[]
}

const gb = (id: number, add: number): [number, number] => [id, add * 100]
const pickOf = (rng: Rng, ...values: string[]) => rng.pick(values)

const phone: Kind = {
  lines: ['Nova', 'Pulse', 'Edge', 'Aero', 'Vision', 'Spark', 'Orbit'],
  models: ['X', 'Pro', 'Lite', 'Max', 'Mini', 'S', 'Ultra', 'Plus', 'Neo'],
  brands: [1, 2, 3, 6, 11],
  modes: [
    ['both', 80],
    ['color', 12],
    ['none', 8],
  ],
  colors: [1, 2, 4, 5, 6, 7, 8, 9],
  colorCount: [2, 4],
  sizes: [
    [gb(2, 0), gb(3, 100), gb(4, 250)],
    [gb(1, 0), gb(2, 60), gb(3, 140)],
    [gb(3, 0), gb(4, 150), gb(5, 350)],
  ],
  price: [199, 1299],
  tags: [1, 7, 6, 2],
  blurb: (rng, specs) =>
    `${specs[0]?.value.split(',')[0]} phone with ${pickOf(rng, 'an all-day battery', 'a pro-grade camera', 'super-fast charging')}`,
  specs: (rng) => [
    {
      name: 'Display',
      value: `${pickOf(rng, '6.1', '6.4', '6.7', '6.8')}-inch OLED, ${pickOf(rng, '90', '120', '144')} Hz`,
    },
    { name: 'Processor', value: pickOf(rng, 'Octa-core 3.2 GHz', 'Octa-core 2.8 GHz', 'Hexa-core 3.0 GHz') },
    { name: 'Main camera', value: `${pickOf(rng, '48', '50', '64', '108', '200')} MP + 12 MP ultra-wide` },
    { name: 'Battery', value: `${rng.int(40, 55) * 100} mAh` },
    { name: 'Charging', value: `${pickOf(rng, '25', '45', '65', '120')} W wired` },
    { name: 'Network', value: '5G, Wi-Fi 6E, Bluetooth 5.3' },
    { name: 'Weight', value: `${rng.int(165, 235)} g` },
  ],
}

const laptop: Kind = {
  lines: ['AirBook', 'ProBook', 'Volt', 'Forge', 'Slate', 'Zen', 'Apex'],
  models: ['13', '14', '15', '16', 'Pro 14', 'Pro 16', 'Air 13', 'Flip 14'],
  brands: [8, 12, 2, 1, 13],
  modes: [
    ['both', 70],
    ['size', 25],
    ['none', 5],
  ],
  colors: [3, 4, 5, 11],
  colorCount: [1, 3],
  sizes: [
    [gb(7, 0), gb(8, 300), gb(9, 700)],
    [gb(8, 0), gb(9, 450)],
  ],
  price: [599, 2499],
  tags: [2, 7, 4, 9],
  blurb: (rng) =>
    `${pickOf(rng, 'Thin and light', 'Powerful', 'All-day', 'Creator-grade')} laptop for work and play`,
  specs: (rng) => [
    {
      name: 'Display',
      value: `${pickOf(rng, '13.3', '14', '15.6', '16')}-inch ${pickOf(rng, 'IPS', 'OLED', 'Mini-LED')}, ${pickOf(rng, 'Full HD', '2.8K', '3.2K')}`,
    },
    { name: 'Processor', value: pickOf(rng, '10-core 4.8 GHz', '12-core 5.0 GHz', '8-core 4.2 GHz') },
    { name: 'Graphics', value: pickOf(rng, 'Integrated', 'RTX-class 8 GB', 'RTX-class 12 GB') },
    { name: 'Battery life', value: `Up to ${rng.int(8, 22)} hours` },
    { name: 'Ports', value: '2 × USB-C, 1 × USB-A, HDMI, headphone jack' },
    { name: 'Weight', value: `${(rng.int(11, 24) / 10).toFixed(1)} kg` },
  ],
}

const tablet: Kind = {
  lines: ['Tab', 'Pad', 'Canvas', 'Folio', 'Slate'],
  models: ['8', '10', '11', 'Pro', 'Air', 'Mini', 'Kids'],
  brands: [1, 2, 3, 12],
  modes: [
    ['both', 75],
    ['size', 15],
    ['color', 10],
  ],
  colors: [1, 3, 4, 6, 8],
  colorCount: [1, 3],
  sizes: [
    [gb(1, 0), gb(2, 80), gb(3, 180)],
    [gb(2, 0), gb(3, 100), gb(4, 220)],
  ],
  price: [149, 1099],
  tags: [2, 11, 7],
  blurb: (_rng, specs) => `${specs[0]?.value.split(' ')[0]} tablet for reading, drawing and streaming`,
  specs: (rng) => [
    {
      name: 'Display',
      value: `${pickOf(rng, '8.7', '10.9', '11', '12.9')}-inch LCD, ${pickOf(rng, '60', '90', '120')} Hz`,
    },
    { name: 'Processor', value: pickOf(rng, 'Octa-core 2.4 GHz', 'Octa-core 3.0 GHz') },
    { name: 'Battery life', value: `Up to ${rng.int(9, 14)} hours` },
    { name: 'Stylus support', value: pickOf(rng, 'Yes', 'No') },
    { name: 'Weight', value: `${rng.int(320, 690)} g` },
  ],
}

const audioSpecs = (rng: Rng): Spec[] => [
  { name: 'Driver', value: `${rng.int(6, 50)} mm dynamic` },
  { name: 'Battery life', value: `Up to ${rng.int(6, 60)} hours` },
  {
    name: 'Connectivity',
    value: pickOf(rng, 'Bluetooth 5.3', 'Bluetooth 5.2, USB-C', 'Bluetooth 5.4, multipoint'),
  },
  { name: 'Noise cancelling', value: pickOf(rng, 'Active', 'Adaptive', 'Passive') },
  { name: 'Water resistance', value: pickOf(rng, 'IPX4', 'IPX5', 'None') },
]
const headphones = (noun: string, price: [number, number]): Kind => ({
  noun,
  lines: ['Echo', 'Aria', 'Drift', 'Hush', 'Beat', 'Tempo'],
  models: ['2', '3', '4', 'Pro', 'Air', 'Studio', 'Go'],
  brands: [7, 10, 3, 9, 4],
  modes: [
    ['color', 80],
    ['none', 20],
  ],
  colors: [1, 2, 5, 8, 10, 11],
  colorCount: [1, 4],
  sizes: [],
  price,
  tags: [2, 3, 8],
  blurb: (rng) =>
    `${noun} with ${pickOf(rng, 'rich bass', 'balanced sound', 'studio tuning')} and ${pickOf(rng, 'active noise cancelling', 'a long battery life', 'fast pairing')}`,
  specs: audioSpecs,
})

const watch: Kind = {
  lines: ['Fit', 'Pulse', 'Trail', 'Chrono', 'Vital'],
  models: ['3', '4', '5', 'Pro', 'Active', 'Classic', 'Sport'],
  brands: [6, 1, 4, 9],
  modes: [
    ['both', 75],
    ['color', 20],
    ['none', 5],
  ],
  colors: [1, 3, 7, 9, 10, 11],
  colorCount: [2, 4],
  sizes: [
    [gb(10, 0), gb(11, 30)],
    [gb(11, 0), gb(12, 80)],
  ],
  price: [99, 799],
  tags: [6, 8, 2],
  blurb: (rng) =>
    `Smartwatch with ${pickOf(rng, 'heart-rate and sleep tracking', 'built-in GPS', 'an always-on display')}`,
  specs: (rng) => [
    { name: 'Display', value: pickOf(rng, 'AMOLED, always-on', 'LTPO OLED', 'MIP transflective') },
    { name: 'Battery life', value: `Up to ${rng.int(2, 14)} days` },
    { name: 'Water resistance', value: pickOf(rng, '5 ATM', '10 ATM', 'IP68') },
    { name: 'Sensors', value: 'Heart rate, SpO2, accelerometer, gyroscope' },
    { name: 'GPS', value: pickOf(rng, 'Dual-band', 'Single-band', 'Connected') },
  ],
}

const cameraSpecs = (rng: Rng): Spec[] => [
  {
    name: 'Sensor',
    value: `${pickOf(rng, '24.2', '26', '33', '45.7')} MP ${pickOf(rng, 'APS-C', 'full-frame')}`,
  },
  { name: 'Video', value: pickOf(rng, '4K 60p', '4K 30p', '6K 30p', '8K 24p') },
  { name: 'Stabilisation', value: pickOf(rng, '5-axis in-body', 'Lens-based', 'Electronic') },
  { name: 'Weight', value: `${rng.int(350, 900)} g` },
]

const plans: CategoryPlan[] = [
  { slug: 'smartphones', count: 26, kinds: [phone] },
  { slug: 'laptops', count: 24, kinds: [laptop] },
  { slug: 'tablets', count: 20, kinds: [tablet] },
  {
    slug: 'headphones',
    count: 24,
    kinds: [
      headphones('Wireless Earbuds', [29, 279]),
      headphones('Over-Ear Headphones', [59, 449]),
      headphones('On-Ear Headphones', [39, 229]),
    ],
  },
  { slug: 'smartwatches', count: 20, kinds: [watch] },
  {
    slug: 'cameras',
    count: 18,
    kinds: [
      {
        noun: 'Mirrorless Camera',
        lines: ['Prism', 'Focus', 'Aperture', 'Frame'],
        models: ['M5', 'M7', 'Z2', 'Z4', 'R'],
        brands: [5, 10, 13],
        modes: [
          ['size', 80],
          ['both', 20],
        ],
        colors: [1, 3],
        colorCount: [1, 2],
        sizes: [[gb(13, 0), gb(14, 150)]],
        price: [499, 2999],
        tags: [5, 10],
        blurb: (rng) =>
          `Mirrorless camera with ${pickOf(rng, 'fast autofocus', 'great low-light images', 'in-body stabilisation')}`,
        specs: cameraSpecs,
      },
      {
        noun: 'Action Camera',
        lines: ['Rush', 'Trail', 'Wave'],
        models: ['3', '4', '5', 'Max'],
        brands: [5, 13],
        modes: [
          ['none', 70],
          ['color', 30],
        ],
        colors: [1, 6],
        colorCount: [1, 2],
        sizes: [],
        price: [149, 499],
        tags: [5, 6, 11],
        blurb: () => 'Waterproof action camera for every adventure',
        specs: cameraSpecs,
      },
    ],
  },
  {
    slug: 'gaming',
    count: 22,
    kinds: [
      {
        noun: 'Console',
        lines: ['Arcadia', 'Nexus', 'Vortex'],
        models: ['One', 'Two', 'S', 'X', 'Pro'],
        brands: [11, 14],
        modes: [
          ['size', 80],
          ['both', 20],
        ],
        colors: [1, 2],
        colorCount: [1, 2],
        sizes: [[gb(5, 0), gb(6, 100)]],
        price: [299, 599],
        tags: [4, 5],
        blurb: () => 'Next-generation console with 4K gaming at up to 120 fps',
        specs: (rng) => [
          { name: 'Resolution', value: 'Up to 4K, 120 fps' },
          { name: 'Storage', value: 'NVMe SSD, expandable' },
          { name: 'Controllers included', value: String(rng.int(1, 2)) },
        ],
      },
      {
        noun: 'Controller',
        lines: ['Grip', 'Pulse', 'Flux'],
        models: ['2', '3', 'Elite', 'Lite'],
        brands: [11, 14, 7, 13],
        modes: [
          ['color', 90],
          ['none', 10],
        ],
        colors: [1, 2, 6, 10, 8],
        colorCount: [2, 4],
        sizes: [],
        price: [39, 179],
        tags: [4, 2, 8],
        blurb: () => 'Wireless controller with low-latency input and rumble',
        specs: (rng) => [
          { name: 'Connectivity', value: 'Bluetooth, USB-C' },
          { name: 'Battery life', value: `Up to ${rng.int(20, 40)} hours` },
        ],
      },
      {
        noun: 'Gaming Headset',
        lines: ['Raid', 'Clash', 'Siege'],
        models: ['7', '9', 'Pro', 'X'],
        brands: [7, 13],
        modes: [
          ['color', 70],
          ['none', 30],
        ],
        colors: [1, 2, 10],
        colorCount: [1, 3],
        sizes: [],
        price: [49, 249],
        tags: [4, 3],
        blurb: () => 'Gaming headset with spatial audio and a detachable mic',
        specs: audioSpecs,
      },
    ],
  },
  {
    slug: 'smart-home',
    count: 22,
    kinds: [
      {
        noun: 'Smart Speaker',
        lines: ['Home', 'Hub', 'Echo'],
        models: ['Mini', '2', '3', 'Max'],
        brands: [9, 4, 14, 10],
        modes: [
          ['color', 60],
          ['none', 40],
        ],
        colors: [1, 2, 11],
        colorCount: [1, 3],
        sizes: [],
        price: [29, 299],
        tags: [12, 2, 8],
        blurb: () => 'Smart speaker with a voice assistant and room-filling sound',
        specs: (rng) => [
          { name: 'Voice assistant', value: 'Built in' },
          { name: 'Speakers', value: `${rng.int(1, 4)} × full-range` },
          { name: 'Connectivity', value: 'Wi-Fi, Bluetooth, Matter' },
        ],
      },
      {
        noun: 'Security Camera',
        lines: ['Guard', 'Watch', 'Sentry'],
        models: ['2K', '4K', 'Outdoor', 'Indoor'],
        brands: [9, 4, 14],
        modes: [['none', 100]],
        colors: [],
        colorCount: [0, 0],
        sizes: [],
        price: [39, 249],
        tags: [5, 6, 2],
        blurb: () => 'Wi-Fi security camera with night vision and motion alerts',
        specs: (rng) => [
          { name: 'Resolution', value: pickOf(rng, '2K', '4K', '1080p') },
          { name: 'Night vision', value: 'Infrared, up to 10 m' },
          { name: 'Power', value: pickOf(rng, 'Battery', 'Wired', 'Solar') },
        ],
      },
      {
        noun: 'Smart Bulb Kit',
        lines: ['Glow', 'Lumen', 'Halo'],
        models: ['2-pack', '4-pack'],
        brands: [9, 5, 14],
        modes: [['none', 100]],
        colors: [],
        colorCount: [0, 0],
        sizes: [],
        price: [19, 89],
        tags: [9, 12],
        blurb: () => 'Colour smart bulbs you can dim from your phone',
        specs: () => [
          { name: 'Brightness', value: '800 lumens' },
          { name: 'Colours', value: '16 million' },
        ],
      },
    ],
  },
  {
    slug: 'tvs-monitors',
    count: 20,
    kinds: [
      {
        noun: 'TV',
        lines: ['Cinema', 'Vivid', 'Horizon'],
        models: ['Q7', 'Q8', 'OLED C2', 'OLED G3', 'Neo'],
        brands: [5, 8, 6],
        modes: [['size', 100]],
        colors: [],
        colorCount: [0, 0],
        sizes: [
          [gb(17, 0), gb(18, 300), gb(19, 700)],
          [gb(18, 0), gb(19, 500)],
        ],
        price: [349, 2499],
        tags: [5, 12],
        blurb: () => '4K smart TV with HDR and a built-in voice assistant',
        specs: (rng) => [
          { name: 'Panel', value: pickOf(rng, 'QLED', 'OLED', 'Mini-LED') },
          { name: 'Resolution', value: '4K UHD (3840 × 2160)' },
          { name: 'Refresh rate', value: `${pickOf(rng, '60', '120', '144')} Hz` },
          { name: 'HDR', value: 'HDR10+, Dolby Vision' },
        ],
      },
      {
        noun: 'Monitor',
        lines: ['View', 'Pixel', 'Studio'],
        models: ['27Q', '32U', 'Pro', 'Gaming'],
        brands: [8, 12, 5],
        modes: [['size', 100]],
        colors: [],
        colorCount: [0, 0],
        sizes: [[gb(20, 0), gb(21, 120)]],
        price: [179, 899],
        tags: [5, 4],
        blurb: () => 'Sharp, colour-accurate monitor for work and games',
        specs: (rng) => [
          { name: 'Resolution', value: pickOf(rng, 'QHD (2560 × 1440)', '4K UHD (3840 × 2160)') },
          { name: 'Refresh rate', value: `${pickOf(rng, '75', '144', '165', '240')} Hz` },
          { name: 'Ports', value: 'HDMI 2.1, DisplayPort, USB-C 90 W' },
        ],
      },
    ],
  },
  {
    slug: 'accessories',
    count: 24,
    kinds: [
      {
        noun: 'USB-C Cable',
        lines: ['Link', 'Flex', 'Braid'],
        models: ['100W', '60W', '240W'],
        brands: [4, 9, 14, 11],
        modes: [
          ['size', 85],
          ['both', 15],
        ],
        colors: [1, 2],
        colorCount: [1, 2],
        sizes: [[gb(15, 0), gb(16, 5)]],
        price: [9, 29],
        tags: [7],
        blurb: () => 'Braided USB-C cable for fast charging and data',
        specs: () => [
          { name: 'Power', value: 'Up to 100 W' },
          { name: 'Data', value: 'USB 3.2, 10 Gbps' },
        ],
      },
      {
        noun: 'Wall Charger',
        lines: ['Volt', 'Charge', 'Boost'],
        models: ['30W', '65W', '100W'],
        brands: [4, 9, 14],
        modes: [
          ['none', 70],
          ['color', 30],
        ],
        colors: [1, 2],
        colorCount: [1, 2],
        sizes: [],
        price: [19, 79],
        tags: [7, 11],
        blurb: () => 'Compact GaN charger that tops up a laptop and a phone at once',
        specs: () => [
          { name: 'Output', value: 'USB-C PD + USB-A' },
          { name: 'Technology', value: 'GaN' },
        ],
      },
      {
        noun: 'Power Bank',
        lines: ['Go', 'Reserve', 'Juice'],
        models: ['10K', '20K', '27K'],
        brands: [4, 7, 14],
        modes: [
          ['color', 80],
          ['none', 20],
        ],
        colors: [1, 2, 6, 10],
        colorCount: [1, 3],
        sizes: [],
        price: [25, 129],
        tags: [7, 11],
        blurb: () => 'Pocket power bank with fast charging',
        specs: (rng) => [
          { name: 'Capacity', value: `${rng.int(10, 27) * 1000} mAh` },
          { name: 'Output', value: '45 W USB-C' },
        ],
      },
      {
        noun: 'Phone Case',
        lines: ['Shield', 'Armor', 'Clear'],
        models: ['Slim', 'Rugged', 'MagFit'],
        brands: [9, 4, 11],
        modes: [['color', 100]],
        colors: [1, 2, 5, 7, 8, 10, 11],
        colorCount: [3, 5],
        sizes: [],
        price: [12, 49],
        tags: [9],
        blurb: () => 'Drop-tested case with raised edges for the camera',
        specs: () => [
          { name: 'Material', value: 'Recycled TPU' },
          { name: 'Drop protection', value: '3 m' },
        ],
      },
    ],
  },
]

const cents = (usd: number) => Math.round(usd * 100)
function shopPrice(rng: Rng, [min, max]: [number, number]): number {
  const raw = rng.int(min, max)
  if (raw < 100) return cents(raw) - 1
  return cents(Math.max(Math.round(raw / 10) * 10, 10)) - 1
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
const day = 86_400_000
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function weightedMode(rng: Rng, modes: [Mode, number][]): Mode {
  const total = modes.reduce((sum, [, w]) => sum + w, 0)
  let roll = rng.next() * total
  for (const [mode, weight] of modes) {
    roll -= weight
    if (roll < 0) return mode
  }
  return modes[0]?.[0] ?? 'none'
}

/** The product whose description carries hostile HTML, to prove that clients sanitise it. */
export const UNSAFE_DESCRIPTION_PRODUCT_ID = 3

const reviewTexts: Record<number, string[]> = {
  5: [
    'Absolutely love it. Setup took two minutes and it has been flawless since.',
    'Best purchase this year. Battery life is even better than advertised.',
    'Premium feel, fast delivery, and the price was right. Five stars.',
    'Exactly what I wanted. My old one feels ancient now.',
  ],
  4: [
    'Very good overall. The box could include a charger, though.',
    'Great value. Minor software quirks but nothing serious.',
    'Solid build and performance. Took a star off for the weight.',
  ],
  3: ['Does the job. Nothing special for the price.', 'Okay, but the battery drains faster than I hoped.'],
  2: [
    'Disappointed. It started lagging after a couple of weeks.',
    'The colour looked different from the photos.',
  ],
  1: ['Stopped working after ten days. Returned it.', 'Not as described. Would not buy again.'],
}

export interface ProductSeed {
  products: StoreProduct[]
  variants: StoreVariant[]
  reviews: StoreReview[]
}

/** Builds the products, their variants and reviews. `anchor` is the seed's "today" (UTC midnight). */
export function buildProducts(rng: Rng, anchor: number): ProductSeed {
  const products: StoreProduct[] = []
  const variants: StoreVariant[] = []
  const reviews: StoreReview[] = []
  const names = new Set<string>()
  let index = 0

  for (const plan of plans) {
    const category = categorySeed.find((c) => c.slug === plan.slug)
    if (!category) throw new Error(`No category ${plan.slug}`)
    for (let n = 0; n < plan.count; n++) {
      index++
      const id = index
      const kind = plan.kinds[n % plan.kinds.length] as Kind
      const brandId = rng.pick(kind.brands)
      const brand = brandSeed.find((b) => b.id === brandId) ?? brandSeed[0]
      let name = ''
      for (let attempt = 0; attempt < 20 && (name === '' || names.has(name)); attempt++) {
        name = [brand.name, rng.pick(kind.lines), rng.pick(kind.models), kind.noun].filter(Boolean).join(' ')
      }
      if (names.has(name)) name = `${name} ${id}`
      names.add(name)

      const slug = `${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/(^-|-$)/g, '')}-${id}`
      const specs = kind.specs(rng)
      const short = kind.blurb(rng, specs)
      const imageCount = rng.int(2, 4)
      const images = Array.from({ length: imageCount }, (_, i) => ({
        url: mockImageUrl(`product-${id}-${i + 1}.webp`),
        width: 800,
        height: 800,
        alt: i === 0 ? name : `${name}, view ${i + 1}`,
      }))
      let description =
        `<p>${escapeHtml(short)}.</p>` +
        `<p>The ${escapeHtml(name)} is part of our ${escapeHtml(category.name)} range from ${escapeHtml(brand.name)}. ` +
        'It ships with the full manufacturer warranty and free returns within 14 days.</p>' +
        `<ul>${specs
          .slice(0, 3)
          .map((s) => `<li><strong>${escapeHtml(s.name)}:</strong> ${escapeHtml(s.value)}</li>`)
          .join('')}</ul>`
      if (id === UNSAFE_DESCRIPTION_PRODUCT_ID) {
        description +=
          '<p>Lab photo: <img src=x onerror=alert(1)></p><script>alert("description script")</script>' +
          '<a href="javascript:alert(1)">More details</a>'
      }

      // A fixed pattern, so every seed has pre-order-only and sold-out products.
      const state = index % 20 === 7 ? 'pre_order' : index % 17 === 5 ? 'sold_out' : 'normal'
      const basePrice = shopPrice(rng, kind.price)
      const discounted = state !== 'pre_order' && rng.chance(0.25)
      const compareFactor = 1 + rng.int(10, 35) / 100

      let mode = weightedMode(rng, kind.modes)
      if ((mode === 'both' || mode === 'size') && kind.sizes.length === 0) mode = 'color'
      if ((mode === 'both' || mode === 'color') && kind.colors.length === 0)
        mode = kind.sizes.length ? 'size' : 'none'
      const colors: (number | null)[] =
        mode === 'both' || mode === 'color'
          ? rng.sample(kind.colors, Math.max(1, rng.int(kind.colorCount[0], kind.colorCount[1])))
          : [null]
      const ladder: ([number, number] | null)[] =
        mode === 'both' || mode === 'size' ? (rng.pick(kind.sizes) as [number, number][]) : [null]
      // Sizes depend on the colour: the last colour of some products lacks the largest size.
      const trimLast = mode === 'both' && colors.length > 1 && ladder.length > 1 && rng.chance(0.35)
      const readyDate = isoDate(anchor + rng.int(14, 120) * day)

      colors.forEach((colorId, ci) => {
        ladder.forEach((size, si) => {
          if (trimLast && ci === colors.length - 1 && si === ladder.length - 1) return
          const price = basePrice + (size?.[1] ?? 0)
          const color = colorSeed.find((c) => c.id === colorId)
          const sizeRecord = sizeSeed.find((s) => s.id === size?.[0])
          const stock = state === 'normal' ? (rng.chance(0.15) ? 0 : rng.int(1, 60)) : 0
          variants.push({
            id: variants.length + 1,
            product_id: id,
            sku: [
              brand.slug.slice(0, 3).toUpperCase(),
              id,
              color ? color.slug.replace(/-/g, '').slice(0, 3).toUpperCase() : 'STD',
              sizeRecord ? sizeRecord.slug.toUpperCase() : 'STD',
            ].join('-'),
            color_id: colorId,
            size_id: size?.[0] ?? null,
            price: price / 100,
            compare_at_price: discounted ? Math.round((price * compareFactor) / 100) - 0.01 : null,
            stock,
            pre_order: state === 'pre_order',
            ready_date: state === 'pre_order' ? readyDate : null,
          })
        })
      })

      const createdAt = anchor - rng.int(1, 420) * day - rng.int(0, 86_399) * 1000
      products.push({
        id,
        slug,
        name,
        short_description: short,
        description,
        brand_id: brand.id,
        category_id: category.id,
        tag_ids: rng.sample(kind.tags, rng.int(1, Math.min(3, kind.tags.length))).sort((a, b) => a - b),
        home_section_ids: [],
        images,
        specifications: specs,
        created_at: new Date(createdAt).toISOString(),
        popularity: Math.round(rng.next() ** 2 * 5000),
      })

      const reviewCount = rng.chance(0.12) ? 0 : rng.int(1, 9)
      const authors = rng.sample(shopperSeed, reviewCount)
      const quality = rng.next()
      for (const author of authors) {
        const roll = rng.next() * 0.6 + quality * 0.4
        const rating = roll > 0.55 ? 5 : roll > 0.38 ? 4 : roll > 0.25 ? 3 : roll > 0.15 ? 2 : 1
        const at = createdAt + rng.int(1, Math.max(1, Math.floor((anchor - createdAt) / 1000))) * 1000
        reviews.push({
          id: reviews.length + 1,
          product_id: id,
          rating,
          comment: rng.pick(reviewTexts[rating] ?? ['Fine.']),
          created_at: new Date(Math.min(at, anchor)).toISOString(),
          author,
        })
      }
    }
  }

  assignHomeSections(rng, products, variants)
  return { products, variants, reviews }
}

function assignHomeSections(rng: Rng, products: StoreProduct[], variants: StoreVariant[]): void {
  const [featured, newest, best, deals] = homeSectionSeed.map((s) => s.id) as [number, number, number, number]
  const inStock = new Set(variants.filter((v) => v.stock > 0).map((v) => v.product_id))
  const onSale = new Set(variants.filter((v) => v.compare_at_price !== null).map((v) => v.product_id))
  const add = (list: StoreProduct[], section: number) => {
    for (const p of list) p.home_section_ids.push(section)
  }
  add(
    rng.sample(
      products.filter((p) => inStock.has(p.id)),
      16,
    ),
    featured,
  )
  add(
    [...products].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id).slice(0, 16),
    newest,
  )
  add([...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 16), best)
  add(products.filter((p) => onSale.has(p.id)).slice(0, 24), deals)
  for (const p of products) p.home_section_ids.sort((a, b) => a - b)
}
