import type { Socket } from 'node:net'

const LINGER_MS = 2000

// Closing on an unread body makes the kernel reset the connection, and the client can lose its answer:
// so (RFC 9112 §9.6) the server stops sending and reads on until the client closes or time runs out.
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
