import { describe, expect, it } from 'vitest'
import { embeddedConfig, readServerConfig } from './config.ts'

describe('the server configuration', () => {
  it('without a variable set, takes the defaults the environment table names', () => {
    const config = readServerConfig({})
    expect(config).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      appKey: 'storefront-web',
      apiLimits: { answerTimeoutMs: 30_000, answerMaxBytes: 10 * 1024 * 1024 },
      mediaOrigins: [],
      map: { tileUrl: '', attribution: '' },
      vitalsSampleRate: 0.1,
      pageCache: { freshSeconds: 10, staleSeconds: 60, maxBytes: 64 * 1024 * 1024 },
      firstAnswersTimeoutMs: 800,
      settingsCacheMs: 10_000,
      shutdownTimeoutMs: 10_000,
      accessLog: true,
    })
    expect(config.apiUrl).toBeUndefined()
  })

  it('started from code, has the same defaults with the page cache, access log, settings reuse and vitals off', () => {
    const config = embeddedConfig({ port: 0, dist: '/nowhere' })
    expect(config).toEqual({
      ...readServerConfig({}),
      port: 0,
      dist: '/nowhere',
      pageCache: null,
      accessLog: false,
      settingsCacheMs: 0,
      vitalsSampleRate: 0,
    })
    expect(embeddedConfig({ accessLog: true }).accessLog).toBe(true)
  })
})
