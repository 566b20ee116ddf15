// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ConfigError, mediaOrigin, readServerConfig } from './config.ts'
import { contentSecurityPolicy, tileImageSource } from './security-headers.ts'

const imgSrc = (policy: string) => /(?:^|; )img-src ([^;]+)/.exec(policy)?.[1]

describe('the map tiles in the content security policy', () => {
  it('adds the tile origin of the build to img-src', () => {
    const images = tileImageSource('https://tiles.example.com:8443/osm/{z}/{x}/{y}.png?key=abc')
    expect(images).toBe('https://tiles.example.com:8443')
    expect(imgSrc(contentSecurityPolicy({ images }))).toBe(
      "'self' data: blob: https://tiles.example.com:8443",
    )
  })

  it('allows every subdomain of a {s} template', () => {
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    )
  })

  it('keeps img-src to this origin without tiles or with tiles on this origin', () => {
    expect(tileImageSource(undefined)).toBe('')
    expect(tileImageSource('')).toBe('')
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBe('')
    expect(imgSrc(contentSecurityPolicy({ images: '' }))).toBe("'self' data: blob:")
  })

  it('refuses a template that is not an http(s) address, naming the variable', () => {
    for (const bad of [
      'tiles/{z}/{x}/{y}.png',
      'ftp://tiles.example.com/{z}.png',
      'https://{s}{t}.x.org/',
      'https://a b/',
    ])
      expect(() => tileImageSource(bad), bad).toThrow(ConfigError)
    expect(() => tileImageSource('javascript:alert(1)')).toThrow(/MAP_TILE_URL must be/)
  })

  it('adds nothing else: the API origin to connect-src, script hashes to script-src', () => {
    const policy = contentSecurityPolicy({
      connect: 'https://api.example.com',
      scripts: ["'sha256-abc='"],
      images: 'https://tiles.example.com',
    })
    expect(policy).toContain("connect-src 'self' https://api.example.com;")
    expect(policy).toContain("script-src 'self' 'sha256-abc=';")
    expect(policy).toContain("default-src 'self';")
  })
})

describe('the live chat in the content security policy', () => {
  const directives = (policy: string): Record<string, string[]> =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

  it('allows the origin of the configured widget script, and only it, where a chat widget needs it', () => {
    const chat = 'https://embed.tawk.to'
    const withChat = directives(contentSecurityPolicy({ chat }))
    const without = directives(contentSecurityPolicy({}))
    for (const [name, sources] of Object.entries(withChat)) {
      const added = sources.filter((source) => !without[name]?.includes(source))
      const wanted = ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src'].includes(name)
      expect(added, name).toEqual(wanted ? ['https://embed.tawk.to'] : [])
    }
  })

  it('adds nothing without a chat origin', () => {
    expect(contentSecurityPolicy({ chat: '' })).toBe(contentSecurityPolicy({}))
  })
})

describe('the media origins in the content security policy', () => {
  it('accepts http(s) origins, with a subdomain wildcard, as CSP sources', () => {
    expect(mediaOrigin('https://CDN.Example.com')).toBe('https://cdn.example.com')
    expect(mediaOrigin('https://*.cdn.example.com:8443/')).toBe('https://*.cdn.example.com:8443')
    expect(mediaOrigin('http://127.0.0.1:4011')).toBe('http://127.0.0.1:4011')
  })

  it('refuses anything that would widen or break the policy, naming the variable', () => {
    for (const bad of [
      'ftp://cdn.example.com',
      'https://cdn.example.com/images',
      'https://cdn.example.com?x=1',
      "'unsafe-inline'",
      'https://cdn.example.com;script-src',
      'https://user@cdn.example.com',
      'https://cdn.example.com:99999',
      '*',
    ])
      expect(() => mediaOrigin(bad), bad).toThrow(/MEDIA_ORIGINS must list http\(s\) origins/)
  })

  it('reads MEDIA_ORIGINS from the environment, once each, and refuses an API_URL that is not http(s)', () => {
    const config = readServerConfig({
      API_URL: 'https://api.example.com/backend',
      MEDIA_ORIGINS: 'https://cdn.example.com, https://*.img.example.com https://cdn.example.com',
    })
    expect(config.mediaOrigins).toEqual(['https://cdn.example.com', 'https://*.img.example.com'])
    expect(() => readServerConfig({ API_URL: 'ftp://api.example.com' })).toThrow(
      /API_URL must be an http\(s\) URL/,
    )
  })
})
