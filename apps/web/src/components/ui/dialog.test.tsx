import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog, Sheet } from './dialog'

// Counts how often Ark's dialog code (the lazily loaded module) is imported.
const frames = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./dialog-frames', async (importOriginal) => {
  frames.loads += 1
  return importOriginal()
})

function Both() {
  const [dialogOpen, setDialogOpen] = useState(false)
  const [sheetOpen, setSheetOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setDialogOpen(true)}>
        Zoom
      </button>
      <button type="button" onClick={() => setSheetOpen(true)}>
        Filters
      </button>
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title="Zoomed image" closeLabel="Close">
        <p>Big picture</p>
      </Dialog>
      <Sheet open={sheetOpen} onOpenChange={setSheetOpen} title="Filter products" closeLabel="Close">
        <p>Price range</p>
      </Sheet>
    </>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

// The tests share the module's state (code asked for once per page), so they run in this order.
describe('Dialog and Sheet', () => {
  it('load no dialog code while closed, and ask for it once the browser is idle', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    render(<Both />)
    // Every import begun at mount has finished: none of them was the dialog code.
    await vi.dynamicImportSettled()
    expect(frames.loads).toBe(0)
    expect(idle.length).toBeGreaterThan(0)
    for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 })
    await vi.waitFor(() => expect(frames.loads).toBe(1))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('open as named dialogs at first use, and close again with the button or Escape', async () => {
    const user = userEvent.setup()
    render(<Both />)
    await user.click(screen.getByRole('button', { name: 'Zoom' }))
    const dialog = await screen.findByRole('dialog', { name: 'Zoomed image' })
    expect(dialog.textContent).toContain('Big picture')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filter products' })
    expect(sheet.textContent).toContain('Price range')
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(frames.loads).toBe(1)
  })
})
