import { useSignals } from '@preact/signals-react/runtime'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { CloseIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'

type Message = { id: number; from: 'shopper'; text: string } | { id: number; from: 'shop' }

export interface ChatPanelProps {
  id: string
  open: boolean
  onClose: () => void
}

/** The storefront's stand-in chat: every message gets the shop's promise of a reply. */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  useSignals()
  const t = LL.value.chat
  const titleId = useId()
  const input = useRef<HTMLInputElement>(null)
  // Kept while the page lives, so closing and opening again shows the same conversation.
  const [messages, setMessages] = useState<Message[]>([])

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose()
      }}
      className="chat-panel fixed end-4 z-40 flex h-[28rem] w-[min(calc(100vw-2rem),22rem)] flex-col overflow-hidden rounded-lg border border-line bg-bg text-fg shadow-xl"
    >
      <header className="flex items-start gap-2 border-b border-line bg-surface px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t.title()}
          </h2>
          <p className="text-sm text-muted">{t.subtitle()}</p>
        </div>
        <button type="button" className="icon-btn -me-2 shrink-0" aria-label={t.close()} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <ChatLog messages={messages} />
      <ChatForm
        input={input}
        onSend={(text) =>
          setMessages((all) => [
            ...all,
            { id: all.length, from: 'shopper', text },
            { id: all.length + 1, from: 'shop' },
          ])
        }
      />
    </section>
  )
}

function ShopLine({ label, text }: { label: string; text: string }) {
  return (
    <li className="max-w-[85%] self-start rounded-lg bg-surface px-3 py-2">
      <span className="sr-only">{label} </span>
      {text}
    </li>
  )
}

function ChatLog({ messages }: { messages: Message[] }) {
  useSignals()
  const t = LL.value.chat
  const log = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const list = log.current
    if (list && messages.length > 0) list.scrollTop = list.scrollHeight
  }, [messages])
  return (
    <div ref={log} role="log" aria-label={t.conversation()} className="flex-1 overflow-y-auto p-4 text-sm">
      <ol className="flex flex-col gap-2">
        <ShopLine label={t.shop()} text={t.greeting()} />
        {messages.map((message) =>
          message.from === 'shop' ? (
            <ShopLine key={message.id} label={t.shop()} text={t.reply()} />
          ) : (
            <li
              key={message.id}
              dir="auto"
              className="max-w-[85%] self-end whitespace-pre-wrap break-words rounded-lg bg-primary px-3 py-2 text-primary-fg"
            >
              <span className="sr-only">{t.you()} </span>
              {message.text}
            </li>
          ),
        )}
      </ol>
    </div>
  )
}

function ChatForm({
  input,
  onSend,
}: {
  input: RefObject<HTMLInputElement | null>
  onSend: (text: string) => void
}) {
  useSignals()
  const t = LL.value.chat
  const inputId = useId()
  const [draft, setDraft] = useState('')
  return (
    <form
      className="flex gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault()
        const text = draft.trim()
        if (!text) return
        onSend(text)
        setDraft('')
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t.messageLabel()}
      </label>
      <input
        ref={input}
        id={inputId}
        dir="auto"
        autoComplete="off"
        maxLength={1000}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t.placeholder()}
        className="field min-w-0 flex-1"
      />
      <button type="submit" className="btn-primary shrink-0">
        {t.send()}
      </button>
    </form>
  )
}
