import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

const ACCEPTED_ID = /^[\w.:-]{1,128}$/

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID()
}

/** Facts about a request that only its handler knows, written into its log line. */
export interface LogFields {
  cache?: string
}

/** Writes one JSON line per request to stdout once the answer is finished (or the client went away): when, which request, how it ended and how long it took. */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  fields: LogFields,
  write: (line: string) => void = (line) => process.stdout.write(line),
) {
  const started = process.hrtime.bigint()
  res.once('close', () => {
    write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        id,
        method: req.method,
        url: req.url,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        bytes: Number(res.getHeader('content-length') ?? 0),
        ...fields,
        ...(res.writableFinished ? {} : { aborted: true }),
        pid: process.pid,
      })}\n`,
    )
  })
}
