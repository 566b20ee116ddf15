/** The replicas fault: two web replicas behind nginx (deploy/nginx/storefront.conf), under load from wrk (else autocannon), and one replica killed in the middle. */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { registerThroughOutbox } from '@storefront/mock/testing'
import autocannon from 'autocannon'
import { findNginx, NOT_RUN, type Rig, startRig } from './replicas.ts'
import { findWrk } from './wrk.ts'

const LOAD_SECONDS = 10
const KILL_AFTER_MS = 3000

interface Visitor {
  name: string
  cookie: string
  paths: string[]
  /** Why an answer is not this visitor's page, or null when it is. */
  wrong: (html: string, path: string) => string | null
}

function pageOf(html: string): 'signed-in' | 'guest' | 'unrendered' {
  const profile = html.includes('aria-label="Profile"')
  const login = html.includes('href="/login"')
  if (profile && login) throw new Error('a page with both a Profile and a Login link')
  return profile ? 'signed-in' : login ? 'guest' : 'unrendered'
}

/** Every price on the page is in the visitor's currency (a page rendered without its products has none). */
function pricesIn(html: string, mark: RegExp): boolean {
  return prices(html)
    .split('</bdi>')
    .filter((price) => /\d/.test(price))
    .every((price) => mark.test(price))
}

function languageOf(html: string): string | undefined {
  return /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1]
}

function themeOf(html: string): string | undefined {
  return /<html[^>]*\bdata-theme="([a-z]+)"/.exec(html)?.[1]
}

/** A shopper of their own account; `everyone` holds every shopper's e-mail, so a page of another can be named. */
async function signedInVisitor(base: string, label: string, everyone: string[]): Promise<Visitor> {
  const email = `replica-${label.toLowerCase()}-${Date.now().toString(36)}@example.com`
  const verified = await registerThroughOutbox(base, email, { name: `Replica Shopper ${label}` })
  everyone.push(email)
  return {
    name: `signed-in shopper ${label}`,
    cookie: `auth_token=${String(verified.token)}; lang=en; ${USD}`,
    // The cart page is drawn for the session and names its shopper; the others look alike.
    paths: ['/', '/shop', '/cart'],
    wrong: (html, path) => {
      if (pageOf(html) === 'guest') return 'a guest page (a Login link)'
      if (languageOf(html) !== 'en') return `lang="${languageOf(html)}", not en`
      const other = everyone.find((someone) => someone !== email && html.includes(someone))
      if (other) return `the page of another shopper (${other})`
      if (path === '/cart' && pageOf(html) !== 'unrendered' && !html.includes(email))
        return 'a cart page without their e-mail'
      return pricesIn(html, /\$\d/) ? null : `prices not in dollars: ${prices(html).slice(0, 80)}`
    },
  }
}

function currencyCookie(currency: { id: number; code: string; symbol: string; exchange_rate: number }) {
  return `currency=${encodeURIComponent(JSON.stringify(currency))}`
}
const USD = currencyCookie({ id: 1, code: 'USD', symbol: '$', exchange_rate: 1 })
const EUR = currencyCookie({ id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 })

function prices(html: string): string {
  return (
    html.replace(/<script[\s\S]*?<\/script>/g, '').match(/<bdi dir="ltr"[^>]*>[^<]*<\/bdi>/g) ?? []
  ).join(' ')
}

function guest(
  name: string,
  language: 'en' | 'ar',
  currency: string,
  mark: RegExp,
  theme: 'light' | 'dark',
): Visitor {
  return {
    name,
    cookie: `lang=${language}; ${currency}; vite-ui-theme=${theme}`,
    paths: ['/', '/shop'],
    wrong: (html) => {
      if (languageOf(html) !== language) return `lang="${languageOf(html)}", not ${language}`
      if (themeOf(html) !== theme) return `data-theme="${themeOf(html)}", not ${theme}`
      if (!pricesIn(html, mark)) return `prices not in ${mark.source}: ${prices(html).slice(0, 80)}`
      if (pageOf(html) === 'signed-in') return 'a signed-in page (a Profile link)'
      return null
    },
  }
}

async function load(
  url: string,
  seconds: number,
): Promise<{ requests: number; failed: number; tool: string }> {
  const wrk = findWrk()
  if (wrk) {
    const script = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/shop?replica_probe=" .. counter)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d\\n", summary.requests, e.connect + e.read + e.write + e.timeout + e.status))
end`
    const path = 'test-results/replicas-load.lua'
    const { writeFileSync } = await import('node:fs')
    writeFileSync(path, script)
    const out = await new Promise<string>((resolve) => {
      const proc = spawn(wrk, ['-t1', '-c8', '--timeout', '10s', `-d${seconds}s`, '-s', path, url], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let text = ''
      proc.stdout.on('data', (chunk: Buffer) => {
        text += chunk
      })
      proc.on('close', () => resolve(text))
    })
    const [, requests = '0', failed = '-1'] = /RESULT (\d+) (\d+)/.exec(out) ?? []
    return { requests: Number(requests), failed: Number(failed), tool: 'wrk' }
  }
  let counter = 0
  const result = await autocannon({
    url,
    connections: 8,
    timeout: 10,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/shop?replica_probe=${++counter}` }) }],
  })
  return {
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
    tool: 'autocannon',
  }
}

async function check(rig: Rig): Promise<string[]> {
  const problems: string[] = []
  const shoppers: string[] = []
  // Two visitors of each kind whose pages differ: a server that shares one's page with the other fails.
  const visitors = [
    guest('English guest in dollars, light theme', 'en', USD, /\$\d/, 'light'),
    guest('English guest in dollars, dark theme', 'en', USD, /\$\d/, 'dark'),
    guest('Arabic guest in dollars', 'ar', USD, /\$/, 'light'),
    guest('English guest in euros', 'en', EUR, /€/, 'light'),
    await signedInVisitor(rig.url, 'A', shoppers),
    await signedInVisitor(rig.url, 'B', shoppers),
  ]
  // Each in turn before any load, so each one's first page is also the first the proxy sees.
  for (const visitor of visitors) {
    for (const path of visitor.paths) {
      const html = await (await fetch(`${rig.url}${path}`, { headers: { cookie: visitor.cookie } })).text()
      const wrong = visitor.wrong(html, path)
      if (wrong) return [`${visitor.name} ${path}, before any load: ${wrong}`]
    }
  }

  const answers = { checked: 0, failed: 0, unrendered: 0, priced: 0 }
  let running = true
  const visit = async (worker: number) => {
    for (let i = worker; running; i++) {
      const visitor = visitors[i % visitors.length] as Visitor
      const path = visitor.paths[Math.floor(i / visitors.length) % visitor.paths.length] as string
      try {
        const answer = await fetch(`${rig.url}${path}`, { headers: { cookie: visitor.cookie } })
        const html = await answer.text()
        answers.checked++
        if (pageOf(html) === 'unrendered') answers.unrendered++
        if (prices(html) !== '') answers.priced++
        const wrong = answer.status === 200 ? visitor.wrong(html, path) : `status ${answer.status}`
        if (wrong) {
          answers.failed++
          if (problems.length < 10) problems.push(`${visitor.name} ${path}: ${wrong}`)
        }
      } catch (error) {
        answers.failed++
        if (problems.length < 10) problems.push(`${visitor.name} ${path}: ${String(error)}`)
      }
    }
  }
  const killed = rig.replicas[0]
  const kill = setTimeout(() => killed?.kill('SIGKILL'), KILL_AFTER_MS)
  const visiting = Promise.all([0, 1, 2, 3].map(visit))
  const loaded = await load(rig.url, LOAD_SECONDS)
  running = false
  clearTimeout(kill)
  await visiting

  const log = readFileSync(rig.accessLog, 'utf8').trim().split('\n')
  const failedAtProxy = log.filter((line) => !/^[23]\d\d /.test(line)).length
  // nginx lists every replica it tried in $upstream_addr, the failed ones first.
  const retried = log.filter((line) => /^\d{3} "[^"]*" "[^"]*, /.test(line)).length
  console.log(
    `load (${loaded.tool}): ${loaded.requests} requests, ${loaded.failed} failed; ` +
      `visitors: ${answers.checked} answers checked (${answers.priced} with prices, ${answers.unrendered} left to the browser), ${answers.failed} wrong or failed; ` +
      `proxy: ${log.length} requests, ${failedAtProxy} not 2xx/3xx, ${retried} passed on to the next replica`,
  )
  if (killed?.signalCode !== 'SIGKILL') problems.push('the replica was not killed during the load')
  if (loaded.requests === 0) problems.push('the load made no request')
  if (loaded.failed !== 0) problems.push(`${loaded.failed} requests of the load failed`)
  if (failedAtProxy !== 0) problems.push(`${failedAtProxy} answers of the proxy were not 2xx or 3xx`)
  if (retried === 0)
    problems.push('no request was passed on from the killed replica: the kill was not under load')
  const asked = visitors.reduce((sum, visitor) => sum + visitor.paths.length, 0)
  if (answers.checked - answers.unrendered < asked)
    problems.push('too few rendered visitor answers were checked')
  if (answers.priced < asked) problems.push('too few answers had prices to check')
  return problems
}

if (import.meta.main) {
  const nginx = findNginx()
  if (!nginx) {
    console.error(
      'not run: nginx is neither installed nor obtainable with apt-get download (Debian package nginx)',
    )
    process.exit(NOT_RUN)
  }
  const rig = await startRig(nginx, 2)
  let problems: string[]
  try {
    problems = await check(rig)
  } finally {
    await rig.stop()
  }
  for (const problem of problems) console.error(`   ${problem}`)
  process.exit(problems.length === 0 ? 0 : 1)
}
