import { parseArgs } from 'node:util'

export const CTL_USAGE = `Usage: storefront-mock ctl [--url URL] [--json] <command>

Drives a running mock through its /__mock endpoints.
  reset                        back to the seed (forgets forced answers and chaos rules)
  persona <name>               signs in as a persona (demo, new, full-cart, address-only)
  scenario <name>              applies a named scenario
  force <operationId> <status> answers the operation with a declared status ("clear" undoes it)
  chaos <operationId|*> [--status N | --network] [--probability P] [--next N]
        [--latency MIN-MAX] [--seed S]
                               adds a fault rule; the seed in use is printed
  chaos list | chaos clear | chaos seed <S>
  log [--follow] [--limit N]   the last calls, oldest first; --follow prints new ones as they come
  outbox <email>               the e-mails sent to an address, latest last
  hybrid                       hybrid mode: the backend, and the operations the mock answers itself
  hybrid mock <operationId>    the mock answers the operation itself from now on
  hybrid backend <operationId> the backend answers it again ("reset" undoes every switch)
  world                        the isolated worlds the mock keeps, and its bound
  world <id>                   that world's state (made if unknown)
  world <id> <command> ...     the command in that world, as --world <id> <command> does
  --url URL    the mock (default: $MOCK_URL or http://127.0.0.1:4010)
  --world ID   act in the isolated world ID, sent as X-Mock-Session (default: $MOCK_WORLD; none: the shared world)
  --json       the mock's answer as JSON instead of text (log: one call a line)
Exit codes: 0 done, 1 the mock could not be reached or failed, 2 bad input (here or refused by the mock).`

export interface CtlIo {
  out(line: string): void
  err(line: string): void
  fetch?: typeof fetch
  env?: Record<string, string | undefined>
  signal?: AbortSignal
}

class BadInput extends Error {}
class Unreachable extends Error {}

interface Answer {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: the mock's development answers are read loosely.
  body: any
}

type Options = ReturnType<typeof parse>['values']

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      world: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      status: { type: 'string' },
      network: { type: 'boolean' },
      probability: { type: 'string' },
      next: { type: 'string' },
      latency: { type: 'string' },
      seed: { type: 'string' },
      follow: { type: 'boolean', short: 'f' },
      limit: { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  })
}

function number(name: string, text: string, integer: boolean): number {
  const n = Number(text)
  if (text.trim() === '' || !Number.isFinite(n) || (integer && !Number.isInteger(n)))
    throw new BadInput(`${name} must be a ${integer ? 'whole ' : ''}number, not "${text}"`)
  return n
}

function latency(text: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text.trim())
  if (!match) throw new BadInput(`--latency takes MIN-MAX milliseconds (e.g. 100-400), not "${text}"`)
  const min = Number(match[1])
  return [min, match[2] === undefined ? min : Number(match[2])]
}

function args(positionals: string[], names: string[]): string[] {
  const [command, ...rest] = positionals
  if (rest.length !== names.length)
    throw new BadInput(
      `${command} takes ${names.length ? names.map((n) => `<${n}>`).join(' ') : 'no arguments'}`,
    )
  return rest
}

function client(options: Options, io: CtlIo) {
  const base = (options.url ?? io.env?.MOCK_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+$/.test(base)) throw new BadInput(`--url must be an http(s) origin, not "${base}"`)
  const world = options.world ?? io.env?.MOCK_WORLD
  if (world !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(world))
    throw new BadInput(`--world takes 1 to 64 letters, digits, dots, underscores or hyphens, not "${world}"`)
  const headers: Record<string, string> = world === undefined ? {} : { 'x-mock-session': world }
  const doFetch = io.fetch ?? fetch
  return {
    base,
    headers,
    async send(method: string, path: string, body?: unknown): Promise<Answer> {
      let response: Response
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      } catch (error) {
        throw new Unreachable(
          `cannot reach the mock at ${base}: ${(error as Error).cause ?? (error as Error).message}`,
        )
      }
      const text = await response.text()
      let parsed: unknown
      try {
        parsed = text ? JSON.parse(text) : {}
      } catch {
        throw new Unreachable(`${method} ${path} answered ${response.status} without JSON`)
      }
      const answer = { status: response.status, body: parsed as Answer['body'] }
      if (response.status >= 500) throw new Unreachable(`${method} ${path} failed: ${messageOf(answer)}`)
      if (response.status >= 400) throw new BadInput(messageOf(answer))
      return answer
    },
  }
}

function messageOf(answer: Answer): string {
  const { message, errors } = answer.body ?? {}
  const detail = errors ? Object.values(errors as Record<string, string[]>).flat()[0] : undefined
  const text = message ?? `status ${answer.status}`
  return detail && detail !== text ? `${text} (${detail})` : text
}

type Client = ReturnType<typeof client>

// biome-ignore lint/suspicious/noExplicitAny: a logged call as /__mock/requests sends it.
function callLine(call: any): string {
  const notes = [
    call.chaos ? `chaos ${call.chaos}` : '',
    call.forced ? `forced ${call.forced}` : '',
    call.contract ? `contract ${call.contract.side}: ${call.contract.reason}` : '',
    call.source ? `from the ${call.source}` : '',
    call.network ? `network: ${call.network}` : '',
    call.unchecked ? `unchecked: ${call.unchecked}` : '',
  ].filter(Boolean)
  const status = call.status === 0 ? 'network failure' : String(call.status)
  return `${call.at} ${call.method} ${call.path} ${status} ${call.operationId} ${call.durationMs}ms${notes.length ? ` [${notes.join('; ')}]` : ''}`
}

// biome-ignore lint/suspicious/noExplicitAny: a kept rule as /__mock/chaos sends it.
function ruleLine(rule: any): string {
  const parts = [
    rule.status === undefined ? '' : `status ${rule.status}`,
    rule.network ? 'network failure' : '',
    rule.latencyMs ? `latency ${rule.latencyMs[0]}-${rule.latencyMs[1]}ms` : '',
    `probability ${rule.probability}`,
    rule.next === undefined ? '' : `next ${rule.next} (${rule.remaining} left)`,
  ].filter(Boolean)
  return `#${rule.id} ${rule.operationId}: ${parts.join(', ')}`
}

async function chaos(mock: Client, positionals: string[], options: Options, io: CtlIo): Promise<Answer> {
  const target = positionals[1]
  if (target === undefined) throw new BadInput('chaos takes <operationId|*>, list, clear or seed <S>')
  if (target === 'list' || target === 'clear') {
    args(positionals.slice(1), [])
    const answer = await mock.send(target === 'list' ? 'GET' : 'DELETE', '/__mock/chaos')
    if (!options.json) {
      io.out(target === 'clear' ? answer.body.message : `seed ${answer.body.data.seed}`)
      if (target === 'list') for (const rule of answer.body.data.rules) io.out(ruleLine(rule))
    }
    return answer
  }
  if (target === 'seed') {
    const [seed = ''] = args(positionals.slice(1), ['seed'])
    const answer = await mock.send('POST', '/__mock/chaos', { seed: number('seed', seed, true) })
    if (!options.json) io.out(`seed ${answer.body.data.seed}`)
    return answer
  }
  args(positionals, ['operationId|*'])
  const rule: Record<string, unknown> = { operationId: target }
  if (options.status !== undefined) rule.status = number('--status', options.status, true)
  if (options.network) rule.network = true
  if (options.probability !== undefined)
    rule.probability = number('--probability', options.probability, false)
  if (options.next !== undefined) rule.next = number('--next', options.next, true)
  if (options.latency !== undefined) rule.latencyMs = latency(options.latency)
  const seed = options.seed === undefined ? {} : { seed: number('--seed', options.seed, true) }
  const answer = await mock.send('POST', '/__mock/chaos', { rules: [rule], ...seed })
  const { rules, seed: used } = answer.body.data
  if (!options.json) io.out(`${ruleLine(rules[rules.length - 1])}; seed ${used}`)
  return answer
}

async function follow(mock: Client, options: Options, io: CtlIo): Promise<void> {
  const doFetch = io.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(`${mock.base}/__mock/events`, {
      headers: mock.headers,
      ...(io.signal ? { signal: io.signal } : {}),
    })
  } catch (error) {
    if (io.signal?.aborted) return
    throw new Unreachable(`cannot follow ${mock.base}/__mock/events: ${(error as Error).message}`)
  }
  if (!response.ok || !response.body) throw new Unreachable(`/__mock/events answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffered += value
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const block = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        const data = /^data: (.+)$/m.exec(block)?.[1]
        if (/^event: call$/m.test(block) && data) io.out(options.json ? data : callLine(JSON.parse(data)))
      }
    }
  } catch (error) {
    if (!io.signal?.aborted) throw error
  }
}

async function log(mock: Client, positionals: string[], options: Options, io: CtlIo): Promise<Answer> {
  args(positionals, [])
  const limit = options.limit === undefined ? undefined : number('--limit', options.limit, true)
  const answer = await mock.send('GET', '/__mock/requests')
  const calls = (answer.body.data.calls as unknown[]).toReversed()
  for (const call of limit === undefined ? calls : calls.slice(Math.max(0, calls.length - limit)))
    io.out(options.json ? JSON.stringify(call) : callLine(call))
  if (options.follow) await follow(mock, options, io)
  return { ...answer, body: undefined }
}

/** `hybrid`, `hybrid mock <operationId>`, `hybrid backend <operationId>`: what a mock in hybrid mode answers itself. */
async function hybrid(mock: Client, positionals: string[], options: Options, io: CtlIo): Promise<Answer> {
  const [, side, ...rest] = positionals
  let answer: Answer
  if (side === undefined) answer = await mock.send('GET', '/__mock/hybrid')
  else if ((side === 'mock' || side === 'backend') && rest.length === 1) {
    const operationId = rest[0] as string
    answer = await mock.send('POST', '/__mock/hybrid', { operationId, mock: side === 'mock' })
    if (!options.json) io.out(`${operationId}: answered by the ${side}`)
  } else throw new BadInput('hybrid takes nothing, mock <operationId> or backend <operationId>')
  if (!options.json && side === undefined) {
    const { backend, mocked, timeoutMs } = answer.body.data
    io.out(`backend ${backend} (timeout ${timeoutMs} ms)`)
    io.out(
      `mocked ${mocked.length > 0 ? mocked.join(', ') : '(none)'}; every other operation goes to the backend`,
    )
  }
  return answer
}

type Command = (mock: Client, positionals: string[], options: Options, io: CtlIo) => Promise<Answer>

const enc = encodeURIComponent

const COMMANDS: Record<string, Command> = {
  async reset(mock, positionals, options, io) {
    args(positionals, [])
    const answer = await mock.send('POST', '/__mock/reset')
    if (!options.json) io.out(answer.body.message)
    return answer
  },
  async persona(mock, positionals, options, io) {
    const [name = ''] = args(positionals, ['name'])
    const answer = await mock.send('POST', `/__mock/personas/${enc(name)}`)
    if (!options.json) io.out(`Signed in as ${answer.body.client?.email ?? name}; token ${answer.body.token}`)
    return answer
  },
  async scenario(mock, positionals, options, io) {
    const [name = ''] = args(positionals, ['name'])
    const answer = await mock.send('POST', `/__mock/scenarios/${enc(name)}`)
    if (!options.json) io.out(answer.body.message)
    return answer
  },
  async force(mock, positionals, options, io) {
    const [operationId = '', status = ''] = args(positionals, ['operationId', 'status'])
    const setting = status === 'clear' ? {} : { status: number('status', status, true) }
    const answer = await mock.send('POST', `/__mock/operations/${enc(operationId)}`, setting)
    if (!options.json)
      io.out(status === 'clear' ? `${operationId}: not forced` : `${operationId}: forced ${status}`)
    return answer
  },
  chaos,
  log,
  async outbox(mock, positionals, options, io) {
    const [email = ''] = args(positionals, ['email'])
    const answer = await mock.send('GET', `/__mock/outbox?email=${enc(email)}`)
    if (!options.json)
      for (const m of answer.body.messages)
        io.out(`${m.sent_at} ${m.to} ${m.subject}${m.code ? ` code ${m.code}` : ''}`)
    return answer
  },
  hybrid,
  world,
}

/** `world`: the worlds kept; `world <id>`: that one's state (`runCtl` runs `world <id> <command>` in it). */
async function world(mock: Client, positionals: string[], options: Options, io: CtlIo): Promise<Answer> {
  if (positionals.length === 1) {
    const answer = await mock.send('GET', '/__mock/worlds')
    const { worlds, max, idleMinutes } = answer.body.data
    if (!options.json) {
      io.out(`${worlds.length} of at most ${max} worlds, each forgotten after ${idleMinutes} min unused`)
      for (const w of worlds) io.out(`${w.id} created ${w.created}, last used ${w.lastUsed}`)
    }
    return answer
  }
  args(positionals, ['id'])
  const answer = await mock.send('GET', '/__mock/world')
  const w = answer.body.data
  if (!options.json) {
    io.out(`world ${w.id} created ${w.created}, last used ${w.lastUsed}`)
    const forced = Object.entries(w.forced).map(([id, setting]) => `${id} ${JSON.stringify(setting)}`)
    io.out(`forced: ${forced.join('; ') || 'nothing'}`)
    io.out(`chaos: ${w.chaos.rules} rule(s), seed ${w.chaos.seed}`)
    io.out(
      `clients ${w.clients}, cart lines ${w.cartLines}, e-mails ${w.outbox}, calls since reset ${w.callsSinceReset}`,
    )
  }
  return answer
}

/** `world <id> [command ...]` is `--world <id> [world <id> | command ...]`. */
function inWorldCommand(positionals: string[], options: Options): string[] {
  if (positionals[0] !== 'world' || positionals[1] === undefined) return positionals
  if (options.world !== undefined && options.world !== positionals[1])
    throw new BadInput(`--world ${options.world} and world ${positionals[1]} name two worlds`)
  options.world = positionals[1]
  return positionals.length > 2 ? positionals.slice(2) : positionals
}

export async function runCtl(argv: string[], io: CtlIo): Promise<number> {
  try {
    const parsed = parse(argv)
    const options = parsed.values
    const positionals = inWorldCommand(parsed.positionals, options)
    if (options.help) {
      io.out(CTL_USAGE)
      return 0
    }
    const name = positionals[0]
    const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
    if (!command) throw new BadInput(name === undefined ? 'name a command' : `no command "${name}"`)
    const mock = client(options, io)
    const answer = await command(mock, positionals, options, io)
    if (options.json && answer.body !== undefined) io.out(JSON.stringify(answer.body.data ?? answer.body))
    return 0
  } catch (error) {
    const message = ((error as Error).message.split('\n')[0] ?? 'failed').trim()
    if (error instanceof BadInput || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`storefront-mock ctl: ${message} (see ctl --help)`)
      return 2
    }
    io.err(`storefront-mock ctl: ${message}`)
    return 1
  }
}
