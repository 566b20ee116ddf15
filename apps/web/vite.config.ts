import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { type Connect, defineConfig, loadEnv, type Plugin } from 'vite'

type Middleware = Connect.NextHandleFunction

// The mock backend is loaded only in mock mode (no VITE_API_URL), so builds never bundle it.
async function loadMockMiddleware(): Promise<Middleware | null> {
  try {
    const mock = await import('@storefront/mock/http')
    return mock.createMockMiddleware() as Middleware
  } catch (error) {
    console.warn('[mock-api] @storefront/mock/http could not be loaded; /api is not served.', error)
    return null
  }
}

function mockApi(): Plugin {
  return {
    name: 'storefront-mock-api',
    async configureServer(server) {
      const middleware = await loadMockMiddleware()
      if (middleware) server.middlewares.use(middleware)
    },
    async configurePreviewServer(server) {
      const middleware = await loadMockMiddleware()
      if (middleware) server.middlewares.use(middleware)
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mockMode = !(env.VITE_API_URL ?? process.env.VITE_API_URL)
  return {
    plugins: [UnoCSS(), react(), mockMode ? mockApi() : null],
    // A production build stays one even when started from a test runner (which sets NODE_ENV=test
    // and would otherwise pull in React's development bundle).
    define: command === 'build' && mode === 'production' ? { 'process.env.NODE_ENV': '"production"' } : {},
    build: { target: 'es2022', reportCompressedSize: false },
  }
})
