import { existsSync, globSync } from 'node:fs'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig, mergeConfig, type UserWorkspaceConfig } from 'vitest/config'
import folders from './vitest.workspace.ts'

const root = new URL('./', import.meta.url)

// In every project the workspace packages resolve to their source ("@storefront/source"), not their dist.
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
