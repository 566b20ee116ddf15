import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chatOpen, openChat } from '../../lib/chat-store'
import { locale } from '../../lib/language-store'
import { reshapeLiveChat } from '../../lib/live-chat'
import { toaster } from '../../lib/toast-store'
import { ChatLauncher } from './chat-launcher'

// Records when the panel's code is fetched (its first import), and the widget scripts asked for.
const fetched = vi.hoisted(() => ({ panel: 0, script: vi.fn<(src: string) => Promise<void>>() }))
vi.mock('./chat-panel', async (original) => {
  fetched.panel++
  return original()
})
vi.mock('./widget-script', () => ({ loadWidgetScript: fetched.script }))

afterEach(() => {
  chatOpen.value = false
})

describe('the live chat launcher', () => {
  it('is hidden when the settings name no chat, or a provider without an https script', () => {
    expect(reshapeLiveChat(undefined)).toBeNull()
    expect(reshapeLiveChat({ provider: 'tawk' })).toBeNull()
    expect(reshapeLiveChat({ provider: 'tawk', widget_url: 'http://embed.tawk.to/x.js' })).toBeNull()
    expect(reshapeLiveChat({ provider: 'stand-in' })).toEqual({ kind: 'stand-in' })
    expect(reshapeLiveChat({ provider: 'tawk', widget_url: 'https://embed.tawk.to/1/default' })).toEqual({
      kind: 'script',
      src: 'https://embed.tawk.to/1/default',
    })
    const { container } = render(<ChatLauncher chat={null} />)
    expect(container.innerHTML).toBe('')
  })

  it('fetches no chat code until opened; then the stand-in answers, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup()
    render(<ChatLauncher chat={{ kind: 'stand-in' }} />)
    const launcher = screen.getByRole('button', { name: 'Live chat' })
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    // Every import begun so far (a preload at mount, say) has finished: none of them was the panel's.
    await vi.dynamicImportSettled()
    expect(fetched.panel).toBe(0)
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(launcher)
    const panel = await screen.findByRole('dialog', { name: 'Live chat' })
    expect(fetched.panel).toBe(1)
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    const message = screen.getByRole('textbox', { name: 'Your message' })
    await waitFor(() => expect(document.activeElement).toBe(message))
    await user.type(message, 'Is the Nova X in stock?{Enter}')
    const log = screen.getByRole('log', { name: 'Conversation' })
    expect(log.textContent).toContain('Is the Nova X in stock?')
    expect(log.textContent).toContain('Thanks, a member of our team will reply shortly.')
    expect((message as HTMLInputElement).value).toBe('')

    await user.keyboard('{Escape}')
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(launcher)
    // Opened again, the conversation is still there.
    await user.click(launcher)
    expect(screen.getByRole('log').textContent).toContain('Is the Nova X in stock?')
  })

  it('speaks Arabic when the page does', async () => {
    locale.value = 'ar'
    render(<ChatLauncher chat={{ kind: 'stand-in' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'محادثة مباشرة' }))
    expect(await screen.findByRole('dialog', { name: 'المحادثة المباشرة' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'إغلاق المحادثة' })).toBeTruthy()
  })

  it("loads a provider's script only when opened, from another page's link too, and steps aside once it runs", async () => {
    const src = 'https://widget.example.com/chat.js'
    let finish = () => {}
    fetched.script.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<ChatLauncher chat={{ kind: 'script', src }} />)
    expect(fetched.script).not.toHaveBeenCalled()
    act(() => openChat())
    await waitFor(() => expect(fetched.script).toHaveBeenCalledWith(src))
    expect(screen.getByRole('button', { name: 'Live chat' }).getAttribute('aria-busy')).toBe('true')
    await act(async () => finish())
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull())
  })

  it('says so when the script cannot load, and keeps the launcher for another try', async () => {
    const create = vi.spyOn(toaster, 'create')
    fetched.script.mockRejectedValue(new Error('blocked'))
    render(<ChatLauncher chat={{ kind: 'script', src: 'https://widget.example.com/chat.js' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Live chat' }))
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'The live chat could not be loaded. Please try again.' }),
      ),
    )
    expect(screen.getByRole('button', { name: 'Live chat' }).getAttribute('aria-busy')).toBeNull()
  })
})
