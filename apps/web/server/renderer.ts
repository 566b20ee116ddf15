import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The server-side build of the app (`apps/web/dist-server`): its renderer and what the server shares with it. */
export type Renderer = typeof import('../src/app/server-entry.tsx')

export async function loadRenderer(serverDist: string): Promise<Renderer | null> {
  const file = join(serverDist, 'server-entry.js')
  try {
    await stat(file)
  } catch {
    return null
  }
  return (await import(pathToFileURL(file).href)) as Renderer
}
