import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { ChatIcon, CloseIcon } from '../../components/icons'
import { chatOpen, closeChat, openChat } from '../../lib/chat-store'
import { LL, loadNamespaces } from '../../lib/language-store'
import type { LiveChat } from '../../lib/live-chat'

// Everything past the button (the panel, the widget loader, their texts) is fetched at the first open.
const ChatWindow = lazy(() =>
  Promise.all([import('./chat-window'), loadNamespaces(['chat'])]).then(([window]) => window),
)

/** The chat's facade: a floating button in the bottom corner on the reading end (placed by base.css, above the phone's bottom bars). */
export function ChatLauncher({ chat }: { chat: LiveChat | null }) {
  useSignals()
  const t = LL.value.chatLauncher
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const [replaced, setReplaced] = useState(false)
  const [wanted, setWanted] = useState(false)
  const open = chatOpen.value
  if (open && !wanted) setWanted(true)
  if (!chat || replaced) return null

  const standIn = chat.kind === 'stand-in'
  const close = () => (closeChat() ?? button.current)?.focus()
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="chat-launcher"
        aria-expanded={standIn ? open : undefined}
        aria-controls={standIn && open ? panelId : undefined}
        aria-busy={(!standIn && open) || undefined}
        onClick={() => (open ? close() : openChat(button.current))}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close()
        }}
        className="chat-launcher btn-primary fixed end-4 z-30 h-12 min-w-12 rounded-full px-3 shadow-lg sm:px-5"
      >
        {open && standIn ? <CloseIcon size={22} /> : <ChatIcon size={22} />}
        <span className="sr-only sm:not-sr-only">{t.label()}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ChatWindow chat={chat} id={panelId} open={open} onClose={close} onReplaced={setReplaced} />
        </Suspense>
      ) : null}
    </>
  )
}
