import { existsSync, globSync } from 'node:fs'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig, mergeConfig, type UserWorkspaceConfig } from 'vitest/config'
import folders from './vitest.workspace.ts'

const root = new URL('./', import.meta.url)

// Each project keeps its own config file; the workspace packages resolve to their TypeScript
// source (the "@storefront/source" export condition) in every one of them, not to their dist.
const sourceConditions = {
  resolve: { conditions: ['@storefront/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@storefront/source', ...defaultServerConditions] } },
}

const projects = await Promise.all(
  folders
    .flatMap((pattern) => globSync(pattern, { cwd: root }))
    .filter((folder) => existsSync(new URL(`${folder}/vitest.config.ts`, root)))
    .map(async (folder) => {
      const own = (await import(new URL(`${folder}/vitest.config.ts`, root).href))
        .default as UserWorkspaceConfig
      return { ...mergeConfig(own, { root: folder, ...sourceConditions }), extends: false }
    }),
)

export default defineConfig({
  test: { projects },
})
