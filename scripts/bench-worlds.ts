// The mock's heap as worlds pile up: level under the default bound; with room for all, the slope is a world's cost.
//   npm run bench:worlds [-- --runs 5 --worlds 1000 --max 200,1000]
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import v8 from 'node:v8'
import vm from 'node:vm'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    worlds: { type: 'string', default: '1000' },
    max: { type: 'string', default: '200,1000' },
    child: { type: 'boolean', default: false },
  },
})
const worlds = Number(values.worlds)
const steps = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(worlds * share))
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

async function measure(): Promise<number[]> {
  v8.setFlagsFromString('--expose_gc')
  const gc = vm.runInNewContext('gc') as () => void
  process.env.MOCK_QUIET = '1'
  process.env.MOCK_WORLDS_MAX = values.max
  const { startMockServer } = await import('../packages/mock/src/http.ts')
  const server = await startMockServer({ port: 0 })
  const heap = () => {
    gc()
    gc()
    return v8.getHeapStatistics().used_heap_size
  }
  const listed = await fetch(`${server.url}/api/v1/client/getAllProductsVariants?per_page=100`)
  const { data } = (await listed.json()) as { data: { id: number; stock: number; pre_order: boolean }[] }
  const variant = data.find((v) => v.stock >= 5 && !v.pre_order)
  // The shared world warmed as the worlds will be, so the first figure holds what every run has anyway.
  const visit = async (world: string | undefined) => {
    const headers: Record<string, string> = world ? { 'x-mock-session': world } : {}
    const persona = await fetch(`${server.url}/__mock/personas/demo`, { method: 'POST', headers })
    const { token } = (await persona.json()) as { token: string }
    const added = await fetch(`${server.url}/api/v1/client/cart/addOrUpdate`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variant_id: variant?.id, quantity: 1 }),
    })
    if (added.status !== 200) throw new Error(`cart write answered ${added.status}`)
    await (await fetch(`${server.url}/__mock/outbox?email=demo@example.com`, { headers })).json()
  }
  await visit(undefined)
  const figures: number[] = []
  for (let made = 0; made <= worlds; made++) {
    if (steps.includes(made)) figures.push(heap())
    if (made < worlds) await visit(`bench-${made}`)
  }
  const kept = (await (await fetch(`${server.url}/__mock/worlds`)).json()) as { data: { worlds: unknown[] } }
  if (kept.data.worlds.length !== Math.min(worlds, Number(values.max)))
    throw new Error(`the mock kept ${kept.data.worlds.length} worlds`)
  await server.close()
  return figures
}

if (values.child) {
  process.stdout.write(JSON.stringify(await measure()))
  process.exit(0)
}

const median = (list: number[]) => {
  const sorted = list.toSorted((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

for (const max of values.max.split(',')) {
  const runs: number[][] = []
  for (let i = 0; i < Number(values.runs); i++) {
    const args = [fileURLToPath(import.meta.url), '--child', '--worlds', String(worlds), '--max', max]
    const out = execFileSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8' })
    runs.push(JSON.parse(out) as number[])
    process.stderr.write(`bound ${max}, run ${i + 1}: ${runs.at(-1)?.map(mib).join(', ')} MiB\n`)
  }
  console.info(`heap after GC, median of ${runs.length} runs, at most ${max} worlds kept:`)
  const base = median(runs.map((run) => run[0] as number))
  for (const [i, made] of steps.entries()) {
    const value = median(runs.map((run) => run[i] as number))
    const each =
      made === 0
        ? ''
        : `  (+${mib(value - base)} MiB, ${Math.round((value - base) / Math.min(made, Number(max)) / 1024)} KiB a world kept)`
    console.info(`  ${String(made).padStart(5)} worlds made: ${mib(value)} MiB${each}`)
  }
}
