import type { components } from '@storefront/sdk'

type LiveChatSetting = components['schemas']['Settings']['live_chat']

export type LiveChat = { kind: 'stand-in' } | { kind: 'script'; src: string }

export const STAND_IN_CHAT = 'stand-in'

function httpsOrigin(src: string): string {
  try {
    const url = new URL(src)
    return url.protocol === 'https:' ? url.origin : ''
  } catch {
    return ''
  }
}

/** Null when the shop has no chat, or names a provider without an https script. */
export function reshapeLiveChat(chat: LiveChatSetting): LiveChat | null {
  if (!chat) return null
  if (chat.provider === STAND_IN_CHAT) return { kind: 'stand-in' }
  const src = chat.widget_url?.trim() ?? ''
  // The server's CSP allows only an https script's origin; anything else would be blocked anyway.
  return httpsOrigin(src) ? { kind: 'script', src } : null
}

/** The origin the server's CSP adds for the chat, by the same rule the app loads it with ('' for none). */
export function liveChatOrigin(chat: LiveChatSetting): string {
  const shown = reshapeLiveChat(chat)
  return shown?.kind === 'script' ? httpsOrigin(shown.src) : ''
}
