// The embedded mock keeps its data in memory: with several workers it runs once, in the primary, behind them.
import cluster from 'node:cluster'
import { registerHooks } from 'node:module'
import { watchWorkersApiHealth } from './api-health.ts'
import { ConfigError, readServerConfig, type ServerConfig } from './config.ts'

// The "@storefront/source" condition, set before the packages load, so `node main.ts` needs no flag.
registerHooks({
  resolve: (specifier, context, next) =>
    next(specifier, { ...context, conditions: [...context.conditions, '@storefront/source'] }),
})
const { importEmbeddedMock, startWebServer } = await import('./web-server.ts')

const logLine = (fields: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields, pid: process.pid })}\n`)

const deadline = (config: ServerConfig) =>
  new Promise((resolve) => setTimeout(resolve, config.shutdownTimeoutMs + 1000).unref())

async function serve(config: ServerConfig) {
  const server = await startWebServer(config)
  logLine({
    msg: 'listening',
    url: server.url,
    api: config.apiUrl ?? config.proxy?.api ?? 'embedded mock',
    pageCache: config.pageCache !== null,
  })
  const stop = async (signal: string) => {
    logLine({ msg: 'stopping', signal })
    // A socket the server no longer counts (a lingering close) could hold its close open: the exit keeps a deadline.
    await Promise.race([server.close(), deadline(config)])
    logLine({ msg: 'stopped' })
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))
}

async function supervise(config: ServerConfig) {
  const env: Record<string, string> = {}
  let closeMock: (() => Promise<void>) | undefined
  if (!config.apiUrl && !config.proxy) {
    const { startMockServer } = await importEmbeddedMock()
    const mock = await startMockServer({ port: 0, host: '127.0.0.1' })
    closeMock = mock.close
    env.PROXY_API = mock.url
    env.PROXY_MOCK = mock.url
  }
  let stopping = false
  const fork = () => cluster.fork(env)
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        // The mock's close can wait on a connection it no longer sees: the primary exits all the same.
        const waited = new Promise((resolve) => setTimeout(resolve, config.shutdownTimeoutMs).unref())
        void Promise.race([closeMock?.() ?? Promise.resolve(), waited]).then(() => {
          logLine({ msg: 'stopped' })
          process.exit(0)
        })
      }
      return
    }
    // A setting it cannot use stops every worker the same way: starting another would loop.
    if (code === 2) {
      logLine({ msg: 'a worker refused the configuration; stopping', worker: worker.process.pid })
      process.exit(2)
    }
    logLine({ msg: 'worker exited; starting another', worker: worker.process.pid, code, signal })
    fork()
  })
  watchWorkersApiHealth(config.apiUrl ?? 'shared mock', logLine)
  for (let i = 0; i < config.workers; i++) fork()
  logLine({
    msg: 'primary',
    workers: config.workers,
    api: config.apiUrl ?? config.proxy?.api ?? 'shared mock',
  })
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logLine({ msg: 'stopping', signal })
    const workers = Object.values(cluster.workers ?? {})
    for (const worker of workers) worker?.process.kill('SIGTERM')
    void deadline(config).then(() => {
      for (const worker of workers) if (worker && !worker.isDead()) worker.process.kill('SIGKILL')
    })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

try {
  const config = readServerConfig()
  if (cluster.isPrimary && config.workers > 1) await supervise(config)
  else await serve(config)
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`Configuration: ${error.message}`)
  process.exit(2)
}
