import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

const ACCEPTED_ID = /^[\w.:-]{1,128}$/

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID()
}

export interface LogFields {
  cache?: string
}

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
