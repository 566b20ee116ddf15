import { startWorker } from '../browser.ts'

// msw's worker answers only the pages that started it: the reference runs the mock too, and waits for it.
;(globalThis as { mockReady?: Promise<unknown> }).mockReady = startWorker()
