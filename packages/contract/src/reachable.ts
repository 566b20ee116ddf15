/** Any HTTP answer will do: only a server that answers nothing stops a run before it starts. */
export async function reachable(baseUrl: string): Promise<string | null> {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(15_000) })
    return null
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return cause?.code ?? cause?.message ?? (error as Error).message
  }
}
