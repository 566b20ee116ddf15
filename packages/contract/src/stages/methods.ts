// Every path with a method it lacks: 405, the Allow header openapi.yaml gives it, the error body, the language.
import { type Journey, languageProblem, parse } from '../session.ts'

export async function callWrongMethods(j: Journey): Promise<void> {
  for (const path of j.contract.paths) {
    const url = path.replace(/\{\w+\}/g, '1')
    const allowed = j.contract.allowOf(url)
    const method = ['PUT', 'PATCH', 'DELETE', 'POST', 'GET'].find((m) => !allowed.includes(m))
    if (!method) continue
    const step = `${method} ${url}, a method the path does not have`
    j.step = step
    const reasons: string[] = []
    let status = 0
    try {
      const response = await j.fetch(
        new Request(`${j.baseUrl}${url}`, {
          method,
          headers: { 'X-App-Key': j.appKey, 'Accept-Language': 'en' },
        }),
      )
      status = response.status
      const text = await response.text()
      if (status !== 405) reasons.push(`expected status 405, got ${status}`)
      const allow = (response.headers.get('allow') ?? '')
        .split(',')
        .map((m) => m.trim().toUpperCase())
        .filter(Boolean)
        .sort()
      if (allow.join(', ') !== [...allowed].sort().join(', '))
        reasons.push(`Allow is "${allow.join(', ')}", openapi.yaml gives ${[...allowed].sort().join(', ')}`)
      reasons.push(...j.contract.validateError(parse(text)))
      const wrongLanguage = languageProblem('en', response.headers.get('content-language'))
      if (wrongLanguage) reasons.push(wrongLanguage)
    } catch (error) {
      reasons.push(`no answer: ${error instanceof Error ? error.message : String(error)}`)
    }
    j.calls.push({ step, operationId: '-', method, path, status, passed: reasons.length === 0, reasons })
    j.log(
      `${reasons.length === 0 ? 'ok  ' : 'FAIL'} ${step}${reasons.length ? `: ${reasons.join('; ')}` : ''}`,
    )
  }
}
