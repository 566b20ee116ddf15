/** How many calls the mock at `baseUrl` has answered since it started or was reset; null when it is no mock of ours. */
export async function callsSinceReset(baseUrl: string): Promise<number | null> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/__mock/requests`, {
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) return null
    const body = (await response.json()) as { result?: unknown; data?: { sinceReset?: unknown } }
    return body.result === true && typeof body.data?.sinceReset === 'number' ? body.data.sinceReset : null
  } catch {
    return null
  }
}

export async function usedMockWarning(baseUrl: string, consequence: string): Promise<string | null> {
  const calls = await callsSinceReset(baseUrl)
  if (!calls) return null
  const base = baseUrl.replace(/\/+$/, '')
  return `warning: the mock at ${base} has answered ${calls} calls since it started or was last reset; ${consequence}. Reset it first: curl -X POST ${base}/__mock/reset`
}
