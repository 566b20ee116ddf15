import { type HttpHandler, HttpResponse, http } from 'msw'
import type { paths } from '../generated/schema.ts'

type Method = 'get' | 'post' | 'put' | 'delete'
type Responses<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? R
  : never
type Documented<P extends keyof paths, M extends Method> = Exclude<keyof Responses<P, M>, 'default'>
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never

/** A documented status of an operation with the body openapi.yaml gives it. */
export type ContractAnswer<P extends keyof paths, M extends Method> = {
  [S in Documented<P, M>]: { status: S; body: JsonBody<Responses<P, M>[S]> }
}[Documented<P, M>]

/** An msw handler of one operation whose answers the compiler holds to openapi.yaml: documented statuses only, each with its documented body. */
export function contractHandler<P extends keyof paths & string, M extends Method & keyof paths[P]>(
  baseUrl: string,
  method: M,
  path: P,
  answer: (request: Request) => ContractAnswer<P, M> | Response,
): HttpHandler {
  return http[method](`${baseUrl}${path.replace(/\{(\w+)\}/g, ':$1')}`, ({ request }) => {
    const out = answer(request)
    return out instanceof Response
      ? out
      : HttpResponse.json(out.body as never, { status: Number(out.status) })
  })
}
