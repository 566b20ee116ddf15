// The Dockerfile uses these (a test holds it to them), so every journey runs on the image's own build.

export const SERVER_ENTRY = 'apps/web/server/main.ts'

export const PRODUCTION_ENV = { NODE_ENV: 'production' } as const

export const BUILD_COMMAND = ['npm', 'run', 'build', '-w', '@storefront/web'] as const

/** The build's environment: the production one and nothing a developer's shell adds (no VITE_*). */
export function buildEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('VITE_')))
  return { ...clean, ...PRODUCTION_ENV }
}

export const MOCK_TILE_URL = '/__mock/tiles/{z}/{x}/{y}'
