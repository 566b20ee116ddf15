import type { Socket } from 'node:net'

const LINGER_MS = 2000

// Node closes a connection once its last answer is written; a client still sending a body then gets a
// reset and can lose that answer. So, as RFC 9112 §9.6 advises, read on (discarding) until it closes too.
export function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    if (socket.writable) socket.end()
    if (socket.readableEnded) return void socket.destroy()
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('end', () => socket.destroy())
    socket.once('close', () => clearTimeout(timer))
    socket.resume()
  }
}
