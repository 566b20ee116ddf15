import { setupServer } from 'msw/node'
import { handlers } from './index.ts'

/** The mock in Node (tests): `server.listen({ onUnhandledFrame: 'error' })`, and `resetDb()` between tests. */
export const server = setupServer(...handlers)
