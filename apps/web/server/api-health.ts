// An outage is told once when it starts and once when it ends, not on every request it fails.
import cluster from 'node:cluster'

export interface ApiHealth {
  failed: (reason: string) => void
  answered: () => void
}

type Log = (fields: Record<string, unknown>) => void

interface HealthMessage {
  apiHealth: 'down' | 'up'
  reason?: string
}

const isHealthMessage = (message: unknown): message is HealthMessage =>
  typeof message === 'object' && message !== null && 'apiHealth' in message

export function createApiHealth(api: string, log: Log): ApiHealth & { readonly down: boolean } {
  let down = false
  const tell = (message: HealthMessage) => {
    if (cluster.isWorker && process.send) process.send(message)
    else if (message.apiHealth === 'down')
      log({ msg: 'the API does not answer', api, reason: message.reason ?? 'unknown' })
    else log({ msg: 'the API answers again', api })
  }
  return {
    get down() {
      return down
    },
    failed: (reason) => {
      if (down) return
      down = true
      tell({ apiHealth: 'down', reason })
    },
    answered: () => {
      if (!down) return
      down = false
      tell({ apiHealth: 'up' })
    },
  }
}

export function watchWorkersApiHealth(api: string, log: Log): void {
  let down = false
  cluster.on('message', (_worker, message: unknown) => {
    if (!isHealthMessage(message)) return
    if (message.apiHealth === 'down' && !down) {
      down = true
      log({ msg: 'the API does not answer', api, reason: message.reason ?? 'unknown' })
    } else if (message.apiHealth === 'up' && down) {
      down = false
      log({ msg: 'the API answers again', api })
    }
  })
}
