import type { components } from '@storefront/sdk/schema'
import { mockImageUrl } from './media.ts'

type Schemas = components['schemas']

/** Store identity; also the `store_name` configuration entry. */
export const STORE_NAME = 'Voltline'

export const categorySeed = [
  { id: 1, name: 'Smartphones', slug: 'smartphones' },
  { id: 2, name: 'Laptops', slug: 'laptops' },
  { id: 3, name: 'Tablets', slug: 'tablets' },
  { id: 4, name: 'Headphones', slug: 'headphones' },
  { id: 5, name: 'Smartwatches', slug: 'smartwatches' },
  { id: 6, name: 'Cameras', slug: 'cameras' },
  { id: 7, name: 'Gaming', slug: 'gaming' },
  { id: 8, name: 'Smart Home', slug: 'smart-home' },
  { id: 9, name: 'TVs & Monitors', slug: 'tvs-monitors' },
  { id: 10, name: 'Accessories', slug: 'accessories' },
] as const

export type CategorySlug = (typeof categorySeed)[number]['slug']

export const brandSeed = [
  { id: 1, name: 'Zentro', slug: 'zentro' },
  { id: 2, name: 'Novaq', slug: 'novaq' },
  { id: 3, name: 'Aurex', slug: 'aurex' },
  { id: 4, name: 'Kelvo', slug: 'kelvo' },
  { id: 5, name: 'Lumina', slug: 'lumina' },
  { id: 6, name: 'Orbitel', slug: 'orbitel' },
  { id: 7, name: 'Pulsewave', slug: 'pulsewave' },
  { id: 8, name: 'Strata', slug: 'strata' },
  { id: 9, name: 'Vireo', slug: 'vireo' },
  { id: 10, name: 'Halcyon', slug: 'halcyon' },
  { id: 11, name: 'Quarkly', slug: 'quarkly' },
  { id: 12, name: 'Tessel', slug: 'tessel' },
  { id: 13, name: 'Brightforge', slug: 'brightforge' },
  { id: 14, name: 'Nimbra', slug: 'nimbra' },
] as const

export const colorSeed: Schemas['Color'][] = [
  { id: 1, name: 'Black', slug: 'black', hex: '#111111' },
  { id: 2, name: 'White', slug: 'white', hex: '#f5f5f5' },
  { id: 3, name: 'Silver', slug: 'silver', hex: '#c0c4c8' },
  { id: 4, name: 'Graphite', slug: 'graphite', hex: '#41424c' },
  { id: 5, name: 'Midnight Blue', slug: 'midnight-blue', hex: '#1e2a4a' },
  { id: 6, name: 'Sky Blue', slug: 'sky-blue', hex: '#6cb4ee' },
  { id: 7, name: 'Forest Green', slug: 'forest-green', hex: '#2f5d3a' },
  { id: 8, name: 'Lavender', slug: 'lavender', hex: '#b8a9e3' },
  { id: 9, name: 'Gold', slug: 'gold', hex: '#d4af37' },
  { id: 10, name: 'Coral Red', slug: 'coral-red', hex: '#e4574b' },
  { id: 11, name: 'Sand', slug: 'sand', hex: '#d8c7a5' },
]

export const sizeSeed: Schemas['Size'][] = [
  { id: 1, name: '64 GB', slug: '64-gb' },
  { id: 2, name: '128 GB', slug: '128-gb' },
  { id: 3, name: '256 GB', slug: '256-gb' },
  { id: 4, name: '512 GB', slug: '512-gb' },
  { id: 5, name: '1 TB', slug: '1-tb' },
  { id: 6, name: '2 TB', slug: '2-tb' },
  { id: 7, name: '8 GB RAM / 256 GB SSD', slug: '8gb-256gb' },
  { id: 8, name: '16 GB RAM / 512 GB SSD', slug: '16gb-512gb' },
  { id: 9, name: '32 GB RAM / 1 TB SSD', slug: '32gb-1tb' },
  { id: 10, name: '41 mm', slug: '41-mm' },
  { id: 11, name: '45 mm', slug: '45-mm' },
  { id: 12, name: '49 mm', slug: '49-mm' },
  { id: 13, name: 'Body only', slug: 'body-only' },
  { id: 14, name: 'Kit with 18-55 mm lens', slug: 'kit-18-55' },
  { id: 15, name: '1 m', slug: '1-m' },
  { id: 16, name: '2 m', slug: '2-m' },
  { id: 17, name: '43-inch', slug: '43-inch' },
  { id: 18, name: '55-inch', slug: '55-inch' },
  { id: 19, name: '65-inch', slug: '65-inch' },
  { id: 20, name: '27-inch', slug: '27-inch' },
  { id: 21, name: '32-inch', slug: '32-inch' },
]

export const tagSeed: Schemas['Tag'][] = [
  { id: 1, name: '5G', slug: '5g' },
  { id: 2, name: 'Wireless', slug: 'wireless' },
  { id: 3, name: 'Noise Cancelling', slug: 'noise-cancelling' },
  { id: 4, name: 'Gaming', slug: 'gaming' },
  { id: 5, name: '4K', slug: '4k' },
  { id: 6, name: 'Waterproof', slug: 'waterproof' },
  { id: 7, name: 'Fast Charging', slug: 'fast-charging' },
  { id: 8, name: 'Bluetooth', slug: 'bluetooth' },
  { id: 9, name: 'Eco Friendly', slug: 'eco-friendly' },
  { id: 10, name: 'Limited Edition', slug: 'limited-edition' },
  { id: 11, name: 'Portable', slug: 'portable' },
  { id: 12, name: 'Voice Assistant', slug: 'voice-assistant' },
]

export const homeSectionSeed: Schemas['HomeSection'][] = [
  { id: 1, name: 'Featured', slug: 'featured' },
  { id: 2, name: 'New Arrivals', slug: 'new-arrivals' },
  { id: 3, name: 'Best Sellers', slug: 'best-sellers' },
  { id: 4, name: 'Deals', slug: 'deals' },
]

export const currencySeed: Schemas['Currency'][] = [
  {
    id: 1,
    code: 'USD',
    symbol: '$',
    exchange_rate: 1,
    name: { en: 'US Dollar', ar: 'دولار أمريكي' },
    is_default: true,
  },
  {
    id: 2,
    code: 'EUR',
    symbol: '€',
    exchange_rate: 0.92,
    name: { en: 'Euro', ar: 'يورو' },
    is_default: false,
  },
  {
    id: 3,
    code: 'GBP',
    symbol: '£',
    exchange_rate: 0.79,
    name: { en: 'British Pound', ar: 'جنيه إسترليني' },
    is_default: false,
  },
  {
    id: 4,
    code: 'EGP',
    symbol: 'E£',
    exchange_rate: 48.6,
    name: { en: 'Egyptian Pound', ar: 'جنيه مصري' },
    is_default: false,
  },
  {
    id: 5,
    code: 'SAR',
    symbol: 'SAR',
    exchange_rate: 3.75,
    name: { en: 'Saudi Riyal', ar: 'ريال سعودي' },
    is_default: false,
  },
  {
    id: 6,
    code: 'AED',
    symbol: 'AED',
    exchange_rate: 3.6725,
    name: { en: 'UAE Dirham', ar: 'درهم إماراتي' },
    is_default: false,
  },
]

/** Shipping and returns: the cart's pricing charges these, and the product page reads them from the configuration. */
export const SHIPPING_FLAT_FEE = 10
export const FREE_SHIPPING_THRESHOLD = 200
export const DELIVERY_DAYS = { min: 3, max: 5 }
export const RETURN_DAYS = 14

export const configurationSeed: Schemas['ConfigurationEntry'][] = [
  { key: 'store_name', value: STORE_NAME },
  { key: 'contact_phone', value: '+1 (415) 555-0142' },
  { key: 'contact_email', value: 'support@voltline.example' },
  { key: 'store_address', value: '1200 Market Street, Suite 400, San Francisco, CA 94102' },
  { key: 'facebook_link', value: 'https://facebook.com/voltline' },
  { key: 'instagram_link', value: 'https://instagram.com/voltline' },
  { key: 'youtube_link', value: 'https://youtube.com/@voltline' },
  { key: 'tiktok_link', value: 'https://tiktok.com/@voltline' },
  { key: 'whatsapp_number', value: '+14155550142' },
  { key: 'theme_color1', value: '#2563eb' },
  { key: 'theme_color2', value: '#f59e0b' },
  { key: 'shipping_flat_fee', value: String(SHIPPING_FLAT_FEE) },
  { key: 'free_shipping_threshold', value: String(FREE_SHIPPING_THRESHOLD) },
  { key: 'delivery_days_min', value: String(DELIVERY_DAYS.min) },
  { key: 'delivery_days_max', value: String(DELIVERY_DAYS.max) },
  { key: 'return_days', value: String(RETURN_DAYS) },
]

/** The storefront's built-in chat panel: the quick start shows a chat that answers. */
export const liveChatSeed: Schemas['LiveChat'] = { provider: 'stand-in' }

export const sortSeed: Schemas['SortOption'][] = [
  { key: 'newest', label: 'Newest' },
  { key: 'popular', label: 'Most Popular' },
  { key: 'rating', label: 'Top Rated' },
  { key: 'price_asc', label: 'Price: Low to High' },
  { key: 'price_desc', label: 'Price: High to Low' },
  { key: 'name_asc', label: 'Name: A to Z' },
  { key: 'name_desc', label: 'Name: Z to A' },
]

export const pageSeed: Schemas['ContentPage'][] = [
  {
    slug: 'about-us',
    title: 'About Us',
    content:
      `<h2>Tech that moves you</h2><p>${STORE_NAME} started in 2019 as a two-person stall selling phone accessories. ` +
      'Today we ship phones, laptops, audio gear and smart-home devices to customers across the region, ' +
      'with the same promise we made on day one: honest advice, fair prices and real people on the phone.</p>' +
      '<p>Every product we list is tested by our team before it reaches the catalogue. If we would not ' +
      'recommend it to a friend, we do not sell it.</p>' +
      '<h3>What we stand for</h3><ul><li>Genuine products with full manufacturer warranty</li>' +
      '<li>Cash on delivery, with no hidden fees</li><li>Support that answers within 2 hours</li></ul>',
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    content:
      `<p>These terms govern your use of the ${STORE_NAME} store and every order you place with us. By placing ` +
      'an order you agree to them.</p><h3>Orders</h3><p>An order is a request to buy. We confirm it by e-mail ' +
      'once the items are reserved. We may cancel an order when an item turns out to be unavailable, and we ' +
      'tell you when we do.</p><h3>Prices</h3><p>Prices are shown in US dollars and converted for display in ' +
      'other currencies. The amount due on delivery is the one shown at checkout.</p><h3>Pre-orders</h3>' +
      '<p>Pre-ordered items are paid for when they are ready to ship. You may cancel a pre-order at any time ' +
      'before it ships.</p>',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content:
      '<p>We collect the data we need to deliver your orders: your name, e-mail address, phone number and ' +
      'shipping addresses. We never sell it.</p><h3>Cookies</h3><p>We use a cookie to remember your language ' +
      'and, with your consent, anonymous analytics. You can decline at any time.</p><h3>Your rights</h3>' +
      '<p>You can read, correct or delete your data from your profile. Deleting your account removes all ' +
      'of your data permanently.</p>',
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    content:
      '<p>You can return any delivered order within 14 days. Items must be complete and in their original ' +
      'packaging.</p><h3>How to return</h3><ol><li>Open the order in your profile.</li><li>Choose ' +
      '<strong>Return order</strong> and tell us why.</li><li>Our courier collects the parcel within 3 working ' +
      'days.</li></ol><p>Refunds are paid within 7 days of the parcel reaching us.</p>',
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    content:
      '<h3>How do I pay?</h3><p>Cash on delivery. You pay the courier when your order arrives.</p>' +
      '<h3>How much is shipping?</h3><p>A flat 10 USD, free on orders over 200 USD, and free for a year ' +
      'after you register.</p><h3>What is a pre-order?</h3><p>Some products are not in stock yet. A ' +
      'pre-order reserves one for you; you pay when it ships.</p><h3>How fast do you reply?</h3><p>Messages ' +
      'sent from the contact page get a reply within 2 hours during opening times.</p>',
  },
]

const teamPeople = [
  [
    'Salma Fathy',
    'Founder & CEO',
    'Started the shop from a market stall and still answers the odd support call.',
  ],
  ['Omar Khalil', 'Head of Product', 'Tests every phone we list for a week before it goes on sale.'],
  ['Lina Haddad', 'Customer Care Lead', 'Makes sure every message gets a reply within 2 hours.'],
  ['Daniel Brooks', 'Logistics Manager', 'Runs the warehouse and the courier network.'],
  ['Mariam Nasser', 'Lead Engineer', 'Builds the store you are using right now.'],
  ['Youssef Amin', 'Buyer, Audio & Gaming', 'Listens to more headphones than is probably healthy.'],
] as const

export const teamSeed: Schemas['TeamMember'][] = teamPeople.map(([name, role, bio], index) => ({
  id: index + 1,
  name,
  role,
  bio,
  image: { url: mockImageUrl(`team-${index + 1}.webp`), width: 320, height: 320, alt: name },
}))

/** The coupons on offer; the cart's coupon rules read these. */
export const couponSeed: Schemas['Coupon'][] = [
  {
    code: 'WELCOME30',
    description: '30% off your first order and free shipping',
    type: 'percent',
    value: 30,
    free_shipping: true,
    min_subtotal: 0,
    first_order_only: true,
    expires_at: null,
  },
  {
    code: 'SAVE10',
    description: '10% off orders of 100 USD or more',
    type: 'percent',
    value: 10,
    free_shipping: false,
    min_subtotal: 100,
    first_order_only: false,
    expires_at: null,
  },
  {
    code: 'FLAT50',
    description: '50 USD off orders of 500 USD or more',
    type: 'fixed',
    value: 50,
    free_shipping: false,
    min_subtotal: 500,
    first_order_only: false,
    expires_at: null,
  },
]

/** Seeded shoppers who wrote the seeded reviews; ids from 1000 so they never clash with real clients. */
export const shopperSeed = [
  'Nora Haddad',
  'James Carter',
  'Aisha Rahman',
  'Lucas Moreau',
  'Hana Saleh',
  'Ethan Walker',
  'Fatima Zahra',
  'Mateo Silva',
  'Layla Mansour',
  'Noah Becker',
  'Sara Idris',
  'Oliver Grant',
  'Rania Aziz',
  'Leo Rossi',
  'Dina Farouk',
  'Samuel Okafor',
  'Yara Khoury',
  'Henry Lambert',
  'Mona Sabry',
  'Adam Novak',
  'Reem Tarek',
  'Victor Hugo Lima',
  'Jana Ibrahim',
  'Chloe Martin',
].map((name, index) => ({ id: 1000 + index, name }))
