import type { components } from '@storefront/sdk'
import { mediaUrl } from '../../lib/media'
import { shopHref } from '../../lib/pages'

type ProductDetail = Omit<components['schemas']['ProductDetail'], 'related_products'>

interface SeoContext {
  url: string
  origin: string
  labels: { home: string; shop: string }
}

/** An image's address for a crawler: the API's own, or on this origin where the API answers here. */
const absolute = (origin: string, path: string) => {
  const url = mediaUrl(path)
  return url.startsWith('/') ? `${origin}${url}` : url
}

function availability(product: ProductDetail): string {
  if (product.variants.some((v) => !v.pre_order && v.stock > 0)) return 'https://schema.org/InStock'
  if (product.variants.some((v) => v.pre_order)) return 'https://schema.org/PreOrder'
  return 'https://schema.org/OutOfStock'
}

export function productJsonLd(product: ProductDetail, { url, origin, labels }: SeoContext): object[] {
  const prices = product.variants.map((v) => v.price)
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const offers =
    low === high
      ? {
          '@type': 'Offer',
          price: low.toFixed(2),
          priceCurrency: 'USD',
          availability: availability(product),
          url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: product.variants.length,
          priceCurrency: 'USD',
          availability: availability(product),
          url,
        }
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.short_description,
    image: product.images.map((image) => absolute(origin, image.url)),
    sku: product.variants[0]?.sku,
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    offers,
  }
  if (product.reviews_count > 0) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviews_count,
      bestRating: 5,
      worstRating: 1,
    }
  }
  const crumbs = [
    { name: labels.home, item: `${origin}/` },
    { name: labels.shop, item: `${origin}/shop` },
    { name: product.category.name, item: `${origin}${shopHref({ categories: [product.category.id] })}` },
    { name: product.name, item: url },
  ]
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
  }
  return [productLd, breadcrumbLd]
}

export function productOpenGraph(
  product: ProductDetail,
  { url, origin }: SeoContext,
): Record<string, string> {
  const image = product.images[0] ?? product.image
  return {
    type: 'product',
    url,
    image: absolute(origin, image.url),
    'image:alt': image.alt || product.name,
  }
}
