import { useEffect } from 'react'
import { closeChat } from '../../lib/chat-store'
import { LL } from '../../lib/language-store'
import type { LiveChat } from '../../lib/settings'
import { toastError } from '../../lib/toaster'
import ChatPanel from './chat-panel'
import { loadWidgetScript } from './widget-script'

export interface ChatWindowProps {
  chat: LiveChat
  id: string
  open: boolean
  onClose: () => void
  /** The provider's widget runs: it brings its own launcher and window. */
  onReplaced: (replaced: true) => void
}

/** What the launcher opens: the stand-in panel, or the provider's widget script. */
export default function ChatWindow({ chat, id, open, onClose, onReplaced }: ChatWindowProps) {
  const script = open && chat.kind === 'script' ? chat.src : null
  useEffect(() => {
    if (!script) return
    loadWidgetScript(script).then(
      () => {
        closeChat()
        onReplaced(true)
      },
      () => {
        closeChat()
        toastError(LL.peek().chat.unavailable())
      },
    )
  }, [script, onReplaced])
  return chat.kind === 'stand-in' ? <ChatPanel id={id} open={open} onClose={onClose} /> : null
}
