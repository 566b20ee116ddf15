import { useEffect } from 'react'
import { closeChat } from '../../lib/chat-store'
import { LL } from '../../lib/language-store'
import type { LiveChat } from '../../lib/live-chat'
import { toastError } from '../../lib/toaster'
import ChatPanel from './chat-panel'
import { loadWidgetScript } from './widget-script'

export interface ChatWindowProps {
  chat: LiveChat
  id: string
  open: boolean
  onClose: () => void
  onReplaced: (replaced: true) => void
}

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
