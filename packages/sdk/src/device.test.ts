// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// device.ts keeps an in-memory copy of the id; a fresh module per test starts from nothing.
async function freshDevice() {
  vi.resetModules()
  return import('./device.ts')
}

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('device id (spec §9: generated once and kept)', () => {
  it('is generated once, stored under device_id and reused', async () => {
    const { getDeviceId, DEVICE_ID_KEY } = await freshDevice()
    const first = getDeviceId()
    expect(first).toMatch(UUID_V4)
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first)
    expect(getDeviceId()).toBe(first)
  })

  it('reuses the id kept in localStorage by an earlier visit', async () => {
    localStorage.setItem('device_id', 'kept-from-last-visit')
    const { getDeviceId } = await freshDevice()
    expect(getDeviceId()).toBe('kept-from-last-visit')
  })

  it('falls back to crypto.randomUUID', async () => {
    const randomUUID = vi
      .spyOn(globalThis.crypto, 'randomUUID')
      .mockReturnValue('11111111-2222-4333-8444-555555555555')
    const { getDeviceId } = await freshDevice()
    expect(getDeviceId()).toBe('11111111-2222-4333-8444-555555555555')
    expect(randomUUID).toHaveBeenCalledTimes(1)
  })

  it('still makes a UUID v4 where crypto.randomUUID is missing (plain-HTTP pages)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) })
    const { getDeviceId, randomId } = await freshDevice()
    expect(getDeviceId()).toMatch(UUID_V4)
    const many = new Set(Array.from({ length: 200 }, () => randomId()))
    expect(many.size).toBe(200)
    for (const id of many) expect(id).toMatch(UUID_V4)
  })

  it('keeps one id for the page when localStorage refuses writes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const { getDeviceId } = await freshDevice()
    const first = getDeviceId()
    expect(first).toMatch(UUID_V4)
    expect(getDeviceId()).toBe(first)
  })
})

describe('tracking data (spec §3)', () => {
  it('holds the browser values: user agent, device id, timezone, language, screen, page and referrer', async () => {
    const { getTrackingData } = await freshDevice()
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ar-EG')
    vi.spyOn(screen, 'width', 'get').mockReturnValue(1440)
    vi.spyOn(screen, 'height', 'get').mockReturnValue(900)
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/?q=phones')
    const data = getTrackingData('en', 'device-1')
    expect(data).toEqual({
      user_agent: navigator.userAgent,
      device_id: 'device-1',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: 'ar-EG',
      screen_resolution: '1440x900',
      page: location.href,
      referrer: 'https://search.example/?q=phones',
    })
    expect(data.user_agent).not.toBe('')
    expect(data.page).toMatch(/^http/)
  })

  it('reads the timezone from Temporal where the browser has it, without building an Intl formatter', async () => {
    const { getTrackingData } = await freshDevice()
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Riyadh' } })
    const formatter = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      expect(getTrackingData('en', 'd').timezone).toBe('Asia/Riyadh')
      expect(formatter).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
      formatter.mockRestore()
    }
  })

  it('encodes as a header-safe JSON value even for non-Latin text', async () => {
    const { encodeTracking, getTrackingData } = await freshDevice()
    const data = { ...getTrackingData('en', 'd'), page: 'https://shop.example/متجر' }
    const value = encodeTracking(data)
    expect(value).toMatch(/^[\x20-\x7e]*$/)
    expect(JSON.parse(value)).toEqual(data)
    expect(() => new Headers({ 'X-Tracking-Data': value })).not.toThrow()
  })
})
