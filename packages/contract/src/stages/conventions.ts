// The conventions openapi.yaml states for every operation: HEAD, the order of the checks, a bad body, Accept-Language.
import { type Body, type Journey, languageProblem, parse } from '../session.ts'

interface Answer {
  status: number
  headers: Headers
  text: string
  body: Body
}

interface Probe {
  step: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
  check(answer: Answer): string[]
}

async function probe(
  j: Journey,
  { step, method, path, headers = {}, body, check }: Probe,
): Promise<Answer | null> {
  j.step = step
  const template = j.contract.templateOf(path.split('?')[0] ?? path, method)
  const operationId = (template && j.contract.find(method, template)?.operationId) || '-'
  const reasons: string[] = []
  let answer: Answer | null = null
  try {
    const response = await j.fetch(
      new Request(`${j.baseUrl}${path}`, {
        method,
        headers: { 'X-App-Key': j.appKey, 'Accept-Language': 'en', ...headers },
        ...(body === undefined ? {} : { body }),
      }),
    )
    const text = await response.text()
    answer = { status: response.status, headers: response.headers, text, body: parse(text) }
    reasons.push(...check(answer))
    const asked = headers['Accept-Language'] ?? 'en'
    const wrongLanguage = languageProblem(asked, response.headers.get('content-language'))
    if (wrongLanguage) reasons.push(wrongLanguage)
  } catch (error) {
    reasons.push(`no answer: ${error instanceof Error ? error.message : String(error)}`)
  }
  j.calls.push({
    step,
    operationId,
    method,
    path: template ?? path,
    status: answer?.status ?? 0,
    passed: reasons.length === 0,
    reasons,
  })
  j.log(`${reasons.length === 0 ? 'ok  ' : 'FAIL'} ${step}${reasons.length ? `: ${reasons.join('; ')}` : ''}`)
  return answer
}

const status = (wanted: number) => (answer: Answer) =>
  answer.status === wanted ? [] : [`expected status ${wanted}, got ${answer.status}`]

async function headLikeGet(j: Journey): Promise<void> {
  for (const template of j.contract.paths) {
    if (!j.contract.find('get', template)) continue
    const path = template.replace(/\{\w+\}/g, '1')
    const got = await j.fetch(new Request(`${j.baseUrl}${path}`, { headers: { 'X-App-Key': j.appKey } }))
    await got.arrayBuffer()
    await probe(j, {
      step: `HEAD ${path}, as its GET`,
      method: 'HEAD',
      path,
      check: (head) => [
        ...(head.status === got.status ? [] : [`HEAD answered ${head.status}, GET ${got.status}`]),
        ...(head.text === '' ? [] : ['HEAD answered a body']),
        ...(head.headers.get('content-type') === got.headers.get('content-type')
          ? []
          : [
              `Content-Type is "${head.headers.get('content-type')}", GET's "${got.headers.get('content-type')}"`,
            ]),
      ],
    })
  }
}

export async function checkConventions(j: Journey): Promise<void> {
  await headLikeGet(j)
  await probe(j, {
    step: 'PUT /addresses/abc: the method is checked before the {id} (405)',
    method: 'PUT',
    path: '/api/v1/client/addresses/abc',
    check: status(405),
  })
  for (const id of ['01', '0']) {
    await probe(j, {
      step: `product ${id}: not a plain decimal id, so no record (404)`,
      method: 'GET',
      path: `/api/v1/client/product/${id}`,
      check: (answer) => [...status(404)(answer), ...j.contract.validateError(answer.body)],
    })
  }
  await probe(j, {
    step: 'a text/plain body without a token: the token is checked first (401)',
    method: 'POST',
    path: '/api/v1/client/cart/addOrUpdate',
    headers: { 'Content-Type': 'text/plain' },
    body: 'one',
    check: status(401),
  })
  await refusedBodies(j)
  await languages(j)
}

async function refusedBodies(j: Journey): Promise<void> {
  await probe(j, {
    step: 'a JSON body that does not parse (400, errors.body)',
    method: 'POST',
    path: '/api/v1/client/contact',
    headers: { 'Content-Type': 'application/json' },
    body: '{"full_name": "Contract Check",',
    check: (answer) => [
      ...status(400)(answer),
      ...j.contract.validateError(answer.body),
      ...(answer.body?.errors?.body ? [] : ['errors.body is missing']),
    ],
  })
  await probe(j, {
    step: 'an e-mail with spaces around: taken as sent, so refused (422)',
    method: 'POST',
    path: '/api/v1/client/send-otp-login',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ` ${j.email} `, recaptcha_token: 'cap_not_needed_here' }),
    check: (answer) => [
      ...status(422)(answer),
      ...(answer.body?.errors?.email ? [] : ['errors.email is missing']),
    ],
  })
  await probe(j, {
    step: 'a page past 2147483647 (and past 2^53): out of range (422 naming page)',
    method: 'GET',
    path: '/api/v1/client/shop?page=9007199254740993',
    check: (answer) => [
      ...status(422)(answer),
      ...(answer.body?.errors?.page ? [] : ['errors.page is missing']),
    ],
  })
  await probe(j, {
    step: 'a name with an unpaired surrogate: not Unicode text (422 naming the field)',
    method: 'POST',
    path: '/api/v1/client/contact',
    headers: { 'Content-Type': 'application/json' },
    body: `{"full_name": "Contract \\ud800", "email": "${j.email}", "message": "Is this one dual-SIM?", "agree_terms": true, "recaptcha_token": "cap_not_needed_here"}`,
    check: (answer) => [
      ...status(422)(answer),
      ...(answer.body?.errors?.full_name ? [] : ['errors.full_name is missing']),
    ],
  })
}

async function languages(j: Journey): Promise<void> {
  // The language itself is checked on every call: this asks in the forms a prefix test gets wrong.
  for (const [asked, language] of [
    ['en;q=0.1, ar', 'ar'],
    ['arn, en', 'en'],
  ] as const) {
    await probe(j, {
      step: `Accept-Language "${asked}" answers ${language}`,
      method: 'GET',
      path: '/api/v1/client/colors',
      headers: { 'Accept-Language': asked },
      check: status(200),
    })
  }
}
