import type { HttpHandler } from 'msw'

/** Notes each distinct answer served (operation id and status) in `MOCK_RECORD`, one JSON line each, for the coverage matrix. */
type Fs = { appendFileSync(path: string, data: string): void }

const nodeProcess = (globalThis as { process?: NodeJS.Process }).process
const target = nodeProcess?.env?.MOCK_RECORD || null
const fs = target ? (nodeProcess?.getBuiltinModule?.('node:fs') as Fs | undefined) : undefined
const seen = new Set<string>()

export function recordServed(operationId: string, status: number): void {
  if (!target || !fs) return
  const key = `${operationId} ${status}`
  if (seen.has(key)) return
  seen.add(key)
  try {
    fs.appendFileSync(target, `${JSON.stringify({ operationId, status })}\n`)
  } catch {
    // A recording that cannot be written must never change an answer.
  }
}

export function recorded<H extends HttpHandler>(operationId: string, handler: H): H {
  if (!target) return handler
  const run = handler.run.bind(handler)
  handler.run = async (args) => {
    const result = await run(args)
    if (result?.response) recordServed(operationId, result.response.status)
    return result
  }
  return handler
}
