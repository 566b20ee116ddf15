import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toaster } from '../../lib/toast-store'
import { Dialog } from './dialog'

// The first import of Ark's dialog code fails, as it does when the connection drops; later ones load.
const frames = vi.hoisted(() => ({ attempts: 0 }))
vi.mock('./dialog-frames', async (importOriginal) => {
  frames.attempts += 1
  if (frames.attempts === 1) throw new Error('Failed to fetch dynamically imported module')
  return importOriginal()
})

function Page() {
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  return (
    <>
      <label>
        Delivery note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Add a new address
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Add a new address" closeLabel="Close">
        <p>Street</p>
      </Dialog>
    </>
  )
}

describe('Dialog whose code fails to load', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('closes with the error toast and keeps the page and what was typed; the next open loads it', async () => {
    // Opened before the page was ever idle: the open is the first to ask for the code.
    vi.stubGlobal('requestIdleCallback', () => 0)
    const create = vi.spyOn(toaster, 'create')
    const user = userEvent.setup()
    render(<Page />)
    await user.type(screen.getByRole('textbox', { name: 'Delivery note' }), 'Ring twice')
    await user.click(screen.getByRole('button', { name: 'Add a new address' }))
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          description: 'An unexpected error occurred. Please try again.',
        }),
      ),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Delivery note' }).value).toBe('Ring twice')
    // Closed after the failure: nothing is asked for again until the shopper opens it again.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frames.attempts).toBe(1)

    await user.click(screen.getByRole('button', { name: 'Add a new address' }))
    expect((await screen.findByRole('dialog', { name: 'Add a new address' })).textContent).toContain('Street')
    expect(frames.attempts).toBe(2)
    expect(create).toHaveBeenCalledTimes(1)
  })
})

function Crashing(): never {
  throw new Error('a bug in the dialog')
}

function CrashPage() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Broken" closeLabel="Close">
        <Crashing />
      </Dialog>
    </>
  )
}

describe('Dialog that crashes', () => {
  it("closes with 'Unexpected error.' and keeps the page", async () => {
    const create = vi.spyOn(toaster, 'create')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    render(<CrashPage />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await vi.waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', description: 'Unexpected error.' }),
      ),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy()
  })
})
