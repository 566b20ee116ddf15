// Where a server has the mock's outbox (`/__mock/outbox`), the code last e-mailed to an address is
// read from it. A server without one answers 404 or nothing, and the journey falls back to --otp.

/** The code last e-mailed to `to`, and whether the server has an outbox at all. */
export async function readOutboxCode(
  baseUrl: string,
  to: string,
): Promise<{ code: string | null; outbox: boolean }> {
  try {
    const response = await fetch(`${baseUrl}/__mock/outbox?email=${encodeURIComponent(to)}`)
    if (!response.ok) return { code: null, outbox: false }
    const messages = ((await response.json()) as { messages?: { code?: string }[] }).messages ?? []
    return { code: messages.at(-1)?.code ?? null, outbox: true }
  } catch {
    return { code: null, outbox: false }
  }
}
