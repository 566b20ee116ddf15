import type { paths } from '@storefront/sdk'

type GetPath = { [P in keyof paths]: paths[P]['get'] extends undefined ? never : P }[keyof paths]

/** The key prefix of every cached GET of a path, whatever its parameters (each page, each record): for invalidation. */
export const everyAnswerOf = (path: GetPath) => ['get', path] as const
