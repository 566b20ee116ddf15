// The contract suite against the HTTP mock, and against servers broken on
// purpose to prove the suite notices.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMockServer } from '@storefront/mock/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractReport, runContract } from './journey.ts'
import { formatReport } from './report.ts'
import { forward, listenLocally } from './testing/forward.ts'
import { cli } from './testing/run-cli.ts'
import { DEFAULT_SPEC_PATH, loadContract } from './validate.ts'

type Rewrite = (path: string, status: number, body: string) => { status: number; body: string } | null

/** A server in front of `target` that passes everything through except what `rewrite` changes. */
async function startProxy(
  target: string,
  rewrite: Rewrite,
  { dropAllow = false, language = undefined as ((asked: string) => string | null) | undefined } = {},
) {
  const server = createServer(async (req: IncomingMessage, res) => {
    const upstream = await forward(target, req)
    const text = await upstream.text()
    const path = new URL(req.url ?? '/', 'http://proxy').pathname
    // A HEAD answer has no body to rewrite: it keeps the status the GET rewrite would give.
    const rewritten = (() => {
      try {
        return rewrite(path, upstream.status, text)
      } catch {
        return req.method === 'HEAD' ? rewrite(path, upstream.status, '{}') : null
      }
    })()
    const changed = rewritten
      ? { status: rewritten.status, body: req.method === 'HEAD' ? '' : rewritten.body }
      : { status: upstream.status, body: text }
    const allow = upstream.headers.get('allow')
    const upstreamLanguage = upstream.headers.get('content-language')
    const contentLanguage = language ? language(req.headers['accept-language'] ?? '') : upstreamLanguage
    res.writeHead(changed.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      ...(allow && !dropAllow ? { allow } : {}),
      ...(contentLanguage ? { 'content-language': contentLanguage } : {}),
    })
    res.end(changed.body)
  })
  return listenLocally(server)
}

const failures = (report: ContractReport) => report.calls.filter((c) => !c.passed)

let mock: Awaited<ReturnType<typeof startMockServer>>
const temp = await mkdtemp(join(tmpdir(), 'contract-'))
beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  mock = await startMockServer({ port: 0 })
})
afterAll(async () => {
  await mock?.close()
  await rm(temp, { recursive: true, force: true })
})

describe('contract suite', () => {
  it('passes against the HTTP mock, every operation of openapi.yaml exercised', async () => {
    const report = await runContract({ baseUrl: mock.url })
    expect(failures(report), formatReport(report)).toEqual([])
    expect(report.missing).toEqual([])
    expect(report.skipped).toEqual([])
    const exercised = new Set(report.calls.map((c) => c.operationId))
    const all = loadContract().operations.map((o) => o.operationId)
    expect(all.length).toBeGreaterThan(40)
    for (const id of all) expect(exercised, id).toContain(id)
    expect(report.passed).toBe(true)
  }, 60_000)

  it('fails when a server drops a required field or answers an undocumented status', async () => {
    const proxy = await startProxy(mock.url, (path, status, body) => {
      if (path === '/api/v1/client/shop') {
        const { pagination: _dropped, ...rest } = JSON.parse(body)
        return { status, body: JSON.stringify(rest) }
      }
      if (path === '/api/v1/client/home' && status === 200) return { status: 201, body }
      return null
    })
    try {
      const report = await runContract({ baseUrl: proxy.url })
      expect(report.passed).toBe(false)
      const failed = failures(report)
      const shop = failed.filter((c) => c.operationId === 'getShop')
      expect(shop).toHaveLength(2)
      expect(shop[0]?.reasons.join(' ')).toMatch(/pagination/)
      const home = failed.find((c) => c.operationId === 'getHome')
      expect(home?.reasons.join(' ')).toMatch(/status 201 is not documented/)
      // Nothing else broke: the suite names exactly the calls that went wrong.
      expect(failed.map((c) => c.operationId).sort()).toEqual(['getHome', 'getHome', 'getShop', 'getShop'])
      expect(formatReport(report)).toMatch(/FAIL$/)
    } finally {
      await proxy.close()
    }
  }, 60_000)

  it('fails when a call gets a documented status other than the one the journey counts on', async () => {
    // An unauthenticated cart that answers 200 keeps the schema but breaks the 401 rule.
    const proxy = await startProxy(mock.url, (path, status) =>
      path === '/api/v1/client/cart' && status === 401
        ? {
            status: 200,
            body: JSON.stringify({
              result: true,
              message: 'OK',
              data: {
                items: [],
                total_items: 0,
                subtotal: 0,
                discount: 0,
                shipping: 0,
                free_shipping: false,
                total: 0,
                coupon: null,
              },
            }),
          }
        : null,
    )
    try {
      const report = await runContract({ baseUrl: proxy.url })
      expect(failures(report).map((c) => [c.step, c.reasons[0]])).toEqual([
        ['protected call without a token', 'expected status 401'],
      ])
    } finally {
      await proxy.close()
    }
  }, 60_000)

  it('fails when an order says it can be cancelled once it is cancelled', async () => {
    const proxy = await startProxy(mock.url, (path, status, body) => {
      if (!/^\/api\/v1\/client\/orders\/\d+\/cancel$/.test(path) || status !== 200) return null
      const answer = JSON.parse(body)
      return { status, body: JSON.stringify({ ...answer, data: { ...answer.data, cancellable: true } }) }
    })
    try {
      const report = await runContract({ baseUrl: proxy.url })
      expect(failures(report).map((c) => [c.step, c.reasons[0]])).toEqual([
        ['cancel order', 'cancellable is true, expected false'],
      ])
    } finally {
      await proxy.close()
    }
  }, 60_000)

  it('fails when a server answers a wrong method with 404, or with 405 but no Allow header', async () => {
    const proxy = await startProxy(mock.url, (path, status, body) => {
      if (path === '/api/v1/client/home' && status === 405) return { status: 404, body }
      return null
    })
    const stripped = await startProxy(mock.url, () => null, { dropAllow: true })
    try {
      const report = await runContract({ baseUrl: proxy.url })
      expect(failures(report).map((c) => [c.step, c.reasons[0]])).toEqual([
        ['PUT /api/v1/client/home, a method the path does not have', 'expected status 405, got 404'],
      ])
      const noAllow = await runContract({ baseUrl: stripped.url })
      const wrongMethod = noAllow.calls.filter((c) => c.step.includes('a method the path does not have'))
      expect(wrongMethod).toHaveLength(loadContract().paths.length)
      for (const c of wrongMethod) expect(c.reasons.join(' ')).toMatch(/^Allow is ""/)
      expect(noAllow.passed).toBe(false)
    } finally {
      await stripped.close()
      await proxy.close()
    }
  }, 120_000)

  it('fails when an answer leaves out Content-Language or names the wrong language', async () => {
    const missing = await startProxy(mock.url, () => null, { language: () => null })
    const alwaysEnglish = await startProxy(mock.url, () => null, { language: () => 'en' })
    try {
      const none = await runContract({ baseUrl: missing.url })
      expect(none.passed).toBe(false)
      expect(failures(none).length).toBe(none.calls.length)
      expect(failures(none)[0]?.reasons).toContain('Content-Language is "", expected "en"')
      const english = await runContract({ baseUrl: alwaysEnglish.url })
      expect(failures(english).map((c) => [c.step, c.reasons[0]])).toEqual([
        ['settings in Arabic', 'Content-Language is "en", expected "ar"'],
        ['home in Arabic', 'Content-Language is "en", expected "ar"'],
        [
          'place order again with its Idempotency-Key, after cancelling it, in Arabic',
          'Content-Language is "en", expected "ar"',
        ],
        ['Accept-Language "en;q=0.1, ar" answers ar', 'Content-Language is "en", expected "ar"'],
      ])
    } finally {
      await missing.close()
      await alwaysEnglish.close()
    }
  }, 120_000)

  it('fails a server that breaks the conventions: HEAD refused, a body that does not parse taken for 422, the language by prefix', async () => {
    const broken = createServer(async (req: IncomingMessage, res) => {
      if (req.method === 'HEAD') {
        res.writeHead(405, { allow: 'GET', 'content-language': 'en', 'content-type': 'application/json' })
        return res.end()
      }
      const upstream = await forward(mock.url, req)
      const text = await upstream.text()
      const asked = String(req.headers['accept-language'] ?? '')
      const unparsed = upstream.status === 400 && text.includes('not valid JSON')
      res.writeHead(unparsed ? 422 : upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
        'content-language': asked.toLowerCase().startsWith('ar') ? 'ar' : 'en',
        ...(upstream.headers.get('allow') ? { allow: upstream.headers.get('allow') as string } : {}),
      })
      res.end(text)
    })
    const server = await listenLocally(broken)
    try {
      const report = await runContract({ baseUrl: server.url })
      const failed = failures(report).map((c) => c.step)
      const reads = loadContract()
        .operations.filter((o) => o.method === 'get')
        .map((o) => o.path)
      expect(failed.filter((step) => step.startsWith('HEAD ')).length).toBe(new Set(reads).size)
      expect(failed).toContain('a JSON body that does not parse (400, errors.body)')
      expect(failed).toContain('Accept-Language "en;q=0.1, ar" answers ar')
      expect(failed).toContain('Accept-Language "arn, en" answers en')
    } finally {
      await server.close()
    }
  }, 60_000)

  it('fails a server whose OTP answers tell whether an address has an account', async () => {
    const revealing = createServer(async (req: IncomingMessage, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const text = Buffer.concat(chunks).toString()
      const target = new URL(req.url ?? '/', mock.url)
      if (target.pathname === '/api/v1/client/send-otp-login' && text.includes('nobody-')) {
        res.writeHead(422, { 'content-type': 'application/json', 'content-language': 'en' })
        return res.end(JSON.stringify({ result: false, message: 'No account found for this email.' }))
      }
      const upstream = await fetch(target, {
        method: req.method ?? 'GET',
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(
            ([n, v]) => typeof v === 'string' && !['host', 'content-length', 'connection'].includes(n),
          ),
        ) as Record<string, string>,
        ...(chunks.length ? { body: text } : {}),
      })
      const headers: Record<string, string> = {}
      upstream.headers.forEach((value, name) => {
        if (!['content-length', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value
      })
      res.writeHead(upstream.status, headers)
      res.end(Buffer.from(await upstream.arrayBuffer()))
    })
    const server = await listenLocally(revealing)
    try {
      const report = await runContract({ baseUrl: server.url })
      expect(failures(report).map((c) => [c.step, c.reasons[0]])).toEqual([
        ['send login code to an address without an account: answered as any', 'expected status 200'],
      ])
    } finally {
      await server.close()
    }
  }, 60_000)

  it('knows the headers an answer must carry: Retry-After on a 429, Content-Language on all', () => {
    const contract = loadContract()
    expect(contract.requiredHeaders('post', '/api/v1/client/send-otp-login', 429).sort()).toEqual([
      'Content-Language',
      'Retry-After',
    ])
    expect(contract.requiredHeaders('get', '/api/v1/client/home', 200)).toEqual(['Content-Language'])
    expect(contract.requiredHeaders('get', '/api/v1/client/home', 503)).toEqual(['Content-Language'])
  })

  it('takes image URLs on another origin, and fails those neither absolute nor from the root', async () => {
    const rewrite = (to: string) => (path: string, status: number, body: string) =>
      path === '/api/v1/client/categories'
        ? { status, body: body.replaceAll('"/mock-images/', `"${to}`) }
        : null
    const cdn = await startProxy(mock.url, rewrite('https://cdn.example.com/mock-images/'))
    const relative = await startProxy(mock.url, rewrite('mock-images/'))
    const schemeRelative = await startProxy(mock.url, rewrite('//cdn.example.com/mock-images/'))
    try {
      expect(failures(await runContract({ baseUrl: cdn.url }))).toEqual([])
      for (const proxy of [relative, schemeRelative]) {
        const failed = failures(await runContract({ baseUrl: proxy.url }))
        expect(failed.map((c) => c.operationId)).toEqual(['getCategories'])
        expect(failed[0]?.reasons[0]).toMatch(/image\/url must match pattern/)
      }
    } finally {
      await Promise.all([cdn.close(), relative.close(), schemeRelative.close()])
    }
  }, 90_000)

  it('reports a declared answer for a server without a geocoder as declared, not exercised; an undeclared one fails', async () => {
    const noGeocoder = JSON.stringify({ result: false, message: 'This server has no geocoder.' })
    const without = await startProxy(mock.url, (path, status) =>
      path === '/api/v1/client/geocode/reverse' && status === 200 ? { status: 503, body: noGeocoder } : null,
    )
    const colorsDown = await startProxy(mock.url, (path, status) =>
      path === '/api/v1/client/colors' && status === 200 ? { status: 503, body: noGeocoder } : null,
    )
    const junit = join(temp, 'declared.xml')
    try {
      const report = await runContract({ baseUrl: without.url })
      expect(failures(report)).toEqual([])
      expect(report.passed).toBe(true)
      const geocode = report.calls.filter((c) => c.operationId === 'reverseGeocode')
      expect(geocode.map((c) => c.declared)).toEqual([
        "declared, not exercised: 503 is this server's answer without a geocoder",
      ])
      expect(formatReport(report)).toMatch(/reverseGeocode\s+GET\s+\S+\s+503\s+declared\s/)
      expect(formatReport(report)).toMatch(/\d+ failed, 1 declared, not exercised;/)
      const cli_ = await cli([without.url, '--report', 'junit', '--out', junit])
      expect(cli_.code).toBe(0)
      expect(await readFile(junit, 'utf8')).toMatch(
        /<testcase classname="reverseGeocode" [^>]*><skipped message="declared, not exercised: [^"]*"\/><\/testcase>/,
      )
      const down = await runContract({ baseUrl: colorsDown.url })
      expect(new Set(failures(down).map((c) => c.operationId))).toEqual(new Set(['getColors']))
      expect(failures(down).find((c) => c.step === 'colors')?.reasons[0]).toBe('expected status 200')
      expect(down.calls.some((c) => c.declared)).toBe(false)
    } finally {
      await without.close()
      await colorsDown.close()
    }
  }, 90_000)

  it('fails when openapi.yaml has an operation the journey never calls', async () => {
    const spec = join(temp, 'openapi.yaml')
    const source = await readFile(DEFAULT_SPEC_PATH, 'utf8')
    const extra = [
      '  /api/v1/client/loyalty-points:',
      '    get:',
      '      operationId: getLoyaltyPoints',
      '      summary: Added to the contract, not to the journey',
      '      responses:',
      "        '200':",
      "          $ref: '#/components/responses/Ok'",
      'components:',
    ].join('\n')
    await writeFile(spec, source.replace(/^components:$/m, extra))
    const report = await runContract({ baseUrl: mock.url, specPath: spec })
    // The server has no such path, so the wrong-method check of it fails as well.
    expect(failures(report).map((c) => c.path)).toEqual(['/api/v1/client/loyalty-points'])
    expect(report.missing).toEqual(['getLoyaltyPoints'])
    expect(report.passed).toBe(false)
  }, 60_000)

  it('skips the signed-in steps with a note where no OTP can be read, and still checks the rest', async () => {
    const proxy = await startProxy(mock.url, (path) =>
      path.startsWith('/__mock/') ? { status: 404, body: '{"result":false,"message":"Not found."}' } : null,
    )
    try {
      const report = await runContract({ baseUrl: proxy.url })
      expect(failures(report)).toEqual([])
      expect(report.missing).toEqual([])
      expect(report.skipped.map((s) => s.operationId)).toContain('verifyOtpRegister')
      expect(report.skipped.map((s) => s.operationId)).toContain('placeOrder')
      expect(report.skipped.map((s) => s.operationId)).not.toContain('getShop')
      expect(report.notes.join(' ')).toMatch(/--otp/)
    } finally {
      await proxy.close()
    }
  }, 60_000)

  it('storefront-contract exits 1 on a failure with a JUnit report of it, and 0 on a pass', async () => {
    const proxy = await startProxy(mock.url, (path, _status, body) =>
      path === '/api/v1/captcha-token' ? { status: 200, body: body.replace('"token"', '"tkn"') } : null,
    )
    const junit = join(temp, 'contract.xml')
    try {
      const broken = await cli([proxy.url, '--report', 'junit', '--out', junit])
      expect(broken.code).toBe(1)
      expect(broken.stdout).toMatch(/getCaptchaToken\s+GET\s+\/api\/v1\/captcha-token\s+200\s+FAIL/)
      const xml = await readFile(junit, 'utf8')
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="storefront-contract" tests="\d+" failures="[1-9]\d*"/,
      )
      expect(xml).toMatch(
        /<testcase classname="getCaptchaToken" name="GET \/api\/v1\/captcha-token captcha token" time="[\d.]+"><failure message="[^"]*token/,
      )
      expect(xml.match(/<testcase /g)?.length).toBe(Number(/tests="(\d+)"/.exec(xml)?.[1]))
      const good = await cli([mock.url, '--report', 'md'])
      expect(good.stdout).toMatch(/^# Contract check of http:\/\/127\.0\.0\.1:\d+: PASS$/m)
      expect(good.stdout).toMatch(/^\| getHome \| GET \| \/api\/v1\/client\/home \| 200 \| pass \| home \|$/m)
      expect(good.code).toBe(0)
    } finally {
      await proxy.close()
    }
  }, 90_000)
})
