// How the container image builds and starts the web app (the Dockerfile, held to these values by a
// test), and so how the tests build and start it: every journey runs on the image's own build.

export const SERVER_ENTRY = 'apps/web/server/main.ts'

export const PRODUCTION_ENV = { NODE_ENV: 'production' } as const

export const BUILD_COMMAND = ['npm', 'run', 'build', '-w', '@storefront/web'] as const

/** The build's environment: the production one and nothing a developer's shell adds (no VITE_*). */
export function buildEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('VITE_')))
  return { ...clean, ...PRODUCTION_ENV }
}

/** The stand-in tiles of the embedded mock, given at run time as a deployment gives its tile server. */
export const MOCK_TILE_URL = '/__mock/tiles/{z}/{x}/{y}'
