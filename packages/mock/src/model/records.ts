import type { components } from '@storefront/sdk/schema'

type Schemas = components['schemas']

/** A product as stored: references by id; prices, stock and ratings live on variants and reviews. */
export interface StoreProduct {
  id: number
  slug: string
  name: string
  short_description: string
  /** HTML; one seeded product carries hostile markup on purpose. */
  description: string
  brand_id: number
  category_id: number
  tag_ids: number[]
  home_section_ids: number[]
  images: Schemas['Image'][]
  specifications: { name: string; value: string }[]
  created_at: string
  /** Drives the `popular` sort and the Best Sellers section. */
  popularity: number
}

export interface StoreVariant {
  id: number
  product_id: number
  sku: string
  color_id: number | null
  size_id: number | null
  price: number
  compare_at_price: number | null
  stock: number
  pre_order: boolean
  ready_date: string | null
}

export type StoreReview = Schemas['Review']

export type Client = Schemas['Client']
export type RegisterRequest = Schemas['RegisterRequest']
export type AddressRecord = Schemas['Address'] & { client_id: number }
/** `cancellable` follows from the status; it is worked out when an order is answered, never stored. */
export type OrderRecord = Omit<Schemas['Order'], 'cancellable'> & { client_id: number }
export type PreOrderRecord = Omit<Schemas['PreOrder'], 'cancellable'> & { client_id: number }
export type ReturnRecord = Schemas['ReturnOrder'] & { client_id: number }

export interface SessionRecord {
  token: string
  client_id: number
  created_at: string
  revoked: boolean
}
export type OtpPurpose = 'register' | 'login'
export interface OtpRecord {
  email: string
  purpose: OtpPurpose
  /** Null where a notice was mailed instead of a code. */
  code: string | null
  expires_at: number
  /** Epoch milliseconds (as `expires_at`) before which no new code is sent. */
  resend_at: number
  attempts: number
  registration: RegisterRequest | null
}
export interface OutboxMessage {
  to: string
  subject: string
  code: string | null
  text: string
  sent_at: string
}
export interface CartLineRecord {
  client_id: number
  variant_id: number
  quantity: number
  seq: number
}
export interface CartCouponRecord {
  client_id: number
  code: string
}
export interface WishlistRecord {
  client_id: number
  product_id: number
  seq: number
}

export type Language = 'en' | 'ar'

export interface Session {
  clientId: number
  token: string
  client: Client
}
