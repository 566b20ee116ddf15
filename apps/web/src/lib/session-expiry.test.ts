import { unwrap } from '@storefront/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupMockServer } from '../testing/mock-server'
import { signInDemo } from '../testing/sign-in'
import { apiClient } from './api'
import { auth } from './auth-store'
import {
  adoptReturnTo,
  clearClientData,
  handleSessionExpired,
  SESSION_EXPIRED_REDIRECT_MS,
} from './session-expiry'
import { toaster } from './toast-store'

setupMockServer()

describe('session expiry (any 401)', () => {
  afterEach(() => vi.useRealTimers())

  it('clears storage and cookies except the device id and cookie consent', () => {
    localStorage.setItem('device_id', 'dev-1')
    localStorage.setItem('cookie_consent', 'true')
    localStorage.setItem('vite-ui-theme', 'dark')
    localStorage.setItem('auth', '{}')
    sessionStorage.setItem('return_to', '/cart')
    // biome-ignore lint/suspicious/noDocumentCookie: sets up cookies to clear
    document.cookie = 'auth_token=t; Path=/'
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'lang=ar; Path=/'
    clearClientData()
    expect({ ...localStorage }).toEqual({ device_id: 'dev-1', cookie_consent: 'true' })
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).toBe('')
  })

  it("toasts 'Session expired!', signs out, and goes to / after 1 second", () => {
    vi.useFakeTimers()
    const create = vi.spyOn(toaster, 'create')
    const go = vi.fn()
    auth.value = { ...auth.value, isAuthenticated: true }
    handleSessionExpired(go)
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', description: 'Session expired!' }),
    )
    expect(auth.value.isAuthenticated).toBe(false)
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1)
    expect(go).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(go).toHaveBeenCalledWith('/')
  })

  it('is triggered by a 401 answer from the API, and wipes what resetAuth alone would leave', async () => {
    await signInDemo()
    const create = vi.spyOn(toaster, 'create')
    localStorage.setItem('device_id', 'dev-401')
    localStorage.setItem('cookie_consent', 'true')
    localStorage.setItem('recently_viewed', '[1,2]')
    localStorage.setItem('recent_searches', '["phone"]')
    localStorage.setItem('currency', '{"code":"EUR"}')
    sessionStorage.setItem('place_order_attempt', '{"key":"k"}')
    sessionStorage.setItem('return_to', '/cart')
    // biome-ignore lint/suspicious/noDocumentCookie: a currency cookie the wipe must remove
    document.cookie = 'currency=EUR; Path=/'
    // biome-ignore lint/suspicious/noDocumentCookie: plants a token the server does not know
    document.cookie = 'auth_token=unknown-token; Path=/'
    await expect(apiClient.GET('/api/v1/client/cart').then(unwrap)).rejects.toMatchObject({ status: 401 })
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ description: 'Session expired!' }))
    expect(auth.value.isAuthenticated).toBe(false)
    expect({ ...localStorage }).toEqual({ device_id: 'dev-401', cookie_consent: 'true' })
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).toBe('')
    await new Promise((r) => setTimeout(r, SESSION_EXPIRED_REDIRECT_MS + 50))
  })
})

describe('the page the server sent a visitor away from (return_to cookie)', () => {
  afterEach(() => vi.useRealTimers())
  // biome-ignore lint/suspicious/noDocumentCookie: the server's Set-Cookie, as the browser holds it
  const arrive = (value: string) => (document.cookie = `return_to=${encodeURIComponent(value)}; Path=/`)

  it('is kept for after sign-in, where the guard keeps it, and the cookie goes', () => {
    auth.value = { ...auth.value, isAuthenticated: false }
    arrive('/checkout?type=pre_order')
    adoptReturnTo()
    expect(sessionStorage.getItem('return_to')).toBe('/checkout?type=pre_order')
    expect(document.cookie).not.toContain('return_to')
  })

  it('is not kept when it leads off this origin', () => {
    for (const away of ['//evil.example/cart', '/\\evil.example', 'https://evil.example/']) {
      sessionStorage.clear()
      arrive(away)
      adoptReturnTo()
      expect(sessionStorage.getItem('return_to'), away).toBeNull()
    }
  })

  it('ends a session the stored state still claims without its cookie, as the guard would', () => {
    vi.useFakeTimers()
    const create = vi.spyOn(toaster, 'create')
    sessionStorage.clear()
    auth.value = { ...auth.value, isAuthenticated: true }
    arrive('/cart')
    adoptReturnTo()
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ description: 'Session expired!' }))
    expect(auth.value.isAuthenticated).toBe(false)
    expect(sessionStorage.getItem('return_to')).toBeNull()
    vi.runAllTimers()
  })
})
