import { setupWorker } from 'msw/browser'
import { handlers } from './index.ts'

/** Where the web app serves msw's worker script. Copy it with `npx msw init <public dir> --save=false` (the file ships in the msw package). */
export const MOCK_SERVICE_WORKER_URL = '/mockServiceWorker.js'

export interface StartWorkerOptions {
  serviceWorkerUrl?: string
  verbose?: boolean
}

/** Starts the mock inside the browser (static demo builds only; import it lazily so production bundles never contain it). */
export async function startWorker(options: StartWorkerOptions = {}) {
  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? MOCK_SERVICE_WORKER_URL },
    onUnhandledFrame: 'bypass',
    quiet: !options.verbose,
  })
  return worker
}
