// For a test file: the HTTP mock on a free port, its worlds dropped and its data reset before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { resetDb } from './http/reset.ts'
import { startMockServer } from './http.ts'
import { dropWorlds } from './store/worlds.ts'

export function useTestServer(): { readonly url: string } {
  let server: Awaited<ReturnType<typeof startMockServer>> | undefined
  beforeAll(async () => {
    process.env.MOCK_QUIET = '1'
    server = await startMockServer({ port: 0 })
  })
  afterAll(() => server?.close())
  beforeEach(async () => {
    dropWorlds()
    await resetDb()
  })
  return {
    get url() {
      if (!server) throw new Error('the test server has not started')
      return server.url
    },
  }
}
