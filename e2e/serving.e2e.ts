import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_COMMAND, buildEnvironment, PRODUCTION_ENV, SERVER_ENTRY } from '../apps/web/server/command.ts'
import { ENVIRONMENT, embeddedConfig } from '../apps/web/server/config.ts'
import { startWebServer } from '../apps/web/server/web-server.ts'
import { register } from './api.ts'
import { freePort, jsonLines, type RunningServer, startProductionServer, waitForLines } from './serving.ts'

// The production server started as production starts it, one process tree per test: health
// endpoints, the graceful stop, request ids and the access log, workers sharing the embedded mock,
// and the container image holding to the same start.

/** One GET on a connection of its own (so requests spread over the workers), read to the end. */
function get(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs?: number,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false, timeout: timeoutMs }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.end()
  })
}

/** A stand-in API: records what it was sent; `/api/v1/client/slow` answers when the test releases it (or after 20 s). */
let upstream: Server
let upstreamUrl = ''
const received: { url: string; headers: IncomingHttpHeaders }[] = []
const arrivals: { prefix: string; arrived: () => void }[] = []
const held: (() => void)[] = []
const releaseSlow = () => {
  for (const answer of held.splice(0)) answer()
}

/** Resolves when the stand-in API receives a request whose address starts with `prefix`. */
function arrival(prefix: string): Promise<void> {
  return new Promise((arrived) => arrivals.push({ prefix, arrived }))
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    received.push({ url: req.url ?? '', headers: req.headers })
    for (const waiting of arrivals) if (req.url?.startsWith(waiting.prefix)) waiting.arrived()
    const answer = () => {
      if (res.headersSent) return
      res.writeHead(200, { 'content-type': 'application/json' })
      // A listing as its page reads it; everything else as short as an answer gets.
      res.end(
        req.url?.startsWith('/api/v1/client/shop?')
          ? '{"result":true,"message":"OK","data":[]}'
          : '{"result":true,"message":"OK"}',
      )
    }
    if (req.url?.startsWith('/api/v1/client/slow')) {
      held.push(answer)
      setTimeout(answer, 20_000).unref()
    } else answer()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${port}`
})

afterAll(() => {
  upstream?.close()
})

const running: RunningServer[] = []
async function start(env: Record<string, string>) {
  const server = await startProductionServer(env)
  running.push(server)
  return server
}
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()))
})

describe('health endpoints', () => {
  it('/healthz answers while the process lives; /readyz only while the API answers', async () => {
    const withMock = await start({ WEB_WORKERS: '2' })
    expect(await get(`${withMock.url}/healthz`)).toMatchObject({ status: 200, body: '{"status":"alive"}' })
    expect(await get(`${withMock.url}/readyz`)).toMatchObject({ status: 200, body: '{"status":"ready"}' })

    const apiDown = await start({ WEB_WORKERS: '1', API_URL: `http://127.0.0.1:${await freePort()}` })
    expect((await get(`${apiDown.url}/healthz`)).status).toBe(200)
    const notReady = await get(`${apiDown.url}/readyz`)
    expect(notReady.status).toBe(503)
    expect(JSON.parse(notReady.body)).toEqual({ status: 'api unavailable' })
    expect(notReady.headers['cache-control']).toBe('no-store')
  })
})

describe('graceful stop', () => {
  it.each(['1', '2'])(
    'with %s worker(s), SIGTERM stops new connections, lets the request in flight finish, then exits 0',
    async (workers) => {
      const server = await start({ WEB_WORKERS: workers, PROXY_API: upstreamUrl, PROXY_MOCK: upstreamUrl })
      // Every worker is serving before the stop: one still starting would have nothing to stop.
      await waitForLines(server, (line) => line.msg === 'listening', Number(workers))
      const path = `/api/v1/client/slow?workers=${workers}`
      const arrived = arrival(path)
      let finished = false
      const inFlight = get(`${server.url}${path}`).finally(() => {
        finished = true
      })
      await arrived
      server.child.kill('SIGTERM')
      // Every process that serves has said it is stopping (the primary, then each worker).
      await waitForLines(
        server,
        (line) => line.msg === 'stopping',
        Number(workers) > 1 ? 1 + Number(workers) : 1,
      )
      // No new request is served, while the request in flight is still held upstream. A connection the
      // primary took just before its workers' close reached it waits unserved (Node's round-robin
      // queue), so a check waits a second at most.
      await expect
        .poll(() =>
          get(`${server.url}/healthz`, {}, 1000).then((answer) => `answered ${answer.status}`, String),
        )
        .toMatch(/ECONNREFUSED|ECONNRESET|no answer within/)
      expect(finished, 'the request in flight had already been answered').toBe(false)
      releaseSlow()
      const answer = await inFlight
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toEqual({ result: true, message: 'OK' })
      expect(await server.exited).toBe(0)
      const log = jsonLines(server)
      expect(
        log.some((line) => line.url === `/api/v1/client/slow?workers=${workers}` && line.status === 200),
      ).toBe(true)
      expect(log.at(-1)).toMatchObject({ msg: 'stopped' })
    },
  )
})

describe('request ids and the access log', () => {
  it('writes one JSON line per request and passes the request id on to the API', async () => {
    const server = await start({ WEB_WORKERS: '1', PROXY_API: upstreamUrl, PROXY_MOCK: upstreamUrl })
    const before = received.length
    const page = await get(`${server.url}/about-us`, { 'x-request-id': 'trace-about-1' })
    expect(page.headers['x-request-id']).toBe('trace-about-1')
    const api = await get(`${server.url}/api/v1/client/colors`, { 'x-request-id': 'trace-colors-1' })
    expect(api.headers['x-request-id']).toBe('trace-colors-1')
    const unnamed = await get(`${server.url}/healthz`)
    expect(unnamed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    // The page's first answers are asked for through the SDK client: the browser's headers, and the id.
    const settings = received.slice(before).find((r) => r.url === '/api/v1/client/allSettings')
    expect(settings?.headers).toMatchObject({
      'x-request-id': 'trace-about-1',
      'x-app-key': 'storefront-web',
      'accept-language': 'en',
    })
    expect(settings?.headers['x-device-id']).toBeTruthy()
    expect(settings?.headers['x-tracking-data']).toBeTruthy()
    expect(
      received.slice(before).find((r) => r.url === '/api/v1/client/colors')?.headers['x-request-id'],
    ).toBe('trace-colors-1')

    // The access log line of the last request is written once its answer has gone.
    await waitForLines(server, (line) => line.id === unnamed.headers['x-request-id'])
    // Before these, only the start-up's /healthz checks.
    const log = jsonLines(server).filter((line) => 'status' in line)
    expect(log.slice(0, -3).every((line) => line.url === '/healthz')).toBe(true)
    log.splice(0, log.length - 3)
    expect(log[0]).toMatchObject({
      id: 'trace-about-1',
      method: 'GET',
      url: '/about-us',
      status: page.status,
    })
    expect(log[1]).toMatchObject({ id: 'trace-colors-1', url: '/api/v1/client/colors', status: 200 })
    expect(log[2]).toMatchObject({ id: unnamed.headers['x-request-id'], url: '/healthz', status: 200 })
    for (const line of log) expect(typeof line.ms).toBe('number')
  })
})

describe('the settings answer', () => {
  const settingsAsked = (from: number) =>
    received.slice(from).filter((r) => r.url === '/api/v1/client/allSettings')

  it('is asked for once per language for the pages of a few seconds, a signed-in visitor’s too (it is public)', async () => {
    const server = await start({ WEB_WORKERS: '1', PROXY_API: upstreamUrl, PROXY_MOCK: upstreamUrl })
    const before = received.length
    await get(`${server.url}/about-us`)
    await get(`${server.url}/faq`)
    await get(`${server.url}/about-us?lang=ar`)
    await get(`${server.url}/faq`, { cookie: 'lang=ar' })
    expect(settingsAsked(before).map((r) => r.headers['accept-language'])).toEqual(['en', 'ar'])
    await get(`${server.url}/faq`, { cookie: 'auth_token=someone' })
    await get(`${server.url}/faq`, { cookie: 'auth_token=someone' })
    expect(settingsAsked(before)).toHaveLength(2)
  })

  it('comes with a guest page’s own answers, reused as long, while a signed-in visitor’s are asked each time', async () => {
    const server = await start({
      WEB_WORKERS: '1',
      PROXY_API: upstreamUrl,
      PROXY_MOCK: upstreamUrl,
      PAGE_CACHE: 'off',
    })
    const before = received.length
    const listing = () => received.slice(before).filter((r) => r.url.startsWith('/api/v1/client/shop'))
    await get(`${server.url}/shop`)
    await get(`${server.url}/shop`)
    expect(listing()).toHaveLength(1)
    await get(`${server.url}/shop`, { cookie: 'auth_token=someone' })
    await get(`${server.url}/shop`, { cookie: 'auth_token=someone' })
    expect(listing()).toHaveLength(3)
    expect(listing()[2]?.headers.authorization).toBe('Bearer someone')
  })

  it('is asked for on every page with SETTINGS_CACHE_SECONDS=0', async () => {
    const server = await start({
      WEB_WORKERS: '1',
      PROXY_API: upstreamUrl,
      PROXY_MOCK: upstreamUrl,
      SETTINGS_CACHE_SECONDS: '0',
    })
    const before = received.length
    await get(`${server.url}/about-us`)
    await get(`${server.url}/faq`)
    expect(settingsAsked(before)).toHaveLength(2)
  })
})

describe('a page whose first answers miss their deadline', () => {
  it('is left to the browser but names its language, title and addresses, and is never shared', async () => {
    // An API that answers every call after 1.5 s, with a deadline of 150 ms.
    const slow = createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"result":true,"message":"OK"}')
      }, 1500)
    })
    const port = await freePort()
    await new Promise<void>((resolve) => slow.listen(port, '127.0.0.1', resolve))
    try {
      const server = await start({
        WEB_WORKERS: '1',
        API_URL: `http://127.0.0.1:${port}`,
        FIRST_ANSWERS_TIMEOUT_MS: '150',
      })
      for (let visit = 0; visit < 2; visit++) {
        const page = await get(`${server.url}/shop?lang=ar`)
        expect(page.status).toBe(200)
        expect(page.headers['x-cache']).not.toBe('HIT')
        expect(page.body).toContain('<div id="root"></div>')
        expect(page.body).toMatch(/<html lang="ar" dir="rtl"[ >]/)
        expect(page.body).toContain(`<link rel="canonical" href="${server.url}/shop?lang=ar"`)
        expect(page.body).toContain(`<link rel="alternate" hreflang="en" href="${server.url}/shop"`)
        expect(/<title>([^<]*)<\/title>/.exec(page.body)?.[1]).toMatch(/[\u0600-\u06FF]/)
      }
      // The API reference is the mock's: a server in front of a real backend has none.
      const docs = await get(`${server.url}/__mock/docs`)
      expect(docs.body).not.toMatch(/createApiReference|standalone\.js/)
      const english = await get(`${server.url}/contact`, { 'accept-language': 'en-GB' })
      expect(english.body).toMatch(/<html lang="en" dir="ltr"[ >]/)
      expect(english.body).toContain('<title>Contact Us | ')
      expect(english.body).toContain(`<link rel="canonical" href="${server.url}/contact"`)
    } finally {
      slow.close()
    }
  })
})

describe('workers', () => {
  it('runs the configured number of workers, all answering from the one embedded mock', async () => {
    const server = await start({ WEB_WORKERS: '2', ACCESS_LOG: 'on' })
    const listening = () =>
      new Set(
        jsonLines(server)
          .filter((line) => line.msg === 'listening')
          .map((line) => line.pid),
      )
    // The server answers once its first worker listens; on a busy machine the second comes later.
    await expect.poll(() => listening().size).toBe(2)
    const token = await register(server.url, `workers-${Date.now()}@example.com`, 'Worker Check')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        get(`${server.url}/api/v1/client/me`, { authorization: `Bearer ${token}` }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const log = jsonLines(server)
    expect(listening().size).toBe(2)
    // The signed-in client was created through one worker and found through both.
    const served = log.filter((line) => line.url === '/api/v1/client/me').map((line) => line.pid)
    expect(new Set(served).size).toBe(2)
  })

  it('refuses a setting it cannot use, naming the variable', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, ...PRODUCTION_ENV, WEB_WORKERS: 'many', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/WEB_WORKERS must be a whole number/)
  })
})

describe('the container image', () => {
  const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8')
  const finalStage = dockerfile.split(/^FROM /m).at(-1) ?? ''

  it('starts the command the production-server tests start, with their environment', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(finalStage)?.[1]
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', SERVER_ENTRY])
    const env = Object.fromEntries(
      [...(/^ENV (.*)$/m.exec(finalStage)?.[1] ?? '').matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]),
    )
    // The tests set the same production environment; only where to listen differs.
    expect(env).toEqual({ ...PRODUCTION_ENV, HOST: '0.0.0.0', PORT: expect.stringMatching(/^\d+$/) })
    for (const name of Object.keys(env)) expect(name in ENVIRONMENT || name in PRODUCTION_ENV).toBe(true)
    expect(finalStage).toMatch(new RegExp(`^EXPOSE ${env.PORT}$`, 'm'))
  })

  it('builds the web app as the tests build it, with nothing of a deployment baked in', () => {
    const buildStage = dockerfile.split(/^FROM /m)[1] ?? ''
    const run = [...buildStage.matchAll(/^RUN (.*build.*)$/gm)].map((m) => m[1])
    const env = Object.entries(PRODUCTION_ENV).map(([name, value]) => `${name}=${value}`)
    expect(run).toEqual([[...env, ...BUILD_COMMAND].join(' ')])
    // A build argument would make the image one deployment's.
    expect(dockerfile).not.toMatch(/^ARG /m)
    expect(buildEnvironment({ VITE_API_URL: 'https://api.example.com', PATH: '/bin' })).toEqual({
      PATH: '/bin',
      ...PRODUCTION_ENV,
    })
  })

  it('runs as a non-root user and holds only production dependencies and the built output', () => {
    expect(finalStage).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/npm install --omit=dev --workspace @storefront\/web/)
    const copied = [...finalStage.matchAll(/^COPY (?:--from=(\S+) )?(\S+)/gm)].map(
      (m) => `${m[1] ?? ''}:${m[2]}`,
    )
    expect(copied).toEqual(
      expect.arrayContaining([
        'build:/app/apps/web/dist',
        'build:/app/apps/web/dist-server',
        ':apps/web/server',
      ]),
    )
    expect(finalStage).not.toMatch(/packages\/mock|COPY \. /)
  })
})

describe('the map tiles, a setting of the deployment', () => {
  it('are allowed by img-src on every answer, and told to the page, with no rebuild', async () => {
    const web = await startWebServer(
      embeddedConfig({
        port: 0,
        map: { tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Tiles' },
      }),
    )
    try {
      for (const path of ['/', '/shop', '/robots.txt']) {
        const csp = String((await get(`${web.url}${path}`)).headers['content-security-policy'])
        expect(csp, path).toContain("img-src 'self' data: blob: https://*.tiles.example.org;")
      }
      const page = (await get(`${web.url}/about-us`)).body
      const settings = /<script type="application\/json" id="runtime-settings">([^<]*)<\/script>/.exec(
        page,
      )?.[1]
      expect(JSON.parse(settings ?? '{}')).toMatchObject({
        mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        mapAttribution: '© Tiles',
      })
    } finally {
      await web.close()
    }
  })

  it('a template the policy cannot name stops the start with exit 2, naming the variable', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...process.env, ...PRODUCTION_ENV, MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/MAP_TILE_URL must be/)
  })
})
