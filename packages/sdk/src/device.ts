import type { components } from './generated/schema.ts'

/** The device data sent as JSON in the tracking header (spec §3), every field filled. */
export type DeviceTracking = Required<components['schemas']['DeviceTracking']>

export const DEVICE_ID_KEY = 'device_id'

// Where localStorage is missing or refuses writes, the id still stays stable for the process.
let memoryDeviceId: string | undefined

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    // Reading localStorage throws when storage is disabled (e.g. blocked cookies in Safari).
    return undefined
  }
}

function fallbackUuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16))
  hex[12] = '4'
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

/** A random UUID v4: `crypto.randomUUID()` where it exists (secure contexts), otherwise one built from `Math.random()` (plain-HTTP pages have no randomUUID). */
export function randomId(): string {
  const uuid = globalThis.crypto?.randomUUID
  return typeof uuid === 'function' ? uuid.call(globalThis.crypto) : fallbackUuid()
}

/** The device id: generated once, then kept in localStorage under {@link DEVICE_ID_KEY}. */
export function getDeviceId(): string {
  const storage = localStore()
  let stored: string | null = null
  try {
    stored = storage?.getItem(DEVICE_ID_KEY) ?? null
  } catch {
    stored = null
  }
  if (stored) return stored
  memoryDeviceId ??= randomId()
  try {
    storage?.setItem(DEVICE_ID_KEY, memoryDeviceId)
  } catch {
    // Quota or privacy mode: the in-memory id is used.
  }
  return memoryDeviceId
}

let zone: string | undefined
type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } }
/** Read once; Temporal first: a page's first Intl formatter loads locale data, 50 ms at 4x CPU inside a press. */
function timezone(): string {
  if (zone === undefined) {
    try {
      zone =
        (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ??
        Intl.DateTimeFormat().resolvedOptions().timeZone ??
        ''
    } catch {
      zone = ''
    }
  }
  return zone
}

/** The device data of this browser, with empty strings where a value does not exist (Node, tests). */
export function getTrackingData(fallbackLanguage: string, deviceId: string = getDeviceId()): DeviceTracking {
  const nav = globalThis.navigator as Navigator | undefined
  const screen = (globalThis as { screen?: Screen }).screen
  const location = (globalThis as { location?: Location }).location
  const document = (globalThis as { document?: Document }).document
  return {
    user_agent: nav?.userAgent ?? '',
    device_id: deviceId,
    timezone: timezone(),
    language: nav?.language || fallbackLanguage,
    screen_resolution: screen?.width && screen.height ? `${screen.width}x${screen.height}` : '',
    page: location?.href ?? '',
    referrer: document?.referrer ?? '',
  }
}

/** The tracking data as a header value. Header values must be Latin-1, so every non-ASCII character is written as a JSON `\u` escape; the value stays valid JSON. */
export function encodeTracking(data: DeviceTracking): string {
  return JSON.stringify(data).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
