import { availableParallelism } from 'node:os'

export const DEFAULT_APP_KEY = 'storefront-web'

export const DEFAULT_API_LIMITS: ApiLimits = { answerTimeoutMs: 30_000, answerMaxBytes: 10 * 1024 * 1024 }

export const ENVIRONMENT = {
  PORT: 'port to listen on (4173)',
  HOST: 'address to listen on (127.0.0.1; 0.0.0.0 in a container)',
  API_URL:
    'the API origin; /api/* is forwarded there; without it the embedded mock answers /api/* on this server',
  API_TIMEOUT_SECONDS: 'how long a forwarded API call may wait for the head of its answer before 504 (30)',
  API_ANSWER_MAX_MB: 'the largest API answer passed on to a browser, in MB; a larger one becomes 502 (10)',
  MEDIA_ORIGINS:
    'http(s) origins, separated by spaces or commas, that serve product and other images besides the API origin (a CDN)',
  MAP_TILE_URL:
    "the address map's tile template, an http(s) address or a path on this server (none: the map is off)",
  MAP_ATTRIBUTION: "the map tiles' attribution, shown on the map",
  VITALS_SAMPLE_RATE:
    "the share of page loads, from 0 to 1, whose web vitals consenting shoppers' browsers send to /vitals (0.1)",
  APP_KEY: `sent to the API as X-App-Key with the first answers (${DEFAULT_APP_KEY})`,
  PUBLIC_ORIGIN: 'the public origin for absolute links in structured data (this server)',
  PROXY_API: 'with PROXY_MOCK: forward /api/* here (a validating proxy) instead of the embedded mock',
  PROXY_MOCK: 'with PROXY_API: forward /__mock/* and /mock-images/* here',
  VIOLATIONS_LOG: 'file the proxy verdicts are appended to (stderr)',
  WEB_WORKERS: 'worker processes (one per core)',
  PAGE_CACHE: 'on or off: share rendered guest pages (on)',
  PAGE_CACHE_FRESH_SECONDS: 'seconds a shared page is served as it is (10)',
  PAGE_CACHE_STALE_SECONDS: 'seconds after that it is served while being rendered again (60)',
  PAGE_CACHE_MAX_MB: 'memory bound of the page cache per worker, in MB (64)',
  FIRST_ANSWERS_TIMEOUT_MS: 'how long a page waits for its first API answers (800)',
  SETTINGS_CACHE_SECONDS:
    "seconds a worker reuses the store settings answer (every page) and a guest page's own answers, per language; 0 asks every time (10)",
  SHUTDOWN_TIMEOUT_SECONDS: 'on SIGTERM, how long requests in flight may take before the exit (10)',
  ACCESS_LOG: 'on or off: one JSON line per request on stdout (on)',
} as const

export type EnvironmentName = keyof typeof ENVIRONMENT

export interface ServerConfig {
  port: number
  host: string
  apiUrl?: string
  apiLimits: ApiLimits
  /** Origins besides the API's that serve images, as CSP sources (docs/decisions/0048). */
  mediaOrigins: string[]
  map: MapTiles
  vitalsSampleRate: number
  appKey: string
  publicOrigin?: string
  proxy?: { api: string; mock: string; violationsLog?: string }
  workers: number
  pageCache: { freshSeconds: number; staleSeconds: number; maxBytes: number } | null
  firstAnswersTimeoutMs: number
  /** How long the settings answer (every page) and a guest page's own answers are reused (0: never). */
  settingsCacheMs: number
  shutdownTimeoutMs: number
  accessLog: boolean
}

export interface ApiLimits {
  answerTimeoutMs: number
  answerMaxBytes: number
}

export interface MapTiles {
  tileUrl: string
  attribution: string
}

export class ConfigError extends Error {}

/** The img-src source of the map's Leaflet tile template (MAP_TILE_URL): its origin, a `{s}` subdomain as `*.`; '' when unset or on this origin. */
export function tileImageSource(template: string | undefined): string {
  const value = template?.trim() ?? ''
  if (!value || (value.startsWith('/') && !value.startsWith('//'))) return ''
  const refuse = () =>
    new ConfigError(
      `MAP_TILE_URL must be an http(s) tile template such as https://{s}.tile.example.org/{z}/{x}/{y}.png; got "${value}"`,
    )
  const parts = /^(?:(https?):)?\/\/([^/?#]+)/i.exec(value)
  if (!parts?.[2]) throw refuse()
  const host = parts[2].toLowerCase().replace(/^\{[a-z0-9_-]+\}\./, '*.')
  if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host)) throw refuse()
  return parts[1] ? `${parts[1].toLowerCase()}://${host}` : host
}

/** Anything but an http(s) origin (a path, a query, a quote, a semicolon) would widen or break the policy. */
export function mediaOrigin(entry: string): string {
  const parts = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i.exec(
    entry,
  )
  const port = parts?.[4] === undefined ? undefined : Number(parts[4])
  if (!parts || (port !== undefined && (port < 1 || port > 65535)))
    throw new ConfigError(
      `MEDIA_ORIGINS must list http(s) origins such as https://cdn.example.com (${ENVIRONMENT.MEDIA_ORIGINS}); got "${entry}"`,
    )
  return `${parts[1]?.toLowerCase()}://${parts[2] ?? ''}${parts[3]?.toLowerCase()}${port === undefined ? '' : `:${port}`}`
}

function mapTiles(tileUrl: string, attribution: string): MapTiles {
  tileImageSource(tileUrl)
  return { tileUrl, attribution }
}

function environmentReader(env: Record<string, string | undefined>) {
  const text = (name: EnvironmentName) => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }
  const integer = (name: EnvironmentName, fallback: number, min: number) => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min)
      throw new ConfigError(
        `${name} must be a whole number of at least ${min} (${ENVIRONMENT[name]}); got "${raw}"`,
      )
    return value
  }
  const toggle = (name: EnvironmentName) => {
    const raw = text(name) ?? 'on'
    if (raw !== 'on' && raw !== 'off') throw new ConfigError(`${name} must be on or off; got "${raw}"`)
    return raw === 'on'
  }
  const origin = (name: EnvironmentName) => {
    const raw = text(name)
    if (raw === undefined) return undefined
    try {
      new URL(raw)
      return raw.replace(/\/$/, '')
    } catch {
      throw new ConfigError(`${name} must be an absolute URL (${ENVIRONMENT[name]}); got "${raw}"`)
    }
  }
  const share = (name: EnvironmentName, fallback: number) => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isFinite(value) || value < 0 || value > 1)
      throw new ConfigError(`${name} must be a number from 0 to 1 (${ENVIRONMENT[name]}); got "${raw}"`)
    return value
  }
  return { text, integer, toggle, origin, share }
}

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const { text, integer, toggle, origin, share } = environmentReader(env)
  const proxyApi = origin('PROXY_API')
  const proxyMock = origin('PROXY_MOCK')
  if (Boolean(proxyApi) !== Boolean(proxyMock)) throw new ConfigError('PROXY_API and PROXY_MOCK go together')
  const apiUrl = origin('API_URL')
  if (apiUrl && !/^https?:$/.test(new URL(apiUrl).protocol))
    throw new ConfigError(`API_URL must be an http(s) URL (${ENVIRONMENT.API_URL}); got "${apiUrl}"`)
  const publicOrigin = origin('PUBLIC_ORIGIN')
  const violationsLog = text('VIOLATIONS_LOG')
  return {
    port: integer('PORT', 4173, 0),
    host: text('HOST') ?? '127.0.0.1',
    ...(apiUrl ? { apiUrl } : {}),
    apiLimits: {
      answerTimeoutMs: integer('API_TIMEOUT_SECONDS', DEFAULT_API_LIMITS.answerTimeoutMs / 1000, 1) * 1000,
      answerMaxBytes:
        integer('API_ANSWER_MAX_MB', DEFAULT_API_LIMITS.answerMaxBytes / 1024 / 1024, 1) * 1024 * 1024,
    },
    mediaOrigins: [
      ...new Set(
        (text('MEDIA_ORIGINS') ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(mediaOrigin),
      ),
    ],
    map: mapTiles(text('MAP_TILE_URL') ?? '', text('MAP_ATTRIBUTION') ?? ''),
    vitalsSampleRate: share('VITALS_SAMPLE_RATE', 0.1),
    appKey: text('APP_KEY') ?? DEFAULT_APP_KEY,
    ...(publicOrigin ? { publicOrigin } : {}),
    ...(proxyApi && proxyMock
      ? { proxy: { api: proxyApi, mock: proxyMock, ...(violationsLog ? { violationsLog } : {}) } }
      : {}),
    workers: integer('WEB_WORKERS', availableParallelism(), 1),
    pageCache: toggle('PAGE_CACHE')
      ? {
          freshSeconds: integer('PAGE_CACHE_FRESH_SECONDS', 10, 1),
          staleSeconds: integer('PAGE_CACHE_STALE_SECONDS', 60, 0),
          maxBytes: integer('PAGE_CACHE_MAX_MB', 64, 1) * 1024 * 1024,
        }
      : null,
    firstAnswersTimeoutMs: integer('FIRST_ANSWERS_TIMEOUT_MS', 800, 1),
    settingsCacheMs: integer('SETTINGS_CACHE_SECONDS', 10, 0) * 1000,
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_SECONDS', 10, 0) * 1000,
    accessLog: toggle('ACCESS_LOG'),
  }
}

export function embeddedConfig<T extends Partial<ServerConfig>>(given: T): ServerConfig & T {
  return {
    ...readServerConfig({}),
    vitalsSampleRate: 0,
    pageCache: null,
    settingsCacheMs: 0,
    accessLog: false,
    ...given,
  }
}
