import { type MakeHead, OWNED, type PageHead, pageAddresses, scriptJson } from './head-marks'

// Made and written on the server for every page; in the browser from the second page on (the first came with its HTML).

function setMeta(attr: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    el.setAttribute(OWNED, '')
    document.head.append(el)
  }
  el.content = content
  return el
}

/** The head of a page; Open Graph and structured data come as JSON so effects can compare them. */
export const pageHead: MakeHead = (title, storeName, description, og, ld, where) => {
  const { canonical, alternates } = pageAddresses(where.origin, where.pathname, where.language)
  const openGraph: Record<string, string> = {}
  const all = {
    title,
    description,
    site_name: storeName,
    url: canonical,
    locale: where.language === 'ar' ? 'ar_EG' : 'en_US',
    ...(JSON.parse(og) as Record<string, string>),
  }
  for (const [key, value] of Object.entries(all)) if (value) openGraph[key] = value
  const webPage = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    ...(description ? { description } : {}),
    url: canonical,
    inLanguage: where.language,
  }
  return {
    title,
    description,
    openGraph,
    jsonLd: [webPage, ...(JSON.parse(ld) as object[])],
    canonical,
    alternates,
  }
}

function setLink(rel: string, href: string, hreflang?: string): HTMLLinkElement {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`
  let el = document.head.querySelector<HTMLLinkElement>(selector)
  if (!el) {
    el = document.createElement('link')
    el.rel = rel
    if (hreflang) el.hreflang = hreflang
    el.setAttribute(OWNED, '')
    document.head.append(el)
  }
  el.href = href
  return el
}

export function applyHead(head: PageHead): () => void {
  document.title = head.title
  if (head.description) setMeta('name', 'description', head.description)
  const added: Element[] = []
  if (head.canonical) added.push(setLink('canonical', head.canonical))
  for (const { hreflang, href } of head.alternates ?? []) added.push(setLink('alternate', href, hreflang))
  for (const [key, value] of Object.entries(head.openGraph))
    added.push(setMeta('property', `og:${key}`, value))
  for (const old of document.head.querySelectorAll(`script[type="application/ld+json"][${OWNED}]`))
    old.remove()
  for (const item of head.jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.setAttribute(OWNED, '')
    script.textContent = scriptJson(item)
    document.head.append(script)
    added.push(script)
  }
  return () => {
    for (const el of added) if (el.hasAttribute(OWNED)) el.remove()
  }
}
