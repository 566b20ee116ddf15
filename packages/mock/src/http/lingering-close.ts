import type { Socket } from 'node:net'

/** How long a closing connection reads on for the rest of a request nobody wanted. */
const LINGER_MS = 2000

/**
 * Node closes a connection as soon as its last answer is written (`Connection: close`, HTTP/1.0).
 * When the client is still sending a body nobody read, the kernel then resets the connection, and
 * the client can lose the answer it was sent. So, as RFC 9112 §9.6 advises, the server stops
 * sending and reads on, discarding, until the client closes too or a while has passed.
 */
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
