// How the production server is started: by the tests (e2e/global-setup.ts, e2e/serving*.e2e.ts)
// and by the container image (Dockerfile), which a test holds to these same values.

export const SERVER_ENTRY = 'apps/web/server/main.ts'

export const PRODUCTION_ENV = { NODE_ENV: 'production' } as const
