import { afterEach, describe, expect, it, vi } from 'vitest'
import { toaster } from '../../lib/toast-store'
import { shareLink } from './share-button'

const descriptions = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((args) => (args[0] as { description: string }).description)

describe('share', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('uses navigator.share when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { share })
    await shareLink('Nova X', 'https://shop.test/product/nova-x')
    expect(share).toHaveBeenCalledWith({ title: 'Nova X', url: 'https://shop.test/product/nova-x' })
  })

  it("says 'Sharing failed.' when sharing fails, but not when the sheet is closed", async () => {
    const create = vi.spyOn(toaster, 'create')
    vi.stubGlobal('navigator', { share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')) })
    await shareLink('Nova X', 'https://shop.test/p')
    vi.stubGlobal('navigator', { share: vi.fn().mockRejectedValue(new Error('boom')) })
    await shareLink('Nova X', 'https://shop.test/p')
    expect(descriptions(create)).toEqual(['Sharing failed.'])
  })

  it("falls back to copying the link, and says 'Copy failed.' when that fails", async () => {
    const create = vi.spyOn(toaster, 'create')
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await shareLink('Nova X', 'https://shop.test/p')
    expect(writeText).toHaveBeenCalledWith('https://shop.test/p')
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })
    await shareLink('Nova X', 'https://shop.test/p')
    expect(descriptions(create)).toEqual(['Link copied to clipboard.', 'Copy failed.'])
  })
})
