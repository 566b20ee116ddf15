/** Requests per second through nginx with one web replica, then two, on pages the proxy cache cannot answer. */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { findNginx, NOT_RUN, ROOT, startRig } from './replicas.ts'
import { findWrk } from './wrk.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

async function requestsPerSecond(url: string, run: number): Promise<{ rps: number; failed: number }> {
  const wrk = findWrk()
  if (wrk) {
    const script = join(ROOT, 'test-results/bench-replicas.lua')
    writeFileSync(
      script,
      `counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/shop?bench=${run}-" .. counter)
end
done = function(summary)
  local e = summary.errors
  io.write(string.format("RESULT %f %d\\n", summary.requests / (summary.duration / 1e6), e.connect + e.read + e.write + e.timeout + e.status))
end`,
    )
    const out = spawnSync(
      wrk,
      ['-t1', `-c${CONNECTIONS}`, '--timeout', '10s', `-d${SECONDS}s`, '-s', script, url],
      { encoding: 'utf8' },
    ).stdout
    const [, rps = '0', failed = '0'] = /RESULT ([\d.]+) (\d+)/.exec(out) ?? []
    return { rps: Number(rps), failed: Number(failed) }
  }
  let counter = 0
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/shop?bench=${run}-${++counter}` }) }],
  })
  return { rps: result.requests.average, failed: result.errors + result.timeouts + result.non2xx }
}

const nginx = findNginx()
if (!nginx) {
  console.error(
    'not run: nginx is neither installed nor obtainable with apt-get download (Debian package nginx)',
  )
  process.exit(NOT_RUN)
}
console.log(
  `GET /shop?<new query> through nginx, ${findWrk() ? 'wrk' : 'autocannon'} -c${CONNECTIONS}, ${RUNS} runs of ${SECONDS} s each`,
)
for (const replicas of [1, 2]) {
  const rig = await startRig(nginx, replicas)
  try {
    await requestsPerSecond(rig.url, 0)
    const figures: number[] = []
    const loads: number[] = []
    let failed = 0
    for (let run = 1; run <= RUNS; run++) {
      loads.push(loadavg()[0] as number)
      const result = await requestsPerSecond(rig.url, run)
      figures.push(result.rps)
      failed += result.failed
    }
    console.log(
      `${replicas} replica${replicas > 1 ? 's' : ''}: median ${median(figures).toFixed(1)} requests/s ` +
        `(runs: ${figures.map((f) => f.toFixed(1)).join(', ')}; ${failed} failed; ` +
        `load average at the start of each run: ${loads.map((l) => l.toFixed(2)).join(', ')})`,
    )
  } finally {
    await rig.stop()
  }
}
