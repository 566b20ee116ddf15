import { startWorker } from '../browser.ts'

// The static demo's reference page: msw's worker answers only the pages that started it, so this
// page runs the mock too, and the reference waits for it before its try-it can call.
;(globalThis as { mockReady?: Promise<unknown> }).mockReady = startWorker()
