import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { ChatIcon, CloseIcon } from '../../components/icons'
import { chatOpen, closeChat, openChat } from '../../lib/chat-store'
import { LL, loadNamespaces } from '../../lib/language-store'
import type { LiveChat } from '../../lib/settings'
import { toastError } from '../../lib/toaster'
import { useBottomLift } from './bottom-lift'

// The panel's code and texts are fetched at the first open: the launcher alone ships with the page.
const ChatPanel = lazy(() =>
  Promise.all([import('./chat-panel'), loadNamespaces(['chat'])]).then(([panel]) => panel),
)

const LAUNCHER_SIZE = 48

/**
 * The chat's facade: a floating button in the bottom corner on the reading end. It opens the
 * built-in stand-in panel, or loads the provider's widget script, which then replaces it.
 */
export function ChatLauncher({ chat }: { chat: LiveChat | null }) {
  useSignals()
  const t = LL.value.chatLauncher
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const lift = useBottomLift(button, chat !== null)
  const [widget, setWidget] = useState<'idle' | 'loading' | 'ready'>('idle')
  const [wanted, setWanted] = useState(false)
  const open = chatOpen.value
  if (open && !wanted && chat?.kind === 'stand-in') setWanted(true)

  // The script to load now: asked for by the launcher or by another page's link to the chat.
  const script = open && chat?.kind === 'script' ? chat.src : null
  useEffect(() => {
    if (!script) return
    // A provider's widget brings its own window: the facade only loads it, then steps aside.
    chatOpen.value = false
    setWidget('loading')
    import('./widget-script')
      .then((m) => m.loadWidgetScript(script))
      .then(
        () => setWidget('ready'),
        () => {
          setWidget('idle')
          toastError(LL.peek().chatLauncher.unavailable())
        },
      )
  }, [script])

  if (!chat || widget === 'ready') return null

  const close = () => (closeChat() ?? button.current)?.focus()
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="chat-launcher"
        aria-expanded={chat.kind === 'stand-in' ? open : undefined}
        aria-controls={open ? panelId : undefined}
        aria-busy={widget === 'loading' || undefined}
        onClick={() => (open ? close() : openChat(button.current))}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close()
        }}
        style={{ bottom: lift, minHeight: LAUNCHER_SIZE, minWidth: LAUNCHER_SIZE }}
        className="btn-primary fixed end-4 z-30 rounded-full px-3 shadow-lg sm:px-5"
      >
        {open ? <CloseIcon size={22} /> : <ChatIcon size={22} />}
        <span className="sr-only sm:not-sr-only">{t.label()}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} bottom={lift + LAUNCHER_SIZE + 12} />
        </Suspense>
      ) : null}
    </>
  )
}
