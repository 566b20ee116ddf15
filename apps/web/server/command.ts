// How the tests and the container image (held to these values by a test) start the production server.

export const SERVER_ENTRY = 'apps/web/server/main.ts'

export const PRODUCTION_ENV = { NODE_ENV: 'production' } as const
