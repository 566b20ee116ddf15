import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMockServer } from '../testing/mock-server'
import { createTestQueryClient } from '../testing/render'
import { keepLastSettings } from './last-settings'
import { settingsQuery } from './settings'

const server = setupMockServer()

describe('the last settings kept on the device', () => {
  it('stand in at once when the settings had already failed for good before keeping started', async () => {
    const kept = {
      result: true,
      message: 'OK',
      data: { configurations: [{ key: 'store_name', value: 'Kept' }] },
    }
    localStorage.setItem('last_settings', JSON.stringify(kept))
    server.use(
      http.get('*/api/v1/client/allSettings', () => HttpResponse.json({ result: false }, { status: 500 })),
    )
    const queryClient = createTestQueryClient()
    await queryClient.fetchQuery(settingsQuery()).catch(() => {})
    expect(queryClient.getQueryState(settingsQuery().queryKey)?.status).toBe('error')
    const stop = keepLastSettings(queryClient)
    expect(queryClient.getQueryData(settingsQuery().queryKey)).toEqual(kept)
    stop()
  })

  it('keep the settings already held when keeping starts (the page wrote them in)', async () => {
    localStorage.removeItem('last_settings')
    const queryClient = createTestQueryClient()
    const answer = await queryClient.fetchQuery(settingsQuery())
    const stop = keepLastSettings(queryClient)
    await vi.waitFor(
      () => expect(JSON.parse(localStorage.getItem('last_settings') ?? 'null')).toEqual(answer),
      {
        timeout: 5000,
      },
    )
    stop()
  })
})
