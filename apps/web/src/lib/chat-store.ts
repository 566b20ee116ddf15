import { signal } from '@preact/signals-react'

export const chatOpen = signal(false)

let opener: HTMLElement | null = null

/** Opens the chat; focus goes back to `from` when it closes (the launcher when not given). */
export function openChat(from?: HTMLElement | null): void {
  opener = from ?? null
  chatOpen.value = true
}

export function closeChat(): HTMLElement | null {
  chatOpen.value = false
  const from = opener?.isConnected ? opener : null
  opener = null
  return from
}
