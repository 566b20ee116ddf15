import { http } from 'msw'
import { forcedSettings } from '../forcing.ts'
import { type MockEvent, onMockEvent } from '../mock-events.ts'

// Keeps proxies and browsers from closing a quiet stream.
const PING_MS = 25_000

export const eventDevHandlers = [
  http.get('*/__mock/events', ({ request }) => {
    const encoder = new TextEncoder()
    let stop = () => {}
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            stop()
          }
        }
        const send = (event: MockEvent) =>
          write(
            `event: ${event.type}\ndata: ${JSON.stringify(event.type === 'call' ? event.call : event.forced)}\n\n`,
          )
        send({ type: 'forced', forced: forcedSettings() })
        const off = onMockEvent(send)
        const ping = setInterval(() => write(': ping\n\n'), PING_MS)
        ;(ping as { unref?: () => void }).unref?.()
        stop = () => {
          off()
          clearInterval(ping)
        }
        request.signal.addEventListener('abort', () => {
          stop()
          try {
            controller.close()
          } catch {}
        })
      },
      cancel: () => stop(),
    })
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    })
  }),
]
